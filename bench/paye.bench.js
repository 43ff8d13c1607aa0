#!/usr/bin/env node
// In-process throughput of the PAYE engine on a 12-month simulation, using the BUILT library
// (run `npm run build -w @app/paye` first). Prints one JSON line.
const { simulate, findFiscalYearParameters } = require('@app/paye');

const DURATION_MS = Number(process.env.PAYE_BENCH_MS || 2000);
const WARMUP_MS = 300;

const parameters = findFiscalYearParameters('2025-26');
// A realistic mix: P45 history, an uneven salary, a mid-year code change and a Month 1 month.
const request = {
  fiscalYear: '25-26',
  taxCode: '1257L',
  monthlySalaries: [3000, 3000, 2500, 2500, 6000, 2500, 0, 2500, 2500, 4000, 2500, 2500.55],
  enrollmentStatus: [false, false, true, true, true, true, true, true, true, true, true, true],
  ytdTaxOverrides: [390.2, 780.6, null, null, null, null, null, null, null, null, null, null],
  monthlyTaxCodes: ['1257L', '1257L', '1257L', '1257L', '1257L', '1257L M1', 'K100', 'BR', '1257L', '1257L', 'S1257L', '1257L'],
};

function run(durationMs) {
  let iterations = 0;
  let checksum = 0;
  const start = process.hrtime.bigint();
  const deadline = start + BigInt(durationMs) * 1_000_000n;
  let now = start;
  while (now < deadline) {
    for (let i = 0; i < 100; i++) checksum += simulate(request, parameters).totalTaxDeduction;
    iterations += 100;
    now = process.hrtime.bigint();
  }
  return { iterations, elapsedMs: Number(now - start) / 1e6, checksum };
}

run(WARMUP_MS);
const { iterations, elapsedMs, checksum } = run(DURATION_MS);
console.log(
  JSON.stringify({
    name: 'paye-inprocess',
    opsPerSec: Math.round((iterations / elapsedMs) * 1000),
    meanMicros: Number(((elapsedMs * 1000) / iterations).toFixed(2)),
    iterations,
    elapsedMs: Math.round(elapsedMs),
    months: 12,
    node: process.version,
    checksum: checksum > 0,
  }),
);

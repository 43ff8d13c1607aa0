#!/usr/bin/env node
// Simulations per second through HTTP against the BUILT gateway (the real path: body parser, auth guard with its
// per-request user lookup, role guard, validation, PAYE engine on the stored fiscal parameters, JSON out), and an
// HTTP baseline on the same server in the same run: GET /api/health (public; one `SELECT 1`, no other work).
// Both run with the same concurrency over keep-alive connections, interleaved (baseline, simulate, baseline,
// simulate) so that drift affects both. Prints JSON lines; bounded in time (PAYE_HTTP_BENCH_MS per phase, a hard
// limit of 120 s overall). Run `npm run bench` (builds what is missing) or, after a build,
// `node bench/paye-http.bench.js`. The product is started on 127.0.0.1 with a fresh database
// (DATABASE_URL: a new database on that server; unset: the embedded one in a temporary DATA_DIR).
const http = require('http');
const { join } = require('path');
const { startProduct } = require(join(__dirname, '..', 'e2e', 'src', 'support', 'product.js'));
const { httpCall } = require('./support');

const PHASE_MS = Number(process.env.PAYE_HTTP_BENCH_MS || 2000);
const WARMUP_MS = 500;
const CONCURRENCY = Number(process.env.PAYE_HTTP_BENCH_CONCURRENCY || 8);
const ROUNDS = 2;
const HARD_LIMIT_MS = 120_000;

// The same realistic 12-month request as bench/paye.bench.js: P45 history, uneven pay, code changes, a Month 1 month.
const simulation = JSON.stringify({
  fiscalYear: '25-26',
  taxCode: '1257L',
  monthlySalaries: [3000, 3000, 2500, 2500, 6000, 2500, 0, 2500, 2500, 4000, 2500, 2500.55],
  enrollmentStatus: [false, false, true, true, true, true, true, true, true, true, true, true],
  ytdTaxOverrides: [390.2, 780.6, null, null, null, null, null, null, null, null, null, null],
  monthlyTaxCodes: ['1257L', '1257L', '1257L', '1257L', '1257L', '1257L M1', 'K100', 'BR', '1257L', '1257L', 'S1257L', '1257L'],
});

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

const call = (base, request) => httpCall(base, request, agent);

/** `CONCURRENCY` closed loops for `durationMs`; every answer must have the expected status. */
async function load(base, request, durationMs, expectStatus) {
  const latencies = [];
  const deadline = process.hrtime.bigint() + BigInt(durationMs) * 1_000_000n;
  const start = process.hrtime.bigint();
  const worker = async () => {
    while (process.hrtime.bigint() < deadline) {
      const t0 = process.hrtime.bigint();
      const res = await call(base, request);
      if (res.status !== expectStatus) throw new Error(`${request.method} ${request.path}: ${res.status} ${res.body.slice(0, 200)}`);
      latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const elapsedMs = Number(process.hrtime.bigint() - start) / 1e6;
  latencies.sort((a, b) => a - b);
  const pct = (p) => Number(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(2));
  return { requests: latencies.length, elapsedMs, reqPerSec: (latencies.length / elapsedMs) * 1000, p50Ms: pct(50), p99Ms: pct(99) };
}

function merge(results) {
  const requests = results.reduce((s, r) => s + r.requests, 0);
  const elapsedMs = results.reduce((s, r) => s + r.elapsedMs, 0);
  return {
    reqPerSec: Math.round((requests / elapsedMs) * 1000),
    requests,
    elapsedMs: Math.round(elapsedMs),
    p50Ms: Math.max(...results.map((r) => r.p50Ms)),
    p99Ms: Math.max(...results.map((r) => r.p99Ms)),
  };
}

let product;

async function main() {
  product = await startProduct({ LOG_LEVEL: 'warn' });
  try {
    const base = product.baseUrl;
    const login = await call(base, {
      method: 'POST',
      path: '/api/auth/login',
      body: JSON.stringify({ email: 'admin@example.com', password: 'Admin-Passw0rd!' }),
    });
    if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${login.body}`);
    const token = JSON.parse(login.body).token;
    const baseline = { method: 'GET', path: '/api/health' };
    const simulate = { method: 'POST', path: '/api/incometaxsimulator/simulate', body: simulation, token };

    // Sanity: the answer is a full 12-month simulation.
    const check = JSON.parse((await call(base, simulate)).body);
    if (!Array.isArray(check.monthlyCalculations) || check.monthlyCalculations.length !== 12) throw new Error('unexpected simulation answer');

    const me = { method: 'GET', path: '/api/auth/me', token };
    await load(base, baseline, WARMUP_MS, 200);
    await load(base, simulate, WARMUP_MS, 200);
    await load(base, me, WARMUP_MS, 200);
    const b = [];
    const s = [];
    const m = [];
    for (let i = 0; i < ROUNDS; i++) {
      b.push(await load(base, baseline, PHASE_MS, 200));
      s.push(await load(base, simulate, PHASE_MS, 200));
      m.push(await load(base, me, PHASE_MS, 200));
    }
    const baseStats = merge(b);
    const simStats = merge(s);
    const meStats = merge(m);
    const common = { concurrency: CONCURRENCY, database: process.env.DATABASE_URL ? 'postgres' : 'embedded', node: process.version };
    console.log(JSON.stringify({ name: 'paye-http-baseline', endpoint: 'GET /api/health', ...baseStats, ...common }));
    console.log(
      JSON.stringify({
        name: 'paye-http-simulate',
        endpoint: 'POST /api/incometaxsimulator/simulate',
        months: 12,
        opsPerSec: simStats.reqPerSec,
        ...simStats,
        baselineReqPerSec: baseStats.reqPerSec,
        ratioToBaseline: Number((simStats.reqPerSec / baseStats.reqPerSec).toFixed(3)),
        bound: '>= 0.7x GET /api/health',
        ...common,
      }),
    );
    console.log(
      JSON.stringify({
        name: 'signed-in-noop-http',
        endpoint: 'GET /api/auth/me',
        ...meStats,
        baselineReqPerSec: baseStats.reqPerSec,
        ratioToBaseline: Number((meStats.reqPerSec / baseStats.reqPerSec).toFixed(3)),
        bound: '>= 0.8x GET /api/health',
        ...common,
      }),
    );
  } finally {
    agent.destroy();
    await product.stop();
  }
}

const limit = setTimeout(() => {
  console.error(`paye-http bench exceeded ${HARD_LIMIT_MS / 1000} s`);
  if (product?.pid) process.kill(product.pid, 'SIGKILL');
  process.exit(1);
}, HARD_LIMIT_MS);
limit.unref();

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  },
);

#!/usr/bin/env node
// `npm run bench`: runs every bench/*.bench.js in turn (each is bounded in time and prints JSON lines with its figures
// and its ratio against a baseline measured in the same run), then writes them all to bench/results/latest.json.
const { readdirSync, mkdirSync, writeFileSync } = require('fs');
const { join } = require('path');
const { spawnSync } = require('child_process');

const only = process.argv.slice(2);
const files = readdirSync(__dirname)
  .filter((f) => f.endsWith('.bench.js'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();
const results = [];
let failed = false;
for (const file of files) {
  console.log(`\n# ${file}`);
  const run = spawnSync(process.execPath, ['--expose-gc', join(__dirname, file)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], env: process.env });
  process.stdout.write(run.stdout);
  if (run.status !== 0) failed = true;
  for (const line of run.stdout.split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      results.push({ file, ...JSON.parse(line) });
    } catch {
      /* not a result line */
    }
  }
}
mkdirSync(join(__dirname, 'results'), { recursive: true });
writeFileSync(join(__dirname, 'results', 'latest.json'), JSON.stringify({ at: new Date().toISOString(), results }, null, 2));
console.log(`\n${results.length} results written to bench/results/latest.json`);
process.exit(failed ? 1 : 0);

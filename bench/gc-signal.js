// Preloaded into processes a bench measures (NODE_OPTIONS=--expose-gc --require bench/gc-signal.js): SIGUSR2 collects
// garbage and writes the process's memory to $BENCH_MEMORY_DIR/<pid>.json, so memory is compared after collection,
// not with whatever garbage the last requests left.
const { writeFileSync } = require('fs');
const { join } = require('path');

process.on('SIGUSR2', () => {
  global.gc?.();
  global.gc?.();
  const m = process.memoryUsage();
  if (process.env.BENCH_MEMORY_DIR) {
    writeFileSync(join(process.env.BENCH_MEMORY_DIR, `${process.pid}.json`), JSON.stringify({ heap: m.heapUsed + m.external + m.arrayBuffers, rss: m.rss, at: Date.now() }));
  }
});

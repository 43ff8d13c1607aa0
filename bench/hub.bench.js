#!/usr/bin/env node
// Fan-out of one notification to N WebSocket clients through the BUILT @app/signalr-server
// (run `npm run build -w @app/signalr-server` first), against a bare `ws` broadcast of the same
// payload to the same number of sockets, measured in the same run. Loopback only, bounded.
//
// Clients are raw `ws` sockets speaking the SignalR negotiate + JSON handshake (2,000 real
// @microsoft/signalr clients would make the client side, not the hub, the bottleneck on 2 cores).
// Each server runs in a forked child so its memory per connection is not mixed with the clients'.
// Latency = time from the parent's "broadcast" command to each client's receipt; the IPC hop and
// the client-side parsing are the same for both servers, so the ratio compares the servers.
// Both servers stay loaded for the whole run and rounds alternate between them (ABBA order).
// Prints JSON lines: one per server kind, then the ratios.
const { fork } = require('child_process');
const http = require('http');

const CLIENTS = Number(process.env.HUB_BENCH_CLIENTS || 2000);
const ROUNDS = Number(process.env.HUB_BENCH_ROUNDS || 50);
const WARMUP_ROUNDS = 3;
const CONNECT_CONCURRENCY = 50;
const ROUND_TIMEOUT_MS = 10_000;
const TOTAL_TIMEOUT_MS = Number(process.env.HUB_BENCH_TIMEOUT_MS || 180_000);
const { RS, HUB_PATH, openHubSocket } = require('./support');

if (process.argv[2] === 'server') runServer(process.argv[3]);
else main().catch((err) => {
  console.error(err);
  process.exit(1);
});

// ---------------------------------------------------------------- server side (child process)

function runServer(kind) {
  const { WebSocketServer } = require('ws');
  const gc = global.gc ?? (() => undefined);
  const measure = () => {
    gc();
    gc();
    const m = process.memoryUsage();
    return { heap: m.heapUsed + m.external + m.arrayBuffers, rss: m.rss };
  };
  const server = http.createServer();
  let broadcast;
  let hub;
  if (kind === 'hub') {
    const { createHub } = require('@app/signalr-server');
    hub = createHub({
      path: HUB_PATH,
      authenticate: (token) => (token ? { userId: token } : null),
      methods: { SubscribeToNotificationType: async (ctx, type) => ctx.addToGroup(`type:${type}`) },
      // Raw bench clients never ping; keep them from being dropped during the run.
      clientTimeoutMs: 10 * 60_000,
      logger: { log() {}, warn() {}, error: (m) => console.error(m) },
    });
    server.on('request', (req, res) => hub.handleRequest(req, res) || res.writeHead(404).end());
    server.on('upgrade', (req, socket, head) => hub.handleUpgrade(req, socket, head) || socket.destroy());
    broadcast = (seq) => hub.sendToAll('ReceiveNotification', [{ seq, type: 'PayrollProcessed', title: 'Payroll processed', message: 'The March payroll run has completed.' }]);
  } else {
    const wss = new WebSocketServer({ server, perMessageDeflate: false });
    broadcast = (seq) => {
      const data = JSON.stringify({ type: 1, target: 'ReceiveNotification', arguments: [{ seq, type: 'PayrollProcessed', title: 'Payroll processed', message: 'The March payroll run has completed.' }] }) + RS;
      for (const ws of wss.clients) ws.send(data);
    };
  }
  let baseline;
  process.on('message', async (msg) => {
    if (msg.cmd === 'broadcast') broadcast(msg.seq);
    else if (msg.cmd === 'measure') process.send({ cmd: 'measured', ...measure(), connections: hub ? hub.stats().connections : undefined });
    else if (msg.cmd === 'stop') {
      if (hub) await hub.close();
      server.closeAllConnections();
      server.close(() => process.exit(0));
      setTimeout(() => process.exit(0), 2000).unref();
    }
  });
  server.listen(0, '127.0.0.1', () => {
    baseline = measure();
    process.send({ cmd: 'ready', port: server.address().port, baseline });
  });
}

// ---------------------------------------------------------------- client side (parent process)

async function main() {
  const guard = setTimeout(() => {
    console.error(`hub.bench: aborted after ${TOTAL_TIMEOUT_MS} ms`);
    process.exit(2);
  }, TOTAL_TIMEOUT_MS);
  guard.unref();

  // Both servers are loaded at once and rounds alternate (ABBA), so machine noise hits both alike.
  const bareSetup = await setUp('bare-ws');
  const hubSetup = await setUp('hub');
  for (let round = 0; round < WARMUP_ROUNDS + ROUNDS; round++) {
    const order = round % 2 === 0 ? [hubSetup, bareSetup] : [bareSetup, hubSetup];
    for (const setup of order) await runRound(setup, round);
  }
  const hub = await tearDown(hubSetup);
  const bare = await tearDown(bareSetup);
  for (const r of [hub, bare]) console.log(JSON.stringify(r));
  const ratio = (a, b) => Math.round((a / b) * 100) / 100;
  console.log(
    JSON.stringify({
      bench: 'hub-fanout',
      kind: 'ratio hub/bare-ws',
      clients: CLIENTS,
      p50: ratio(hub.p50Ms, bare.p50Ms),
      p99: ratio(hub.p99Ms, bare.p99Ms),
      heapPerConnection: ratio(hub.heapBytesPerConnection, bare.heapBytesPerConnection),
      rssPerConnection: ratio(hub.rssBytesPerConnection, bare.rssBytesPerConnection),
    }),
  );
  clearTimeout(guard);
}

async function setUp(kind) {
  const { WebSocket } = require('ws');
  const child = fork(__filename, ['server', kind], { execArgv: ['--expose-gc'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const nextMessage = (cmd) => new Promise((resolve) => {
    const onMessage = (m) => {
      if (m.cmd !== cmd) return;
      child.off('message', onMessage);
      resolve(m);
    };
    child.on('message', onMessage);
  });
  const { port, baseline } = await nextMessage('ready');

  const sockets = [];
  let onReceive = () => undefined;
  const onMessage = (message, now) => {
    if (message.target === 'ReceiveNotification') onReceive(message.arguments[0].seq, now);
  };
  const connectOne = async (i) => {
    if (kind === 'hub') {
      sockets.push(await openHubSocket(`http://127.0.0.1:${port}`, `user${i}`, onMessage));
      return;
    }
    const ws = new WebSocket(`ws://127.0.0.1:${port}/`, { perMessageDeflate: false });
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    ws.on('message', (data) => {
      const now = performance.now();
      for (const record of String(data).split(RS)) if (record) onMessage(JSON.parse(record), now);
    });
    sockets.push(ws);
  };

  const connectStart = performance.now();
  for (let i = 0; i < CLIENTS; i += CONNECT_CONCURRENCY) {
    await Promise.all(Array.from({ length: Math.min(CONNECT_CONCURRENCY, CLIENTS - i) }, (_, j) => connectOne(i + j)));
  }
  const connectMs = performance.now() - connectStart;

  child.send({ cmd: 'measure' });
  const loaded = await nextMessage('measured');

  return { kind, child, sockets, connectMs, baseline, loaded, latencies: [], setOnReceive: (fn) => (onReceive = fn) };
}

async function runRound(setup, round) {
  const { kind, child, latencies } = setup;
  const seq = round;
  let received = 0;
  let t0 = 0;
  const done = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${kind}: round ${round} got ${received}/${CLIENTS}`)), ROUND_TIMEOUT_MS);
    setup.setOnReceive((s, now) => {
      if (s !== seq) return;
      if (round >= WARMUP_ROUNDS) latencies.push(now - t0);
      if (++received === CLIENTS) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  // Collect the client process's garbage between rounds so its GC pauses stay out of the figures.
  global.gc?.();
  await new Promise((resolve) => setTimeout(resolve, 10));
  t0 = performance.now();
  child.send({ cmd: 'broadcast', seq });
  await done;
}

async function tearDown(setup) {
  const { kind, child, sockets, latencies, connectMs, baseline, loaded } = setup;
  for (const ws of sockets) ws.terminate();
  child.send({ cmd: 'stop' });
  await new Promise((resolve) => child.once('exit', resolve));

  latencies.sort((a, b) => a - b);
  const pct = (p) => round2(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]);
  return {
    bench: 'hub-fanout',
    kind,
    clients: CLIENTS,
    rounds: ROUNDS,
    deliveries: latencies.length,
    p50Ms: pct(50),
    p99Ms: pct(99),
    maxMs: round2(latencies[latencies.length - 1]),
    heapBytesPerConnection: Math.round((loaded.heap - baseline.heap) / CLIENTS),
    rssBytesPerConnection: Math.round((loaded.rss - baseline.rss) / CLIENTS),
    connectMs: Math.round(connectMs),
    ...(kind === 'hub' ? { clientsOn: 'raw ws speaking negotiate + JSON handshake' } : { clientsOn: 'raw ws' }),
  };
}

function round2(n) {
  return Math.round(n * 100) / 100;
}

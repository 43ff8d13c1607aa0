#!/usr/bin/env node
// A notification sent through the API reaching N hub clients on two instances of the BUILT gateway (issue 12): both
// instances on one PostgreSQL database (DATABASE_URL: a fresh database is created and dropped) and one Redis
// (REDIS_URL, required), the clients split between them. Each round is one POST /api/technical/send-notification
// (AllUsers); latency = from the API call to each client's receipt. Baseline in the same run: a bare `ws` server
// broadcasting the same record (a LiveNotification of the same shape and size) to the same number of sockets
// (latency from the broadcast command to each receipt).
// The two are measured round by round in turn (bare, hub, hub, bare, ...), so a busy moment of the machine falls on
// both rather than on whichever ran then. Each side's clients live in a child process of their own (one process may
// not hold 20,000 sockets here); receipts are timed on the system's monotonic clock (process.hrtime), which every
// process shares, from the moment this process fires the round.
// Memory per connection: the instances' heap growth while the clients connect, against the bare server's; each server
// first connects and drops WARMUP_CLIENTS clients (other users), so one-off costs (code compiled on first use, lazily
// built module state) are not counted as per-connection memory on either side.
// Clients are raw `ws` sockets speaking negotiate + the SignalR JSON handshake (10,000 @microsoft/signalr clients would
// make the client processes the bottleneck on 2 cores), authenticated with real tokens of real users.
// Bounds: p99 <= 2x the bare broadcast's, memory per connection <= 2x. Prints JSON lines; exits 1 when missed.
const { fork } = require('child_process');
const { mkdtempSync, readFileSync, rmSync } = require('fs');
const http = require('http');
const { tmpdir } = require('os');
const { join } = require('path');
const { randomBytes, randomUUID } = require('crypto');
const { WebSocket: WsClient } = require('ws');
const { RS, withClient, database, startGateway, signIn, openHubSocket } = require('./support');

const CLIENTS = Number(process.env.HUB_E2E_CLIENTS || 10_000);
// 20 rounds of 10,000: a p99 over 200,000 receipts that one slow round (a collection, a busy moment) cannot fill alone.
const ROUNDS = Number(process.env.HUB_E2E_ROUNDS || 20);
const WARMUP_ROUNDS = 2;
const CONNECT_CONCURRENCY = 50;
const WARMUP_CLIENTS = 200;
const ROUND_TIMEOUT_MS = 30_000;
const HARD_LIMIT_MS = Number(process.env.HUB_E2E_TIMEOUT_MS || 900_000);
const BOUNDS = { p99: 2, memoryPerConnection: 2 };
/** Where the measured processes write their memory reports (set in main). */
let MEMORY_DIR = '';

if (process.argv[2] === 'bare-server') bareServer();
else if (process.argv[2] === 'clients') clientsProcess();
else {
  const limit = setTimeout(() => {
    console.error(`hub-e2e bench exceeded ${HARD_LIMIT_MS / 1000} s`);
    process.exit(2);
  }, HARD_LIMIT_MS);
  limit.unref();
  main().then(
    () => process.exit(process.exitCode ?? 0),
    (error) => {
      console.error(error instanceof Error ? error.stack : error);
      process.exit(1);
    },
  );
}

// ---------------------------------------------------------------- the bare ws server (child process)

function bareServer() {
  const { WebSocketServer } = require('ws');
  const server = http.createServer();
  const wss = new WebSocketServer({ server, perMessageDeflate: false });
  require('./gc-signal');
  process.on('message', (msg) => {
    if (msg.cmd === 'broadcast') {
      // The same record as the hub writes (a LiveNotification of the same size and shape), serialized once.
      const live = {
        id: randomUUID(),
        type: 'Info',
        title: msg.title,
        message: 'The service is down from 22:00 to 23:00.',
        requiresAction: false,
        actionUrl: null,
        createdAt: new Date().toISOString(),
        expiresAt: null,
      };
      const data = JSON.stringify({ type: 1, target: 'ReceiveNotification', arguments: [live] }) + RS;
      for (const ws of wss.clients) ws.send(data);
    } else if (msg.cmd === 'stop') {
      server.closeAllConnections();
      process.exit(0);
    }
  });
  server.listen(0, '127.0.0.1', () => process.send({ cmd: 'ready', port: server.address().port }));
}

// ---------------------------------------------------------------- the clients of one side (child process)

/** Microseconds on the monotonic clock every process of this machine shares. */
const nowUs = () => Number(process.hrtime.bigint() / 1000n);

/**
 * Holds one side's client sockets. Commands over IPC: `warmup` and `connect` ({baseUrl, count, tokens}), `gc`, and
 * `collect` ({title, count}: answers the receipt times of that title once `count` clients have it), `stop`.
 */
function clientsProcess() {
  process.on('disconnect', () => process.exit(0));
  const sockets = [];
  /** title -> receipt times (µs); the waiter of a `collect`. */
  const receipts = new Map();
  let waiting;
  const settle = () => {
    if (!waiting) return;
    const times = receipts.get(waiting.title) ?? [];
    if (times.length < waiting.count) return;
    clearTimeout(waiting.timer);
    receipts.delete(waiting.title);
    process.send({ cmd: 'collected', title: waiting.title, times });
    waiting = undefined;
  };
  const onTitle = (title, now) => {
    let times = receipts.get(title);
    if (!times) receipts.set(title, (times = []));
    times.push(now);
    if (waiting?.title === title && times.length === waiting.count) settle();
  };
  process.on('message', async (msg) => {
    try {
      if (msg.cmd === 'warmup') await warmUp(msg.baseUrl, msg.tokens);
      else if (msg.cmd === 'connect') await connectClients(msg.baseUrl, msg.count, msg.tokens, onTitle, sockets);
      else if (msg.cmd === 'gc') global.gc?.();
      else if (msg.cmd === 'collect') {
        waiting = {
          ...msg,
          timer: setTimeout(() => {
            process.send({ cmd: 'error', error: `${msg.title}: got ${(receipts.get(msg.title) ?? []).length}/${msg.count}` });
            waiting = undefined;
          }, ROUND_TIMEOUT_MS),
        };
        settle();
        return;
      } else if (msg.cmd === 'stop') {
        for (const ws of sockets) ws.terminate();
        process.exit(0);
      }
      process.send({ cmd: 'done' });
    } catch (error) {
      process.send({ cmd: 'error', error: error instanceof Error ? error.stack : String(error) });
    }
  });
  process.send({ cmd: 'ready' });
}

/** A clients child process and a function sending it a command and answering its reply. */
async function startClients(name) {
  const child = fork(__filename, ['clients'], { execArgv: ['--expose-gc'], env: process.env, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  await new Promise((resolve) => child.once('message', resolve));
  const command = (msg) =>
    new Promise((resolve, reject) => {
      const onMessage = (reply) => {
        child.off('message', onMessage);
        if (reply.cmd === 'error') reject(new Error(`${name} clients: ${reply.error}`));
        else resolve(reply);
      };
      child.on('message', onMessage);
      child.send(msg);
    });
  return { child, command, stop: () => child.exitCode === null && child.send({ cmd: 'stop' }) };
}

// ---------------------------------------------------------------- helpers

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Heap (used + external + array buffers) and RSS of a process after it collected its garbage (gc-signal.js). */
async function memoryOf(pid) {
  const file = join(MEMORY_DIR, `${pid}.json`);
  const before = Date.now();
  process.kill(pid, 'SIGUSR2');
  for (let i = 0; i < 100; i++) {
    await sleep(100);
    try {
      const m = JSON.parse(readFileSync(file, 'utf8'));
      if (m.at >= before) return m;
    } catch {
      /* not written yet */
    }
  }
  throw new Error(`no memory report from ${pid}`);
}

/** Bytes per connection between two reports, summed over processes. */
const perConnection = (before, after, key) => before.reduce((s, b, i) => s + (after[i][key] - b[key]), 0) / CLIENTS;

function percentile(sorted, p) {
  return Number(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))].toFixed(2));
}

/** Connects `count` clients to `baseUrl` (a hub when `tokens` is given, else a bare ws server); `onTitle(title, now)` per receipt. */
async function connectClients(baseUrl, count, tokens, onTitle, sockets) {
  const onInvocation = (message, now) => {
    if (message.target === 'ReceiveNotification') onTitle(message.arguments[0].title, now);
  };
  const connectOne = async (i) => {
    if (tokens) {
      const ws = await openHubSocket(baseUrl, tokens[i], onInvocation, nowUs);
      // Keep the connection alive as the official client does (the hub drops silent clients).
      const ping = setInterval(() => ws.readyState === WsClient.OPEN && ws.send(`{"type":6}${RS}`), 15_000);
      ws.once('close', () => clearInterval(ping));
      sockets.push(ws);
      return;
    }
    const ws = new WsClient(`${baseUrl.replace('http', 'ws')}/`, { perMessageDeflate: false });
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    ws.on('message', (data) => {
      const now = nowUs();
      for (const record of String(data).split(RS)) if (record) onInvocation(JSON.parse(record), now);
    });
    sockets.push(ws);
  };
  for (let i = 0; i < count; i += CONNECT_CONCURRENCY) {
    await Promise.all(Array.from({ length: Math.min(CONNECT_CONCURRENCY, count - i) }, (_, j) => connectOne(i + j)));
  }
}

/** Connects WARMUP_CLIENTS clients (with `tokens`, users not measured) and closes them. */
async function warmUp(baseUrl, tokens) {
  const sockets = [];
  await connectClients(baseUrl, WARMUP_CLIENTS, tokens, () => undefined, sockets);
  for (const ws of sockets) ws.terminate();
  await sleep(500);
}

/**
 * Runs WARMUP_ROUNDS + ROUNDS rounds of each side in turn (the order alternating, so neither side always goes first).
 * A side is `{name, clients, fire(title), settle(round)}`: `fire` starts a round that every one of its clients must
 * receive; `settle` waits, before the next round, for work the server still does after delivering (so each round
 * measures one notification on an idle system, not a backlog of the previous one). Latencies from the moment of firing.
 */
async function runRounds(sides) {
  const latencies = sides.map(() => []);
  for (let round = 0; round < WARMUP_ROUNDS + ROUNDS; round++) {
    const order = round % 2 ? [...sides.keys()].reverse() : [...sides.keys()];
    for (const i of order) {
      const side = sides[i];
      const title = `${side.name} ${round} ${randomBytes(4).toString('hex')}`;
      await Promise.all(sides.map((s) => s.clients.command({ cmd: 'gc' })));
      await sleep(50);
      const t0 = nowUs();
      const collected = side.clients.command({ cmd: 'collect', title, count: CLIENTS });
      await side.fire(title);
      const { times } = await collected;
      if (round >= WARMUP_ROUNDS) for (const t of times) latencies[i].push((t - t0) / 1000);
      await side.settle(round);
    }
  }
  return latencies.map((l) => {
    l.sort((a, b) => a - b);
    return { deliveries: l.length, p50Ms: percentile(l, 50), p99Ms: percentile(l, 99), maxMs: Number(l[l.length - 1].toFixed(2)) };
  });
}

// ---------------------------------------------------------------- main

async function main() {
  // Two instances need a shared PostgreSQL and Redis: without them (the embedded default) the bench says so and stops.
  if (!process.env.REDIS_URL || !process.env.DATABASE_URL) {
    console.log(JSON.stringify({ name: 'hub-e2e-api-to-clients', skipped: 'set DATABASE_URL (PostgreSQL) and REDIS_URL: two gateway instances share them' }));
    return;
  }
  MEMORY_DIR = mkdtempSync(join(tmpdir(), 'bench-hub-memory-'));
  const db = await database('bench_hub_');
  const dirs = [mkdtempSync(join(tmpdir(), 'bench-hub-a-')), mkdtempSync(join(tmpdir(), 'bench-hub-b-'))];
  const secret = randomBytes(32).toString('base64url');
  const env = { JWT_SECRET: secret, LOG_LEVEL: 'warn', SEED_DEMO_DATA: 'false', BENCH_MEMORY_DIR: MEMORY_DIR, NODE_OPTIONS: `--expose-gc --require ${join(__dirname, 'gc-signal.js')}` };
  const gateways = [];
  let bare;
  let bareClients;
  let hubClients;
  try {
    // One at a time: the first runs the migrations.
    gateways.push(await startGateway(db.url, dirs[0], { env }));
    gateways.push(await startGateway(db.url, dirs[1], { env }));

    // Real users (one company), real tokens signed with the instances' secret.
    const companyId = await withClient(db.url, async (c) => {
      const [{ id }] = (await c.query(`INSERT INTO companies.companies (name) VALUES ('Hub bench Ltd') RETURNING id`)).rows;
      await c.query(
        `INSERT INTO companies.users (first_name, last_name, email, password_hash, role, company_id, email_confirmed)
         SELECT 'User', g::text, 'hub' || g || '@bench.example', 'x', 'Employee', $1, true FROM generate_series(1, $2) g`,
        [id, CLIENTS + 2 * WARMUP_CLIENTS],
      );
      return id;
    });
    const users = await withClient(db.url, async (c) => (await c.query(`SELECT id, email FROM companies.users WHERE company_id = $1 ORDER BY email`, [companyId])).rows);
    const { JwtService } = require('@nestjs/jwt');
    const jwt = new JwtService({ secret, signOptions: { algorithm: 'HS256', expiresIn: '2h' } });
    const tokens = await Promise.all(users.map((u) => jwt.signAsync({ sub: u.id, sv: 0, email: u.email, role: 'Employee', cid: companyId })));

    const adminToken = await signIn(gateways[0].baseUrl);

    // The bare ws baseline: its server, its clients.
    bare = fork(__filename, ['bare-server'], { execArgv: ['--expose-gc'], env: { ...process.env, BENCH_MEMORY_DIR: MEMORY_DIR }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    const { port } = await new Promise((resolve) => bare.once('message', resolve));
    const bareUrl = `http://127.0.0.1:${port}`;
    bareClients = await startClients('bare');
    await sleep(200);
    await bareClients.command({ cmd: 'warmup', baseUrl: bareUrl, tokens: null });
    const bareBefore = [await memoryOf(bare.pid)];
    await bareClients.command({ cmd: 'connect', baseUrl: bareUrl, count: CLIENTS, tokens: null });
    await sleep(500);
    const bareAfter = [await memoryOf(bare.pid)];
    const bareMemory = { heap: perConnection(bareBefore, bareAfter, 'heap'), rss: perConnection(bareBefore, bareAfter, 'rss') };

    // The product: half of the clients on each instance.
    hubClients = await startClients('hub');
    const warmupTokens = tokens.slice(CLIENTS);
    await hubClients.command({ cmd: 'warmup', baseUrl: gateways[0].baseUrl, tokens: warmupTokens.slice(0, WARMUP_CLIENTS) });
    await hubClients.command({ cmd: 'warmup', baseUrl: gateways[1].baseUrl, tokens: warmupTokens.slice(WARMUP_CLIENTS) });
    const hubBefore = await Promise.all(gateways.map((g) => memoryOf(g.pid)));
    const half = Math.ceil(CLIENTS / 2);
    const connectStart = performance.now();
    await hubClients.command({ cmd: 'connect', baseUrl: gateways[0].baseUrl, count: half, tokens: tokens.slice(0, half) });
    await hubClients.command({ cmd: 'connect', baseUrl: gateways[1].baseUrl, count: CLIENTS - half, tokens: tokens.slice(half) });
    const connectMs = Math.round(performance.now() - connectStart);
    await sleep(1000);
    const hubAfter = await Promise.all(gateways.map((g) => memoryOf(g.pid)));
    const hubMemory = { heap: perConnection(hubBefore, hubAfter, 'heap'), rss: perConnection(hubBefore, hubAfter, 'rss') };

    const send = async (title) => {
      const response = await fetch(`${gateways[0].baseUrl}/api/technical/send-notification`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
        body: JSON.stringify({ title, message: 'The service is down from 22:00 to 23:00.', type: 'Info', scope: 'AllUsers' }),
      });
      if (!response.ok) throw new Error(`send-notification answered ${response.status} ${await response.text()}`);
    };
    // After delivering, each gateway stores its clients' receipts (one row per user, written behind the delivery):
    // wait for all of a round's.
    const receiptsStored = (round) =>
      withClient(db.url, async (c) => {
        const deadline = Date.now() + ROUND_TIMEOUT_MS;
        for (;;) {
          const [{ n }] = (await c.query('SELECT count(*)::int AS n FROM technical.notification_receipts')).rows;
          if (n >= (round + 1) * CLIENTS) return;
          if (Date.now() > deadline) throw new Error(`round ${round}: ${n} receipts stored of ${(round + 1) * CLIENTS}`);
          await sleep(20);
        }
      });
    const [bareResult, hubResult] = await runRounds([
      { name: 'bare', clients: bareClients, fire: async (title) => bare.send({ cmd: 'broadcast', title }), settle: async () => undefined },
      { name: 'api', clients: hubClients, fire: send, settle: receiptsStored },
    ]);

    const p99Ratio = Number((hubResult.p99Ms / bareResult.p99Ms).toFixed(2));
    // The bound is on the heap after collection (what the connections hold); RSS is printed too, but the allocator
    // keeps freed pages, so it moves with whatever ran before the measurement.
    const memoryRatio = Number((hubMemory.heap / bareMemory.heap).toFixed(2));
    const rssRatio = Number((hubMemory.rss / bareMemory.rss).toFixed(2));
    const meets = p99Ratio <= BOUNDS.p99 && memoryRatio <= BOUNDS.memoryPerConnection;
    console.log(
      JSON.stringify({
        name: 'hub-e2e-api-to-clients',
        clients: CLIENTS,
        instances: 2,
        rounds: ROUNDS,
        path: 'POST /api/technical/send-notification -> PostgreSQL -> Redis -> 2 gateways -> SignalR clients',
        api: hubResult,
        bareWs: bareResult,
        p99Ratio,
        heapBytesPerConnection: { hub: Math.round(hubMemory.heap), bareWs: Math.round(bareMemory.heap) },
        memoryRatio,
        rssBytesPerConnection: { hub: Math.round(hubMemory.rss), bareWs: Math.round(bareMemory.rss) },
        rssRatio,
        connectMs,
        bound: `p99 <= ${BOUNDS.p99}x bare ws, heap per connection <= ${BOUNDS.memoryPerConnection}x`,
        meetsBound: meets,
        node: process.version,
      }),
    );
    if (!meets) process.exitCode = 1;
  } finally {
    bareClients?.stop();
    hubClients?.stop();
    if (bare && bare.exitCode === null) bare.kill();
    await Promise.all(gateways.map((g) => g.stop()));
    await db.stop().catch(() => undefined);
    for (const dir of [...dirs, MEMORY_DIR]) rmSync(dir, { recursive: true, force: true });
  }
}

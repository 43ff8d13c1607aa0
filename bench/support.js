// Start-up shared by the benches that drive the BUILT product (gateway dist): a free port, a pg client, a fresh
// database (PostgreSQL at DATABASE_URL, created and dropped, or the embedded PGlite when unset) and the gateway itself.
const { spawn } = require('child_process');
const { join } = require('path');
const net = require('net');
const { Client } = require('pg');

const root = join(__dirname, '..');
const ADMIN = { email: 'bench-admin@example.com', password: 'Bench-Passw0rd!' };

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function withClient(url, run) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A fresh database named `<prefix><timestamp>` on DATABASE_URL's server, or the embedded PGlite. */
async function database(prefix) {
  const base = process.env.DATABASE_URL;
  if (base) {
    const name = `${prefix}${Date.now()}`;
    await withClient(base, (c) => c.query(`CREATE DATABASE ${name}`));
    const url = new URL(base);
    url.pathname = `/${name}`;
    // Dropped, then a CHECKPOINT: the companies bench's 10 million rows otherwise leave the server writing dirty
    // buffers through the next bench (the hub's p99 moved by up to 0.6x with it).
    const stop = () =>
      withClient(base, async (c) => {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.query('CHECKPOINT');
      });
    return { kind: 'postgresql', url: url.toString(), stop };
  }
  const { startEmbeddedPostgres } = require('@app/nest-db');
  const server = await startEmbeddedPostgres({ memory: true });
  return { kind: 'embedded-pglite', url: server.url, stop: server.stop };
}

/** Spawns the built gateway and waits (90 s at most) for GET /api/health; `env` adds variables, `unset` removes some. */
async function startGateway(databaseUrl, dataDir, { env: extra = {}, unset = [] } = {}) {
  const port = await freePort();
  const env = { ...process.env, NODE_ENV: 'test', PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, DB_POOL_SIZE: '10', ...extra };
  for (const name of unset) delete env[name];
  const child = spawn(process.execPath, [join(root, 'services/gateway/dist/main.js')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`gateway exited early:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`gateway not healthy within 90 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    pid: child.pid,
    output: () => output,
    stop: () => new Promise((r) => (child.exitCode !== null ? r() : (child.once('exit', r), child.kill('SIGTERM')))),
  };
}

const RS = '\x1e';
const HUB_PATH = '/notificationHub';

/**
 * One request over `agent`: a keep-alive agent for measured calls (the node `http` client rather than `fetch`, whose
 * per-call cost and garbage in this process showed in the measured latencies), or `false` for a connection of its own
 * (a pooled socket left idle while a second gateway starts can be closing on the server's keep-alive timeout just as
 * the next POST goes out: "fetch failed"). Answers status and body text.
 */
function httpCall(base, { method = 'GET', path, body, token }, agent) {
  const http = require('http');
  return new Promise((resolve, reject) => {
    const url = new URL(path, base);
    const headers = { Accept: 'application/json' };
    if (method !== 'GET') headers['Content-Length'] = Buffer.byteLength(body ?? '');
    if (body) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    const req = http.request({ host: url.hostname, port: url.port, path: url.pathname + url.search, method, headers, agent }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Signs the bench admin in; answers the token. */
async function signIn(baseUrl) {
  const { status, body } = await httpCall(baseUrl, { method: 'POST', path: '/api/auth/login', body: JSON.stringify(ADMIN) }, false);
  if (status !== 200) throw new Error(`sign-in failed: ${status} ${body}`);
  return JSON.parse(body).token;
}

/** POST /notificationHub/negotiate (version 1) with the bearer token; answers the connection token. */
async function negotiateHub(baseUrl, token) {
  const { status, body } = await httpCall(baseUrl, { method: 'POST', path: `${HUB_PATH}/negotiate?negotiateVersion=1`, token }, false);
  if (status !== 200) throw new Error(`negotiate ${status} ${body}`);
  return JSON.parse(body).connectionToken;
}

/**
 * A raw `ws` socket speaking the SignalR JSON protocol: negotiate, connect, handshake. `onInvocation(message, now)` gets
 * each invocation record, `now` read from `clock` when the frame arrived. Benches use it instead of @microsoft/signalr
 * clients, which would make the client side the bottleneck at thousands of connections on 2 cores.
 */
async function openHubSocket(baseUrl, token, onInvocation, clock = () => performance.now()) {
  const { WebSocket } = require('ws');
  const id = await negotiateHub(baseUrl, token);
  const ws = new WebSocket(`${baseUrl.replace('http', 'ws')}${HUB_PATH}?id=${encodeURIComponent(id)}`, { headers: { Authorization: `Bearer ${token}` }, perMessageDeflate: false });
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  const handshake = new Promise((resolve) => ws.once('message', resolve));
  ws.send(`{"protocol":"json","version":1}${RS}`);
  const reply = String(await handshake);
  if (!reply.startsWith('{}')) throw new Error(`handshake failed: ${reply}`);
  ws.on('message', (data) => {
    const now = clock();
    for (const record of String(data).split(RS)) {
      if (!record) continue;
      const message = JSON.parse(record);
      if (message.type === 1) onInvocation(message, now);
    }
  });
  return ws;
}

module.exports = { ADMIN, RS, HUB_PATH, freePort, withClient, database, startGateway, signIn, openHubSocket, httpCall };

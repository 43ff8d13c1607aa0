// Starts the BUILT product (services/gateway/dist/main.js) the way `npm start` does, on a free port, with a fresh
// database: a new PostgreSQL database when DATABASE_URL is set, otherwise an embedded one in a temporary DATA_DIR.
const { spawn } = require('child_process');
const { mkdtempSync, rmSync } = require('fs');
const { tmpdir } = require('os');
const { join } = require('path');
const net = require('net');

const root = join(__dirname, '..', '..', '..');

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function freshDatabaseUrl() {
  const base = process.env.DATABASE_URL;
  if (!base) return { url: undefined, drop: async () => {} };
  const { Client } = require('pg');
  const name = `e2e_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

async function startProduct(extraEnv = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'bo-e2e-'));
  const db = await freshDatabaseUrl();
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: 'admin@example.com',
    ADMIN_PASSWORD: 'Admin-Passw0rd!',
    SEED_DEMO_DATA: 'true',
    ...extraEnv,
  };
  if (db.url) env.DATABASE_URL = db.url;
  else delete env.DATABASE_URL;
  const child = spawn(process.execPath, [join(root, 'services/gateway/dist/main.js')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`product exited early:\n${output}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`product did not become healthy within 60 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    pid: child.pid,
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
      await db.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

module.exports = { startProduct, freePort };

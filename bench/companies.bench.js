#!/usr/bin/env node
// GET /api/admin/companies on 5,000 companies and 500,000 business rows, through the BUILT product (gateway dist),
// against PostgreSQL at DATABASE_URL (a fresh database is created and dropped) or, when unset, the embedded PGlite.
// Baselines measured in the same run: a `SELECT 1` round trip from this process, and GET /api/health (HTTP + SELECT 1
// inside the gateway). Bounded: each measurement stops after COMPANIES_BENCH_MS (default 4000 ms) or 200 requests.
// Prints one JSON line.
const { mkdtempSync, rmSync } = require('fs');
const { tmpdir } = require('os');
const { join } = require('path');
const { ADMIN, withClient, database, startGateway } = require('./support');

const COMPANIES = Number(process.env.COMPANIES_BENCH_COMPANIES || 5000);
const BUSINESS_ROWS = Number(process.env.COMPANIES_BENCH_ROWS || 500000);
const DURATION_MS = Number(process.env.COMPANIES_BENCH_MS || 4000);
const MAX_ITERATIONS = 200;

// Share of the business rows per table (sums to 1).
const SHARES = { employees: 0.3, clients: 0.2, invoices: 0.3, expenses: 0.1, recurring_expenses: 0.05, stored_files: 0.05 };
const COLUMNS = {
  employees: ["first_name, last_name", "'E' || g, 'Bench'"],
  clients: ['name', "'Client ' || g"],
  invoices: ['number, total', "'INV-' || g, (g % 1000)::numeric"],
  expenses: ['description, amount', "'Expense ' || g, 12.50"],
  recurring_expenses: ['description, amount', "'Rent ' || g, 900"],
  stored_files: ['name, size_bytes, storage_path', "'file-' || g || '.pdf', (g % 5000000)::bigint, 'bench/' || g"],
};

async function seed(url) {
  return withClient(url, async (c) => {
    const started = Date.now();
    await c.query(`
      INSERT INTO companies.companies (name, description, subscription_plan, subscription_start_date, subscription_end_date, is_active)
      SELECT 'Company ' || lpad(g::text, 5, '0'), 'Bench company', g % 2, now() - interval '100 days',
             CASE WHEN g % 3 = 0 THEN now() - interval '1 day' WHEN g % 3 = 1 THEN NULL ELSE now() + interval '100 days' END, g % 7 <> 0
        FROM generate_series(1, $1) g`, [COMPANIES]);
    await c.query(`CREATE TEMP TABLE bench_ids AS SELECT id, row_number() OVER (ORDER BY id) AS n FROM companies.companies`);
    await c.query(`
      INSERT INTO companies.users (first_name, last_name, email, password_hash, role, company_id, email_confirmed)
      SELECT 'User', g::text, 'user' || g || '@bench.example', 'x', CASE WHEN g % 2 = 0 THEN 'Manager' ELSE 'Employee' END, b.id, true
        FROM generate_series(1, $1 * 2) g JOIN bench_ids b ON b.n = (g % $1) + 1`, [COMPANIES]);
    let total = 0;
    for (const [table, share] of Object.entries(SHARES)) {
      const rows = Math.round(BUSINESS_ROWS * share);
      total += rows;
      const [columns, values] = COLUMNS[table];
      await c.query(
        `INSERT INTO companies.${table} (company_id, ${columns})
         SELECT b.id, ${values} FROM generate_series(1, $1) g JOIN bench_ids b ON b.n = (g % $2) + 1`,
        [rows, COMPANIES],
      );
    }
    await c.query('ANALYZE');
    return { businessRows: total, seedMs: Date.now() - started };
  });
}

/** Runs `once` repeatedly (after 3 warm-up calls) for DURATION_MS or MAX_ITERATIONS; answers mean/p50/p95 in ms. */
async function measure(once) {
  for (let i = 0; i < 3; i++) await once();
  const times = [];
  const stopAt = Date.now() + DURATION_MS;
  while (Date.now() < stopAt && times.length < MAX_ITERATIONS) {
    const start = process.hrtime.bigint();
    await once();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((s, t) => s + t, 0) / times.length;
  const pick = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
  const round = (v) => Number(v.toFixed(3));
  return { iterations: times.length, meanMs: round(mean), p50Ms: round(pick(0.5)), p95Ms: round(pick(0.95)) };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-companies-'));
  const db = await database('bench_companies_');
  let gateway;
  try {
    gateway = await startGateway(db.url, dataDir);
    const seeded = await seed(db.url);
    const login = await fetch(`${gateway.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
    const { token } = await login.json();
    const headers = { authorization: `Bearer ${token}` };

    let companies = 0;
    let bytes = 0;
    const list = await measure(async () => {
      const response = await fetch(`${gateway.baseUrl}/api/admin/companies`, { headers });
      const text = await response.text();
      if (!response.ok) throw new Error(`GET /api/admin/companies answered ${response.status}`);
      bytes = text.length;
      companies = JSON.parse(text).length;
    });
    const health = await measure(async () => {
      const response = await fetch(`${gateway.baseUrl}/api/health`);
      await response.text();
    });
    const select1 = await withClient(db.url, (c) => measure(() => c.query('SELECT 1')));
    console.log(
      JSON.stringify({
        name: 'companies-list-http',
        database: db.kind,
        companies,
        businessRows: seeded.businessRows,
        users: COMPANIES * 2,
        responseBytes: bytes,
        seedMs: seeded.seedMs,
        list,
        baselineSelect1: select1,
        baselineHealthHttp: health,
        ratioToSelect1: Number((list.meanMs / select1.meanMs).toFixed(1)),
        ratioToHealthHttp: Number((list.meanMs / health.meanMs).toFixed(1)),
        node: process.version,
      }),
    );
    if (companies !== COMPANIES) throw new Error(`expected ${COMPANIES} companies, got ${companies}`);
  } finally {
    await gateway?.stop();
    await db.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

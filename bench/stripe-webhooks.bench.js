#!/usr/bin/env node
// Stripe webhook ingestion through the BUILT product (gateway dist, embedded Stripe simulator, no STRIPE_SECRET_KEY),
// against PostgreSQL at DATABASE_URL (a fresh database is created and dropped) or, when unset, the embedded PGlite.
// Sends signed `customer.subscription.updated` events (unique ids, increasing `created`) for a real subscription,
// CONCURRENCY at a time, for STRIPE_BENCH_MS (default 4000 ms) or STRIPE_BENCH_EVENTS (default 2000), plus a share
// of redeliveries; then checks that every event is stored exactly once. Baseline in the same run, same server, same
// concurrency: a no-op POST (the same signed body to an unrouted path: HTTP, JSON parsing, 404). Prints one JSON line.
const { randomBytes } = require('crypto');
const { mkdtempSync, rmSync } = require('fs');
const { tmpdir } = require('os');
const { join } = require('path');
const Stripe = require('stripe');
const { withClient, database, startGateway, signIn } = require('./support');

const DURATION_MS = Number(process.env.STRIPE_BENCH_MS || 4000);
const MAX_EVENTS = Number(process.env.STRIPE_BENCH_EVENTS || 2000);
const CONCURRENCY = Number(process.env.STRIPE_BENCH_CONCURRENCY || 8);
/** One request in this many redelivers an event already sent (Stripe retries): it must not be stored twice. */
const REDELIVERY_EVERY = 10;
const SECRET = `whsec_bench_${randomBytes(16).toString('hex')}`;
const signer = new Stripe('sk_test_bench');

async function call(baseUrl, method, path, token, body) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return JSON.parse(text);
}

/** A real subscription to send events about: pricing, one company (seeded in SQL), created through the API. */
async function subscription(baseUrl, databaseUrl) {
  const token = await signIn(baseUrl);
  const pricing = await call(baseUrl, 'POST', '/api/stripe/pricing-config', token, { basePriceMonthly: 15, perEmployeePriceMonthly: 2.5 });
  const companyId = await withClient(databaseUrl, async (c) => (await c.query(`INSERT INTO companies.companies (name) VALUES ('Bench Webhooks Ltd') RETURNING id`)).rows[0].id);
  const status = await call(baseUrl, 'POST', '/api/stripe/create-subscription', token, { companyId, priceId: pricing.basePriceId, employeeCount: 5, customerEmail: 'bench@example.com', customerName: 'Bench Webhooks Ltd' });
  return { token, subscriptionId: status.subscriptionId, pricing };
}

function subscriptionObject(subscriptionId, pricing, quantity) {
  const now = Math.floor(Date.now() / 1000);
  const item = (id, price, kind, amount, q) => ({ id, object: 'subscription_item', quantity: q, current_period_start: now, current_period_end: now + 2592000, price: { id: price, object: 'price', unit_amount: amount, metadata: { kind } } });
  return {
    id: subscriptionId,
    object: 'subscription',
    customer: 'cus_bench',
    status: 'active',
    metadata: {},
    items: { object: 'list', data: [item('si_base_bench', pricing.basePriceId, 'base', 1500, 1), item('si_emp_bench', pricing.perEmployeePriceId, 'per_employee', 250, quantity)] },
  };
}

/** Runs `send(i)` CONCURRENCY at a time until the time or count bound; answers requests/s and latency figures. */
async function drive(send) {
  const times = [];
  const stopAt = Date.now() + DURATION_MS;
  let next = 0;
  const started = process.hrtime.bigint();
  const worker = async () => {
    while (Date.now() < stopAt && next < MAX_EVENTS) {
      const i = next++;
      const t0 = process.hrtime.bigint();
      await send(i);
      times.push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  times.sort((a, b) => a - b);
  const pick = (p) => Number(times[Math.min(times.length - 1, Math.floor(p * times.length))].toFixed(3));
  return { requests: times.length, perSecond: Number((times.length / seconds).toFixed(1)), p50Ms: pick(0.5), p95Ms: pick(0.95) };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-stripe-'));
  const db = await database('bench_stripe_');
  let gateway;
  try {
    gateway = await startGateway(db.url, dataDir, { env: { STRIPE_WEBHOOK_SECRET: SECRET }, unset: ['STRIPE_SECRET_KEY'] });
    const { subscriptionId, pricing } = await subscription(gateway.baseUrl, db.url);
    await new Promise((r) => setTimeout(r, 500)); // the simulator's own webhooks for the creation
    const storedBefore = await withClient(db.url, async (c) => (await c.query('SELECT count(*)::int AS n FROM billing.webhook_events')).rows[0].n);

    const runId = randomBytes(4).toString('hex');
    const baseCreated = Math.floor(Date.now() / 1000) + 10;
    const sent = [];
    const eventBody = (i) =>
      JSON.stringify({ id: `evt_bench_${runId}_${i}`, object: 'event', api_version: '2026-10-28.endive', type: 'customer.subscription.updated', created: baseCreated + i, livemode: false, data: { object: subscriptionObject(subscriptionId, pricing, 1 + (i % 50)) } }, null, 2);
    const post = async (path, payload) => {
      const response = await fetch(`${gateway.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret: SECRET }) },
        body: payload,
      });
      await response.text();
      return response.status;
    };

    let unexpected = 0;
    let redeliveries = 0;
    const ingestion = await drive(async (i) => {
      const redeliver = i % REDELIVERY_EVERY === REDELIVERY_EVERY - 1 && sent.length > 0;
      const payload = redeliver ? sent[Math.floor(Math.random() * sent.length)] : eventBody(i);
      if (redeliver) redeliveries++;
      else sent.push(payload);
      if ((await post('/api/stripe/webhook', payload)) !== 200) unexpected++;
    });
    const stored = (await withClient(db.url, async (c) => (await c.query('SELECT count(*)::int AS n FROM billing.webhook_events')).rows[0].n)) - storedBefore;

    const sample = eventBody(0);
    const baseline = await drive(async () => {
      if ((await post('/api/stripe/webhook-bench-noop', sample)) !== 404) unexpected++;
    });

    const result = {
      name: 'stripe-webhook-ingestion-http',
      database: db.kind,
      concurrency: CONCURRENCY,
      deliveries: ingestion.requests,
      redeliveries,
      uniqueEvents: sent.length,
      storedEvents: stored,
      storedExactlyOnce: stored === sent.length,
      eventsPerSecond: Number(((ingestion.perSecond * sent.length) / ingestion.requests).toFixed(1)),
      ingestion,
      baselineNoopPost: baseline,
      ratioToNoopPost: Number((baseline.perSecond / ingestion.perSecond).toFixed(1)),
      node: process.version,
    };
    console.log(JSON.stringify(result));
    if (unexpected > 0) throw new Error(`${unexpected} requests answered an unexpected status`);
    if (!result.storedExactlyOnce) throw new Error(`stored ${stored} events for ${sent.length} unique deliveries`);
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

import { createTestApp, TestApp } from '@app/nest-testing';
import { gatewayComposition, loadGatewayConfig } from '../src';

interface RouteLayer {
  route?: { path: string; methods: Record<string, boolean> };
}
const API_DOCS = /^\/api\/(docs($|[-/])|openapi\.json$)/;

function routesOf(t: TestApp): { method: string; path: string }[] {
  const express = t.app.getHttpAdapter().getInstance() as { router: { stack: RouteLayer[] } };
  return express.router.stack
    .filter((layer) => layer.route && !API_DOCS.test(layer.route.path))
    .flatMap((layer) => Object.keys(layer.route!.methods).filter((m) => m !== '_all').map((m) => ({ method: m.toLowerCase(), path: layer.route!.path })));
}

describe('operability: OpenAPI document, health probes, metrics (development defaults)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...gatewayComposition(loadGatewayConfig({})), operability: { production: false, publicApiDocs: false } });
  });
  afterAll(() => t.close());

  it('documents every route of the route table, with DTO schemas, bearer auth and the error bodies', async () => {
    const doc = (await t.http.get('/api/openapi.json').expect(200)).body;
    const missing = routesOf(t)
      .map(({ method, path }) => ({ method, path: path.replace(/:([A-Za-z0-9_]+)/g, '{$1}') }))
      .filter(({ method, path }) => !doc.paths[path]?.[method])
      .map(({ method, path }) => `${method.toUpperCase()} ${path}`);
    expect(missing).toEqual([]);
    expect(Object.keys(doc.paths).length).toBeGreaterThan(50);

    const create = doc.paths['/api/smtpconfiguration'].post;
    expect(create.requestBody.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/CreateSmtpConfigurationDto' });
    expect(Object.keys(doc.components.schemas.CreateSmtpConfigurationDto.properties)).toEqual(expect.arrayContaining(['host', 'port', 'password', 'fromEmail']));
    expect(create.responses['400'].content['application/json'].example).toEqual(expect.objectContaining({ errors: expect.any(Object) }));
    expect(doc.components.securitySchemes.bearer).toEqual(expect.objectContaining({ type: 'http', scheme: 'bearer' }));
    expect(doc.security).toEqual([{ bearer: [] }]);
    const ui = await t.http.get('/api/docs/').expect(200);
    expect(ui.text).toContain('swagger-ui');
    // Its scripts are files (the CSP allows no inline script anywhere); inline styles are allowed on this page only.
    expect(ui.text).not.toMatch(/<script>/);
    expect(ui.headers['content-security-policy']).toContain("script-src 'self';");
    expect(ui.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
  });

  it('answers liveness and readiness; readiness is 503 while a migration is pending', async () => {
    expect((await t.http.get('/api/health/live').expect(200)).body).toEqual({ status: 'ok', info: {}, error: {}, details: {} });
    const ready = await t.http.get('/api/health/ready').expect(200);
    // Redis is checked when the event bus uses it (REDIS_URL, as in CI's PostgreSQL run).
    const redis = process.env.REDIS_URL ? { redis: { status: 'up' } } : {};
    expect(ready.body.info).toEqual({ database: { status: 'up' }, migrations: { status: 'up' }, ...redis });
    const [last] = await t.dataSource.query(`SELECT id, timestamp, name FROM migrations ORDER BY id DESC LIMIT 1`);
    await t.dataSource.query(`DELETE FROM migrations WHERE id = $1`, [last.id]);
    try {
      const pending = await t.http.get('/api/health/ready').expect(503);
      expect(pending.body.error).toEqual({ migrations: { status: 'down', message: 'Migrations are pending' } });
      await t.http.get('/api/health/live').expect(200);
    } finally {
      await t.dataSource.query(`INSERT INTO migrations (id, timestamp, name) VALUES ($1, $2, $3)`, [last.id, last.timestamp, last.name]);
    }
    await t.http.get('/api/health/ready').expect(200);
  });

  it('serves Prometheus metrics: request durations by route template, event bus, database pool, hub, webhook outcomes', async () => {
    const admin = await t.createUser({ role: 'Admin' });
    await t.http.get('/api/admin/companies/00000000-0000-4000-8000-000000000000/reset').set('Authorization', `Bearer ${admin.token}`);
    await t.http.post('/api/technical/send-notification').set('Authorization', `Bearer ${admin.token}`).send({ title: 'T', message: 'M', type: 'Info', scope: 'AdminOnly' }).expect(201);
    await t.http.post('/api/stripe/webhook').set('Stripe-Signature', 't=1,v1=forged').send({ id: 'evt_forged' }).expect(400);
    const text = (await t.http.get('/metrics').expect(200).expect('Content-Type', /text\/plain/)).text;
    expect(text).toMatch(/http_request_duration_seconds_count\{method="POST",route="\/api\/technical\/send-notification",status="201"\} 1/);
    expect(text).not.toMatch(/route="\/api\/admin\/companies\/00000000/);
    expect(text).toMatch(/event_bus_published_total\{topic="[a-z.-]+"\} \d+/);
    expect(text).toMatch(/db_pool_connections\{state="total"\} \d+/);
    expect(text).toMatch(/hub_connections \d+/);
    expect(text).toContain('stripe_webhook_events_total{outcome="invalid"} 1');
    expect(text).toContain('process_cpu_seconds_total');
  });
});

describe('operability in production', () => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  beforeAll(async () => {
    t = await createTestApp({
      ...gatewayComposition(loadGatewayConfig({})),
      operability: { production: true, publicApiDocs: false, metricsToken: 'metrics-token-0123456789' },
    });
    admin = (await t.createUser({ role: 'Admin' })).token;
    manager = (await t.createUser({ role: 'Manager' })).token;
  });
  afterAll(() => t.close());

  it('serves the API document to Admins only', async () => {
    await t.http.get('/api/openapi.json').expect(401);
    await t.http.get('/api/openapi.json').set('Authorization', `Bearer ${manager}`).expect(403);
    await t.http.get('/api/docs/').set('Authorization', 'Bearer not-a-token').expect(401);
    await t.http.get('/api/openapi.json').set('Authorization', `Bearer ${admin}`).expect(200);
  });

  it('requires METRICS_TOKEN for /metrics', async () => {
    await t.http.get('/metrics').expect(401);
    await t.http.get('/metrics').set('Authorization', 'Bearer metrics-token-wrong-one').expect(401);
    await t.http.get('/metrics').set('Authorization', `Bearer ${admin}`).expect(401);
    await t.http.get('/metrics').set('Authorization', 'Bearer metrics-token-0123456789').expect(200);
  });
});

describe('operability in production without a metrics token, with API_DOCS=public', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...gatewayComposition(loadGatewayConfig({})), operability: { production: true, publicApiDocs: true } });
  });
  afterAll(() => t.close());

  it('opens the document to anyone and does not serve /metrics at all', async () => {
    await t.http.get('/api/openapi.json').expect(200);
    await t.http.get('/metrics').expect(404);
  });
});

// The "done": a feature module started alone on its own PostgreSQL database, sharing only the event bus
// with the full app, serves and authorizes its routes (no companies schema in its database).
import { randomBytes } from 'crypto';
import { createServer, Server } from 'http';
import type { AddressInfo } from 'net';
import { EventBus, InMemoryEventBus, RedisEventBus } from '@app/nest-common';
import { createSeparateTestDatabase, createTestApp, eventually, TestApp } from '@app/nest-testing';
import { hmrcFeature } from '@app/service-hmrc';
import { gatewayComposition, loadGatewayConfig } from '../src';
import { fakeStaticRoot } from './support';

describe('a feature module alone on its own database, sharing only the event bus', () => {
  const prefix = `events-${randomBytes(4).toString('hex')}:`;
  // Redis when the run has one (two buses, as two processes have), else one in-memory bus shared by both apps.
  const shared = process.env.REDIS_URL ? undefined : new InMemoryEventBus();
  const busOf = () => shared ?? new RedisEventBus(process.env.REDIS_URL!, prefix);
  let full: TestApp;
  let hmrc: TestApp;

  beforeAll(async () => {
    full = await createTestApp({ ...gatewayComposition(loadGatewayConfig({ STATIC_ROOT: fakeStaticRoot() })), overrides: [{ provide: EventBus, useFactory: busOf }] });
    hmrc = await createTestApp({ features: [hmrcFeature], database: await createSeparateTestDatabase(), overrides: [{ provide: EventBus, useFactory: busOf }] });
  });
  afterAll(async () => {
    await hmrc?.close();
    await full?.close();
  });

  it('has only its own schema and serves its own health', async () => {
    expect(hmrc.databaseUrl).not.toBe(full.databaseUrl);
    const schemas = (await hmrc.dataSource.query(`SELECT schema_name FROM information_schema.schemata WHERE schema_name IN ('companies', 'hmrc')`)) as { schema_name: string }[];
    expect(schemas.map((s) => s.schema_name)).toEqual(['hmrc']);
    expect((await hmrc.http.get('/api/health').expect(200)).body).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('accepts an Admin token issued by the full app, refuses a Manager (403) and, once deactivated there, the admin (401)', async () => {
    const acting = await full.createUser({ role: 'Admin' });
    const admin = await full.createUser({ role: 'Admin' });
    const manager = await full.createUser({ role: 'Manager' });

    await hmrc.http.get('/api/expensecategory').expect(401);
    await hmrc.http.get('/api/expensecategory').set('Authorization', `Bearer ${admin.token}`).expect(200);
    expect((await hmrc.http.get('/api/expensecategory').set('Authorization', `Bearer ${manager.token}`).expect(403)).body).toEqual({
      message: 'Access denied. Admin privileges required.',
    });

    await full.http.put(`/api/admin/user-management/${admin.id}/toggle-status`).set('Authorization', `Bearer ${acting.token}`).expect(200);
    await full.http.get('/api/auth/me').set('Authorization', `Bearer ${admin.token}`).expect(401);
    await eventually(async () => {
      const response = await hmrc.http.get('/api/expensecategory').set('Authorization', `Bearer ${admin.token}`);
      expect(response.status).toBe(401);
    });
    await hmrc.http.get('/api/expensecategory').set('Authorization', `Bearer ${acting.token}`).expect(200);
  });

  it("the full app's status check reaches the module alone through its own /api/health, and a 404 there is not Healthy", async () => {
    const admin = await full.createUser({ role: 'Admin' });
    // The technical module's system-status configuration namespace (registerAs('system-status')), as HMRC_URL sets it.
    const config = full.app.get<{ hmrcUrl?: string }>('CONFIGURATION(system-status)');
    const saved = config.hmrcUrl;
    await hmrc.app.listen(0, '127.0.0.1');
    const notFound: Server = createServer((_req, res) => void res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"message":"Not found"}'));
    await new Promise<void>((resolve) => notFound.listen(0, '127.0.0.1', resolve));
    const status = async () =>
      (await full.http.get('/api/technical/system-status').set('Authorization', `Bearer ${admin.token}`).expect(200)).body.hmrcService;
    try {
      config.hmrcUrl = `http://127.0.0.1:${(hmrc.app.getHttpServer().address() as AddressInfo).port}`;
      expect(await status()).toMatchObject({ status: 'Healthy', statusMessage: 'Service is reachable' });
      config.hmrcUrl = `http://127.0.0.1:${(notFound.address() as AddressInfo).port}`;
      expect(await status()).toMatchObject({ status: 'Error', statusMessage: 'Service answered 404' });
    } finally {
      config.hmrcUrl = saved;
      await new Promise((resolve) => notFound.close(resolve));
    }
  });
});

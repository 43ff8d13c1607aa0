import http from 'http';
import type { AddressInfo } from 'net';
import { randomBytes } from 'crypto';
import type { ConfigType } from '@nestjs/config';
import { Vault } from '@app/nest-common';
import { eventually, startHubClient } from '@app/nest-testing';
import { systemStatusConfig } from '../src/config';
import { createLiveTestApp, LiveTestApp } from './support/technical-test-app';

describe('GET /api/technical/system-status and system-metrics', () => {
  let t: LiveTestApp;
  let admin: { token: string };
  const get = (path: string) => t.http.get(`/api/technical/${path}`).set('Authorization', `Bearer ${admin.token}`).expect(200);
  // The checks read their typed configuration, injected once; each test changes that object and puts it back.
  let config: ConfigType<typeof systemStatusConfig>;
  let saved: ConfigType<typeof systemStatusConfig>;

  beforeAll(async () => {
    t = await createLiveTestApp();
    config = t.app.get(systemStatusConfig.KEY);
    Object.assign(config, { redisUrl: undefined, stripeSecretKey: undefined });
    saved = { ...config };
    admin = await t.createUser({ role: 'Admin' });
    // The billing and HMRC modules run in-process in the gateway; here only their schemas stand for them.
    await t.dataSource.query(`CREATE SCHEMA IF NOT EXISTS billing; CREATE SCHEMA IF NOT EXISTS hmrc`);
  });
  afterEach(() => {
    Object.assign(config, saved);
  });
  afterAll(() => t.close());

  it('checks every component; payment provider not configured is a Warning, so overall is Warning', async () => {
    const { body } = await get('system-status');
    expect(body).toEqual({
      overallStatus: { status: 'Warning', statusMessage: 'Some components need attention: Payment Provider (Stripe)' },
      checkedAt: expect.any(String),
      database: { componentName: 'Database', status: 'Healthy', statusMessage: 'Database connection is working', additionalInfo: { latencyMs: expect.stringMatching(/^\d+$/), version: expect.any(String) } },
      messageServer: {
        componentName: 'Message Server',
        status: 'Healthy',
        statusMessage: 'Notification hub is running (single instance, in-memory)',
        additionalInfo: { connections: '0', backplane: 'In-memory' },
      },
      billingService: { componentName: 'Billing Service', status: 'Healthy', statusMessage: 'Running in-process', additionalInfo: { mode: 'in-process', version: '0.1.0' } },
      hmrcService: { componentName: 'HMRC Service', status: 'Healthy', statusMessage: 'Running in-process', additionalInfo: { mode: 'in-process', version: '0.1.0' } },
      vaultConnectivity: { componentName: 'Vault', status: 'Healthy', statusMessage: 'Secrets can be decrypted', additionalInfo: { algorithm: 'AES-256-GCM' } },
      stripeConnectivity: {
        componentName: 'Payment Provider (Stripe)',
        status: 'Warning',
        statusMessage: 'Payment provider is not configured (STRIPE_SECRET_KEY is not set)',
        additionalInfo: { configured: 'no' },
      },
    });
    expect(Date.now() - Date.parse(body.checkedAt)).toBeLessThan(60_000);
  });

  it('counts live hub connections', async () => {
    const c = await startHubClient(t.url, admin.token);
    expect((await get('system-status')).body.messageServer.additionalInfo.connections).toBe('1');
    await c.stop();
  });

  it('reports Error when the vault key cannot decrypt the stored canary, and overall becomes Error', async () => {
    await get('system-status'); // seals the canary with the current key
    const [before] = await t.dataSource.query(`SELECT sealed FROM technical.vault_canary`);
    await t.dataSource.query(`UPDATE technical.vault_canary SET sealed = $1`, [new Vault(randomBytes(32)).encrypt('canary')]);
    const { body } = await get('system-status');
    expect(body.vaultConnectivity).toMatchObject({ status: 'Error', statusMessage: expect.stringContaining('cannot decrypt') });
    expect(body.overallStatus).toEqual({ status: 'Error', statusMessage: 'Some components are failing: Vault, Payment Provider (Stripe)' });
    await t.dataSource.query(`UPDATE technical.vault_canary SET sealed = $1`, [before.sealed]);
    expect((await get('system-status')).body.vaultConnectivity.status).toBe('Healthy');
  });

  it('reports the message server as Error when the Redis backplane is unreachable (closed port), within its timeout', async () => {
    config.redisUrl = 'redis://127.0.0.1:1';
    const { body } = await get('system-status');
    expect(body.messageServer).toMatchObject({ status: 'Error', statusMessage: expect.stringContaining('Redis backplane is unreachable'), additionalInfo: { backplane: 'Redis' } });
    expect(body.overallStatus.status).toBe('Error');
  });

  it('checks the payment provider and split-out services over HTTP', async () => {
    const answers: number[] = [200];
    const fake = http.createServer((req, res) => {
      res.statusCode = req.url === '/v1/balance' && req.headers.authorization === 'Bearer sk_test_123' ? answers[0] : 404;
      res.end('{}');
    });
    await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
    fake.keepAliveTimeout = 1;
    const url = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
    try {
      Object.assign(config, { stripeSecretKey: 'sk_test_123', stripeApiUrl: url, billingUrl: 'http://127.0.0.1:1' });
      let body = (await get('system-status')).body;
      expect(body.stripeConnectivity).toMatchObject({ status: 'Healthy', additionalInfo: { mode: 'test' } });
      expect(body.billingService).toMatchObject({ status: 'Error' });
      answers[0] = 401;
      body = (await get('system-status')).body;
      expect(body.stripeConnectivity).toMatchObject({ status: 'Error', statusMessage: 'Payment provider rejected the API key' });
    } finally {
      fake.closeAllConnections();
      fake.close();
    }
  });

  it('answers RequestStatusUpdate over the hub with a StatusUpdate before the invocation completes', async () => {
    const c = await startHubClient(t.url, admin.token);
    await c.invoke('RequestStatusUpdate');
    expect(c.statusUpdates).toEqual([
      expect.objectContaining({ reason: 'requested', status: expect.objectContaining({ overallStatus: expect.any(Object) }) }),
    ]);
    await c.stop();
    const employee = await t.createUser({ role: 'Employee' });
    const e = await startHubClient(t.url, employee.token);
    await e.invoke('RequestStatusUpdate');
    await eventually(() => expect(e.statusUpdates).toEqual([{ reason: 'requested', checkedAt: expect.any(String), overallStatus: expect.any(Object) }]));
    await e.stop();
  });

  it('reports metrics from the database, uptime and module versions', async () => {
    const [c1] = await t.dataSource.query(`INSERT INTO companies.companies (name) VALUES ('A') RETURNING id`);
    await t.dataSource.query(`INSERT INTO companies.companies (name, is_active) VALUES ('B', false)`);
    await t.dataSource.query(`INSERT INTO companies.employees (company_id, first_name, last_name) VALUES ($1, 'E', 'One'), ($1, 'E', 'Two')`, [c1.id]);
    const [{ n: users }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM companies.users`);
    const { body } = await get('system-metrics');
    expect(body).toEqual({
      totalCompanies: 2,
      activeCompanies: 1,
      totalUsers: users,
      totalEmployees: 2,
      systemUptime: expect.stringMatching(/\d+s$/),
      serviceVersions: { gateway: '0.1.0', companies: '0.1.0', billing: '0.1.0', hmrc: '0.1.0', technical: '0.1.0', settings: '0.1.0' },
    });
  });
});

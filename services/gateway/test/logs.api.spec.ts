import { Writable } from 'stream';
import { createTestApp, TestApp } from '@app/nest-testing';
import { gatewayComposition, loadGatewayConfig } from '../src';

/** Structured JSON logs of a run that handles every kind of secret the API takes: none of them may be in the log. */
describe('structured logs (pino): request ids, redaction, no secret in any line', () => {
  let t: TestApp;
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });

  beforeAll(async () => {
    t = await createTestApp({ ...gatewayComposition(loadGatewayConfig({})), logging: { level: 'info', destination } });
  });
  afterAll(() => t.close());

  it('logs every API request as JSON with its id (echoed in X-Request-Id) and never a password, token or secret', async () => {
    const secrets: string[] = [];
    const admin = await t.createUser({ role: 'Admin', password: 'Admin-log-test-passphrase' });
    secrets.push(admin.password, admin.token);
    const as = (method: 'get' | 'post', path: string) => t.http[method](path).set('Authorization', `Bearer ${admin.token}`);

    const smtpPassword = 'smtp-relay-secret-4471';
    secrets.push(smtpPassword);
    await as('post', '/api/smtpconfiguration')
      .send({ displayName: 'Relay', host: '127.0.0.1', port: 2525, username: 'relay', password: smtpPassword, fromEmail: 'payroll@log.example', fromName: 'Payroll' })
      .expect(201);

    const hmrc = { clientSecret: 'hmrc-client-secret-9921', gatewayPassword: 'hmrc-gateway-password-3310' };
    secrets.push(hmrc.clientSecret, hmrc.gatewayPassword);
    await as('post', '/api/admin/hmrc/credentials').send({ credentialType: 'API', clientId: 'log-client', clientSecret: hmrc.clientSecret }).expect(201);
    await as('post', '/api/admin/hmrc/credentials').send({ credentialType: 'RTIGateway', gatewayUserId: 'LOGUSER01', gatewayPassword: hmrc.gatewayPassword }).expect(201);

    const invitation = (await as('post', '/api/admin/invite-company-creation').send({ email: 'owner@log.example' }).expect(201)).body.invitation;
    secrets.push(invitation.token);
    await t.http.get(`/api/auth/invitation?token=${encodeURIComponent(invitation.token)}`).expect(200);
    const ownerPassword = 'Owner-log-test-passphrase';
    secrets.push(ownerPassword);
    const registered = await t.http
      .post('/api/auth/register-with-company')
      .send({ token: invitation.token, firstName: 'Olga', lastName: 'Owner', password: ownerPassword, confirmPassword: ownerPassword, companyName: 'Log Ltd' })
      .expect(200);
    secrets.push(registered.body.token);
    await t.http.post('/api/auth/login').send({ email: 'owner@log.example', password: 'a-wrong-passphrase-77' }).expect(401);
    secrets.push('a-wrong-passphrase-77');

    const traced = await t.http.get('/api/health').set('X-Request-Id', 'trace-4f2a').expect(200);
    expect(traced.headers['x-request-id']).toBe('trace-4f2a');
    const fresh = await t.http.get('/api/health').expect(200);
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

    await new Promise((resolve) => setImmediate(resolve));
    const records = lines.map((line) => JSON.parse(line) as { req?: { id?: string; url?: string; headers?: unknown }; msg?: string });
    const requests = records.filter((r) => r.req);
    expect(requests.length).toBeGreaterThanOrEqual(9);
    expect(requests.every((r) => typeof r.req!.id === 'string' && r.req!.id.length > 0)).toBe(true);
    expect(requests.some((r) => r.req!.id === 'trace-4f2a' && r.req!.url === '/api/health')).toBe(true);
    expect(requests.some((r) => r.req!.url === '/api/auth/invitation?token=[redacted]')).toBe(true);
    for (const secret of secrets) {
      const leaking = lines.filter((line) => line.includes(secret));
      expect({ secret: secret.slice(0, 6), leaking }).toEqual({ secret: secret.slice(0, 6), leaking: [] });
    }
  });
});

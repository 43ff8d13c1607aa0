// SMTP configuration API through HTTP against a real database (createTestApp), with a real SMTP server in the test
// process for the test endpoint and the Mailer.
import { Inject, Injectable, Module } from '@nestjs/common';
import { join } from 'path';
import type { FeatureModule } from '@app/nest-app';
import { Mailer, MailerNotConfiguredError } from '@app/nest-common';
import { createTestApp, TestApp } from '@app/nest-testing';
import { companiesFeature } from '@app/service-companies';
import { settingsFeature } from '../src';
import { smtpTransportConfig } from '../src/settings.config';
import { tlsPolicyFromEnv } from '../src/smtp/smtp-transport';
import { SmtpMailer } from '../src/smtp/smtp-mailer';
import { closedPort, SMTP_TEST_PASSWORD, SMTP_TEST_USER, SmtpTestServer, startSmtpTestServer } from './support/smtp-test-server';

/** Another module that sends mail through the injected port (like password reset or invitations). */
@Injectable()
class NeedsMail {
  constructor(@Inject(Mailer) readonly mailer: Mailer) {}
}
@Module({ providers: [NeedsMail], exports: [NeedsMail] })
class OtherFeatureModule {}

/** Composed like the gateway: the settings module provides the app-wide Mailer itself, no wiring here. */
const otherFeature: FeatureModule = { name: 'other', module: OtherFeatureModule, entities: [], migrations: [], defaultPort: 0 };

const BASE = '/api/smtpconfiguration';

describe('SMTP configuration API', () => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let smtp: SmtpTestServer;

  beforeAll(async () => {
    smtp = await startSmtpTestServer('starttls');
    t = await createTestApp({
      features: [companiesFeature, settingsFeature, otherFeature],
      // The test server's certificate is trusted for SMTP only: verification stays on.
      overrides: [{ provide: smtpTransportConfig.KEY, useValue: tlsPolicyFromEnv({ SMTP_TLS_CA_FILE: join(__dirname, 'fixtures', 'smtp-test-cert.pem') }) }],
    });
    admin = (await t.createUser({ role: 'Admin' })).token;
    manager = (await t.createUser({ role: 'Manager' })).token;
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const as = (token: string) => ({
    get: (path: string) => t.http.get(path).set('Authorization', `Bearer ${token}`),
    post: (path: string, body?: object) => t.http.post(path).set('Authorization', `Bearer ${token}`).send(body ?? {}),
    put: (path: string, body: object) => t.http.put(path).set('Authorization', `Bearer ${token}`).send(body),
    delete: (path: string) => t.http.delete(path).set('Authorization', `Bearer ${token}`),
  });

  const valid = (over: object = {}) => ({
    displayName: 'Test relay',
    host: '127.0.0.1',
    port: smtp.port,
    username: SMTP_TEST_USER,
    password: SMTP_TEST_PASSWORD,
    fromEmail: 'payroll@example.com',
    fromName: 'Payroll',
    timeoutSeconds: 5,
    ...over,
  });

  async function create(over: object = {}): Promise<{ id: string } & Record<string, unknown>> {
    const r = await as(admin).post(BASE, valid(over)).expect(201);
    return r.body;
  }

  async function clear() {
    await t.dataSource.query('DELETE FROM settings.smtp_configurations');
    await t.dataSource.query('DELETE FROM settings.mail_log');
  }
  beforeEach(clear);

  describe('access', () => {
    it('401 without a token and 403 for a non-admin on every route', async () => {
      const id = '00000000-0000-4000-8000-000000000000';
      const routes: Array<[string, string]> = [
        ['get', BASE],
        ['get', `${BASE}/mail-log`],
        ['post', BASE],
        ['put', `${BASE}/${id}`],
        ['delete', `${BASE}/${id}`],
        ['post', `${BASE}/${id}/activate`],
        ['post', `${BASE}/${id}/test`],
      ];
      for (const [method, path] of routes) {
        const anonymous = await (t.http as unknown as Record<string, (p: string) => { send(b: object): Promise<{ status: number }> }>)[method](path).send({});
        expect([method, path, anonymous.status]).toEqual([method, path, 401]);
        const call = as(manager);
        const forbidden = await (method === 'get' ? call.get(path) : method === 'delete' ? call.delete(path) : method === 'put' ? call.put(path, {}) : call.post(path, {}));
        expect([method, path, forbidden.status, forbidden.body]).toEqual([method, path, 403, { message: 'Access denied. Admin privileges required.' }]);
      }
    });

    it('404 for unknown or malformed ids', async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        await as(admin).put(`${BASE}/${id}`, valid({ password: '' })).expect(404, { message: 'SMTP configuration not found' });
        await as(admin).delete(`${BASE}/${id}`).expect(404, { message: 'SMTP configuration not found' });
        await as(admin).post(`${BASE}/${id}/activate`).expect(404, { message: 'SMTP configuration not found' });
        await as(admin).post(`${BASE}/${id}/test`, { testEmailAddress: 'a@example.com' }).expect(404, { message: 'SMTP configuration not found' });
      }
    });
  });

  describe('create, list, update, delete', () => {
    it('creates with the spec defaults and never returns the password', async () => {
      const body = await create({ port: undefined, timeoutSeconds: undefined });
      expect(body).toEqual({
        id: expect.any(String),
        displayName: 'Test relay',
        host: '127.0.0.1',
        port: 587,
        username: SMTP_TEST_USER,
        fromEmail: 'payroll@example.com',
        fromName: 'Payroll',
        enableSsl: true,
        isActive: false,
        useDefaultCredentials: false,
        timeoutSeconds: 30,
        notes: null,
        lastTestedDate: null,
        lastTestSuccessful: null,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      const list = await as(admin).get(BASE).expect(200);
      expect(list.body).toEqual([body]);
      expect(JSON.stringify(list.body)).not.toMatch(/password/i);
    });

    it('stores the password encrypted: the plain text is nowhere in the database row', async () => {
      const { id } = await create();
      const [row] = await t.dataSource.query('SELECT * FROM settings.smtp_configurations WHERE id = $1', [id]);
      expect(JSON.stringify(row)).not.toContain(SMTP_TEST_PASSWORD);
      expect(row.password_encrypted).toMatch(/^v1:/);
    });

    it('validation failures answer 400 with per-field lists', async () => {
      const r = await as(admin).post(BASE, { port: null }).expect(400);
      expect(r.body).toEqual({
        message: expect.any(String),
        errors: {
          displayName: ['Display Name is required'],
          host: ['SMTP Host is required'],
          port: ['Port is required'],
          username: ['Username is required'],
          password: ['Password is required'],
          fromEmail: ['From Email is required'],
          fromName: ['From Name is required'],
        },
      });
      const formats = await as(admin).post(BASE, valid({ port: 70000, fromEmail: 'nope', timeoutSeconds: 301 })).expect(400);
      expect(formats.body.errors).toEqual({
        port: ['Port must be a number from 1 to 65535'],
        fromEmail: ['From Email must be a valid email address'],
        timeoutSeconds: ['Timeout must be a number from 5 to 300 seconds'],
      });
      const low = await as(admin).post(BASE, valid({ port: 0, timeoutSeconds: 4 })).expect(400);
      expect(Object.keys(low.body.errors).sort()).toEqual(['port', 'timeoutSeconds']);
      await as(admin).post(BASE, valid({ port: 65535, timeoutSeconds: 300 })).expect(201);
      await as(admin).post(BASE, valid({ port: 1, timeoutSeconds: 5 })).expect(201);
    });

    it('update: blank password keeps the current one, a new one replaces it; id in the body must match', async () => {
      const { id } = await create();
      const [before] = await t.dataSource.query('SELECT password_encrypted FROM settings.smtp_configurations WHERE id = $1', [id]);
      const updated = await as(admin).put(`${BASE}/${id}`, { ...valid({ fromName: 'Payroll Team', password: '' }), id }).expect(200);
      expect(updated.body).toMatchObject({ id, fromName: 'Payroll Team' });
      expect(JSON.stringify(updated.body)).not.toMatch(/password/i);
      const [kept] = await t.dataSource.query('SELECT password_encrypted FROM settings.smtp_configurations WHERE id = $1', [id]);
      expect(kept.password_encrypted).toBe(before.password_encrypted);
      // The kept password still works.
      const test = await as(admin).post(`${BASE}/${id}/test`, { testEmailAddress: 'me@example.com' }).expect(200);
      expect(test.body).toMatchObject({ success: true });

      await as(admin).put(`${BASE}/${id}`, valid({ password: 'Another-pass-1' })).expect(200);
      const [changed] = await t.dataSource.query('SELECT password_encrypted FROM settings.smtp_configurations WHERE id = $1', [id]);
      expect(changed.password_encrypted).not.toBe(before.password_encrypted);
      expect(changed.password_encrypted).not.toContain('Another-pass-1');

      const mismatch = await as(admin).put(`${BASE}/${id}`, { ...valid(), id: '00000000-0000-4000-8000-000000000000' }).expect(400);
      expect(mismatch.body.errors).toEqual({ id: ['The id in the body does not match the configuration being updated'] });
      const missing = await as(admin).put(`${BASE}/${id}`, { displayName: '' }).expect(400);
      expect(Object.keys(missing.body.errors).sort()).toEqual(['displayName', 'fromEmail', 'fromName', 'host', 'username']);
    });

    it('delete answers 204 and removes it', async () => {
      const { id } = await create();
      await as(admin).delete(`${BASE}/${id}`).expect(204);
      await as(admin).get(BASE).expect(200, []);
    });
  });

  describe('activate', () => {
    it('makes exactly one configuration active', async () => {
      const a = await create({ displayName: 'A' });
      const b = await create({ displayName: 'B' });
      const ra = await as(admin).post(`${BASE}/${a.id}/activate`).expect(200);
      expect(ra.body).toMatchObject({ id: a.id, isActive: true });
      await as(admin).post(`${BASE}/${b.id}/activate`).expect(200);
      const list = (await as(admin).get(BASE).expect(200)).body as Array<{ id: string; isActive: boolean }>;
      expect(list.filter((c) => c.isActive).map((c) => c.id)).toEqual([b.id]);
      // Activating the active one again is harmless.
      await as(admin).post(`${BASE}/${b.id}/activate`).expect(200);
    });

    it('two concurrent activations both succeed and leave exactly one active', async () => {
      const configs = await Promise.all(['A', 'B', 'C', 'D'].map((n) => create({ displayName: n })));
      for (let round = 0; round < 3; round += 1) {
        const results = await Promise.all(configs.map((c) => as(admin).post(`${BASE}/${c.id}/activate`)));
        expect(results.map((r) => [r.status, r.status === 200 ? "ok" : r.body])).toEqual(results.map(() => [200, "ok"]));
        const [{ count }] = await t.dataSource.query('SELECT count(*)::int AS count FROM settings.smtp_configurations WHERE is_active');
        expect(count).toBe(1);
      }
    });

    it('the database itself refuses a second active row', async () => {
      const a = await create({ displayName: 'A' });
      const b = await create({ displayName: 'B' });
      await t.dataSource.query('UPDATE settings.smtp_configurations SET is_active = true WHERE id = $1', [a.id]);
      await expect(t.dataSource.query('UPDATE settings.smtp_configurations SET is_active = true WHERE id = $1', [b.id])).rejects.toThrow(/UQ_smtp_configurations_single_active|duplicate key/);
    });
  });

  describe('test', () => {
    it('sends a real message, answers success with a duration and records the last test', async () => {
      const { id } = await create();
      const before = smtp.received.length;
      const r = await as(admin).post(`${BASE}/${id}/test`, { testEmailAddress: 'inbox@example.com', testSubject: 'Hello SMTP', testMessage: 'Body text' }).expect(200);
      expect(r.body).toEqual({ success: true, testDurationMs: expect.any(Number), errorMessage: null });
      const mail = smtp.received[before];
      expect(mail).toMatchObject({ from: 'payroll@example.com', to: ['inbox@example.com'], secure: true });
      expect(mail.headers.subject).toBe('Hello SMTP');
      expect(mail.headers.from).toBe('Payroll <payroll@example.com>');
      const [config] = (await as(admin).get(BASE)).body;
      expect(config.lastTestSuccessful).toBe(true);
      expect(Date.parse(config.lastTestedDate)).not.toBeNaN();
    });

    it('a wrong password answers success false with an admin-readable error and records the failure', async () => {
      const { id } = await create({ password: 'wrong-password-xyz' });
      const r = await as(admin).post(`${BASE}/${id}/test`, { testEmailAddress: 'inbox@example.com' }).expect(200);
      expect(r.body).toEqual({ success: false, testDurationMs: expect.any(Number), errorMessage: expect.stringMatching(/^Authentication failed: /) });
      expect(r.body.errorMessage).not.toContain('wrong-password-xyz');
      const [config] = (await as(admin).get(BASE)).body;
      expect(config.lastTestSuccessful).toBe(false);
    });

    it('connection refused and timeouts use the configured timeout and say so', async () => {
      const refused = await create({ displayName: 'Refused', port: await closedPort() });
      const r1 = await as(admin).post(`${BASE}/${refused.id}/test`, { testEmailAddress: 'inbox@example.com' }).expect(200);
      expect(r1.body.errorMessage).toMatch(/^Connection refused: /);
      const silent = await startSmtpTestServer('silent');
      try {
        const quiet = await create({ displayName: 'Silent', port: silent.port, timeoutSeconds: 5 });
        const r2 = await as(admin).post(`${BASE}/${quiet.id}/test`, { testEmailAddress: 'inbox@example.com' }).expect(200);
        expect(r2.body.success).toBe(false);
        expect(r2.body.errorMessage).toMatch(/^Timed out: .* within 5 seconds/);
      } finally {
        await silent.close();
      }
    }, 20000);

    it('requires a test address', async () => {
      const { id } = await create();
      const r = await as(admin).post(`${BASE}/${id}/test`, { testEmailAddress: '  ' }).expect(400);
      expect(r.body.errors).toEqual({ testEmailAddress: ['Please enter a test email address'] });
    });
  });

  describe('Mailer and mail log', () => {
    it("other modules' injected Mailer is the SMTP adapter", () => {
      expect(t.app.get(NeedsMail).mailer).toBeInstanceOf(SmtpMailer);
    });

    it('with no active configuration the Mailer throws the typed error and the attempt is logged', async () => {
      const mailer = t.app.get(NeedsMail).mailer;
      await expect(mailer.send({ to: 'user@example.com', subject: 'Reset your password', text: 'x' })).rejects.toBeInstanceOf(MailerNotConfiguredError);
      const log = await as(admin).get(`${BASE}/mail-log`).expect(200);
      expect(log.body).toMatchObject({ total: 1, page: 1, pageSize: 25 });
      expect(log.body.items[0]).toMatchObject({ recipient: 'user@example.com', subject: 'Reset your password', status: 'Failed', isTest: false, configurationId: null });
      expect(log.body.items[0].errorMessage).toMatch(/No active SMTP configuration/);
    });

    it('sends through the active configuration and logs sent, failed and test messages newest first', async () => {
      const good = await create({ displayName: 'Good' });
      const bad = await create({ displayName: 'Bad', password: 'nope-nope' });
      await as(admin).post(`${BASE}/${good.id}/activate`).expect(200);
      const mailer = t.app.get(NeedsMail).mailer;
      const before = smtp.received.length;
      await mailer.send({ to: 'first@example.com', subject: 'Invitation', text: 'Join us' });
      expect(smtp.received[before]).toMatchObject({ to: ['first@example.com'] });
      expect(smtp.received[before].headers.subject).toBe('Invitation');

      await as(admin).post(`${BASE}/${bad.id}/activate`).expect(200);
      await expect(mailer.send({ to: 'second@example.com', subject: 'Password reset', text: 'x' })).rejects.toThrow(/^Authentication failed/);
      await as(admin).post(`${BASE}/${good.id}/test`, { testEmailAddress: 'third@example.com' }).expect(200);

      const log = (await as(admin).get(`${BASE}/mail-log`).expect(200)).body;
      expect(log.total).toBe(3);
      expect(log.items.map((e: { recipient: string; status: string; isTest: boolean; configurationName: string }) => [e.recipient, e.status, e.isTest, e.configurationName])).toEqual([
        ['third@example.com', 'Sent', true, 'Good'],
        ['second@example.com', 'Failed', false, 'Bad'],
        ['first@example.com', 'Sent', false, 'Good'],
      ]);
      expect(log.items[1].errorMessage).toMatch(/^Authentication failed/);
      expect(JSON.stringify(log)).not.toContain('nope-nope');

      const failedOnly = (await as(admin).get(`${BASE}/mail-log?status=Failed`).expect(200)).body;
      expect(failedOnly.items.map((e: { recipient: string }) => e.recipient)).toEqual(['second@example.com']);
      const paged = (await as(admin).get(`${BASE}/mail-log?page=2&pageSize=2`).expect(200)).body;
      expect(paged).toMatchObject({ total: 3, page: 2, pageSize: 2 });
      expect(paged.items.map((e: { recipient: string }) => e.recipient)).toEqual(['first@example.com']);
      const tooBig = await as(admin).get(`${BASE}/mail-log?pageSize=101`).expect(400);
      expect(Object.keys(tooBig.body.errors)).toEqual(['pageSize']);
    });
  });
});

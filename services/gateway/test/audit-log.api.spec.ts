// The audit log (issue 13) through HTTP on a real database: every state-changing admin route, walked from the real
// route table, leaves exactly its entry; refused calls leave none; the log is append-only; sign-in events; the
// paged, filtered read and its CSV export.
import type { AuditEntry, AuditLogPage } from '@app/contracts';
import { HMRC_DEFAULT_CONFIGURATION } from '@app/contracts';
import { startHmrcSimulator, HmrcSimulator } from '@app/hmrc-simulator';
import { createTestApp, TestApp } from '@app/nest-testing';
import { AuditTrail } from '@app/nest-db';
import { gatewayComposition, loadGatewayConfig } from '../src';
import { SMTP_TEST_PASSWORD, SMTP_TEST_USER, SmtpTestServer, startSmtpTestServer } from '../../settings/test/support/smtp-test-server';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Routes anyone may call, or any signed-in user: not the admin area (route-table.spec.ts keeps these lists). */
const NOT_ADMIN = new Set([
  'POST /api/auth/login',
  'POST /api/auth/login/two-factor',
  'POST /api/auth/2fa/setup',
  'POST /api/auth/2fa/enable',
  'POST /api/auth/2fa/disable',
  'POST /api/auth/sessions/end-all',
  'DELETE /api/auth/sessions/:id',
  'POST /api/auth/logout',
  'POST /api/auth/register',
  'POST /api/auth/register-with-company',
  'POST /api/auth/reset-password',
  'POST /api/stripe/webhook',
  'POST /api/notifications/:id/read',
]);

/** Admin routes that change nothing: computations answered from their body. Adding one here is a decision. */
const READ_ONLY = new Set(['POST /api/admin/salary-component-templates/defaults/preview', 'POST /api/incometaxsimulator/simulate']);

interface Call {
  /** The request (path already filled). */
  url: string;
  body?: Json;
  /** The action the entry must carry. */
  action: string;
  /** The entry's target id, when the route names one. */
  targetId?: string | (() => string);
  /** Changes the entry must include (a subset). */
  changes?: object[];
}

describe('audit log: every admin write is recorded with its change, in its transaction', () => {
  let t: TestApp;
  let admin: { id: string; email: string; token: string };
  let smtp: SmtpTestServer;
  let hmrc: HmrcSimulator;
  let writeRoutes: string[];
  let sequence = 0;

  beforeAll(async () => {
    smtp = await startSmtpTestServer('plain');
    hmrc = await startHmrcSimulator();
    t = await createTestApp(gatewayComposition(loadGatewayConfig({})));
    admin = await t.createUser({ role: 'Admin' });
    const express = t.app.getHttpAdapter().getInstance() as { router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] } };
    writeRoutes = express.router.stack
      .filter((layer) => layer.route)
      .flatMap((layer) => Object.keys(layer.route!.methods).filter((m) => m !== '_all').map((m) => `${m.toUpperCase()} ${layer.route!.path}`))
      .filter((route) => !route.startsWith('GET ') && !route.startsWith('HEAD ') && !route.startsWith('OPTIONS '));
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    await hmrc?.close();
  });

  const as = (token: string | null, method: string, url: string, body?: Json, requestId?: string) => {
    let req = t.http[method.toLowerCase() as 'post'](url);
    if (token) req = req.set('Authorization', `Bearer ${token}`);
    if (requestId) req = req.set('X-Request-Id', requestId);
    return body === undefined ? req : req.set('Content-Type', 'application/json').send(JSON.stringify(body));
  };
  const entriesOf = async (requestId: string): Promise<AuditEntry[]> =>
    ((await as(admin.token, 'GET', `/api/admin/audit-log?pageSize=100&actor=${encodeURIComponent(admin.email)}`).expect(200)).body as AuditLogPage).items.filter(
      (e) => e.requestId === requestId,
    );
  const count = async (): Promise<number> => Number((await t.dataSource.query(`SELECT count(*)::int AS n FROM audit.entries`))[0].n);

  it('walks every admin write route of the route table: each call leaves its entry (who, what, target, request, address, changes)', async () => {
    const get = async (url: string) => (await as(admin.token, 'GET', url).expect(200)).body;
    // Fixtures, made through the API where it allows it.
    const [company] = await t.dataSource.query(`INSERT INTO companies.companies (name, subscription_start_date) VALUES ('Audit Walk Ltd', now()) RETURNING id`);
    const [other] = await t.dataSource.query(`INSERT INTO companies.companies (name, subscription_start_date) VALUES ('Audit Other Ltd', now()) RETURNING id`);
    const user = await t.createUser({ role: 'Manager', companyId: company.id });
    const smtpBody = {
      displayName: 'Audit relay', host: '127.0.0.1', port: smtp.port, username: SMTP_TEST_USER, password: SMTP_TEST_PASSWORD,
      fromEmail: 'payroll@audit.example', fromName: 'Audit Payroll', enableSsl: false, useDefaultCredentials: false, timeoutSeconds: 5, notes: null,
    };
    const model = (await get('/api/admin/business-models')).find((m: { isDefault: boolean }) => !m.isDefault);
    const modelBody = {
      description: 'Freelance IT contractors',
      features: { payroll: true, invoicing: true, expenses: true, recurringExpenses: true, vatReturns: true, ct600: true, autoEnrolment: true },
      defaults: { vatScheme: 'flat-rate', accountingPeriodEndMonth: 3, payFrequencies: ['monthly'], salaryComponentCodes: ['BASIC_PAY'] },
      expenseCategories: ['Travel', 'Training'],
    };
    const refs = { taxOfficeNumber: '123', taxOfficeReference: 'AB45678', employerPAYEReference: '123/AB45678', accountsOfficeReference: '123PA00012345', vatRegistrationNumber: '123456782' };
    await t.dataSource.query(
      `INSERT INTO billing.webhook_events (id, type, created_at, outcome, error, subscription_id, payload) VALUES ('evt_audit_walk', 'invoice.payment_succeeded', now(), 'Failed', 'Unknown subscription sub_audit', 'sub_audit', $1)`,
      [JSON.stringify({ id: 'evt_audit_walk', object: 'event', type: 'invoice.payment_succeeded', created: 1, data: { object: { id: 'in_audit', object: 'invoice', subscription: 'sub_audit', amount_paid: 100, currency: 'gbp' } } })],
    );
    const fiscalYear = await get('/api/fiscalparameters/2026-27');
    const { taxYear: _year, ...fiscalFigures } = fiscalYear;
    const ids: Record<string, string> = {};

    // In order: what a later call needs is made by an earlier one. Keyed by the route table's own path.
    const calls: [string, Call | (() => Call)][] = [
      ['POST /api/admin/companies/:id/toggle-status', { url: `/api/admin/companies/${company.id}/toggle-status`, action: 'company.deactivated', targetId: company.id, changes: [{ field: 'isActive', before: true, after: false }] }],
      ['POST /api/admin/companies/:id/update-subscription', { url: `/api/admin/companies/${company.id}/update-subscription`, body: { subscriptionPlan: 'Premium', subscriptionStartDate: '2026-01-01', subscriptionEndDate: null }, action: 'subscription.plan-changed', targetId: company.id, changes: [{ field: 'subscriptionPlan', before: 'Standard', after: 'Premium' }] }],
      ['POST /api/admin/companies/:id/reset', { url: `/api/admin/companies/${other.id}/reset`, action: 'company.reset', targetId: other.id }],
      ['PUT /api/admin/user-management/:id/toggle-status', { url: `/api/admin/user-management/${user.id}/toggle-status`, action: 'user.deactivated', targetId: user.id, changes: [{ field: 'isActive', before: true, after: false }] }],
      ['POST /api/smtpconfiguration', { url: '/api/smtpconfiguration', body: smtpBody, action: 'smtp.created', changes: [{ field: 'host', before: null, after: '127.0.0.1' }, { field: 'password', before: null, after: null, secret: true }] }],
      ['PUT /api/smtpconfiguration/:id', () => ({ url: `/api/smtpconfiguration/${ids.smtp}`, body: { ...smtpBody, displayName: 'Audit relay 2' }, action: 'smtp.updated', targetId: ids.smtp, changes: [{ field: 'display_name', before: 'Audit relay', after: 'Audit relay 2' }] })],
      ['POST /api/smtpconfiguration/:id/activate', () => ({ url: `/api/smtpconfiguration/${ids.smtp}/activate`, action: 'smtp.activated', targetId: ids.smtp })],
      ['POST /api/smtpconfiguration/:id/test', () => ({ url: `/api/smtpconfiguration/${ids.smtp}/test`, body: { testEmailAddress: 'to@audit.example', testSubject: 'Audit', testMessage: 'Hello' }, action: 'smtp.test-sent', targetId: ids.smtp })],
      ['POST /api/admin/user-management/:id/end-sessions', { url: `/api/admin/user-management/${user.id}/end-sessions`, action: 'user.sessions-ended', targetId: user.id }],
      ['POST /api/admin/user-management/:id/reset-password', { url: `/api/admin/user-management/${admin.id}/reset-password`, action: 'user.password-reset-sent', targetId: admin.id }],
      ['POST /api/admin/invite-company-creation', { url: '/api/admin/invite-company-creation', body: { email: 'owner@audit.example', role: 'Manager' }, action: 'invitation.company-creation-sent', changes: [{ field: 'email', before: null, after: 'owner@audit.example' }] }],
      ['POST /api/admin/invite-user-to-company', { url: '/api/admin/invite-user-to-company', body: { email: 'staff@audit.example', companyId: company.id, role: 'Employee' }, action: 'invitation.user-sent' }],
      ['POST /api/admin/invitations/:id/revoke', () => ({ url: `/api/admin/invitations/${ids.invitation}/revoke`, action: 'invitation.revoked', targetId: ids.invitation })],
      ['DELETE /api/smtpconfiguration/:id', () => ({ url: `/api/smtpconfiguration/${ids.smtpSpare}`, action: 'smtp.deleted', targetId: ids.smtpSpare, changes: [{ field: 'display_name', before: 'Spare relay', after: null }, { field: 'password_encrypted', before: null, after: null, secret: true }] })],
      ['POST /api/admin/business-models', { url: '/api/admin/business-models', body: { ...modelBody, name: 'Audit model' }, action: 'business-model.created' }],
      ['PUT /api/admin/business-models/:id', () => ({ url: `/api/admin/business-models/${ids.model}`, body: { ...modelBody, name: 'Audit model renamed' }, action: 'business-model.updated', targetId: ids.model })],
      ['POST /api/admin/business-models/:id/companies', () => ({ url: `/api/admin/business-models/${ids.model}/companies`, body: { companyIds: [company.id] }, action: 'business-model.assigned', targetId: ids.model })],
      ['PUT /api/admin/companies/:id/business-model', { url: `/api/admin/companies/${company.id}/business-model`, body: { businessModelId: null, featureOverrides: null }, action: 'company.business-model-changed', targetId: company.id }],
      ['POST /api/admin/business-models/:id/default', () => ({ url: `/api/admin/business-models/${ids.model}/default`, action: 'business-model.made-default', targetId: ids.model })],
      ['DELETE /api/admin/business-models/:id', () => ({ url: `/api/admin/business-models/${model.id}`, action: 'business-model.deleted', targetId: model.id })],
      ['POST /api/admin/salary-component-templates/defaults', { url: '/api/admin/salary-component-templates/defaults', action: 'salary-component.defaults-created' }],
      ['POST /api/admin/salary-component-templates', () => ({ url: '/api/admin/salary-component-templates', body: { ...ids.componentBody as unknown as object, code: 'AUDIT_PENSION' } as Json, action: 'salary-component.created' })],
      ['PUT /api/admin/salary-component-templates/:id', () => ({ url: `/api/admin/salary-component-templates/${ids.component}`, body: { ...ids.componentBody as unknown as object, code: 'AUDIT_PENSION', name: 'Audit pension' } as Json, action: 'salary-component.updated', targetId: ids.component })],
      ['POST /api/admin/salary-component-templates/:id/deactivate', () => ({ url: `/api/admin/salary-component-templates/${ids.component}/deactivate`, action: 'salary-component.deactivated', targetId: ids.component })],
      ['POST /api/admin/salary-component-templates/:id/activate', () => ({ url: `/api/admin/salary-component-templates/${ids.component}/activate`, action: 'salary-component.activated', targetId: ids.component })],
      ['DELETE /api/admin/salary-component-templates/:id', () => ({ url: `/api/admin/salary-component-templates/${ids.component}`, action: 'salary-component.deleted', targetId: ids.component })],
      ['POST /api/expensecategory/seed', { url: '/api/expensecategory/seed', action: 'expense-category.defaults-seeded' }],
      ['POST /api/expensecategory/update-categories', { url: '/api/expensecategory/update-categories', action: 'expense-category.defaults-updated' }],
      ['POST /api/expensecategory', () => ({ url: '/api/expensecategory', body: { ...ids.categoryBody as unknown as object, id: undefined, name: 'Audit category' } as unknown as Json, action: 'expense-category.created' })],
      ['PUT /api/expensecategory/:id', () => ({ url: `/api/expensecategory/${ids.category}`, body: { ...ids.categoryBody as unknown as object, id: Number(ids.category), name: 'Audit category 2' } as Json, action: 'expense-category.updated', targetId: ids.category })],
      ['DELETE /api/expensecategory/:id', () => ({ url: `/api/expensecategory/${ids.category}`, action: 'expense-category.deleted', targetId: ids.category })],
      ['POST /api/fiscalparameters', { url: '/api/fiscalparameters', body: { ...fiscalFigures, taxYear: '2027-28' }, action: 'fiscal-parameters.created', changes: [{ field: 'taxYear', before: null, after: '2027-28' }] }],
      ['PUT /api/fiscalparameters/:taxYear', { url: '/api/fiscalparameters/2027-28', body: { ...fiscalFigures, personalAllowance: fiscalFigures.personalAllowance + 10, taxYear: '2027-28' }, action: 'fiscal-parameters.updated', targetId: '2027-28', changes: [{ field: 'personal_allowance', before: fiscalFigures.personalAllowance, after: fiscalFigures.personalAllowance + 10 }] }],
      ['POST /api/fiscalparameters/:taxYear/copy', { url: '/api/fiscalparameters/2027-28/copy', body: { ...fiscalFigures, taxYear: '2028-29' }, action: 'fiscal-parameters.copied', targetId: '2027-28' }],
      ['POST /api/admin/hmrc/configuration', { url: '/api/admin/hmrc/configuration', body: { ...HMRC_DEFAULT_CONFIGURATION, baseApiUrl: hmrc.apiBaseUrl, rtiGatewayUrl: hmrc.submissionUrl, notificationEmail: 'payroll@audit.example' } as unknown as Json, action: 'hmrc.configuration-saved' }],
      ['POST /api/admin/hmrc/credentials', { url: '/api/admin/hmrc/credentials', body: { credentialType: 'API', clientId: 'sim-client', clientSecret: 'sim-client-secret-Zq81', ...refs }, action: 'hmrc.credential-added', changes: [{ field: 'clientSecret', before: null, after: null, secret: true }] }],
      ['POST /api/admin/hmrc/authorize', { url: '/api/admin/hmrc/authorize', action: 'hmrc.authorization-started' }],
      ['POST /api/admin/hmrc/test-connection', { url: '/api/admin/hmrc/test-connection', action: 'hmrc.connection-tested' }],
      ['DELETE /api/admin/hmrc/credentials/:id', () => ({ url: `/api/admin/hmrc/credentials/${ids.credential}`, action: 'hmrc.credential-deleted', targetId: ids.credential })],
      ['POST /api/stripe/pricing-config', { url: '/api/stripe/pricing-config', body: { basePriceMonthly: 15, perEmployeePriceMonthly: 2.5 }, action: 'pricing.changed' }],
      ['POST /api/stripe/create-subscription', () => ({ url: '/api/stripe/create-subscription', body: { companyId: company.id, priceId: ids.basePrice, employeeCount: 2 }, action: 'subscription.created' })],
      ['POST /api/stripe/sync-employee-count', { url: '/api/stripe/sync-employee-count', body: company.id, action: 'subscription.employee-count-synced' }],
      ['POST /api/stripe/cancel-subscription/:subscriptionId', () => ({ url: `/api/stripe/cancel-subscription/${ids.subscription}`, body: 'Audit walk', action: 'subscription.cancelled', targetId: ids.subscription })],
      ['POST /api/stripe/webhook-events/:eventId/reprocess', { url: '/api/stripe/webhook-events/evt_audit_walk/reprocess', action: 'stripe.webhook-reprocessed', targetId: 'evt_audit_walk' }],
      ['POST /api/technical/send-notification', { url: '/api/technical/send-notification', body: { title: 'Audit', message: 'Audit walk', type: 'Info', scope: 'CompanySpecific', targetCompanyIds: [company.id], targetUserIds: null, scheduledFor: null, expiresAt: null }, action: 'notification.sent' }],
    ];

    // Every admin write route of the route table is walked here (a new route must add its call).
    const adminWrites = writeRoutes.filter((r) => !NOT_ADMIN.has(r) && !READ_ONLY.has(r));
    const walked = new Set(calls.map(([route]) => route));
    expect(adminWrites.filter((r) => !walked.has(r))).toEqual([]);
    expect([...walked].filter((r) => !adminWrites.includes(r))).toEqual([]);

    for (const [route, spec] of calls) {
      const call = typeof spec === 'function' ? spec() : spec;
      const method = route.split(' ')[0];
      const requestId = `audit-walk-${++sequence}`;
      const response = await as(admin.token, method, call.url, call.body, requestId);
      if (response.status >= 300) throw new Error(`${route}: ${response.status} ${JSON.stringify(response.body).slice(0, 300)}`);
      const entries = await entriesOf(requestId);
      if (entries.length === 0) throw new Error(`${route} left no audit entry`);
      expect({ route, action: entries[0].action }).toEqual({ route, action: call.action });
      expect(entries[0]).toMatchObject({ actorId: admin.id, actorEmail: admin.email, requestId, ipAddress: expect.stringMatching(/127\.0\.0\.1|::1/) });
      const targetId = typeof call.targetId === 'function' ? call.targetId() : call.targetId;
      if (targetId) expect({ route, targetId: entries[0].targetId }).toEqual({ route, targetId });
      if (call.changes) expect({ route, changes: entries[0].changes }).toEqual({ route, changes: expect.arrayContaining(call.changes.map((c) => expect.objectContaining(c))) });
      // No secret's value is ever recorded.
      expect(JSON.stringify(entries)).not.toMatch(/S3cret-smtp-pass|A-new-smtp-password-1|sim-client-secret-Zq81/);

      // What the next calls need.
      if (route === 'POST /api/smtpconfiguration') {
        ids.smtp = response.body.id;
        ids.smtpSpare = (await as(admin.token, 'POST', '/api/smtpconfiguration', { ...smtpBody, displayName: 'Spare relay' }).expect(201)).body.id;
      }
      if (route === 'POST /api/admin/invite-user-to-company') ids.invitation = response.body.id ?? response.body.invitation?.id;
      if (route === 'POST /api/admin/business-models') ids.model = response.body.id;
      if (route === 'POST /api/admin/salary-component-templates/defaults') {
        const component = (await get('/api/admin/salary-component-templates')).find((c: { code: string }) => c.code === 'NET_PAY_PENSION');
        const { id: _id, ...componentBody } = component;
        (ids as Record<string, unknown>).componentBody = componentBody;
      }
      if (route === 'POST /api/admin/salary-component-templates') ids.component = response.body.id;
      if (route === 'POST /api/expensecategory/update-categories') {
        (ids as Record<string, unknown>).categoryBody = (await get('/api/expensecategory'))[0];
      }
      if (route === 'POST /api/expensecategory') ids.category = String(response.body.id);
      if (route === 'POST /api/admin/hmrc/credentials') ids.credential = response.body.id;
      if (route === 'POST /api/stripe/pricing-config') ids.basePrice = response.body.basePriceId;
      if (route === 'POST /api/stripe/create-subscription') ids.subscription = response.body.subscriptionId;
    }
  }, 120_000);

  it('a refused call (400, 404, 409) leaves no entry; a change whose entry cannot be written is rolled back', async () => {
    const before = await count();
    await as(admin.token, 'POST', '/api/admin/companies/00000000-0000-4000-8000-000000000000/toggle-status').expect(404);
    await as(admin.token, 'POST', '/api/admin/companies/00000000-0000-4000-8000-000000000000/update-subscription', { subscriptionPlan: 'Gold' }).expect(400);
    await as(admin.token, 'POST', '/api/admin/invitations/00000000-0000-4000-8000-000000000000/revoke').expect(404);
    expect(await count()).toBe(before);

    // The entry is written in the change's transaction: when its insert fails, the change does not stay.
    const [company] = await t.dataSource.query(`INSERT INTO companies.companies (name) VALUES ('Rollback Ltd') RETURNING id`);
    const trail = t.app.get(AuditTrail);
    const record = trail.record.bind(trail);
    trail.record = async () => {
      throw new Error('the audit log is unavailable');
    };
    try {
      expect((await as(admin.token, 'POST', `/api/admin/companies/${company.id}/toggle-status`)).status).toBe(500);
    } finally {
      trail.record = record;
    }
    const [row] = await t.dataSource.query(`SELECT is_active FROM companies.companies WHERE id = $1`, [company.id]);
    expect(row.is_active).toBe(true);
    expect(await count()).toBe(before);
  });

  it('is append-only: the database refuses UPDATE, DELETE and TRUNCATE, and no route changes an entry', async () => {
    await as(admin.token, 'POST', '/api/admin/companies/00000000-0000-4000-8000-000000000000/toggle-status');
    const [entry] = await t.dataSource.query(`SELECT id, action FROM audit.entries ORDER BY occurred_at DESC LIMIT 1`);
    await expect(t.dataSource.query(`UPDATE audit.entries SET action = 'forged' WHERE id = $1`, [entry.id])).rejects.toThrow(/append-only/);
    await expect(t.dataSource.query(`DELETE FROM audit.entries WHERE id = $1`, [entry.id])).rejects.toThrow(/append-only/);
    await expect(t.dataSource.query(`TRUNCATE audit.entries`)).rejects.toThrow(/append-only/);
    expect((await t.dataSource.query(`SELECT action FROM audit.entries WHERE id = $1`, [entry.id]))[0].action).toBe(entry.action);
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST']) {
      expect([404, 405]).toContain((await as(admin.token, method, `/api/admin/audit-log/${entry.id}`, method === 'DELETE' ? undefined : {})).status);
      expect([404, 405]).toContain((await as(admin.token, method, '/api/admin/audit-log', method === 'DELETE' ? undefined : {})).status);
    }
  });

  it('records sign-ins, failed sign-ins, lockouts and sign-outs, never the password', async () => {
    const person = await t.createUser({ role: 'Manager' });
    await as(null, 'POST', '/api/auth/login', { email: person.email, password: 'Not-the-password-1' }, 'audit-failed').expect(401);
    const token = (await as(null, 'POST', '/api/auth/login', { email: person.email, password: person.password }, 'audit-signin').expect(200)).body.token;
    await as(token, 'POST', '/api/auth/logout', undefined, 'audit-signout').expect(204);
    for (let i = 0; i < 6; i += 1) await as(null, 'POST', '/api/auth/login', { email: 'locked@audit.example', password: 'Wrong-password-123' }, `audit-lock-${i}`);
    const all = ((await as(admin.token, 'GET', '/api/admin/audit-log?pageSize=100&action=auth.').expect(200)).body as AuditLogPage).items;
    const byRequest = (id: string) => all.find((e) => e.requestId === id);
    expect(byRequest('audit-failed')).toMatchObject({ action: 'auth.sign-in-failed', actorId: null, actorEmail: person.email });
    expect(byRequest('audit-signin')).toMatchObject({ action: 'auth.signed-in', actorId: person.id, targetId: person.id });
    expect(byRequest('audit-signout')).toMatchObject({ action: 'auth.signed-out', actorId: person.id });
    expect(byRequest('audit-lock-5')).toMatchObject({ action: 'auth.locked-out', actorEmail: 'locked@audit.example' });
    expect(JSON.stringify(all)).not.toMatch(/Not-the-password-1|Wrong-password-123/);
  });

  it('pages and filters by actor, action prefix, target and dates; exports the same view as CSV; Admin only', async () => {
    const page = (query: string) => as(admin.token, 'GET', `/api/admin/audit-log?${query}`).expect(200).then((r) => r.body as AuditLogPage);
    const all = await page('pageSize=100');
    expect(all.total).toBeGreaterThan(40);
    const first = await page('page=1&pageSize=5');
    const second = await page('page=2&pageSize=5');
    expect(first.items).toHaveLength(5);
    expect(first.items.map((e) => e.id)).toEqual(all.items.slice(0, 5).map((e) => e.id));
    expect(second.items.map((e) => e.id)).toEqual(all.items.slice(5, 10).map((e) => e.id));
    expect(first.items.map((e) => e.occurredAt)).toEqual([...first.items.map((e) => e.occurredAt)].sort().reverse());

    const companyActions = await page('action=company.&pageSize=100');
    expect(companyActions.items.length).toBeGreaterThan(0);
    expect(companyActions.items.every((e) => e.action.startsWith('company.'))).toBe(true);
    const exact = await page('action=company.deactivated');
    expect(exact.items.every((e) => e.action === 'company.deactivated')).toBe(true);
    const target = exact.items[0].targetId!;
    expect((await page(`targetId=${target}&pageSize=100`)).items.every((e) => e.targetId === target)).toBe(true);
    expect((await page(`actor=${admin.id}`)).total).toBe((await page(`actor=${encodeURIComponent(admin.email.toUpperCase())}`)).total);
    const today = new Date().toISOString().slice(0, 10);
    expect((await page(`from=${today}&to=${today}&pageSize=1`)).total).toBe(all.total);
    expect((await page('to=2000-01-01')).total).toBe(0);

    for (const bad of ['from=2026-02-30', 'to=yesterday', 'page=0', 'pageSize=1000', `actor=${'x'.repeat(400)}`]) {
      expect((await as(admin.token, 'GET', `/api/admin/audit-log?${bad}`)).status).toBe(400);
    }

    const csv = await as(admin.token, 'GET', '/api/admin/audit-log/export.csv?action=company.deactivated').expect(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe('"When (UTC)","Actor","Actor id","Action","Target type","Target id","Target","Request id","Address","Changes"');
    expect(lines).toHaveLength(exact.total + 1);
    expect(lines[1]).toContain('"company.deactivated"');
    expect(lines[1]).toContain('"isActive: true -> false"');

    const manager = await t.createUser({ role: 'Manager' });
    expect((await as(manager.token, 'GET', '/api/admin/audit-log')).status).toBe(403);
    expect((await as(manager.token, 'GET', '/api/admin/audit-log/export.csv')).status).toBe(403);
    expect((await as(null, 'GET', '/api/admin/audit-log')).status).toBe(401);
  });

  it('purges entries older than AUDIT_RETENTION_DAYS, the only delete the log allows', async () => {
    const { purgeAuditLog } = await import('@app/nest-db');
    const trail = t.app.get(AuditTrail);
    await trail.record({ action: 'test.old-entry', actor: null });
    await t.dataSource.transaction(async (m) => {
      // Backdating is itself an update the trigger refuses: the test disables it for this one statement only.
      await m.query(`ALTER TABLE audit.entries DISABLE TRIGGER entries_append_only`);
      await m.query(`UPDATE audit.entries SET occurred_at = now() - interval '3000 days' WHERE action = 'test.old-entry'`);
      await m.query(`ALTER TABLE audit.entries ENABLE TRIGGER entries_append_only`);
    });
    const before = await count();
    expect(await purgeAuditLog(t.dataSource, 2555)).toBe(1);
    expect(await count()).toBe(before - 1);
  });
});

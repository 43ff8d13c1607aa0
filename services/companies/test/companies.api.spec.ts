import { existsSync } from 'fs';
import { SubscriptionPlan } from '@app/contracts';
import { CompanyDirectory, CompanyStatistics } from '@app/nest-common';
import { createTestApp, TestApp } from '@app/nest-testing';
import { bootstrapAdmin, companiesFeature, DEMO_PASSWORD, loadCompaniesConfig, seedDemoData } from '../src';
import { Client, Employee, Expense, Invoice, RecurringExpense, StoredFile } from '../src/business-data/entities';
import { Company } from '../src/companies/entities/company.entity';
import { LocalBlobStore } from '../src/files/blob-store';
import { recordingMailer, temporaryFileStore } from './support/overrides';

const DAY = 86_400_000;
const TABLES = ['clients', 'employees', 'invoices', 'expenses', 'recurring_expenses', 'stored_files'];

describe('admin company management (companies module)', () => {
  let t: TestApp;
  let adminToken: string;

  beforeAll(async () => {
    t = await createTestApp({ features: [companiesFeature] });
    adminToken = (await t.createUser({ role: 'Admin' })).token;
  });
  afterAll(() => t.close());

  const asAdmin = (path: string) => t.http.get(path).set('Authorization', `Bearer ${adminToken}`);

  it('GET /api/admin/companies lists companies with counts, storage and subscription state', async () => {
    const companies = t.dataSource.getRepository(Company);
    const now = Date.now();
    const acme = await companies.save({ name: 'Acme', description: 'Payroll', subscriptionPlan: SubscriptionPlan.Premium, subscriptionStartDate: new Date(now - 10 * DAY) });
    const expired = await companies.save({
      name: 'Expired Co',
      description: null,
      subscriptionStartDate: new Date(now - 400 * DAY),
      subscriptionEndDate: new Date(now - DAY),
      isActive: false,
    });
    await t.createUser({ role: 'Manager', companyId: acme.id });
    await t.createUser({ role: 'Employee', companyId: acme.id });
    const em = t.dataSource.manager;
    await em.insert(Employee, [1, 2, 3].map((i) => ({ companyId: acme.id, firstName: `E${i}`, lastName: 'X' })));
    await em.insert(Client, [{ companyId: acme.id, name: 'C1' }, { companyId: acme.id, name: 'C2' }, { companyId: expired.id, name: 'C3' }]);
    await em.insert(Invoice, [1, 2, 3, 4].map((i) => ({ companyId: acme.id, number: `INV-${i}` })));
    await em.insert(StoredFile, [
      { companyId: acme.id, name: 'a.pdf', sizeBytes: '3000000000', storagePath: 'a' },
      { companyId: acme.id, name: 'b.pdf', sizeBytes: '1500', storagePath: 'b' },
    ]);

    const response = await asAdmin('/api/admin/companies').expect(200);
    expect(response.body).toEqual([
      {
        id: acme.id,
        name: 'Acme',
        description: 'Payroll',
        createdAt: expect.any(String),
        subscriptionPlan: 1,
        subscriptionStartDate: new Date(now - 10 * DAY).toISOString(),
        subscriptionEndDate: null,
        isActive: true,
        isSubscriptionActive: true,
        userCount: 2,
        employeeCount: 3,
        clientCount: 2,
        invoiceCount: 4,
        usedFileStorageBytes: 3000001500,
      },
      expect.objectContaining({
        id: expired.id,
        description: null,
        subscriptionPlan: 0,
        isActive: false,
        isSubscriptionActive: false,
        subscriptionEndDate: new Date(now - DAY).toISOString(),
        userCount: 0,
        employeeCount: 0,
        clientCount: 1,
        invoiceCount: 0,
        usedFileStorageBytes: 0,
      }),
    ]);
  });

  it('GET /api/admin/subscription-plans answers the seeded plans', async () => {
    const response = await asAdmin('/api/admin/subscription-plans').expect(200);
    expect(response.body).toEqual([
      { plan: 0, name: 'Standard', monthlyPrice: 29, maxFileStorageMB: 1024, maxUsers: 10 },
      { plan: 1, name: 'Premium', monthlyPrice: 79, maxFileStorageMB: 10240, maxUsers: 50 },
    ]);
  });

  it('refuses the admin area to managers (403) and to anonymous callers (401)', async () => {
    const manager = await t.createUser({ role: 'Manager' });
    const forbidden = await t.http.get('/api/admin/companies').set('Authorization', `Bearer ${manager.token}`).expect(403);
    expect(forbidden.body).toEqual({ message: 'Access denied. Admin privileges required.' });
    await t.http.get('/api/admin/companies').expect(401);
  });
});

describe('first-start bootstrap (companies module)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ features: [companiesFeature] });
  });
  afterAll(() => t.close());

  it('creates the admin once, generating a password when ADMIN_PASSWORD is absent', async () => {
    const first = await bootstrapAdmin(t.dataSource, loadCompaniesConfig({ ADMIN_EMAIL: 'Boss@Example.com' }));
    expect(first).toEqual({ email: 'boss@example.com', created: true, generatedPassword: expect.stringMatching(/^.{20,}$/) });
    await t.signIn('boss@example.com', first.generatedPassword!);
    expect(await bootstrapAdmin(t.dataSource, loadCompaniesConfig({ ADMIN_PASSWORD: 'another-password' }))).toEqual({ email: 'admin@example.com', created: false });
  });

  it('seeds demo data once: active, inactive and expired companies with users and data', async () => {
    expect(await seedDemoData(t.dataSource)).toBe(true);
    expect(await seedDemoData(t.dataSource)).toBe(false);
    await t.signIn('alice@acme.example', DEMO_PASSWORD);
    const admin = await t.createUser({ role: 'Admin' });
    const { body } = await t.http.get('/api/admin/companies').set('Authorization', `Bearer ${admin.token}`).expect(200);
    expect(body.length).toBeGreaterThanOrEqual(3);
    expect(body.some((c: { isActive: boolean }) => !c.isActive)).toBe(true);
    expect(body.some((c: { isActive: boolean; isSubscriptionActive: boolean }) => c.isActive && !c.isSubscriptionActive)).toBe(true);
    expect(body.every((c: { userCount: number; employeeCount: number }) => c.userCount > 0 && c.employeeCount > 0)).toBe(true);
  });

  it('provides the CompanyStatistics port over its own tables (Technical Status metrics)', async () => {
    // After the tests above: 4 demo companies (one inactive) with 3 users each, 15 employees, plus 2 admins.
    expect(await t.app.get(CompanyStatistics).totals()).toEqual({ totalCompanies: 4, activeCompanies: 3, totalUsers: 14, totalEmployees: 15 });
  });

  it('provides the CompanyDirectory port (billing): pages by name or id, finds one or many', async () => {
    const directory = t.app.get(CompanyDirectory);
    const page = await directory.page({ search: 'acme', offset: 0, limit: 10 });
    expect(page).toEqual({
      total: 1,
      items: [{ id: expect.any(String), name: 'Acme Payroll Ltd', isActive: true, employeeCount: 6, firstUserEmail: expect.stringMatching(/@acme\.example$/) }],
    });
    const acme = page.items[0];
    expect((await directory.page({ search: acme.id.toUpperCase(), offset: 0, limit: 10 })).items).toEqual([acme]);
    expect((await directory.page({ offset: 1, limit: 2 })).items.map((c) => c.name)).toEqual(['Brightside Consulting', 'Northwind Traders']);
    expect(await directory.find(acme.id)).toEqual(acme);
    expect(await directory.find('not-an-id')).toBeNull();
    expect(await directory.findMany([acme.id, 'not-an-id', '00000000-0000-4000-8000-000000000000'])).toEqual([acme]);
  });
});

describe('admin company actions: toggle-status, update-subscription, reset', () => {
  let t: TestApp;
  let admin: string;
  let store: LocalBlobStore;

  beforeAll(async () => {
    const files = temporaryFileStore();
    store = files.store;
    t = await createTestApp({ features: [companiesFeature], overrides: [recordingMailer(), files.override] });
    admin = (await t.createUser({ role: 'Admin' })).token;
  });
  afterAll(() => t.close());

  const post = (path: string, body: object = {}, token = admin) => t.http.post(path).set('Authorization', `Bearer ${token}`).send(body);
  const newCompany = (name: string, extra: Partial<Company> = {}) =>
    t.dataSource.getRepository(Company).save({ name, subscriptionStartDate: new Date('2026-01-01T00:00:00Z'), ...extra });
  const companyRow = async (id: string) => (await t.http.get('/api/admin/companies').set('Authorization', `Bearer ${admin}`).expect(200)).body.find((c: { id: string }) => c.id === id);

  async function seedBusinessData(companyId: string, n: number): Promise<string[]> {
    const em = t.dataSource.manager;
    const range = Array.from({ length: n }, (_, i) => i + 1);
    await em.insert(Client, range.map((i) => ({ companyId, name: `Client ${i}` })));
    await em.insert(Employee, range.map((i) => ({ companyId, firstName: `E${i}`, lastName: 'X' })));
    await em.insert(Invoice, range.map((i) => ({ companyId, number: `INV-${i}` })));
    await em.insert(Expense, range.map((i) => ({ companyId, description: `Exp ${i}`, amount: '1.00' })));
    await em.insert(RecurringExpense, range.map((i) => ({ companyId, description: `Rec ${i}`, amount: '2.00' })));
    const paths = range.map((i) => `${companyId}/file-${i}.pdf`);
    for (const path of paths) await store.write(path, Buffer.from(`content of ${path}`));
    await em.insert(StoredFile, paths.map((storagePath, i) => ({ companyId, name: `file-${i}.pdf`, sizeBytes: '20', storagePath })));
    return paths;
  }

  async function counts(companyId: string): Promise<Record<string, number>> {
    const result: Record<string, number> = {};
    for (const table of TABLES) {
      const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM companies.${table} WHERE company_id = $1`, [companyId]);
      result[table] = count;
    }
    return result;
  }

  it('refuses anonymous callers (401) and non-admins (403) on every company action and list', async () => {
    const company = await newCompany('Guarded Ltd');
    const manager = await t.createUser({ role: 'Manager', companyId: company.id });
    const paths = [
      `/api/admin/companies/${company.id}/toggle-status`,
      `/api/admin/companies/${company.id}/reset`,
      `/api/admin/companies/${company.id}/update-subscription`,
    ];
    for (const path of paths) {
      await t.http.post(path).send({}).expect(401);
      expect((await post(path, {}, manager.token).expect(403)).body).toEqual({ message: 'Access denied. Admin privileges required.' });
    }
    for (const path of ['/api/admin/companies', '/api/admin/subscription-plans']) {
      await t.http.get(path).expect(401);
      await t.http.get(path).set('Authorization', `Bearer ${manager.token}`).expect(403);
    }
  });

  it('toggle-status deactivates and reactivates; a deactivated company\'s users lose their sessions', async () => {
    const company = await newCompany('Toggle Ltd');
    const employee = await t.createUser({ role: 'Employee', companyId: company.id });
    expect((await post(`/api/admin/companies/${company.id}/toggle-status`).expect(200)).body).toEqual({ message: 'Company deactivated successfully' });
    expect((await companyRow(company.id)).isActive).toBe(false);
    await t.http.get('/api/auth/me').set('Authorization', `Bearer ${employee.token}`).expect(401);
    expect((await post(`/api/admin/companies/${company.id}/toggle-status`).expect(200)).body).toEqual({ message: 'Company activated successfully' });
    expect((await companyRow(company.id)).isActive).toBe(true);
    await t.http.get('/api/auth/me').set('Authorization', `Bearer ${employee.token}`).expect(200);
  });

  it('update-subscription stores Standard/Premium as 0/1, null end = unlimited, derives isSubscriptionActive', async () => {
    const company = await newCompany('Plan Ltd');
    const url = `/api/admin/companies/${company.id}/update-subscription`;
    expect((await post(url, { subscriptionPlan: 'Premium', subscriptionStartDate: '2026-01-01', subscriptionEndDate: null }).expect(200)).body).toEqual({
      message: 'Subscription updated successfully',
    });
    expect(await companyRow(company.id)).toEqual(
      expect.objectContaining({ subscriptionPlan: 1, subscriptionStartDate: '2026-01-01T00:00:00.000Z', subscriptionEndDate: null, isSubscriptionActive: true }),
    );
    await post(url, { subscriptionPlan: 'Standard', subscriptionStartDate: '2020-01-01', subscriptionEndDate: '2020-12-31' }).expect(200);
    expect(await companyRow(company.id)).toEqual(
      expect.objectContaining({ subscriptionPlan: 0, subscriptionEndDate: '2020-12-31T00:00:00.000Z', isSubscriptionActive: false }),
    );
    // The end date is inclusive: a subscription ending today is still active today.
    const today = new Date().toISOString().slice(0, 10);
    await post(url, { subscriptionPlan: 'Standard', subscriptionStartDate: '2020-01-01', subscriptionEndDate: today }).expect(200);
    expect((await companyRow(company.id)).isSubscriptionActive).toBe(true);
    // A start in the future is not active yet.
    await post(url, { subscriptionPlan: 'Premium', subscriptionStartDate: '2999-01-01' }).expect(200);
    expect(await companyRow(company.id)).toEqual(expect.objectContaining({ subscriptionEndDate: null, isSubscriptionActive: false }));
  });

  it('update-subscription validates plan and dates (400 with messages) and answers 404 for an unknown company', async () => {
    const company = await newCompany('Invalid Plan Ltd');
    const url = `/api/admin/companies/${company.id}/update-subscription`;
    const before = await post(url, { subscriptionPlan: 'Standard', subscriptionStartDate: '2026-06-01', subscriptionEndDate: '2026-05-31' }).expect(400);
    expect(before.body).toEqual({
      message: 'The end date must be on or after the start date',
      errors: { subscriptionEndDate: ['The end date must be on or after the start date'] },
    });
    await post(url, { subscriptionPlan: 'Standard', subscriptionStartDate: '2026-06-01', subscriptionEndDate: '2026-06-01' }).expect(200);
    const bad = await post(url, { subscriptionPlan: 'Gold', subscriptionStartDate: 'yesterday', subscriptionEndDate: 'never' }).expect(400);
    expect(bad.body.errors).toEqual({
      subscriptionPlan: ['Subscription plan must be Standard or Premium'],
      subscriptionStartDate: ['Start date must be a valid date (YYYY-MM-DD)'],
      subscriptionEndDate: ['End date must be a valid date (YYYY-MM-DD) or empty for unlimited'],
    });
    const missing = await post(url, {}).expect(400);
    expect(missing.body.errors.subscriptionPlan).toContain('Please select a subscription plan');
    expect(missing.body.errors.subscriptionStartDate).toContain('Start date is required');
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await post(`/api/admin/companies/${unknown}/update-subscription`, { subscriptionPlan: 'Standard', subscriptionStartDate: '2026-01-01' }).expect(404)).body).toEqual({
      message: 'Company not found',
    });
    await post(`/api/admin/companies/${unknown}/toggle-status`).expect(404);
    await post(`/api/admin/companies/${unknown}/reset`).expect(404);
    await post('/api/admin/companies/not-a-uuid/reset').expect(404);
  });

  it('reset deletes exactly that company\'s business data and blobs, keeps company, users and subscription, and states counts', async () => {
    const target = await newCompany('Target Ltd', { subscriptionPlan: SubscriptionPlan.Premium, subscriptionEndDate: new Date('2030-01-01T00:00:00Z') });
    const bystander = await newCompany('Bystander Ltd');
    const manager = await t.createUser({ role: 'Manager', companyId: target.id });
    const targetFiles = await seedBusinessData(target.id, 3);
    const bystanderFiles = await seedBusinessData(bystander.id, 2);

    const response = await post(`/api/admin/companies/${target.id}/reset`).expect(200);
    expect(response.body).toEqual({
      message: 'Company data for Target Ltd reset successfully. Deleted 3 clients, 3 employees, 3 invoices, 3 expenses, 3 recurring expenses and 3 stored files.',
    });
    expect(await counts(target.id)).toEqual(Object.fromEntries(TABLES.map((table) => [table, 0])));
    for (const path of targetFiles) expect(existsSync(store.pathOf(path))).toBe(false);

    // Kept: the company with its subscription, and its users (who can still sign in).
    expect(await companyRow(target.id)).toEqual(
      expect.objectContaining({ name: 'Target Ltd', isActive: true, subscriptionPlan: 1, subscriptionEndDate: '2030-01-01T00:00:00.000Z', userCount: 1, usedFileStorageBytes: 0 }),
    );
    await t.http.get('/api/auth/me').set('Authorization', `Bearer ${manager.token}`).expect(200);

    // Another company's data is untouched.
    expect(await counts(bystander.id)).toEqual(Object.fromEntries(TABLES.map((table) => [table, 2])));
    for (const path of bystanderFiles) expect(existsSync(store.pathOf(path))).toBe(true);
  });

  it('a failure midway leaves everything as it was (rows and blobs)', async () => {
    const company = await newCompany('Fragile Ltd');
    const files = await seedBusinessData(company.id, 2);
    const before = await counts(company.id);
    // The last step of the reset (stored files) fails after the other tables were already deleted in the transaction.
    await t.dataSource.query(`
      CREATE FUNCTION companies.test_refuse_delete() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'simulated failure'; END $$`);
    // TypeORM and the exception filter log the expected failure; keep the test output clean.
    const quiet = [jest.spyOn(console, 'log').mockImplementation(() => undefined), jest.spyOn(console, 'error').mockImplementation(() => undefined)];
    await t.dataSource.query(`CREATE TRIGGER test_refuse_delete BEFORE DELETE ON companies.stored_files FOR EACH ROW EXECUTE FUNCTION companies.test_refuse_delete()`);
    try {
      const response = await post(`/api/admin/companies/${company.id}/reset`).expect(500);
      expect(response.body).toEqual({ message: 'Internal server error' });
    } finally {
      quiet.forEach((spy) => spy.mockRestore());
      await t.dataSource.query(`DROP TRIGGER test_refuse_delete ON companies.stored_files`);
      await t.dataSource.query(`DROP FUNCTION companies.test_refuse_delete()`);
    }
    expect(await counts(company.id)).toEqual(before);
    for (const path of files) expect(existsSync(store.pathOf(path))).toBe(true);
    // And the reset works once the cause is gone.
    await post(`/api/admin/companies/${company.id}/reset`).expect(200);
    expect(await counts(company.id)).toEqual(Object.fromEntries(TABLES.map((table) => [table, 0])));
  });
});

import { SubscriptionPlan } from '@app/contracts';
import { CompanyStatistics } from '@app/nest-common';
import { createTestApp, TestApp } from '@app/nest-testing';
import { bootstrapAdmin, CompaniesModule, companiesEntities, companiesMigrations, DEMO_PASSWORD, loadCompaniesConfig, seedDemoData } from '../src';
import { Client, Employee, Invoice, StoredFile } from '../src/business-data/entities';
import { Company } from '../src/companies/entities/company.entity';

const DAY = 86_400_000;

describe('admin company management (companies module)', () => {
  let t: TestApp;
  let adminToken: string;

  beforeAll(async () => {
    t = await createTestApp({ imports: [CompaniesModule], entities: companiesEntities, migrations: companiesMigrations });
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
    t = await createTestApp({ imports: [CompaniesModule], entities: companiesEntities, migrations: companiesMigrations });
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
});

// Server paging, sorting, search and status filters of the company, user and invitation lists (issue 12), through
// HTTP on a real database; without paging parameters each list keeps the spec's whole-list answer.
import { createTestApp, TestApp } from '@app/nest-testing';
import { companiesFeature } from '../src';

describe('paged admin lists', () => {
  let t: TestApp;
  let admin: string;
  const get = (path: string) => t.http.get(path).set('Authorization', `Bearer ${admin}`);
  const names = (body: { items: Array<{ name: string }> }) => body.items.map((c) => c.name);

  beforeAll(async () => {
    t = await createTestApp({ features: [companiesFeature] });
    admin = (await t.createUser({ role: 'Admin', email: 'root@admin.example', firstName: 'Root', lastName: 'Admin' })).token;
    // 30 companies "Company 01".."Company 30", every third inactive, one with a % in its name; employees and users on some.
    for (let i = 1; i <= 30; i += 1) {
      const name = i === 7 ? 'Fifty 50% Ltd' : `Company ${String(i).padStart(2, '0')}`;
      const [{ id }] = await t.dataSource.query(
        `INSERT INTO companies.companies (name, is_active, subscription_end_date) VALUES ($1, $2, $3) RETURNING id`,
        [name, i % 3 !== 0, i === 30 ? new Date(Date.now() - 5 * 86400_000) : null],
      );
      for (let e = 0; e < i % 4; e += 1) await t.dataSource.query(`INSERT INTO companies.employees (company_id, first_name, last_name) VALUES ($1, 'E', 'X')`, [id]);
      if (i === 1 || i === 2 || i === 4) await t.createUser({ role: 'Manager', companyId: id, email: `manager${i}@firm${i}.example`, firstName: 'Mia', lastName: `Manager${i}` });
    }
    await t.http.post('/api/admin/invite-company-creation').set('Authorization', `Bearer ${admin}`).send({ email: 'pending@new.example' }).expect(201);
    await t.dataSource.query(
      `INSERT INTO companies.invitations (email, role, token_hash, token_encrypted, expires_at) VALUES ('old@new.example', 'Manager', md5('old'), 'x', now() - interval '1 day')`,
    );
  });
  afterAll(() => t.close());

  it('without paging parameters answers the whole list, as the spec says', async () => {
    const body = (await get('/api/admin/companies').expect(200)).body;
    expect(Array.isArray(body)).toBe(true);
    expect(body).toHaveLength(30);
    expect(Array.isArray((await get('/api/admin/user-management').expect(200)).body)).toBe(true);
    expect(Array.isArray((await get('/api/admin/invitations').expect(200)).body)).toBe(true);
  });

  it('companies: one page by name, with the counts of its rows and the filtered total', async () => {
    const body = (await get('/api/admin/companies?page=2&pageSize=10').expect(200)).body;
    expect(body).toMatchObject({ total: 30, page: 2, pageSize: 10 });
    expect(names(body)).toEqual(['Company 12', 'Company 13', 'Company 14', 'Company 15', 'Company 16', 'Company 17', 'Company 18', 'Company 19', 'Company 20', 'Company 21']);
    expect(body.items[0]).toMatchObject({ name: 'Company 12', employeeCount: 0, isActive: false, userCount: 0, subscriptionPlan: 0, usedFileStorageBytes: 0 });
    expect(body.items[3]).toMatchObject({ name: 'Company 15', employeeCount: 3, isActive: false });
    const first = (await get('/api/admin/companies?page=1&pageSize=3').expect(200)).body;
    expect(first.items.map((c: { userCount: number }) => c.userCount)).toEqual([1, 1, 0]);
    expect((await get('/api/admin/companies?page=99&pageSize=10').expect(200)).body).toMatchObject({ items: [], total: 30 });
  });

  it('companies: sort descending, search anywhere in the name (wildcards taken literally), status', async () => {
    expect(names((await get('/api/admin/companies?sort=-name&pageSize=2').expect(200)).body)).toEqual(['Fifty 50% Ltd', 'Company 30']);
    const search = (await get('/api/admin/companies?search=any 2').expect(200)).body;
    expect(search.total).toBe(10);
    expect(names(search).slice(0, 2)).toEqual(['Company 20', 'Company 21']);
    expect(names((await get(`/api/admin/companies?search=${encodeURIComponent('50%')}`).expect(200)).body)).toEqual(['Fifty 50% Ltd']);
    expect((await get(`/api/admin/companies?search=${encodeURIComponent('%')}`).expect(200)).body.total).toBe(1);
    expect((await get('/api/admin/companies?search=COMPANY 0&status=inactive').expect(200)).body.items.map((c: { name: string }) => c.name)).toEqual(['Company 03', 'Company 06', 'Company 09']);
    expect(names((await get('/api/admin/companies?status=expired').expect(200)).body)).toEqual(['Company 30']);
    expect((await get('/api/admin/companies?status=active').expect(200)).body.total).toBe(20);
  });

  it('400 per field on an unknown sort or status, a page size beyond 100 or a search too long; never a 500', async () => {
    expect((await get('/api/admin/companies?sort=userCount').expect(400)).body.errors.sort).toEqual(['sort must be one of: name, createdAt, plan, subscriptionEnd, status (with a leading - for descending)']);
    expect((await get('/api/admin/companies?status=gone').expect(400)).body.errors.status).toEqual(['status must be one of: active, inactive, expired']);
    expect((await get('/api/admin/companies?pageSize=101').expect(400)).body.errors).toHaveProperty('pageSize');
    expect((await get(`/api/admin/companies?search=${'x'.repeat(101)}`).expect(400)).body.errors).toHaveProperty('search');
    for (const q of ['sort=name;DROP', 'sort[]=name', 'page=abc', 'status=Active', "search='); DROP TABLE x; --"]) {
      const res = await get(`/api/admin/user-management?${q}`);
      expect([200, 400]).toContain(res.status);
    }
  });

  it('users: search by name, e-mail or company name; status; sort; and the summary cards in one call', async () => {
    const byCompany = (await get('/api/admin/user-management?search=company 02').expect(200)).body;
    expect(byCompany.items.map((u: { email: string }) => u.email)).toEqual(['manager2@firm2.example']);
    expect((await get('/api/admin/user-management?search=FIRM4').expect(200)).body.total).toBe(1);
    expect((await get('/api/admin/user-management?search=mia manager1').expect(200)).body.items).toHaveLength(1);
    const sorted = (await get('/api/admin/user-management?sort=email&pageSize=2').expect(200)).body;
    expect(sorted.items.map((u: { email: string }) => u.email)).toEqual(['manager1@firm1.example', 'manager2@firm2.example']);
    expect(sorted.total).toBe(4);
    expect((await get('/api/admin/user-management?status=inactive').expect(200)).body.total).toBe(0);
    expect((await get('/api/admin/user-management/summary').expect(200)).body).toEqual({ total: 4, active: 4, inactive: 0, administrators: 1 });
  });

  it('invitations: status and search', async () => {
    expect((await get('/api/admin/invitations?status=pending').expect(200)).body.items.map((i: { email: string }) => i.email)).toEqual(['pending@new.example']);
    expect((await get('/api/admin/invitations?status=expired').expect(200)).body.items.map((i: { email: string }) => i.email)).toEqual(['old@new.example']);
    expect((await get('/api/admin/invitations?search=OLD@').expect(200)).body.total).toBe(1);
    expect((await get('/api/admin/invitations?sort=email').expect(200)).body.items.map((i: { email: string }) => i.email)).toEqual(['old@new.example', 'pending@new.example']);
  });
});

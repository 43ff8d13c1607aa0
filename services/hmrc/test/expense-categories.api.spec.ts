// Expense categories API through HTTP on a real database: CRUD, seed, update-categories and every error path.
import { CT600_BOXES, DEFAULT_EXPENSE_CATEGORIES } from '../src/expense-categories/ct600';
import { createHmrcTestApp, expectAdminOnly, HmrcTestApp } from './support/hmrc-test-app';

const BASE = '/api/expensecategory';
const MISSING = '00000000-0000-4000-8000-000000000000';

describe('Expense categories API', () => {
  let t: HmrcTestApp;
  const admin = () => t.as(t.admin);

  beforeAll(async () => {
    t = await createHmrcTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await t.dataSource.query('DELETE FROM hmrc.expense_categories');
  });

  it('is Admin only: 401 without a token, 403 for Manager and Employee on every route', async () => {
    await expectAdminOnly(t, [
      ['get', BASE],
      ['post', BASE],
      ['put', `${BASE}/${MISSING}`],
      ['delete', `${BASE}/${MISSING}`],
      ['post', `${BASE}/seed`],
      ['post', `${BASE}/update-categories`],
    ]);
  });

  describe('create, list, update, delete', () => {
    it('creates with the CT600 wording of a known box, lists by name', async () => {
      const created = await admin().post(BASE, { name: ' Travel ', description: 'Train fares', cT600BoxNumber: '155' }).expect(201);
      expect(created.body).toEqual({
        id: expect.any(String),
        name: 'Travel',
        description: 'Train fares',
        cT600BoxNumber: '155',
        cT600Description: 'Trading profits',
        isActive: true,
      });
      await admin().post(BASE, { name: 'Advertising', description: 'Ads', cT600BoxNumber: 155, isActive: false }).expect(201);
      const list = await admin().get(BASE).expect(200);
      expect(list.body.map((c: { name: string; isActive: boolean }) => [c.name, c.isActive])).toEqual([['Advertising', false], ['Travel', true]]);
    });

    it('keeps an explicit CT600 description and accepts no box at all', async () => {
      const own = await admin().post(BASE, { name: 'Own', description: 'd', cT600BoxNumber: '999', cT600Description: 'Custom' }).expect(201);
      expect(own.body).toMatchObject({ cT600BoxNumber: '999', cT600Description: 'Custom' });
      const none = await admin().post(BASE, { name: 'None', description: 'd', cT600BoxNumber: '' }).expect(201);
      expect(none.body).toMatchObject({ cT600BoxNumber: null, cT600Description: null });
    });

    it('updates every field; a new box takes its wording, an unchanged box keeps a custom description', async () => {
      const { body } = await admin().post(BASE, { name: 'Travel', description: 'd', cT600BoxNumber: '155', cT600Description: 'Custom' }).expect(201);
      const same = await admin().put(`${BASE}/${body.id}`, { name: 'Travel and Subsistence', description: 'Trains', cT600BoxNumber: '155', isActive: false }).expect(200);
      expect(same.body).toEqual({ id: body.id, name: 'Travel and Subsistence', description: 'Trains', cT600BoxNumber: '155', cT600Description: 'Custom', isActive: false });
      const moved = await admin().put(`${BASE}/${body.id}`, { name: 'Travel and Subsistence', description: 'Trains', cT600BoxNumber: '305' }).expect(200);
      expect(moved.body).toMatchObject({ cT600BoxNumber: '305', cT600Description: 'Qualifying donations', isActive: false });
      // Renaming to its own name in another case is not a duplicate.
      await admin().put(`${BASE}/${body.id}`, { name: 'TRAVEL AND SUBSISTENCE', description: 'Trains' }).expect(200);
    });

    it('deletes', async () => {
      const { body } = await admin().post(BASE, { name: 'Travel', description: 'd' }).expect(201);
      const r = await admin().delete(`${BASE}/${body.id}`).expect(200);
      expect(r.body).toEqual({ message: expect.stringContaining('Travel') });
      expect((await admin().get(BASE).expect(200)).body).toEqual([]);
    });
  });

  describe('errors', () => {
    it('400 per field: name and description required', async () => {
      const r = await admin().post(BASE, {}).expect(400);
      expect(r.body).toEqual({ message: expect.any(String), errors: { name: ['Name is required'], description: ['Description is required'] } });
      const blank = await admin().post(BASE, { name: '   ', description: 'x' }).expect(400);
      expect(blank.body.errors).toEqual({ name: ['Name is required'] });
    });

    it('400 for a malformed box number, too long texts, a non-boolean flag and unknown fields', async () => {
      const r = await admin()
        .post(BASE, { name: 'x'.repeat(101), description: 'd'.repeat(501), cT600BoxNumber: 'box 1', isActive: 'yes' })
        .expect(400);
      expect(Object.keys(r.body.errors).sort()).toEqual(['cT600BoxNumber', 'description', 'isActive', 'name']);
      expect(r.body.errors.cT600BoxNumber).toEqual(['CT600 box number must be a box number such as 155']);
      // Unknown fields are ignored, never stored (issue 11: bodies as clients send them).
      const unknown = await admin().post(BASE, { name: 'a', description: 'b', colour: 'red' }).expect(201);
      expect(unknown.body).not.toHaveProperty('colour');
    });

    it('409 for a duplicate name (case-insensitive) on create and on update', async () => {
      await admin().post(BASE, { name: 'Travel', description: 'd' }).expect(201);
      const other = await admin().post(BASE, { name: 'Meals', description: 'd' }).expect(201);
      await admin().post(BASE, { name: 'travel', description: 'd' }).expect(409, { message: 'An expense category named "travel" already exists' });
      await admin().put(`${BASE}/${other.body.id}`, { name: 'TRAVEL', description: 'd' }).expect(409);
    });

    it('409 when two creates race for one name (the unique index decides)', async () => {
      const results = await Promise.all([1, 2, 3].map(() => admin().post(BASE, { name: 'Race', description: 'd' })));
      expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    });

    it('404 for unknown and malformed ids', async () => {
      for (const id of [MISSING, 'not-a-uuid']) {
        await admin().put(`${BASE}/${id}`, { name: 'a', description: 'b' }).expect(404, { message: 'Expense category not found' });
        await admin().delete(`${BASE}/${id}`).expect(404, { message: 'Expense category not found' });
      }
    });
  });

  describe('seed and update-categories', () => {
    it('seed creates the default set with CT600 mappings, then refuses with 409', async () => {
      const r = await admin().post(`${BASE}/seed`).expect(201);
      expect(r.body).toEqual({ message: `${DEFAULT_EXPENSE_CATEGORIES.length} default expense categories created` });
      const list = (await admin().get(BASE).expect(200)).body as Array<{ name: string; cT600BoxNumber: string | null; cT600Description: string | null }>;
      expect(list).toHaveLength(DEFAULT_EXPENSE_CATEGORIES.length);
      for (const c of list) {
        expect(c.cT600Description).toBe(c.cT600BoxNumber ? CT600_BOXES[c.cT600BoxNumber] : null);
      }
      expect(list.find((c) => c.name === 'Charitable Donations')).toMatchObject({ cT600BoxNumber: '305', cT600Description: 'Qualifying donations' });
      const again = await admin().post(`${BASE}/seed`).expect(409);
      expect(again.body.message).toMatch(/already exist/);
    });

    it('seed is refused when any category exists', async () => {
      await admin().post(BASE, { name: 'Mine', description: 'd' }).expect(201);
      await admin().post(`${BASE}/seed`).expect(409);
    });

    it('concurrent seeds create the set once', async () => {
      const results = await Promise.all([1, 2].map(() => admin().post(`${BASE}/seed`)));
      expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
      expect((await admin().get(BASE).expect(200)).body).toHaveLength(DEFAULT_EXPENSE_CATEGORIES.length);
    });

    it('update-categories re-applies the mappings by name and reports how many changed', async () => {
      await admin().post(`${BASE}/seed`).expect(201);
      const list = (await admin().get(BASE).expect(200)).body as Array<{ id: string; name: string; description: string }>;
      const travel = list.find((c) => c.name === 'Travel')!;
      const donations = list.find((c) => c.name === 'Charitable Donations')!;
      await admin().put(`${BASE}/${travel.id}`, { name: 'travel', description: travel.description, cT600BoxNumber: '999', cT600Description: 'Wrong' }).expect(200);
      await admin().put(`${BASE}/${donations.id}`, { name: donations.name, description: donations.description, cT600BoxNumber: null }).expect(200);
      await admin().post(BASE, { name: 'Not a default', description: 'd', cT600BoxNumber: '999' }).expect(201);

      const r = await admin().post(`${BASE}/update-categories`).expect(200);
      expect(r.body).toEqual({ message: 'CT600 mappings updated: 2 categories changed' });
      const after = (await admin().get(BASE).expect(200)).body as Array<{ name: string; cT600BoxNumber: string | null; cT600Description: string | null }>;
      expect(after.find((c) => c.name === 'travel')).toMatchObject({ cT600BoxNumber: '155', cT600Description: 'Trading profits' });
      expect(after.find((c) => c.name === 'Charitable Donations')).toMatchObject({ cT600BoxNumber: '305' });
      expect(after.find((c) => c.name === 'Not a default')).toMatchObject({ cT600BoxNumber: '999' });

      const none = await admin().post(`${BASE}/update-categories`).expect(200);
      expect(none.body).toEqual({ message: 'CT600 mappings are up to date: no categories changed' });
    });
  });
});

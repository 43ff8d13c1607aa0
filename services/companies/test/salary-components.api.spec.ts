import { createTestApp, TestApp } from '@app/nest-testing';
import { companiesFeature } from '../src';
import { DEFAULT_SALARY_COMPONENTS } from '../src/salary-components/salary-component-rules';
import { salaryComponentUsage } from './support/overrides';

const BASE = '/api/admin/salary-component-templates';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

const custom = (code: string, extra: object = {}) => ({
  code,
  name: 'Shift allowance',
  description: 'Paid for night shifts',
  kind: 'payment',
  calculation: 'fixed',
  baseComponentCode: null,
  subjectToIncomeTax: true,
  subjectToEmployeeNi: true,
  subjectToEmployerNi: true,
  pensionable: true,
  pensionableEarningsBasis: 'qualifying',
  notional: false,
  netPayDeduction: false,
  isStatutoryPay: false,
  statutoryPayType: null,
  fpsField: 'TaxablePay',
  ...extra,
});

describe('admin salary-component templates', () => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  const usage = salaryComponentUsage();

  beforeAll(async () => {
    t = await createTestApp({ features: [companiesFeature], overrides: [usage.override] });
    admin = (await t.createUser({ role: 'Admin' })).token;
    manager = (await t.createUser({ role: 'Manager' })).token;
  });
  afterAll(() => t.close());

  const as = (token: string) => ({
    get: (path: string) => t.http.get(path).set('Authorization', `Bearer ${token}`),
    post: (path: string, body: object = {}) => t.http.post(path).set('Authorization', `Bearer ${token}`).send(body),
    put: (path: string, body: object) => t.http.put(path).set('Authorization', `Bearer ${token}`).send(body),
    delete: (path: string) => t.http.delete(path).set('Authorization', `Bearer ${token}`),
  });
  const api = () => as(admin);
  const codes = async (query = '') => ((await api().get(`${BASE}${query}`).expect(200)).body as Array<{ code: string }>).map((c) => c.code);

  it('refuses anonymous callers (401) and non-admins (403) on every route', async () => {
    const calls: Array<(token?: string) => ReturnType<TestApp['http']['get']>> = [
      (tk) => (tk ? as(tk).get(BASE) : t.http.get(BASE)),
      (tk) => (tk ? as(tk).get(`${BASE}/${UNKNOWN}`) : t.http.get(`${BASE}/${UNKNOWN}`)),
      (tk) => (tk ? as(tk).post(BASE, custom('X1')) : t.http.post(BASE).send(custom('X1'))),
      (tk) => (tk ? as(tk).put(`${BASE}/${UNKNOWN}`, custom('X1')) : t.http.put(`${BASE}/${UNKNOWN}`).send(custom('X1'))),
      (tk) => (tk ? as(tk).post(`${BASE}/${UNKNOWN}/activate`) : t.http.post(`${BASE}/${UNKNOWN}/activate`)),
      (tk) => (tk ? as(tk).post(`${BASE}/${UNKNOWN}/deactivate`) : t.http.post(`${BASE}/${UNKNOWN}/deactivate`)),
      (tk) => (tk ? as(tk).delete(`${BASE}/${UNKNOWN}`) : t.http.delete(`${BASE}/${UNKNOWN}`)),
      (tk) => (tk ? as(tk).post(`${BASE}/defaults/preview`) : t.http.post(`${BASE}/defaults/preview`)),
      (tk) => (tk ? as(tk).post(`${BASE}/defaults`) : t.http.post(`${BASE}/defaults`)),
    ];
    for (const call of calls) {
      expect((await call().expect(401)).body.message).toBeTruthy();
      expect((await call(manager).expect(403)).body).toEqual({ message: 'Access denied. Admin privileges required.' });
    }
    expect(await codes()).toEqual([]);
  });

  it('previews then creates the default UK set when the catalogue is empty', async () => {
    const all = DEFAULT_SALARY_COMPONENTS.map((d) => d.code);
    expect((await api().post(`${BASE}/defaults/preview`).expect(200)).body).toEqual({ added: all, changed: [], unchanged: [] });
    expect(await codes()).toEqual([]);
    expect((await api().post(`${BASE}/defaults`).expect(200)).body).toEqual({ added: all, changed: [], unchanged: [] });
    const list = (await api().get(BASE).expect(200)).body;
    expect(list).toHaveLength(all.length);
    expect(list.find((c: { code: string }) => c.code === 'PAYROLLED_BENEFIT')).toMatchObject({
      name: 'Payrolled benefits', kind: 'payment', subjectToIncomeTax: true, subjectToEmployeeNi: false, notional: true,
      fpsField: 'BenefitsTaxedViaPayrollYTD', isActive: true, isDefault: true,
    });
    expect(await codes('?kind=deduction')).toEqual(expect.arrayContaining(['STUDENT_LOAN', 'SAL_SAC_PENSION']));
    expect(await codes('?kind=deduction')).not.toContain('BASIC_PAY');
  });

  it('creates, reads, updates (ignoring server-owned fields), filters and deactivates a component', async () => {
    const created = (await api().post(BASE, custom('shift_allow')).expect(201)).body;
    expect(created).toMatchObject({ code: 'SHIFT_ALLOW', name: 'Shift allowance', isActive: true, isDefault: false });
    expect((await api().get(`${BASE}/${created.id}`).expect(200)).body).toEqual(created);

    const edited = { ...created, id: UNKNOWN, isDefault: true, createdAt: '2000-01-01', name: 'Night shift allowance', calculation: 'percentage', baseComponentCode: 'basic_pay' };
    const updated = (await api().put(`${BASE}/${created.id}`, edited).expect(200)).body;
    expect(updated).toMatchObject({ id: created.id, name: 'Night shift allowance', calculation: 'percentage', baseComponentCode: 'BASIC_PAY', isDefault: false, createdAt: created.createdAt });

    expect((await api().post(`${BASE}/${created.id}/deactivate`).expect(200)).body.isActive).toBe(false);
    expect(await codes('?active=false')).toEqual(['SHIFT_ALLOW']);
    expect(await codes('?active=true')).not.toContain('SHIFT_ALLOW');
    expect((await api().post(`${BASE}/${created.id}/activate`).expect(200)).body.isActive).toBe(true);

    // A fixed amount drops a stale base code.
    expect((await api().put(`${BASE}/${created.id}`, { ...edited, calculation: 'fixed' }).expect(200)).body.baseComponentCode).toBeNull();
  });

  it('answers 404 for unknown or malformed ids', async () => {
    for (const id of [UNKNOWN, 'not-an-id']) {
      expect((await api().get(`${BASE}/${id}`).expect(404)).body).toEqual({ message: 'Salary component not found' });
      await api().put(`${BASE}/${id}`, custom('ZZ')).expect(404);
      await api().post(`${BASE}/${id}/deactivate`).expect(404);
      await api().delete(`${BASE}/${id}`).expect(404);
    }
  });

  it('validates every field with a message per field', async () => {
    const bad = await api()
      .post(BASE, { code: 'a b', name: '', kind: 'bonus', calculation: 'tiered', subjectToIncomeTax: 'yes', pensionableEarningsBasis: 'all', fpsField: 'Box1', statutoryPayType: 'XYZ', description: 'x'.repeat(501) })
      .expect(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(
      [
        'calculation', 'code', 'description', 'fpsField', 'isStatutoryPay', 'kind', 'name', 'netPayDeduction', 'notional', 'pensionable',
        'pensionableEarningsBasis', 'statutoryPayType', 'subjectToEmployeeNi', 'subjectToEmployerNi', 'subjectToIncomeTax',
      ].sort(),
    );
    expect(bad.body.errors.code).toEqual(['Code must be 2 to 20 letters, digits or underscores (e.g. BASIC_PAY)']);
    expect(bad.body.errors.name).toEqual(['Name is required']);

    const rules = await api().post(BASE, custom('RULES', { kind: 'deduction', notional: true, isStatutoryPay: false, statutoryPayType: 'SSP', calculation: 'percentage', baseComponentCode: 'NOPE' })).expect(400);
    expect(rules.body.errors).toEqual({
      notional: ['A deduction cannot be notional (benefit in kind)'],
      statutoryPayType: ['A statutory payment type is only set when the component is statutory pay'],
      baseComponentCode: ['The base component does not exist'],
    });
    expect((await api().post(BASE, custom('SELF', { calculation: 'percentage', baseComponentCode: 'self' })).expect(400)).body.errors).toEqual({
      baseComponentCode: ['A component cannot be a percentage of itself'],
    });
    expect((await api().post(BASE, custom('STAT', { isStatutoryPay: true })).expect(400)).body.errors).toEqual({
      statutoryPayType: ['Choose the statutory payment (SSP, SMP, SPP, ShPP, SAP or SPBP)'],
    });
    expect((await api().post(BASE, custom('NOTPENS', { pensionable: false })).expect(400)).body.errors).toEqual({
      pensionableEarningsBasis: ['A component that is not pensionable counts toward no pension earnings (none)'],
    });
    expect(await codes()).not.toEqual(expect.arrayContaining(['RULES']));
  });

  it('keeps codes unique case-insensitively: 409 on create and on rename', async () => {
    expect((await api().post(BASE, custom('Bonus')).expect(409)).body).toEqual({ message: 'A salary component with this code already exists' });
    const other = (await api().post(BASE, custom('TIPS')).expect(201)).body;
    await api().put(`${BASE}/${other.id}`, custom('commission')).expect(409);
  });

  it('two concurrent creates of one code: one 201, one 409', async () => {
    const [a, b] = await Promise.all([api().post(BASE, custom('RACE_CODE')), api().post(BASE, custom('race_code'))]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect((await codes()).filter((c) => c === 'RACE_CODE')).toHaveLength(1);
  });

  it('refuses to delete (409) or rename a component in use; deactivating stays possible', async () => {
    const car = (await api().post(BASE, custom('CAR_ALLOW')).expect(201)).body;
    usage.models.CAR_ALLOW = ['Limited company', 'Umbrella'];
    expect((await api().delete(`${BASE}/${car.id}`).expect(409)).body).toEqual({
      message: 'This component is used by Limited company, Umbrella: deactivate it instead of deleting it',
    });
    await api().put(`${BASE}/${car.id}`, custom('CAR_ALLOWANCE')).expect(409);
    await api().post(`${BASE}/${car.id}/deactivate`).expect(200);
    delete usage.models.CAR_ALLOW;

    // Another component being a percentage of it also counts as use.
    await api().post(BASE, custom('CAR_PCT', { calculation: 'percentage', baseComponentCode: 'CAR_ALLOW' })).expect(201);
    expect((await api().delete(`${BASE}/${car.id}`).expect(409)).body.message).toContain('component CAR_PCT');
    const pct = (await api().get(`${BASE}`).expect(200)).body.find((c: { code: string }) => c.code === 'CAR_PCT');
    expect((await api().delete(`${BASE}/${pct.id}`).expect(200)).body).toEqual({ message: 'Salary component CAR_PCT deleted' });
    await api().delete(`${BASE}/${car.id}`).expect(200);
    await api().get(`${BASE}/${car.id}`).expect(404);
  });

  it('restore defaults re-adds missing defaults and resets changed ones, leaving custom components alone', async () => {
    const list = (await api().get(BASE).expect(200)).body as Array<{ id: string; code: string; name: string }>;
    const basic = list.find((c) => c.code === 'BASIC_PAY')!;
    const ssp = list.find((c) => c.code === 'SSP')!;
    await api().put(`${BASE}/${basic.id}`, { ...basic, name: 'Salary', subjectToEmployerNi: false }).expect(200);
    await api().post(`${BASE}/${ssp.id}/deactivate`).expect(200);
    const student = list.find((c) => c.code === 'STUDENT_LOAN')!;
    await api().delete(`${BASE}/${student.id}`).expect(200);

    const preview = (await api().post(`${BASE}/defaults/preview`).expect(200)).body;
    expect(preview.added).toEqual(['STUDENT_LOAN']);
    expect(preview.changed).toEqual(['BASIC_PAY']);
    expect(preview.unchanged).toContain('SSP');
    expect((await api().post(`${BASE}/defaults`).expect(200)).body).toEqual(preview);

    const after = (await api().get(BASE).expect(200)).body as Array<{ code: string; name: string; subjectToEmployerNi: boolean; isActive: boolean }>;
    expect(after.find((c) => c.code === 'BASIC_PAY')).toMatchObject({ name: 'Basic pay', subjectToEmployerNi: true });
    expect(after.find((c) => c.code === 'STUDENT_LOAN')).toBeTruthy();
    expect(after.find((c) => c.code === 'TIPS')).toMatchObject({ name: 'Shift allowance' });
    // An unchanged default keeps the admin's active flag.
    expect(after.find((c) => c.code === 'SSP')!.isActive).toBe(false);
    expect((await api().post(`${BASE}/defaults/preview`).expect(200)).body.changed).toEqual([]);
  });

  it('two concurrent restores add a missing default once', async () => {
    const loan = ((await api().get(BASE).expect(200)).body as Array<{ id: string; code: string }>).find((c) => c.code === 'POSTGRAD_LOAN')!;
    await api().delete(`${BASE}/${loan.id}`).expect(200);
    const [a, b] = await Promise.all([api().post(`${BASE}/defaults`), api().post(`${BASE}/defaults`)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([...a.body.added, ...b.body.added]).toEqual(['POSTGRAD_LOAN']);
    expect((await codes()).filter((c) => c === 'POSTGRAD_LOAN')).toHaveLength(1);
  });

  it('refuses a bad list filter with 400', async () => {
    expect((await api().get(`${BASE}?kind=bonus`).expect(400)).body.errors.kind).toEqual(['Kind must be payment or deduction']);
    await api().get(`${BASE}?active=maybe`).expect(400);
  });
});

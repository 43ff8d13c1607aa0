// Business models through HTTP on a real database (issue 14, docs/business-models.md): the shipped catalogue, create /
// clone / edit with per-field validation, unique names under concurrency, assignment from both screens with per-company
// overrides, what a company's users receive, in-use protection, and the live-reload event.
import type { BusinessModelChangedEvent } from '@app/contracts';
import { EventBus } from '@app/nest-common';
import { createTestApp, eventually, TestApp } from '@app/nest-testing';
import { companiesFeature } from '../src';

const BASE = '/api/admin/business-models';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

const ALL_ON = { payroll: true, invoicing: true, expenses: true, recurringExpenses: true, vatReturns: true, ct600: true, autoEnrolment: true };
const model = (name: string, extra: object = {}) => ({
  name,
  description: 'Freelance IT contractors',
  features: { ...ALL_ON },
  defaults: { vatScheme: 'flat-rate', accountingPeriodEndMonth: 3, payFrequencies: ['monthly'], salaryComponentCodes: ['BASIC_PAY'] },
  expenseCategories: ['Travel', 'Training'],
  ...extra,
});

describe('admin business models', () => {
  let t: TestApp;
  let admin: string;
  let acme: string;
  let globex: string;
  let acmeManager: string;
  let globexManager: string;
  const events: BusinessModelChangedEvent[] = [];

  const http = () => ({
    get: (path: string) => t.http.get(path).set('Authorization', `Bearer ${admin}`),
    post: (path: string, body: object = {}) => t.http.post(path).set('Authorization', `Bearer ${admin}`).send(body),
    put: (path: string, body: object) => t.http.put(path).set('Authorization', `Bearer ${admin}`).send(body),
    del: (path: string) => t.http.delete(path).set('Authorization', `Bearer ${admin}`),
  });
  const config = (token: string) => t.http.get('/api/businessmodel').set('Authorization', `Bearer ${token}`).expect(200);
  const byName = async (name: string) => ((await http().get(BASE).expect(200)).body as Array<{ name: string; id: string }>).find((m) => m.name === name)!;

  beforeAll(async () => {
    t = await createTestApp({ features: [companiesFeature] });
    admin = (await t.createUser({ role: 'Admin' })).token;
    const company = async (name: string) => ((await t.dataSource.query(`INSERT INTO companies.companies (name) VALUES ($1) RETURNING id`, [name])) as { id: string }[])[0].id;
    acme = await company('Acme Ltd');
    globex = await company('Globex');
    acmeManager = (await t.createUser({ role: 'Manager', companyId: acme })).token;
    globexManager = (await t.createUser({ role: 'Manager', companyId: globex })).token;
    t.app.get(EventBus).subscribe('business-model.changed', (e) => void events.push(e));
  });
  afterAll(() => t.close());
  beforeEach(() => void events.splice(0));

  it('ships the UK models, the default first, and answers Admins only', async () => {
    const list = (await http().get(BASE).expect(200)).body;
    expect(list.map((m: { name: string }) => m.name)).toEqual(['Limited company', 'Charity', 'Partnership', 'Sole trader', 'Umbrella / contractor']);
    expect(list[0]).toMatchObject({ isDefault: true, companyCount: 2, features: ALL_ON, defaults: { vatScheme: 'standard', accountingPeriodEndMonth: 3, payFrequencies: ['monthly'] } });
    expect(list[0].defaults.salaryComponentCodes).toEqual(expect.arrayContaining(['BASIC_PAY', 'SMP', 'STUDENT_LOAN']));
    expect(list[0].expenseCategories).toContain('Salaries and Wages');
    expect(list.find((m: { name: string }) => m.name === 'Sole trader')).toMatchObject({ isDefault: false, companyCount: 0, features: { payroll: false, ct600: false, expenses: true } });
    await t.http.get(BASE).set('Authorization', `Bearer ${acmeManager}`).expect(403);
    await t.http.get(BASE).expect(401);
    await http().get(`${BASE}/${UNKNOWN}`).expect(404);
    await http().get(`${BASE}/not-an-id`).expect(404);
  });

  it('a company without an assignment gets the default model; admins get no business model', async () => {
    expect((await config(globexManager)).body).toEqual({
      name: 'Limited company',
      currency: 'GBP',
      features: ALL_ON,
      overriddenFeatures: [],
      defaults: expect.objectContaining({ vatScheme: 'standard' }),
      expenseCategories: expect.arrayContaining(['Travel']),
    });
    await t.http.get('/api/businessmodel').set('Authorization', `Bearer ${admin}`).expect(403);
  });

  it('creates a model (ignoring server-owned and unknown fields), normalising lists', async () => {
    const body = model('IT contractor', {
      id: UNKNOWN,
      isDefault: true,
      companyCount: 99,
      hacker: 'x',
      defaults: { vatScheme: 'flat-rate', accountingPeriodEndMonth: 12, payFrequencies: ['monthly', 'weekly', 'monthly'], salaryComponentCodes: [' basic_pay ', 'SMP', 'BASIC_PAY'] },
      expenseCategories: ['Travel', ' travel ', 'Training', ''],
    });
    const created = (await http().post(BASE, body).expect(201)).body;
    expect(created).toMatchObject({
      name: 'IT contractor',
      description: 'Freelance IT contractors',
      isDefault: false,
      companyCount: 0,
      defaults: { accountingPeriodEndMonth: 12, payFrequencies: ['monthly', 'weekly'], salaryComponentCodes: ['BASIC_PAY', 'SMP'] },
      expenseCategories: ['Travel', 'Training'],
    });
    expect(created.id).not.toBe(UNKNOWN);
    expect(created).not.toHaveProperty('hacker');
    expect((await http().get(`${BASE}/${created.id}`).expect(200)).body).toEqual(created);
    expect(events).toEqual([]);
  });

  it.each([
    ['name', { name: '  ' }, 'Name is required'],
    ['name', { name: 'x'.repeat(101) }, 'Name must be at most 100 characters'],
    ['description', { description: 'x'.repeat(501) }, 'Description must be text of at most 500 characters'],
    ['features', { features: 'all' }, 'Features are required: each switch on or off'],
    ['features.payroll', { features: { ...ALL_ON, payroll: 'yes' } }, 'Payroll must be on or off'],
    ['features.ct600', { features: { ...ALL_ON, ct600: undefined } }, 'CT600 (Corporation Tax) must be on or off'],
    ['features.recurringExpenses', { features: { ...ALL_ON, expenses: false } }, 'Recurring expenses need Expenses on'],
    ['features.autoEnrolment', { features: { ...ALL_ON, payroll: false } }, 'Pension auto-enrolment needs Payroll on'],
    ['defaults', { defaults: null }, 'Defaults are required'],
    ['defaults.vatScheme', { defaults: { vatScheme: 'vague', accountingPeriodEndMonth: 3, payFrequencies: [], salaryComponentCodes: [] } }, 'VAT scheme must be one of: not-registered, standard, cash, flat-rate, annual'],
    ['defaults.vatScheme', { defaults: { vatScheme: 'not-registered', accountingPeriodEndMonth: 3, payFrequencies: ['monthly'], salaryComponentCodes: [] } }, 'VAT returns need a VAT scheme: choose one other than "Not VAT registered"'],
    ['defaults.accountingPeriodEndMonth', { defaults: { vatScheme: 'cash', accountingPeriodEndMonth: 13, payFrequencies: ['monthly'], salaryComponentCodes: [] } }, 'Accounting period end must be a month from 1 to 12'],
    ['defaults.accountingPeriodEndMonth', { defaults: { vatScheme: 'cash', accountingPeriodEndMonth: '3', payFrequencies: ['monthly'], salaryComponentCodes: [] } }, 'Accounting period end must be a month from 1 to 12'],
    ['defaults.payFrequencies', { defaults: { vatScheme: 'cash', accountingPeriodEndMonth: 3, payFrequencies: ['daily'], salaryComponentCodes: [] } }, 'Pay frequencies must be a list of: weekly, fortnightly, four-weekly, monthly, quarterly, annually'],
    ['defaults.payFrequencies', { defaults: { vatScheme: 'cash', accountingPeriodEndMonth: 3, payFrequencies: [], salaryComponentCodes: [] } }, 'Choose at least one pay frequency for a model with payroll'],
    ['defaults.salaryComponentCodes', { defaults: { vatScheme: 'cash', accountingPeriodEndMonth: 3, payFrequencies: ['monthly'], salaryComponentCodes: 'BASIC_PAY' } }, 'Salary components must be a list of at most 100 component codes'],
    ['defaults.salaryComponentCodes', { defaults: { vatScheme: 'cash', accountingPeriodEndMonth: 3, payFrequencies: ['monthly'], salaryComponentCodes: ['BASIC_PAY', 'NOPE', 'ALSO_NOT'] } }, 'Not in the salary-component catalogue: NOPE, ALSO_NOT'],
    ['expenseCategories', { expenseCategories: [{ name: 'Travel' }] }, 'Expense categories must be a list of at most 100 names of 1 to 100 characters'],
    ['expenseCategories', { expenseCategories: ['x'.repeat(101)] }, 'Expense categories must be a list of at most 100 names of 1 to 100 characters'],
  ])('400 on %s: %s', async (field, change, message) => {
    const res = await http().post(BASE, model('Invalid one', change)).expect(400);
    expect(res.body.errors[field]).toEqual([message]);
  });

  it('names are unique case-insensitively: 409 on create and rename, and when two creates race', async () => {
    const taken = await http().post(BASE, model('Limited COMPANY ')).expect(409);
    expect(taken.body.message).toBe('A business model with this name already exists');
    const charity = await byName('Charity');
    const res = await http().put(`${BASE}/${charity.id}`, model('sole trader'));
    expect(res.status).toBe(409);

    const racing = await Promise.all([http().post(BASE, model('Racing model')), http().post(BASE, model('racing MODEL'))]);
    expect(racing.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it('assigns a model to companies, lists them, and the users get it; the default keeps the rest', async () => {
    const sole = await byName('Sole trader');
    await http().post(`${BASE}/${sole.id}/companies`, { companyIds: [acme, UNKNOWN] }).expect(400);
    expect((await http().post(`${BASE}/${sole.id}/companies`, { companyIds: [] }).expect(400)).body.errors.companyIds).toEqual(['Choose at least one company (at most 1,000 at a time)']);
    await http().post(`${BASE}/${UNKNOWN}/companies`, { companyIds: [acme] }).expect(404);
    expect(events).toEqual([]);

    expect((await http().post(`${BASE}/${sole.id}/companies`, { companyIds: [acme] }).expect(200)).body).toEqual({ message: 'Sole trader assigned to 1 company' });
    await eventually(() => expect(events).toEqual([{ modelName: 'Sole trader', companyIds: [acme] }]));
    expect((await http().get(`${BASE}/${sole.id}/companies`).expect(200)).body).toEqual({
      items: [{ id: acme, name: 'Acme Ltd', isActive: true, assigned: true, featureOverrides: {} }],
      total: 1,
      page: 1,
      pageSize: 25,
    });
    const defaultModel = await byName('Limited company');
    const defaults = (await http().get(`${BASE}/${defaultModel.id}/companies?page=1&pageSize=10`).expect(200)).body;
    expect(defaults.items).toEqual([expect.objectContaining({ id: globex, assigned: false })]);
    expect((await http().get(`${BASE}/${defaultModel.id}`).expect(200)).body.companyCount).toBe(1);
    await http().get(`${BASE}/${sole.id}/companies?pageSize=1000`).expect(400);

    expect((await config(acmeManager)).body).toMatchObject({ name: 'Sole trader', features: { payroll: false, ct600: false, expenses: true } });
    expect((await config(globexManager)).body).toMatchObject({ name: 'Limited company' });
  });

  it("sets a company's model with overrides from the Companies screen; the overrides obey the feature rules", async () => {
    const partnership = await byName('Partnership');
    const path = `/api/admin/companies/${acme}/business-model`;
    await http().put(path, { businessModelId: UNKNOWN }).expect(400);
    await http().put(`/api/admin/companies/${UNKNOWN}/business-model`, { businessModelId: null }).expect(404);
    const bad = await http().put(path, { businessModelId: partnership.id, featureOverrides: { expenses: false } }).expect(400);
    expect(bad.body.errors).toEqual({ 'featureOverrides.recurringExpenses': ['Recurring expenses need Expenses on'] });
    await http().put(path, { businessModelId: partnership.id, featureOverrides: { payroll: 'off' } }).expect(400);

    const set = (await http().put(path, { businessModelId: partnership.id, featureOverrides: { invoicing: false, unknownSwitch: true } }).expect(200)).body;
    expect(set).toEqual({
      companyId: acme,
      businessModelId: partnership.id,
      businessModelName: 'Partnership',
      featureOverrides: { invoicing: false },
      features: { ...ALL_ON, ct600: false, invoicing: false },
    });
    expect((await http().get(path).expect(200)).body).toEqual(set);
    await eventually(() => expect(events).toEqual([{ modelName: 'Partnership', companyIds: [acme] }]));
    expect((await config(acmeManager)).body).toMatchObject({ name: 'Partnership', features: { invoicing: false, ct600: false, payroll: true }, overriddenFeatures: ['invoicing'] });

    // Back to the default model, without overrides.
    expect((await http().put(path, { businessModelId: null }).expect(200)).body).toMatchObject({ businessModelId: null, businessModelName: 'Limited company', featureOverrides: {} });
    expect((await config(acmeManager)).body).toMatchObject({ name: 'Limited company', overriddenFeatures: [] });
  });

  it('an edit reaches the companies using the model; an edit of the default reaches everyone', async () => {
    const umbrella = await byName('Umbrella / contractor');
    await http().post(`${BASE}/${umbrella.id}/companies`, { companyIds: [globex] }).expect(200);
    await eventually(() => expect(events).toHaveLength(1));
    events.splice(0);

    const current = (await http().get(`${BASE}/${umbrella.id}`).expect(200)).body;
    const edited = (await http().put(`${BASE}/${umbrella.id}`, { ...current, features: { ...current.features, invoicing: false } }).expect(200)).body;
    expect(edited).toMatchObject({ name: 'Umbrella / contractor', companyCount: 1, features: { invoicing: false } });
    await eventually(() => expect(events).toEqual([{ modelName: 'Umbrella / contractor', companyIds: [globex] }]));
    expect((await config(globexManager)).body.features.invoicing).toBe(false);
    await http().put(`${BASE}/${UNKNOWN}`, current).expect(404);

    events.splice(0);
    const limited = (await http().get(`${BASE}/${(await byName('Limited company')).id}`).expect(200)).body;
    await http().put(`${BASE}/${limited.id}`, { ...limited, description: 'Companies House registered' }).expect(200);
    await eventually(() => expect(events).toEqual([{ modelName: 'Limited company', companyIds: null }]));
  });

  it('a model in use or the default cannot be deleted; an unused one can', async () => {
    const umbrella = await byName('Umbrella / contractor');
    expect((await http().del(`${BASE}/${umbrella.id}`).expect(409)).body.message).toBe('This business model is used by 1 company: assign them another model first');
    const limited = await byName('Limited company');
    expect((await http().del(`${BASE}/${limited.id}`).expect(409)).body.message).toBe('The default business model cannot be deleted: make another model the default first');
    const spare = (await http().post(BASE, model('Spare model')).expect(201)).body;
    expect((await http().del(`${BASE}/${spare.id}`).expect(200)).body).toEqual({ message: 'Business model Spare model deleted' });
    await http().del(`${BASE}/${spare.id}`).expect(404);
  });

  it('making another model the default moves every unassigned company to it and tells everyone', async () => {
    const charity = await byName('Charity');
    const made = (await http().post(`${BASE}/${charity.id}/default`).expect(200)).body;
    expect(made).toMatchObject({ name: 'Charity', isDefault: true });
    await eventually(() => expect(events).toEqual([{ modelName: 'Charity', companyIds: null }]));
    const list = (await http().get(BASE).expect(200)).body;
    expect(list[0].name).toBe('Charity');
    expect(list.filter((m: { isDefault: boolean }) => m.isDefault)).toHaveLength(1);
    expect((await config(acmeManager)).body.name).toBe('Charity');
    await http().post(`${BASE}/${UNKNOWN}/default`).expect(404);
    // The previous default can now be deleted (nobody is assigned to it).
    await http().del(`${BASE}/${(await byName('Limited company')).id}`).expect(200);
  });

  it('a salary component listed by a model is in use: no delete, no code change, until the model drops it', async () => {
    const component = {
      code: 'CAR_ALLOW',
      name: 'Car allowance',
      kind: 'payment',
      calculation: 'fixed',
      subjectToIncomeTax: true,
      subjectToEmployeeNi: true,
      subjectToEmployerNi: true,
      pensionable: false,
      pensionableEarningsBasis: 'none',
      notional: false,
      netPayDeduction: false,
      isStatutoryPay: false,
      fpsField: 'TaxablePay',
    };
    const created = (await http().post('/api/admin/salary-component-templates', component).expect(201)).body;
    const m = (await http().post(BASE, model('Sales team', { defaults: { vatScheme: 'standard', accountingPeriodEndMonth: 3, payFrequencies: ['monthly'], salaryComponentCodes: ['car_allow'] } })).expect(201)).body;
    const refused = await http().del(`/api/admin/salary-component-templates/${created.id}`).expect(409);
    expect(refused.body.message).toBe('This component is used by Sales team: deactivate it instead of deleting it');
    await http().put(`/api/admin/salary-component-templates/${created.id}`, { ...component, code: 'CAR' }).expect(409);

    await http().put(`${BASE}/${m.id}`, { ...m, defaults: { ...m.defaults, salaryComponentCodes: [] } }).expect(200);
    await http().del(`/api/admin/salary-component-templates/${created.id}`).expect(200);
  });

  it('hostile bodies get 400s, never 500s', async () => {
    for (const body of [[], 'x', { features: [], defaults: [] }, { name: {}, features: null, defaults: { payFrequencies: {} } }, { name: 'n', expenseCategories: null }]) {
      const res = await t.http.post(BASE).set('Authorization', `Bearer ${admin}`).set('Content-Type', 'application/json').send(JSON.stringify(body));
      expect(res.status).toBe(400);
    }
    await http().post(`${BASE}/${(await byName('Charity')).id}/companies`, { companyIds: 'all' }).expect(400);
    await http().put(`/api/admin/companies/${acme}/business-model`, { businessModelId: 42 }).expect(400);
    await http().put(`/api/admin/companies/${acme}/business-model`, { businessModelId: null, featureOverrides: [] }).expect(400);
  });
});

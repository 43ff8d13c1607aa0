// Pricing configuration through HTTP against a real database and the embedded Stripe simulator on loopback.
import { STRIPE_ROUTES } from '@app/contracts';
import { BillingTestApp, createBillingTestApp } from './support/billing-test-app';

describe('Stripe pricing configuration API', () => {
  let t: BillingTestApp;
  let admin: string;
  let manager: string;

  beforeAll(async () => {
    t = await createBillingTestApp();
    admin = (await t.createUser({ role: 'Admin' })).token;
    manager = (await t.createUser({ role: 'Manager' })).token;
  });
  afterAll(() => t?.close());

  it('is Admin only: 401 without a token, 403 for a manager', async () => {
    expect((await t.http.get(STRIPE_ROUTES.pricingConfig)).status).toBe(401);
    expect((await t.as(manager).get(STRIPE_ROUTES.pricingConfig)).status).toBe(403);
    expect((await t.as(manager).post(STRIPE_ROUTES.pricingConfig, { basePriceMonthly: 1, perEmployeePriceMonthly: 1 })).status).toBe(403);
  });

  it('says when no pricing exists yet', async () => {
    const response = await t.as(admin).get(STRIPE_ROUTES.pricingConfig);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ configured: false });
  });

  it('refuses bad input with a message per field, and calls Stripe for none of it', async () => {
    const before = t.sim.requests.length;
    const cases: Array<[object, Record<string, string[]>]> = [
      [{ basePriceMonthly: 'ten', perEmployeePriceMonthly: -1 }, { basePriceMonthly: ['Base price must be a number'], perEmployeePriceMonthly: ['Per-employee price cannot be negative'] }],
      [{ basePriceMonthly: 10.999, perEmployeePriceMonthly: 1000000 }, { basePriceMonthly: ['Base price can have at most 2 decimal places'], perEmployeePriceMonthly: ['Per-employee price cannot be more than £100,000'] }],
      [{ basePriceMonthly: 10, perEmployeePriceMonthly: 2, currency: 'usd' }, { currency: ['Currency must be gbp'] }],
    ];
    for (const [body, errors] of cases) {
      const response = await t.as(admin).post(STRIPE_ROUTES.pricingConfig, body);
      expect(response.status).toBe(400);
      for (const [field, messages] of Object.entries(errors)) expect(response.body.errors[field]).toEqual(expect.arrayContaining(messages));
    }
    expect(t.sim.requests.length).toBe(before);
  });

  it('the first update creates the product and two monthly GBP prices in pence with versioned lookup keys', async () => {
    const response = await t.as(admin).post(STRIPE_ROUTES.pricingConfig, { basePriceMonthly: 15, perEmployeePriceMonthly: 2.5, currency: 'gbp' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ configured: true, basePriceMonthly: 15, perEmployeePriceMonthly: 2.5, currency: 'gbp', version: 1 });
    const base = await t.stripe.prices.retrieve(response.body.basePriceId);
    const perEmployee = await t.stripe.prices.retrieve(response.body.perEmployeePriceId);
    expect(base).toMatchObject({ unit_amount: 1500, currency: 'gbp', recurring: { interval: 'month' }, lookup_key: 'base_monthly_v1', active: true, product: response.body.productId });
    expect(perEmployee).toMatchObject({ unit_amount: 250, lookup_key: 'per_employee_monthly_v1', active: true });
    expect((await t.as(admin).get(STRIPE_ROUTES.pricingConfig)).body).toEqual(response.body);
  });

  it('a later update stores a new version with new prices on the same product and archives the previous ones', async () => {
    const first = (await t.as(admin).get(STRIPE_ROUTES.pricingConfig)).body;
    const response = await t.as(admin).post(STRIPE_ROUTES.pricingConfig, { basePriceMonthly: 19.99, perEmployeePriceMonthly: 2.99 });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ version: 2, basePriceMonthly: 19.99, perEmployeePriceMonthly: 2.99, productId: first.productId });
    expect((await t.stripe.prices.retrieve(response.body.basePriceId)).unit_amount).toBe(1999);
    expect((await t.stripe.prices.retrieve(first.basePriceId)).active).toBe(false);
    expect((await t.stripe.prices.retrieve(first.perEmployeePriceId)).active).toBe(false);
    expect((await t.stripe.prices.list({ lookup_keys: ['per_employee_monthly_v2'] })).data.map((p) => p.id)).toEqual([response.body.perEmployeePriceId]);
    expect(t.sim.requests.filter((r) => r.method === 'POST' && r.path === '/v1/products' && r.status === 200)).toHaveLength(1);
  });

  it('two updates at once make two versions in order: the earlier one archived, the later one current', async () => {
    const before = (await t.as(admin).get(STRIPE_ROUTES.pricingConfig)).body;
    const [a, b] = await Promise.all([
      t.as(admin).post(STRIPE_ROUTES.pricingConfig, { basePriceMonthly: 21, perEmployeePriceMonthly: 3 }),
      t.as(admin).post(STRIPE_ROUTES.pricingConfig, { basePriceMonthly: 22, perEmployeePriceMonthly: 3 }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const [first, second] = [a.body, b.body].sort((x, y) => x.version - y.version);
    expect([first.version, second.version]).toEqual([before.version + 1, before.version + 2]);
    expect((await t.as(admin).get(STRIPE_ROUTES.pricingConfig)).body).toEqual(second);
    for (const id of [before.basePriceId, first.basePriceId, first.perEmployeePriceId]) expect((await t.stripe.prices.retrieve(id)).active).toBe(false);
    for (const id of [second.basePriceId, second.perEmployeePriceId]) expect((await t.stripe.prices.retrieve(id)).active).toBe(true);
  });

  it('a Stripe failure reaches the admin with Stripe\'s message, never a 500', async () => {
    t.sim.failNextRequest({ status: 400, type: 'invalid_request_error', message: 'Amount must be no more than £999,999.99', param: 'unit_amount' });
    const response = await t.as(admin).post(STRIPE_ROUTES.pricingConfig, { basePriceMonthly: 20, perEmployeePriceMonthly: 3 });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Amount must be no more than £999,999.99');
    expect((await t.as(admin).get(STRIPE_ROUTES.pricingConfig)).body.version).toBe(4);
  });
});

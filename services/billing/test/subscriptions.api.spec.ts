// Subscriptions (spec 7's create, status, sync, cancel and the overview list) through HTTP against a real database
// and the embedded Stripe simulator on loopback; Stripe's side is checked through the official SDK.
import { STRIPE_ROUTES } from '@app/contracts';
import { eventually } from '@app/nest-testing';
import { BillingTestApp, createBillingTestApp } from './support/billing-test-app';

describe('Stripe subscriptions API', () => {
  let t: BillingTestApp;
  let admin: string;
  let manager: string;
  let pricing: { basePriceId: string; perEmployeePriceId: string };

  beforeAll(async () => {
    t = await createBillingTestApp();
    admin = (await t.createUser({ role: 'Admin' })).token;
    manager = (await t.createUser({ role: 'Manager' })).token;
  });
  afterAll(() => t?.close());

  const create = (company: { id: string; name: string; email: string }, employeeCount: number, priceId = pricing.basePriceId) =>
    t.as(admin).post(STRIPE_ROUTES.createSubscription, { companyId: company.id, priceId, employeeCount, customerEmail: company.email, customerName: company.name });

  it('is Admin only on every subscription route', async () => {
    const routes = [
      ['get', STRIPE_ROUTES.subscriptions],
      ['get', STRIPE_ROUTES.subscriptionStatus('sub_x')],
      ['post', STRIPE_ROUTES.createSubscription],
      ['post', STRIPE_ROUTES.cancelSubscription('sub_x')],
      ['post', STRIPE_ROUTES.syncEmployeeCount],
    ] as const;
    for (const [method, path] of routes) {
      expect(`${path} ${(await t.http[method](path)).status}`).toBe(`${path} 401`);
      expect(`${path} ${(await t.as(manager)[method](path)).status}`).toBe(`${path} 403`);
    }
  });

  it('refuses to create before any pricing exists', async () => {
    const company = await t.createCompany('Early Ltd', 2);
    const response = await create(company, 2, 'price_none');
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('No pricing configuration found. Please set up pricing first.');
    const configured = await t.as(admin).post(STRIPE_ROUTES.pricingConfig, { basePriceMonthly: 15, perEmployeePriceMonthly: 2.5 });
    pricing = configured.body;
  });

  it('creates one customer and a two-item subscription, stored with its status, item-level period and real monthly amount', async () => {
    const company = await t.createCompany('Acme Payroll Ltd', 3);
    const response = await create(company, 3);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'active', employeeCount: 3, monthlyAmount: 22.5, companyId: company.id, canceledAt: null });
    const sub = await t.stripe.subscriptions.retrieve(response.body.subscriptionId);
    expect(sub.items.data.map((i) => [i.price.id, i.quantity])).toEqual([
      [pricing.basePriceId, 1],
      [pricing.perEmployeePriceId, 3],
    ]);
    expect(response.body.currentPeriodStart).toBe(new Date(sub.items.data[0].current_period_start * 1000).toISOString());
    expect(response.body.currentPeriodEnd).toBe(new Date(sub.items.data[0].current_period_end * 1000).toISOString());
    const customer = await t.stripe.customers.retrieve(sub.customer as string);
    expect(customer).toMatchObject({ email: company.email, name: 'Acme Payroll Ltd', metadata: { companyId: company.id } });
    expect(t.sim.requests.find((r) => r.path === '/v1/customers')?.idempotencyKey).toBe(`company-${company.id}-customer`);

    const status = await t.as(admin).get(STRIPE_ROUTES.subscriptionStatus(response.body.subscriptionId));
    expect(status.status).toBe(200);
    expect(status.body).toEqual(response.body);

    const again = await create(company, 3);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`Acme Payroll Ltd already has a subscription (${response.body.subscriptionId})`);
  });

  it('bills at least one employee (spec 9 default) and refuses an unknown company or an outdated price', async () => {
    const empty = await t.createCompany('Nobody Yet Ltd', 0);
    const response = await create(empty, 0);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ employeeCount: 1, monthlyAmount: 17.5 });
    const unknown = await t.as(admin).post(STRIPE_ROUTES.createSubscription, { companyId: '00000000-0000-4000-8000-000000000000', priceId: pricing.basePriceId, employeeCount: 1 });
    expect(unknown.status).toBe(404);
    const other = await t.createCompany('Stale Page Ltd', 1);
    const stale = await create(other, 1, 'price_from_an_old_page');
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('The pricing has changed since the page was loaded: reload it and try again');
    const bad = await t.as(admin).post(STRIPE_ROUTES.createSubscription, { companyId: 'nope', priceId: '', employeeCount: -1 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['companyId', 'employeeCount', 'priceId']);
  });

  it('makes one customer and one subscription when the same create arrives twice at once (double click)', async () => {
    const company = await t.createCompany('Double Click Ltd', 2);
    const [a, b] = await Promise.all([create(company, 2), create(company, 2)]);
    const ok = [a, b].filter((r) => r.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const r of [a, b]) expect(`${r.status} ${JSON.stringify(r.body)}`).toMatch(/^(200|409) /);
    expect(new Set(ok.map((r) => r.body.subscriptionId)).size).toBe(1);
    const customers = t.sim.listCustomers().filter((c) => c.metadata.companyId === company.id);
    expect(customers).toHaveLength(1);
    expect(t.sim.listSubscriptions().filter((s) => s.customer === customers[0].id)).toHaveLength(1);
  });

  it('surfaces Stripe\'s own error (card declined) with its message, not a 500', async () => {
    const company = await t.createCompany('Declined Ltd', 1);
    t.sim.failNextPayment();
    const response = await create(company, 1);
    // payment_behavior default_incomplete: the subscription exists, incomplete, because its first invoice failed
    expect(response.status).toBe(200);
    expect(response.body.status).toBe('incomplete');
    await t.sim.webhooksSettled();
    expect((await t.as(admin).get(STRIPE_ROUTES.subscriptionStatus(response.body.subscriptionId))).body.status).toBe('incomplete');

    const other = await t.createCompany('Card Error Ltd', 1);
    t.sim.failNextRequest({ status: 402, type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' });
    const declined = await create(other, 1);
    expect(declined.status).toBe(402);
    expect(declined.body).toEqual({ message: 'Your card was declined.', code: 'card_declined' });
    t.sim.failNextRequest({ status: 500, type: 'api_error', message: 'Something went wrong on Stripe\'s end.' });
    const down = await t.as(admin).post(STRIPE_ROUTES.pricingConfig, { basePriceMonthly: 15, perEmployeePriceMonthly: 2.5 });
    expect(down.status).toBe(502);
    expect(down.body.message).toBe('Something went wrong on Stripe\'s end.');
  });

  it('syncs the per-employee quantity to the company\'s current employee count (company id as a JSON string)', async () => {
    const company = await t.createCompany('Growing Ltd', 2);
    const created = (await create(company, 2)).body;
    await t.setEmployees(company.id, 7);
    const response = await t.as(admin).post(STRIPE_ROUTES.syncEmployeeCount, company.id);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Employee count synchronized', companyId: company.id, subscriptionId: created.subscriptionId, employeeCount: 7 });
    const sub = await t.stripe.subscriptions.retrieve(created.subscriptionId);
    expect(sub.items.data[1].quantity).toBe(7);
    const update = t.sim.requests.filter((r) => r.path === `/v1/subscription_items/${sub.items.data[1].id}`).pop()!;
    expect(update.params).toEqual({ quantity: '7', proration_behavior: 'create_prorations' });
    expect((await t.as(admin).get(STRIPE_ROUTES.subscriptionStatus(created.subscriptionId))).body).toMatchObject({ employeeCount: 7, monthlyAmount: 32.5 });

    expect((await t.as(admin).post(STRIPE_ROUTES.syncEmployeeCount, 42)).status).toBe(400);
    const none = await t.createCompany('Unsubscribed Ltd', 1);
    const missing = await t.as(admin).post(STRIPE_ROUTES.syncEmployeeCount, none.id);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('This company has no subscription');
  });

  it('syncs by itself, debounced, when the companies module announces a reset of a subscribed company', async () => {
    const company = await t.createCompany('Reset Soon Ltd', 4);
    const created = (await create(company, 4)).body;
    await t.setEmployees(company.id, 2);
    const before = t.sim.requests.length;
    // the admin's reset (companies module) deletes the employees and publishes company.reset; twice in a row
    expect((await t.as(admin).post(`/api/admin/companies/${company.id}/reset`)).status).toBe(200);
    await t.bus.publish('company.reset', { companyId: company.id, counts: { employees: 0 } });
    await eventually(async () => {
      const sub = await t.stripe.subscriptions.retrieve(created.subscriptionId);
      expect(sub.items.data[1].quantity).toBe(1);
    }, 8000);
    expect(t.sim.requests.slice(before).filter((r) => r.path.startsWith('/v1/subscription_items/'))).toHaveLength(1);
  });

  it('cancels with the reason given as a JSON string, or "Admin cancellation" when blank', async () => {
    const a = await t.createCompany('Closing Ltd', 1);
    const subA = (await create(a, 1)).body.subscriptionId;
    const response = await t.as(admin).post(STRIPE_ROUTES.cancelSubscription(subA), 'Company closed');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Subscription cancelled', subscriptionId: subA, status: 'canceled', cancellationReason: 'Company closed' });
    expect((await t.stripe.subscriptions.retrieve(subA)).cancellation_details?.comment).toBe('Company closed');
    const del = t.sim.requests.find((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${subA}`)!;
    expect(del.params).toEqual({ cancellation_details: { comment: 'Company closed' } });
    expect((await t.as(admin).get(STRIPE_ROUTES.subscriptionStatus(subA))).body).toMatchObject({ status: 'canceled', cancellationReason: 'Company closed', canceledAt: expect.any(String) });
    expect((await t.as(admin).post(STRIPE_ROUTES.cancelSubscription(subA), 'again')).status).toBe(409);

    const b = await t.createCompany('Quiet Ltd', 1);
    const subB = (await create(b, 1)).body.subscriptionId;
    const blank = await t.as(admin).post(STRIPE_ROUTES.cancelSubscription(subB), '   ');
    expect(blank.body.cancellationReason).toBe('Admin cancellation');
    const c = await t.createCompany('No Body Ltd', 1);
    const subC = (await create(c, 1)).body.subscriptionId;
    expect((await t.as(admin).post(STRIPE_ROUTES.cancelSubscription(subC))).body.cancellationReason).toBe('Admin cancellation');
    expect((await t.as(admin).post(STRIPE_ROUTES.cancelSubscription('sub_unknown'), 'x')).status).toBe(404);

    // a cancelled company can subscribe again
    const again = await create(a, 1);
    expect(again.status).toBe(200);
    expect(again.body.subscriptionId).not.toBe(subA);
  });

  it('serves the overview list paged and searchable, with the company, its subscription and first user', async () => {
    const page1 = await t.as(admin).get(`${STRIPE_ROUTES.subscriptions}?page=1&pageSize=3`);
    expect(page1.status).toBe(200);
    expect(page1.body.items).toHaveLength(3);
    expect(page1.body).toMatchObject({ page: 1, pageSize: 3, total: expect.any(Number) });
    const all = await t.as(admin).get(`${STRIPE_ROUTES.subscriptions}?pageSize=100`);
    expect(all.body.items.map((r: { companyName: string }) => r.companyName)).toEqual([...all.body.items.map((r: { companyName: string }) => r.companyName)].sort((x: string, y: string) => x.localeCompare(y, 'en', { sensitivity: 'base' }) || 0));
    expect(all.body.total).toBe(all.body.items.length);

    const acme = await t.as(admin).get(`${STRIPE_ROUTES.subscriptions}?search=acme`);
    expect(acme.body.total).toBe(1);
    const [row] = acme.body.items;
    expect(row).toMatchObject({ companyName: 'Acme Payroll Ltd', isActive: true, subscriptionId: expect.stringMatching(/^sub_/), subscriptionStatus: 'active', employeeCount: 3, monthlyAmount: 22.5, firstUserEmail: expect.stringMatching(/@test\.example$/) });
    const bySub = await t.as(admin).get(`${STRIPE_ROUTES.subscriptions}?search=${row.subscriptionId}`);
    expect(bySub.body.items).toEqual([row]);
    const none = (await t.as(admin).get(`${STRIPE_ROUTES.subscriptions}?search=Unsubscribed`)).body.items[0];
    expect(none).toMatchObject({ subscriptionId: null, subscriptionStatus: null, monthlyAmount: null });
    expect((await t.as(admin).get(`${STRIPE_ROUTES.subscriptions}?search=%25`)).body.total).toBe(0);
    expect((await t.as(admin).get(`${STRIPE_ROUTES.subscriptions}?pageSize=1000`)).status).toBe(400);
  });
});

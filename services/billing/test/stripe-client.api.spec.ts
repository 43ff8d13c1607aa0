// The module's composition: with STRIPE_SECRET_KEY set the same code talks to the Stripe at STRIPE_API_URL (here a
// simulator standing in for api.stripe.com) and starts no simulator of its own; without the companies module in the
// process, the routes that need company data answer 503 while the rest works.
import Stripe from 'stripe';
import { STRIPE_ROUTES } from '@app/contracts';
import { PaymentProviderStatus } from '@app/nest-common';
import { createTestApp, TestApp } from '@app/nest-testing';
import { StripeSimulator } from '@app/stripe-simulator';
import { billingFeature, StripeClient } from '../src';
import { BillingCompanies } from '../src/companies/billing-companies';
import { BillingTestApp, createBillingTestApp, WEBHOOK_SECRET } from './support/billing-test-app';

describe('billing with STRIPE_SECRET_KEY set', () => {
  let remote: StripeSimulator;
  let t: BillingTestApp;

  beforeAll(async () => {
    remote = new StripeSimulator();
    await remote.start();
    process.env.STRIPE_SECRET_KEY = 'sk_test_configured_key';
    process.env.STRIPE_API_URL = remote.url;
    t = await createBillingTestApp({ keepStripeKey: true });
  });
  afterAll(async () => {
    await t?.close();
    await remote?.stop();
    delete process.env.STRIPE_SECRET_KEY;
    delete process.env.STRIPE_API_URL;
  });

  it('calls the configured Stripe with the secret key and starts no embedded simulator', async () => {
    expect(t.app.get(StripeClient).simulator).toBeNull();
    const admin = (await t.createUser({ role: 'Admin' })).token;
    const response = await t.as(admin).post(STRIPE_ROUTES.pricingConfig, { basePriceMonthly: 12, perEmployeePriceMonthly: 1.5 });
    expect(response.status).toBe(200);
    const created = remote.requests.filter((r) => r.path === '/v1/prices');
    expect(created).toHaveLength(2);
    expect(created.every((r) => r.authorization === 'Bearer sk_test_configured_key' && r.stripeVersion === '2026-10-28.endive')).toBe(true);
    const health = await t.app.get(PaymentProviderStatus).check(2000);
    expect(health).toMatchObject({ status: 'Healthy', statusMessage: 'Connected to Stripe (test mode)', additionalInfo: { mode: 'test', account: 'acct_simulator' } });
  });
});

describe('billing with a STRIPE_API_URL it must never call', () => {
  afterAll(() => {
    delete process.env.STRIPE_SECRET_KEY;
    delete process.env.STRIPE_API_URL;
    delete process.env.ALLOW_PRIVATE_TARGETS;
  });

  it('refuses to start against a metadata address, or a loopback one when private targets are not allowed', async () => {
    process.env.STRIPE_SECRET_KEY = 'sk_test_configured_key';
    process.env.STRIPE_API_URL = 'http://169.254.169.254';
    await expect(createBillingTestApp({ keepStripeKey: true })).rejects.toThrow('169.254.169.254 is a cloud metadata service: outbound connections there are refused');
    process.env.STRIPE_API_URL = 'http://localhost:9';
    process.env.ALLOW_PRIVATE_TARGETS = 'false';
    await expect(createBillingTestApp({ keepStripeKey: true })).rejects.toThrow(/^localhost resolves to .* is a loopback address/);
  });
});

describe('billing alone (no companies module in the process)', () => {
  let t: TestApp;
  beforeAll(async () => {
    delete process.env.STRIPE_SECRET_KEY;
    process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET;
    t = await createTestApp({ features: [billingFeature] });
  });
  afterAll(() => t?.close());

  it('owns the billing schema, refuses unsigned-in calls and still verifies and stores webhooks', async () => {
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM billing.webhook_events`)).toEqual([{ n: 0 }]);
    expect((await t.http.get(STRIPE_ROUTES.subscriptions)).status).toBe(401);
    const payload = JSON.stringify({ id: 'evt_alone_1', object: 'event', type: 'price.created', created: Math.floor(Date.now() / 1000), data: { object: { id: 'price_1' } } });
    const header = new Stripe('sk_test_x').webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const response = await t.http.post(STRIPE_ROUTES.webhook).set('Content-Type', 'application/json').set('Stripe-Signature', header).send(payload);
    expect(response.status).toBe(200);
    expect(await t.dataSource.query(`SELECT id, outcome FROM billing.webhook_events`)).toEqual([{ id: 'evt_alone_1', outcome: 'Ignored' }]);
  });

  it('answers 503 where company data is needed', async () => {
    await expect(t.app.get(BillingCompanies).find('00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({
      status: 503,
      message: 'Company data is unavailable: the companies module does not run in this process',
    });
  });
});

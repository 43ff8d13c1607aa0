import { createServer, Server } from 'http';
import type { AddressInfo } from 'net';
import Stripe from 'stripe';
import { StripeSimulator } from './simulator';

// The simulator is tested against the official SDK (the client our code uses), not against our billing code.
describe('StripeSimulator through the official stripe SDK', () => {
  let sim: StripeSimulator;
  let stripe: Stripe;

  beforeEach(async () => {
    sim = new StripeSimulator();
    await sim.start();
    stripe = new Stripe('sk_test_simulator', { host: sim.host, port: sim.port, protocol: 'http', maxNetworkRetries: 0 });
  });
  afterEach(() => sim.stop());

  async function pricing() {
    const product = await stripe.products.create({ name: 'Payroll plan' });
    const base = await stripe.prices.create({ product: product.id, currency: 'gbp', unit_amount: 1500, recurring: { interval: 'month' }, lookup_key: 'base_monthly_v1' });
    const perEmployee = await stripe.prices.create({ product: product.id, currency: 'gbp', unit_amount: 250, recurring: { interval: 'month' }, lookup_key: 'per_employee_monthly_v1' });
    return { product, base, perEmployee };
  }

  it('creates, retrieves, lists by lookup key and archives prices', async () => {
    const { base, perEmployee } = await pricing();
    expect(base).toMatchObject({ object: 'price', currency: 'gbp', unit_amount: 1500, recurring: { interval: 'month', interval_count: 1 }, active: true });
    expect((await stripe.prices.retrieve(perEmployee.id)).unit_amount).toBe(250);
    const listed = await stripe.prices.list({ lookup_keys: ['base_monthly_v1'] });
    expect(listed.data.map((p) => p.id)).toEqual([base.id]);
    const archived = await stripe.prices.update(base.id, { active: false });
    expect(archived.active).toBe(false);
    expect((await stripe.prices.list({ lookup_keys: ['base_monthly_v1'], active: true })).data).toEqual([]);
    // a lookup key in use is refused unless transferred
    await expect(stripe.prices.create({ product: base.product as string, currency: 'gbp', unit_amount: 1, recurring: { interval: 'month' }, lookup_key: 'base_monthly_v1' })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'lookup_key_already_exists',
    });
  });

  it('sends form bodies in bracket notation and the pinned API version', async () => {
    const { base } = await pricing();
    const customer = await stripe.customers.create({ email: 'a@b.example', name: 'Acme', metadata: { companyId: 'c1' } });
    await stripe.subscriptions.create({ customer: customer.id, items: [{ price: base.id, quantity: 1 }], metadata: { companyId: 'c1' } });
    const request = sim.requests.find((r) => r.path === '/v1/subscriptions')!;
    expect(request.params).toEqual({ customer: customer.id, items: [{ price: base.id, quantity: '1' }], metadata: { companyId: 'c1' } });
    expect(request.stripeVersion).toBe('2026-10-28.endive');
    expect(request.authorization).toBe('Bearer sk_test_simulator');
  });

  it('creates a two-item subscription with item-level periods, updates a quantity and cancels with a comment in the query string', async () => {
    const { base, perEmployee } = await pricing();
    const customer = await stripe.customers.create({ email: 'boss@acme.example', name: 'Acme' });
    const sub = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: base.id, quantity: 1 }, { price: perEmployee.id, quantity: 5 }] });
    expect(sub.status).toBe('active');
    expect(sub.items.data).toHaveLength(2);
    const [item0, item1] = sub.items.data;
    expect(item1.quantity).toBe(5);
    expect(item0.current_period_end).toBeGreaterThan(item0.current_period_start);
    expect(new Date(item0.current_period_end * 1000).getUTCMonth()).toBe((new Date(item0.current_period_start * 1000).getUTCMonth() + 1) % 12);

    const updated = await stripe.subscriptionItems.update(item1.id, { quantity: 7, proration_behavior: 'create_prorations' });
    expect(updated.quantity).toBe(7);
    expect((await stripe.subscriptions.retrieve(sub.id)).items.data[1].quantity).toBe(7);

    const canceled = await stripe.subscriptions.cancel(sub.id, { cancellation_details: { comment: 'Company closed' } });
    expect(canceled).toMatchObject({ status: 'canceled', cancellation_details: { comment: 'Company closed' } });
    const del = sim.requests.find((r) => r.method === 'DELETE')!;
    expect(del.params).toEqual({ cancellation_details: { comment: 'Company closed' } });
    await expect(stripe.subscriptions.cancel(sub.id)).rejects.toMatchObject({ type: 'StripeInvalidRequestError', statusCode: 400 });
  });

  it('replays an idempotent request and refuses the same key with other parameters', async () => {
    const first = await stripe.customers.create({ email: 'x@y.example', name: 'X' }, { idempotencyKey: 'company-1-customer' });
    const again = await stripe.customers.create({ email: 'x@y.example', name: 'X' }, { idempotencyKey: 'company-1-customer' });
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect(sim.listCustomers()).toHaveLength(1);
    await expect(stripe.customers.create({ email: 'other@y.example' }, { idempotencyKey: 'company-1-customer' })).rejects.toMatchObject({
      type: 'StripeIdempotencyError',
      statusCode: 400,
    });
  });

  it('answers errors in Stripe\'s shape, mapped by the SDK to its error classes', async () => {
    await expect(stripe.customers.retrieve('cus_missing')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 404,
      code: 'resource_missing',
      message: "No such customer: 'cus_missing'",
    });
    await expect(stripe.subscriptions.create({ customer: 'cus_missing', items: [{ price: 'price_x' }] })).rejects.toMatchObject({ param: 'customer' });
    sim.failNextRequest({ status: 402, type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' });
    await expect(stripe.customers.create({ name: 'Y' })).rejects.toMatchObject({ type: 'StripeCardError', statusCode: 402, code: 'card_declined', decline_code: 'generic_decline' });
    const badKey = new Stripe('nope', { host: sim.host, port: sim.port, protocol: 'http', maxNetworkRetries: 0 });
    await expect(badKey.customers.create({})).rejects.toMatchObject({ type: 'StripeAuthenticationError', statusCode: 401 });
    const account = await stripe.accounts.retrieveCurrent();
    expect(account.id).toBe('acct_simulator');
  });

  describe('webhooks', () => {
    let receiver: Server;
    let received: Stripe.Event[];
    let bad: string[];
    const secret = 'whsec_simulator_test';

    beforeEach(async () => {
      received = [];
      bad = [];
      receiver = createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () => {
          try {
            received.push(stripe.webhooks.constructEvent(Buffer.concat(chunks), String(req.headers['stripe-signature']), secret));
            res.writeHead(200).end('{}');
          } catch (error) {
            bad.push((error as Error).message);
            res.writeHead(400).end();
          }
        });
      });
      await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', () => resolve()));
      sim.setWebhookEndpoint({ url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`, secret, enabledEvents: ['customer.subscription.created', 'customer.subscription.updated', 'customer.subscription.deleted', 'invoice.payment_succeeded', 'invoice.payment_failed'] });
    });
    afterEach(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

    it('sends signed events the SDK verifies, in order, for the enabled types only', async () => {
      const { base, perEmployee } = await pricing();
      const customer = await stripe.customers.create({ name: 'Acme' });
      const sub = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: base.id }, { price: perEmployee.id, quantity: 2 }] });
      await stripe.subscriptionItems.update(sub.items.data[1].id, { quantity: 3 });
      await stripe.subscriptions.cancel(sub.id);
      await sim.webhooksSettled();
      expect(bad).toEqual([]);
      expect(received.map((e) => e.type)).toEqual([
        'customer.subscription.created',
        'invoice.payment_succeeded',
        'customer.subscription.updated',
        'customer.subscription.deleted',
      ]);
      const paid = received[1].data.object as Stripe.Invoice;
      expect(paid.parent?.subscription_details?.subscription).toBe(sub.id);
      expect(paid.amount_paid).toBe(1500 + 2 * 250);
      const updated = received[2];
      expect((updated.data.object as Stripe.Subscription).items.data[1].quantity).toBe(3);
      expect(updated.data.previous_attributes).toHaveProperty('items');
    });

    it('fails the next payment on renewal: invoice.payment_failed and the subscription past due', async () => {
      const { base } = await pricing();
      const customer = await stripe.customers.create({ name: 'Acme' });
      const sub = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: base.id }] });
      const periodEnd = sub.items.data[0].current_period_end;
      sim.failNextPayment();
      const response = await fetch(`${sim.url}/_simulator/subscriptions/${sub.id}/advance-period`, { method: 'POST' });
      expect(response.status).toBe(200);
      await sim.webhooksSettled();
      const after = await stripe.subscriptions.retrieve(sub.id);
      expect(after.status).toBe('past_due');
      expect(after.items.data[0].current_period_start).toBe(periodEnd);
      expect(received.map((e) => e.type).slice(-2)).toEqual(['customer.subscription.updated', 'invoice.payment_failed']);
    });

    it('a wrong secret makes every delivery fail verification', async () => {
      sim.setWebhookEndpoint({ url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`, secret: 'whsec_other', enabledEvents: ['customer.subscription.created'] });
      const { base } = await pricing();
      const customer = await stripe.customers.create({ name: 'Acme' });
      await stripe.subscriptions.create({ customer: customer.id, items: [{ price: base.id }] });
      await sim.webhooksSettled();
      expect(received).toEqual([]);
      expect(bad[0]).toMatch(/No signatures found matching the expected signature/);
      expect(sim.deliveries[0]).toMatchObject({ type: 'customer.subscription.created', status: 400 });
    });
  });
});

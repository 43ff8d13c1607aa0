// The webhook receiver and event log through HTTP on a real database: deliveries from the embedded Stripe
// simulator, and hand-signed events (the SDK's generateTestHeaderString) for forged, stale, duplicate and
// out-of-order deliveries. Payment failures reach signed-in admins live through the notification hub.
import Stripe from 'stripe';
import { DEFAULT_REQUIRED_WEBHOOK_EVENTS, STRIPE_ROUTES, WebhookEventEntry } from '@app/contracts';
import { eventually, startHubClient } from '@app/nest-testing';
import { BillingTestApp, createBillingTestApp, WEBHOOK_SECRET } from './support/billing-test-app';

describe('Stripe webhooks API', () => {
  let t: BillingTestApp;
  let admin: { token: string };
  let manager: string;
  let pricing: { basePriceId: string };
  const signer = new Stripe('sk_test_signer');

  beforeAll(async () => {
    t = await createBillingTestApp({ technical: true });
    admin = await t.createUser({ role: 'Admin' });
    manager = (await t.createUser({ role: 'Manager' })).token;
    pricing = (await t.as(admin.token).post(STRIPE_ROUTES.pricingConfig, { basePriceMonthly: 10, perEmployeePriceMonthly: 2 })).body;
  });
  afterAll(() => t?.close());

  const subscribe = async (name: string, employees = 2) => {
    const company = await t.createCompany(name, employees);
    const response = await t.as(admin.token).post(STRIPE_ROUTES.createSubscription, { companyId: company.id, priceId: pricing.basePriceId, employeeCount: employees, customerEmail: company.email, customerName: name });
    expect(response.status).toBe(200);
    return { company, subscriptionId: response.body.subscriptionId as string };
  };
  const deliver = (event: object, options: { secret?: string; timestamp?: number } = {}) => {
    const payload = JSON.stringify(event, null, 2);
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? WEBHOOK_SECRET, timestamp: options.timestamp });
    return t.http.post(STRIPE_ROUTES.webhook).set('Content-Type', 'application/json').set('Stripe-Signature', header).send(payload);
  };
  const stats = async () => (await t.as(admin.token).get(STRIPE_ROUTES.webhookStats)).body;
  const logged = async (id: string): Promise<WebhookEventEntry | undefined> =>
    ((await t.as(admin.token).get(`${STRIPE_ROUTES.webhookEvents}?pageSize=100`)).body.items as WebhookEventEntry[]).find((e) => e.id === id);
  const statusOf = async (subscriptionId: string) => (await t.as(admin.token).get(STRIPE_ROUTES.subscriptionStatus(subscriptionId))).body;

  it('reports the receiver URL and spec 9\'s required events; Admin only', async () => {
    const response = await t.as(admin.token).get(STRIPE_ROUTES.webhookInfo);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ webhookUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/api\/stripe\/webhook$/), requiredEvents: [...DEFAULT_REQUIRED_WEBHOOK_EVENTS] });
    for (const path of [STRIPE_ROUTES.webhookInfo, STRIPE_ROUTES.webhookStats, STRIPE_ROUTES.webhookEvents]) {
      expect((await t.http.get(path)).status).toBe(401);
      expect((await t.as(manager).get(path)).status).toBe(403);
    }
    expect((await t.as(manager).post(STRIPE_ROUTES.reprocessWebhookEvent('evt_x'))).status).toBe(403);
  });

  it('stores every event the simulator sends after a change, verified, once; the counters move', async () => {
    const before = await stats();
    const { subscriptionId } = await subscribe('Webhook Watchers Ltd');
    await t.sim.webhooksSettled();
    const after = await stats();
    // customer.subscription.created + invoice.payment_succeeded
    expect(after.totalEvents - before.totalEvents).toBe(2);
    expect(after).toMatchObject({ failedEvents: 0, lastEventTime: expect.any(String) });
    expect(t.sim.deliveries.every((d) => d.status === 200)).toBe(true);
    const created = t.sim.events.find((e) => e.type === 'customer.subscription.created' && (e.data.object as { id: string }).id === subscriptionId)!;
    expect(await logged(created.id)).toMatchObject({ type: 'customer.subscription.created', outcome: 'Processed', subscriptionId, attempts: 1, error: null });
  });

  it('refuses forged and stale signatures with 400 and stores nothing', async () => {
    const before = await stats();
    const event = { id: 'evt_forged_1', object: 'event', type: 'customer.subscription.updated', created: Math.floor(Date.now() / 1000), data: { object: { id: 'sub_x' } } };
    const forged = await deliver(event, { secret: 'whsec_not_ours_at_all' });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toMatch(/^Webhook signature verification failed: No signatures found matching the expected signature/);
    const stale = await deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    expect(stale.status).toBe(400);
    expect(stale.body.message).toMatch(/Timestamp outside the tolerance zone/);
    const unsigned = await t.http.post(STRIPE_ROUTES.webhook).set('Content-Type', 'application/json').send(JSON.stringify(event));
    expect(unsigned.status).toBe(400);
    // a body altered after signing
    const payload = JSON.stringify(event);
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const altered = await t.http.post(STRIPE_ROUTES.webhook).set('Content-Type', 'application/json').set('Stripe-Signature', header).send(payload.replace('sub_x', 'sub_y'));
    expect(altered.status).toBe(400);
    expect(await stats()).toEqual(before);
  });

  it('a redelivery answers 200 and changes nothing', async () => {
    const { subscriptionId } = await subscribe('Twice Delivered Ltd');
    await t.sim.webhooksSettled();
    const original = t.sim.events.find((e) => e.type === 'customer.subscription.created' && (e.data.object as { id: string }).id === subscriptionId)!;
    const before = await stats();
    const [a, b] = await Promise.all([deliver(original), deliver(original)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([a.body.duplicate, b.body.duplicate]).toEqual([true, true]);
    expect(await stats()).toEqual(before);
    // a brand-new event delivered twice at once is stored exactly once
    const fresh = { ...original, id: 'evt_concurrent_1', created: original.created + 1 };
    const results = await Promise.all([deliver(fresh), deliver(fresh), deliver(fresh)]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(results.filter((r) => r.body.duplicate === false)).toHaveLength(1);
    expect((await stats()).totalEvents).toBe(before.totalEvents + 1);
  });

  it('an event older than what is stored does not roll the subscription back', async () => {
    const { subscriptionId } = await subscribe('Out Of Order Ltd', 3);
    await t.sim.webhooksSettled();
    const current = await t.stripe.subscriptions.retrieve(subscriptionId);
    const now = Math.floor(Date.now() / 1000);
    const newer = { id: 'evt_order_newer', object: 'event', type: 'customer.subscription.updated', created: now + 60, data: { object: { ...current, status: 'active' } } };
    const older = { id: 'evt_order_older', object: 'event', type: 'customer.subscription.updated', created: now + 30, data: { object: { ...current, status: 'past_due' } } };
    expect((await deliver(newer)).status).toBe(200);
    expect((await deliver(older)).status).toBe(200);
    expect((await statusOf(subscriptionId)).status).toBe('active');
    expect(await logged('evt_order_older')).toMatchObject({ outcome: 'Ignored', error: 'Older than the state already stored for this subscription' });
  });

  it('a failed renewal payment marks the subscription past due and notifies signed-in admins live', async () => {
    const { subscriptionId } = await subscribe('Late Payer Ltd', 2);
    await t.sim.webhooksSettled();
    const hub = await startHubClient(t.baseUrl, admin.token);
    try {
      t.sim.failNextPayment();
      const response = await fetch(`${t.sim.url}/_simulator/subscriptions/${subscriptionId}/advance-period`, { method: 'POST' });
      expect(response.status).toBe(200);
      await eventually(async () => expect((await statusOf(subscriptionId)).status).toBe('past_due'));
      await eventually(() =>
        expect(hub.notifications).toEqual(
          expect.arrayContaining([
            expect.objectContaining({ type: 'Error', title: 'Payment failed', message: `A payment of £14.00 for Late Payer Ltd failed (subscription ${subscriptionId}). The subscription is past due.` }),
          ]),
        ),
      );
      const failed = t.sim.events.filter((e) => e.type === 'invoice.payment_failed').pop()!;
      expect(await logged(failed.id)).toMatchObject({ outcome: 'Processed' });
      // the item-level period moved on
      const status = await statusOf(subscriptionId);
      const sub = await t.stripe.subscriptions.retrieve(subscriptionId);
      expect(status.currentPeriodStart).toBe(new Date(sub.items.data[0].current_period_start * 1000).toISOString());
    } finally {
      await hub.stop();
    }
  });

  it('stores an event it cannot handle yet as Failed, and re-processes it once the admin asks', async () => {
    // A subscription created at Stripe whose own events are late: its invoice arrives first.
    t.sim.setWebhookEndpoint(null);
    const company = await t.createCompany('Late Events Ltd', 1);
    const customer = await t.stripe.customers.create({ name: 'Late Events Ltd', metadata: { companyId: company.id } });
    const prices = await t.stripe.prices.list({ lookup_keys: ['base_monthly_v1', 'per_employee_monthly_v1'] });
    const sub = await t.stripe.subscriptions.create({ customer: customer.id, items: prices.data.reverse().map((p) => ({ price: p.id, quantity: 1 })), metadata: { companyId: company.id } });
    const created = t.sim.events.find((e) => e.type === 'customer.subscription.created' && (e.data.object as { id: string }).id === sub.id)!;
    const paid = t.sim.events.find((e) => e.type === 'invoice.payment_succeeded' && JSON.stringify(e.data.object).includes(sub.id))!;

    expect((await deliver(paid)).status).toBe(200);
    expect(await logged(paid.id)).toMatchObject({ outcome: 'Failed', error: `Unknown subscription ${sub.id}: re-process once its subscription is stored`, attempts: 1 });
    expect((await stats()).failedEvents).toBeGreaterThanOrEqual(1);
    const early = await t.as(admin.token).post(STRIPE_ROUTES.reprocessWebhookEvent(paid.id));
    expect(early.status).toBe(200);
    expect(early.body).toMatchObject({ outcome: 'Failed', attempts: 2 });

    expect((await deliver(created)).status).toBe(200);
    expect((await statusOf(sub.id)).status).toBe('active');
    const again = await t.as(admin.token).post(STRIPE_ROUTES.reprocessWebhookEvent(paid.id));
    expect(again.body).toMatchObject({ id: paid.id, outcome: 'Processed', error: null, attempts: 3 });
    expect((await t.as(admin.token).post(STRIPE_ROUTES.reprocessWebhookEvent(paid.id))).status).toBe(409);
    expect((await t.as(admin.token).post(STRIPE_ROUTES.reprocessWebhookEvent('evt_unknown'))).status).toBe(404);
  });

  it('pages the event log newest first and filters by outcome', async () => {
    const total = (await stats()).totalEvents;
    const page = await t.as(admin.token).get(`${STRIPE_ROUTES.webhookEvents}?page=1&pageSize=2`);
    expect(page.body).toMatchObject({ page: 1, pageSize: 2, total });
    expect(page.body.items).toHaveLength(2);
    const [first, second] = page.body.items as WebhookEventEntry[];
    expect(Date.parse(first.receivedAt)).toBeGreaterThanOrEqual(Date.parse(second.receivedAt));
    const ignored = await t.as(admin.token).get(`${STRIPE_ROUTES.webhookEvents}?outcome=Ignored`);
    expect((ignored.body.items as WebhookEventEntry[]).every((e) => e.outcome === 'Ignored')).toBe(true);
    expect((await t.as(admin.token).get(`${STRIPE_ROUTES.webhookEvents}?outcome=Nope`)).status).toBe(400);
  });

  it('Technical Status checks the payment provider with a real SDK call', async () => {
    const response = await t.as(admin.token).get('/api/technical/system-status');
    expect(response.body.stripeConnectivity).toMatchObject({
      componentName: 'Payment Provider (Stripe)',
      status: 'Healthy',
      statusMessage: 'Connected to the embedded Stripe simulator',
      additionalInfo: { mode: 'simulator', account: 'acct_simulator' },
    });
    t.sim.failNextRequest({ status: 401, type: 'invalid_request_error', message: 'Invalid API Key provided: sk_test_****' });
    const failing = await t.as(admin.token).get('/api/technical/system-status');
    expect(failing.body.stripeConnectivity).toMatchObject({ status: 'Error', statusMessage: 'Invalid API Key provided: sk_test_****' });
  });
});

// Issue 9: Stripe's webhook deliveries are verified "also when the module runs behind the gateway's proxy". A billing
// instance runs alone (its own database, a known STRIPE_WEBHOOK_SECRET) on loopback; the gateway, with BILLING_URL
// pointing at it, proxies /api/stripe/*. Signed deliveries posted to the GATEWAY must reach billing byte for byte:
// the payload is pretty-printed and holds non-ASCII text, so any re-serialisation or re-encoding breaks the signature.
import { randomBytes } from 'crypto';
import type { AddressInfo } from 'net';
import Stripe from 'stripe';
import { STRIPE_ROUTES, WebhookEventEntry } from '@app/contracts';
import { EventBus, InMemoryEventBus, RedisEventBus } from '@app/nest-common';
import { createSeparateTestDatabase, createTestApp, eventually, TestApp } from '@app/nest-testing';
import { billingFeature } from '@app/service-billing';
import { gatewayComposition, loadGatewayConfig } from '../src';
import { fakeStaticRoot } from './support';

const WEBHOOK_SECRET = `whsec_proxy_${randomBytes(12).toString('hex')}`;

describe('Stripe webhooks through the gateway proxy (BILLING_URL): verified on the raw body by billing run alone', () => {
  const prefix = `events-${randomBytes(4).toString('hex')}:`;
  // The gateway's sign-in reaches billing's event-fed session directory over the bus: Redis when the run has one
  // (two buses, as two processes have), else one in-memory bus shared by both apps.
  const shared = process.env.REDIS_URL ? undefined : new InMemoryEventBus();
  const busOf = () => shared ?? new RedisEventBus(process.env.REDIS_URL!, prefix);
  const savedEnv = { STRIPE_WEBHOOK_SECRET: process.env.STRIPE_WEBHOOK_SECRET, STRIPE_SECRET_KEY: process.env.STRIPE_SECRET_KEY };
  const signer = new Stripe('sk_test_signer');
  let billing: TestApp;
  let gateway: TestApp;
  let admin: { token: string };

  beforeAll(async () => {
    // Billing's typed configuration (registerAs('billing')) reads these when the instance starts: the embedded
    // simulator (no secret key) and the secret the deliveries below are signed with.
    delete process.env.STRIPE_SECRET_KEY;
    process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET;
    billing = await createTestApp({ features: [billingFeature], database: await createSeparateTestDatabase(), overrides: [{ provide: EventBus, useFactory: busOf }] });
    await billing.app.listen(0, '127.0.0.1');
    const { port } = billing.app.getHttpServer().address() as AddressInfo;
    const config = loadGatewayConfig({ STATIC_ROOT: fakeStaticRoot(), BILLING_URL: `http://127.0.0.1:${port}` });
    gateway = await createTestApp({ ...gatewayComposition(config), overrides: [{ provide: EventBus, useFactory: busOf }] });
    admin = await gateway.createUser({ role: 'Admin' });
  });
  afterAll(async () => {
    await gateway?.close();
    await billing?.close();
    for (const [name, value] of Object.entries(savedEnv)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  const deliver = (payload: string, signature: string) =>
    gateway.http.post(STRIPE_ROUTES.webhook).set('Content-Type', 'application/json').set('Stripe-Signature', signature).send(payload);
  const asAdmin = (path: string) => gateway.http.get(path).set('Authorization', `Bearer ${admin.token}`);
  const stats = async () => (await asAdmin(STRIPE_ROUTES.webhookStats).expect(200)).body;
  const logged = async () => (await asAdmin(`${STRIPE_ROUTES.webhookEvents}?pageSize=100`).expect(200)).body.items as WebhookEventEntry[];
  const eventOf = (id: string) => ({
    id,
    object: 'event',
    type: 'customer.updated',
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: 'cus_proxy', object: 'customer', name: 'Café Ünïcode £ Ltd', description: 'spaced   out' } },
  });

  it('the gateway serves no billing route itself, and its admin reaches billing through the proxy', async () => {
    const routes = (gateway.app.getHttpAdapter().getInstance().router.stack as { route?: { path: string } }[]).filter((l) => l.route).map((l) => l.route!.path);
    expect(routes).not.toContain(STRIPE_ROUTES.webhook);
    // The admin's session reaches billing's directory over the bus asynchronously.
    await eventually(async () => expect((await asAdmin(STRIPE_ROUTES.webhookStats)).status).toBe(200));
    expect(await stats()).toMatchObject({ totalEvents: 0, failedEvents: 0 });
  });

  it('a signed delivery through the gateway answers 200 and is stored once; a forged one answers 400 and stores nothing', async () => {
    const id = `evt_proxy_${randomBytes(6).toString('hex')}`;
    const payload = JSON.stringify(eventOf(id), null, 2);
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });

    const accepted = await deliver(payload, signature);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ received: true, duplicate: false });
    const redelivered = await deliver(payload, signature);
    expect(redelivered.status).toBe(200);
    expect(redelivered.body).toEqual({ received: true, duplicate: true });

    expect((await logged()).filter((e) => e.id === id)).toEqual([
      expect.objectContaining({ id, type: 'customer.updated', outcome: 'Ignored', error: 'Event type customer.updated is not handled', attempts: 1 }),
    ]);
    const before = await stats();
    expect(before).toMatchObject({ totalEvents: 1, successfulEvents: 1, failedEvents: 0 });

    const forgedId = `evt_forged_${randomBytes(6).toString('hex')}`;
    const forgedPayload = JSON.stringify(eventOf(forgedId), null, 2);
    const forged = await deliver(forgedPayload, signer.webhooks.generateTestHeaderString({ payload: forgedPayload, secret: 'whsec_not_ours_at_all' }));
    expect(forged.status).toBe(400);
    expect(forged.body.message).toMatch(/^Webhook signature verification failed: No signatures found matching the expected signature/);
    // our signature over other bytes (a body altered on the way)
    const altered = await deliver(forgedPayload, signature);
    expect(altered.status).toBe(400);

    expect(await stats()).toEqual(before);
    expect((await logged()).map((e) => e.id)).toEqual([id]);
  });
});

import { decideWebhook, subscriptionIdOf, WebhookEventLike } from './webhook-rules';

const item = (id: string, priceId: string, kind: string, unit: number, quantity: number) => ({
  id,
  quantity,
  current_period_start: 1_800_000_000,
  current_period_end: 1_802_592_000,
  price: { id: priceId, unit_amount: unit, metadata: { kind } },
});
const subscription = (over: Record<string, unknown> = {}) => ({
  id: 'sub_1',
  object: 'subscription',
  customer: 'cus_1',
  status: 'active',
  metadata: { companyId: '11111111-1111-4111-8111-111111111111' },
  canceled_at: null,
  cancellation_details: { comment: null },
  items: { data: [item('si_base', 'price_base', 'base', 1500, 1), item('si_emp', 'price_emp', 'per_employee', 250, 4)] },
  ...over,
});
const event = (type: string, object: Record<string, unknown>, created = 1_800_000_100): WebhookEventLike => ({ id: `evt_${type}`, type, created, data: { object } });
const invoice = (over: Record<string, unknown> = {}) => ({
  id: 'in_1',
  object: 'invoice',
  amount_due: 2500,
  currency: 'gbp',
  attempt_count: 2,
  parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_1' } },
  ...over,
});
const stored = (status = 'active', lastEventAt: number | null = null) => ({ status: status as 'active', lastEventAt });

describe('webhook rules: event -> state change', () => {
  it('customer.subscription.created for an unknown subscription of ours stores it from the event', () => {
    const decision = decideWebhook(event('customer.subscription.created', subscription()), null);
    expect(decision).toMatchObject({
      outcome: 'Processed',
      subscriptionId: 'sub_1',
      lastEventAt: 1_800_000_100,
      change: {
        kind: 'insert',
        fields: { id: 'sub_1', companyId: '11111111-1111-4111-8111-111111111111', status: 'active', baseItemId: 'si_base', perEmployeeItemId: 'si_emp', baseAmountPence: 1500, perEmployeeAmountPence: 250, employeeCount: 4 },
      },
    });
  });

  it('customer.subscription.created without our metadata is ignored', () => {
    expect(decideWebhook(event('customer.subscription.created', subscription({ metadata: {} })), null)).toMatchObject({ outcome: 'Ignored' });
  });

  it('customer.subscription.updated updates status, quantity and the item-level period', () => {
    const sub = subscription({ status: 'past_due' });
    (sub.items.data[1] as { quantity: number }).quantity = 9;
    const decision = decideWebhook(event('customer.subscription.updated', sub), stored('active', 1_800_000_000));
    expect(decision).toMatchObject({ outcome: 'Processed', change: { kind: 'update', patch: { status: 'past_due', employeeCount: 9, currentPeriodStart: new Date(1_800_000_000_000), currentPeriodEnd: new Date(1_802_592_000_000) } } });
  });

  it('an event older than the stored state does not roll it back', () => {
    expect(decideWebhook(event('customer.subscription.updated', subscription({ status: 'past_due' }), 100), stored('active', 200))).toMatchObject({
      outcome: 'Ignored',
      reason: 'Older than the state already stored for this subscription',
    });
  });

  it('customer.subscription.deleted marks it cancelled with the comment; nothing revives a cancelled one', () => {
    const deleted = decideWebhook(event('customer.subscription.deleted', subscription({ status: 'canceled', canceled_at: 1_800_000_050, cancellation_details: { comment: 'Closed' } })), stored('active'));
    expect(deleted).toMatchObject({ outcome: 'Processed', change: { patch: { status: 'canceled', canceledAt: new Date(1_800_000_050_000), cancellationReason: 'Closed' } } });
    expect(decideWebhook(event('customer.subscription.updated', subscription()), stored('canceled'))).toMatchObject({ outcome: 'Ignored', reason: 'The subscription is already cancelled' });
  });

  it('invoice.payment_succeeded brings a past-due subscription back to active, and changes nothing on an active one', () => {
    expect(decideWebhook(event('invoice.payment_succeeded', invoice()), stored('past_due'))).toMatchObject({ outcome: 'Processed', change: { patch: { status: 'active' } } });
    expect(decideWebhook(event('invoice.payment_succeeded', invoice()), stored('active'))).toMatchObject({ outcome: 'Processed', change: { patch: {} } });
  });

  it('invoice.payment_failed marks the subscription past due and asks to notify the admins', () => {
    expect(decideWebhook(event('invoice.payment_failed', invoice()), stored('active'))).toMatchObject({
      outcome: 'Processed',
      change: { kind: 'update', patch: { status: 'past_due' } },
      notify: { subscriptionId: 'sub_1', amountDuePence: 2500, currency: 'gbp', attemptCount: 2 },
    });
  });

  it('a failed first invoice keeps an incomplete subscription incomplete (still notifying)', () => {
    expect(decideWebhook(event('invoice.payment_failed', invoice()), stored('incomplete'))).toMatchObject({
      outcome: 'Processed',
      change: { kind: 'update', patch: {} },
      notify: { subscriptionId: 'sub_1' },
    });
  });

  it('an invoice of a subscription not stored yet fails, to be re-processed later', () => {
    expect(decideWebhook(event('invoice.payment_failed', invoice()), null)).toMatchObject({ outcome: 'Failed', subscriptionId: 'sub_1' });
  });

  it('other event types and invoices without a subscription are ignored', () => {
    expect(decideWebhook(event('price.created', { id: 'price_1' }), null)).toMatchObject({ outcome: 'Ignored', reason: 'Event type price.created is not handled' });
    expect(decideWebhook(event('invoice.payment_failed', invoice({ parent: null })), null)).toMatchObject({ outcome: 'Ignored', subscriptionId: null });
  });

  it('finds the subscription of an invoice in parent.subscription_details (API 2026-10-28.endive)', () => {
    expect(subscriptionIdOf(event('invoice.payment_failed', invoice()))).toBe('sub_1');
    expect(subscriptionIdOf(event('customer.subscription.updated', subscription()))).toBe('sub_1');
  });
});

// Pure webhook handling: (verified Stripe event, what we store about its subscription) -> the state change.
// The service applies the decision in one transaction together with the event's log row.
import type { StripeSubscriptionStatus } from '@app/contracts';
import { readSubscription, StoredSubscriptionFields, SubscriptionObject } from '../subscriptions/subscription-rules';

export interface WebhookEventLike {
  id: string;
  type: string;
  /** Unix seconds. */
  created: number;
  data: { object: Record<string, unknown> };
}

/** What we store about the event's subscription (null: not known here). */
export interface StoredSubscriptionState {
  status: StripeSubscriptionStatus;
  lastEventAt: number | null;
}

export interface PaymentFailedNotice {
  subscriptionId: string;
  amountDuePence: number;
  currency: string;
  attemptCount: number;
}

export type SubscriptionChange =
  | { kind: 'insert'; fields: StoredSubscriptionFields & { companyId: string } }
  | { kind: 'update'; patch: Partial<Omit<StoredSubscriptionFields, 'id' | 'companyId' | 'customerId'>> };

export type WebhookDecision =
  | { outcome: 'Ignored'; subscriptionId: string | null; reason: string }
  | { outcome: 'Failed'; subscriptionId: string | null; reason: string }
  | { outcome: 'Processed'; subscriptionId: string; change: SubscriptionChange; lastEventAt: number; notify?: PaymentFailedNotice };

const SUBSCRIPTION_EVENTS = ['customer.subscription.created', 'customer.subscription.updated', 'customer.subscription.deleted'];
const INVOICE_EVENTS = ['invoice.payment_succeeded', 'invoice.payment_failed'];

/** The subscription an event is about (subscription events: the object; invoices: `parent.subscription_details`). */
export function subscriptionIdOf(event: WebhookEventLike): string | null {
  const object = event.data.object as {
    id?: unknown;
    subscription?: string | { id: string } | null;
    parent?: { subscription_details?: { subscription?: string | { id: string } | null } | null } | null;
  };
  if (SUBSCRIPTION_EVENTS.includes(event.type)) return typeof object.id === 'string' ? object.id : null;
  if (event.type.startsWith('invoice.')) {
    const id = object.parent?.subscription_details?.subscription ?? object.subscription ?? null;
    return typeof id === 'string' ? id : (id?.id ?? null);
  }
  return null;
}

export function decideWebhook(event: WebhookEventLike, stored: StoredSubscriptionState | null): WebhookDecision {
  const subscriptionId = subscriptionIdOf(event);
  if (![...SUBSCRIPTION_EVENTS, ...INVOICE_EVENTS].includes(event.type)) {
    return { outcome: 'Ignored', subscriptionId, reason: `Event type ${event.type} is not handled` };
  }
  if (!subscriptionId) return { outcome: 'Ignored', subscriptionId: null, reason: 'The event is not about a subscription' };
  if (stored && stored.lastEventAt !== null && event.created < stored.lastEventAt) {
    return { outcome: 'Ignored', subscriptionId, reason: 'Older than the state already stored for this subscription' };
  }
  if (SUBSCRIPTION_EVENTS.includes(event.type)) return subscriptionEvent(event, subscriptionId, stored);
  return invoiceEvent(event, subscriptionId, stored);
}

function subscriptionEvent(event: WebhookEventLike, subscriptionId: string, stored: StoredSubscriptionState | null): WebhookDecision {
  const fields = readSubscription(event.data.object as unknown as SubscriptionObject);
  if (!fields) return { outcome: 'Ignored', subscriptionId, reason: 'Not a subscription of this application (it must have a base and a per-employee item)' };
  if (!stored) {
    if (!fields.companyId) return { outcome: 'Ignored', subscriptionId, reason: 'Not a subscription of this application (no companyId metadata)' };
    return { outcome: 'Processed', subscriptionId, lastEventAt: event.created, change: { kind: 'insert', fields: { ...fields, companyId: fields.companyId } } };
  }
  if (stored.status === 'canceled' && event.type !== 'customer.subscription.deleted') {
    return { outcome: 'Ignored', subscriptionId, reason: 'The subscription is already cancelled' };
  }
  const patch = {
    status: fields.status,
    baseItemId: fields.baseItemId,
    perEmployeeItemId: fields.perEmployeeItemId,
    basePriceId: fields.basePriceId,
    perEmployeePriceId: fields.perEmployeePriceId,
    baseAmountPence: fields.baseAmountPence,
    perEmployeeAmountPence: fields.perEmployeeAmountPence,
    employeeCount: fields.employeeCount,
    currentPeriodStart: fields.currentPeriodStart,
    currentPeriodEnd: fields.currentPeriodEnd,
    canceledAt: fields.canceledAt,
    // our own reason (set by cancel) stays unless Stripe carries one
    ...(fields.cancellationReason !== null && { cancellationReason: fields.cancellationReason }),
  };
  return { outcome: 'Processed', subscriptionId, lastEventAt: event.created, change: { kind: 'update', patch } };
}

function invoiceEvent(event: WebhookEventLike, subscriptionId: string, stored: StoredSubscriptionState | null): WebhookDecision {
  if (!stored) {
    return { outcome: 'Failed', subscriptionId, reason: `Unknown subscription ${subscriptionId}: re-process once its subscription is stored` };
  }
  if (stored.status === 'canceled') return { outcome: 'Ignored', subscriptionId, reason: 'The subscription is already cancelled' };
  const invoice = event.data.object as { amount_due?: number; currency?: string; attempt_count?: number };
  if (event.type === 'invoice.payment_succeeded') {
    const recovered = stored.status === 'past_due' || stored.status === 'unpaid' || stored.status === 'incomplete';
    return { outcome: 'Processed', subscriptionId, lastEventAt: event.created, change: { kind: 'update', patch: recovered ? { status: 'active' } : {} } };
  }
  return {
    outcome: 'Processed',
    subscriptionId,
    lastEventAt: event.created,
    // A failed first invoice keeps the subscription incomplete (as Stripe does); a failed renewal makes it past due.
    change: { kind: 'update', patch: stored.status === 'incomplete' ? {} : { status: 'past_due' } },
    notify: {
      subscriptionId,
      amountDuePence: Number(invoice.amount_due ?? 0),
      currency: String(invoice.currency ?? 'gbp'),
      attemptCount: Number(invoice.attempt_count ?? 1),
    },
  };
}

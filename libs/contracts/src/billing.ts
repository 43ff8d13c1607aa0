// Payment-provider (Stripe) contracts: spec section 3 (Subscription status, Pricing config, Webhook info/stats,
// Company subscription overview list), section 7 "Payment provider" (seven calls), section 9 (constants), plus the
// routes beyond the spec (overview page, webhook event log, re-process). See docs/billing.md.
// Every route is Admin only except the webhook receiver, which Stripe calls with a `Stripe-Signature` header.
import type { PagedList } from './backend';

/** Route paths. `{provider}` of spec section 7 is `stripe`. `:subscriptionId` / `:eventId` are path parameters. */
export const STRIPE_ROUTES = {
  base: '/api/stripe',
  /** GET -> SubscriptionStatus (404 when the subscription is unknown). */
  subscriptionStatus: (subscriptionId: string) => `/api/stripe/subscription-status/${encodeURIComponent(subscriptionId)}`,
  /** GET -> PricingConfigAnswer; POST PricingConfigRequest -> PricingConfig (400 with `errors` per field). */
  pricingConfig: '/api/stripe/pricing-config',
  /** GET -> WebhookInfo. */
  webhookInfo: '/api/stripe/webhook-info',
  /** POST CreateSubscriptionRequest -> SubscriptionStatus (409 when the company has a live subscription). */
  createSubscription: '/api/stripe/create-subscription',
  /** POST body: the reason as a JSON string (blank -> "Admin cancellation") -> CancelSubscriptionAnswer. */
  cancelSubscription: (subscriptionId: string) => `/api/stripe/cancel-subscription/${encodeURIComponent(subscriptionId)}`,
  /** POST body: the company id as a JSON value (a JSON string) -> SyncEmployeeCountAnswer. */
  syncEmployeeCount: '/api/stripe/sync-employee-count',
  /** GET ?page&pageSize&search -> SubscriptionOverviewPage (beyond the spec: server paging of the overview list). */
  subscriptions: '/api/stripe/subscriptions',
  /** GET -> WebhookStats (from the stored events). */
  webhookStats: '/api/stripe/webhook-stats',
  /** GET ?page&pageSize&outcome -> WebhookEventPage, newest first. */
  webhookEvents: '/api/stripe/webhook-events',
  /** POST (no body) -> WebhookEventEntry after re-processing a stored event (409 unless its outcome is Failed). */
  reprocessWebhookEvent: (eventId: string) => `/api/stripe/webhook-events/${encodeURIComponent(eventId)}/reprocess`,
  /** POST, public, raw JSON body signed by Stripe (`Stripe-Signature`). 200 {received: true}; 400 on a bad signature. */
  webhook: '/api/stripe/webhook',
} as const;

/** Path patterns as the server declares them (for route tables). */
export const STRIPE_ROUTE_PATTERNS = {
  subscriptionStatus: '/api/stripe/subscription-status/:subscriptionId',
  cancelSubscription: '/api/stripe/cancel-subscription/:subscriptionId',
  reprocessWebhookEvent: '/api/stripe/webhook-events/:eventId/reprocess',
} as const;

/** Spec section 9. */
export const STRIPE_CURRENCY = 'gbp';
export const DEFAULT_REQUIRED_WEBHOOK_EVENTS: readonly string[] = [
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.payment_failed',
  'invoice.payment_succeeded',
];
/** Spec section 5: a blank cancellation reason becomes this. */
export const DEFAULT_CANCELLATION_REASON = 'Admin cancellation';
/** Highest accepted monthly price in pounds (each field), beyond the spec. */
export const MAX_MONTHLY_PRICE = 100000;

/** Stripe's subscription statuses. */
export type StripeSubscriptionStatus =
  | 'incomplete'
  | 'incomplete_expired'
  | 'trialing'
  | 'active'
  | 'past_due'
  | 'canceled'
  | 'unpaid'
  | 'paused';

/** Spec section 3 "Subscription status". Dates are ISO strings; amounts in pounds. */
export interface SubscriptionStatus {
  subscriptionId: string;
  status: StripeSubscriptionStatus;
  employeeCount: number;
  /** base + per-employee x employeeCount, in pounds, from the prices the subscription was created with. */
  monthlyAmount: number;
  currentPeriodStart: string | null;
  currentPeriodEnd: string | null;
  companyId: string;
  /** Set once cancelled. */
  canceledAt: string | null;
  cancellationReason: string | null;
}

/** Spec section 3 "Pricing config" (amounts in pounds), plus the version and when it was stored. */
export interface PricingConfig {
  configured: true;
  basePriceMonthly: number;
  perEmployeePriceMonthly: number;
  currency: 'gbp';
  basePriceId: string;
  perEmployeePriceId: string;
  productId: string;
  version: number;
  createdAt: string;
}

/** GET pricing-config before any update: the screen shows "No pricing configuration found. Please set up pricing below." */
export interface NoPricingConfig {
  configured: false;
}

export type PricingConfigAnswer = PricingConfig | NoPricingConfig;

/** POST pricing-config. Amounts in pounds, at most 2 decimals, 0..MAX_MONTHLY_PRICE. Currency must be gbp (default). */
export interface PricingConfigRequest {
  basePriceMonthly: number;
  perEmployeePriceMonthly: number;
  currency?: 'gbp';
}

/** Spec section 3 "Webhook info". */
export interface WebhookInfo {
  webhookUrl: string;
  requiredEvents: string[];
}

/** Spec section 3 "Webhook stats", from the stored events. lastEventTime: ISO string of the last received event, or null. */
export interface WebhookStats {
  totalEvents: number;
  successfulEvents: number;
  failedEvents: number;
  lastEventTime: string | null;
}

/** Spec section 7 create-subscription. priceId must be the current base price id (409 if pricing changed meanwhile). */
export interface CreateSubscriptionRequest {
  companyId: string;
  priceId: string;
  /** Minimum 1; the server uses the company's current count when larger than 0. */
  employeeCount: number;
  customerEmail: string;
  customerName: string;
}

export interface CancelSubscriptionAnswer {
  message: string;
  subscriptionId: string;
  status: StripeSubscriptionStatus;
  cancellationReason: string;
}

export interface SyncEmployeeCountAnswer {
  message: string;
  companyId: string;
  subscriptionId: string;
  employeeCount: number;
}

/** One row of the Subscription Overview list (spec section 3 "Company (subscription overview list)"), flattened. */
export interface SubscriptionOverviewRow {
  companyId: string;
  companyName: string;
  isActive: boolean;
  /** Null: No Subscription. A cancelled subscription is no longer listed here (null). */
  subscriptionId: string | null;
  subscriptionStatus: StripeSubscriptionStatus | null;
  employeeCount: number;
  /** Email of the company's first user (oldest), null when it has none. */
  firstUserEmail: string | null;
  /** Pounds, null without a subscription. */
  monthlyAmount: number | null;
}

export interface SubscriptionOverviewQuery {
  page?: number;
  /** 1..100, default 25. */
  pageSize?: number;
  /** Matches the company name (case-insensitive, contains) or an exact company / subscription id. */
  search?: string;
}

export type SubscriptionOverviewPage = PagedList<SubscriptionOverviewRow>;

export type WebhookEventOutcome = 'Processed' | 'Ignored' | 'Failed';

/** One stored webhook event. `ignored` = verified and stored but with no state change (unhandled type, stale). */
export interface WebhookEventEntry {
  /** Stripe's event id (evt_...). */
  id: string;
  type: string;
  /** Stripe's `created` time of the event. */
  createdAt: string;
  receivedAt: string;
  outcome: WebhookEventOutcome;
  error: string | null;
  /** The subscription the event is about, when any. */
  subscriptionId: string | null;
  attempts: number;
}

export interface WebhookEventQuery {
  page?: number;
  pageSize?: number;
  outcome?: WebhookEventOutcome;
}

export type WebhookEventPage = PagedList<WebhookEventEntry>;

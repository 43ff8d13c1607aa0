// Object shapes as Stripe answers them for API version 2026-10-28.endive (only the fields our flows and the SDK's
// types need; every object carries `id`, `object`, `livemode`, `created`, `metadata` like Stripe's).
import { randomBytes } from 'crypto';

export const API_VERSION = '2026-10-28.endive';

export type Json = Record<string, unknown>;

export function newId(prefix: string): string {
  return `${prefix}_sim${randomBytes(10).toString('hex')}`;
}

export interface StripeProduct extends Json {
  id: string;
  object: 'product';
  active: boolean;
  name: string;
  created: number;
  updated: number;
  livemode: false;
  metadata: Record<string, string>;
}

export interface StripePrice extends Json {
  id: string;
  object: 'price';
  active: boolean;
  currency: string;
  product: string;
  unit_amount: number;
  unit_amount_decimal: string;
  lookup_key: string | null;
  nickname: string | null;
  type: 'recurring' | 'one_time';
  recurring: { interval: string; interval_count: number; usage_type: 'licensed'; meter: null; trial_period_days: null } | null;
  billing_scheme: 'per_unit';
  tax_behavior: 'unspecified';
  created: number;
  livemode: false;
  metadata: Record<string, string>;
}

export interface StripeCustomer extends Json {
  id: string;
  object: 'customer';
  email: string | null;
  name: string | null;
  description: string | null;
  created: number;
  livemode: false;
  metadata: Record<string, string>;
}

export interface StripeSubscriptionItem extends Json {
  id: string;
  object: 'subscription_item';
  subscription: string;
  price: StripePrice;
  quantity: number;
  created: number;
  current_period_start: number;
  current_period_end: number;
  metadata: Record<string, string>;
}

export type SubscriptionStatusValue = 'incomplete' | 'incomplete_expired' | 'trialing' | 'active' | 'past_due' | 'canceled' | 'unpaid' | 'paused';

export interface StripeSubscription extends Json {
  id: string;
  object: 'subscription';
  customer: string;
  status: SubscriptionStatusValue;
  currency: string;
  items: { object: 'list'; data: StripeSubscriptionItem[]; has_more: false; total_count: number; url: string };
  created: number;
  start_date: number;
  billing_cycle_anchor: number;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  cancellation_details: { comment: string | null; feedback: string | null; reason: string | null };
  collection_method: 'charge_automatically';
  latest_invoice: string | null;
  livemode: false;
  metadata: Record<string, string>;
}

export interface StripeInvoice extends Json {
  id: string;
  object: 'invoice';
  customer: string;
  status: 'paid' | 'open';
  currency: string;
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  attempt_count: number;
  billing_reason: 'subscription_create' | 'subscription_cycle';
  parent: { type: 'subscription_details'; quote_details: null; subscription_details: { subscription: string; metadata: Record<string, string> } };
  period_start: number;
  period_end: number;
  created: number;
  livemode: false;
  metadata: Record<string, string>;
}

export interface StripeEvent extends Json {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: Json; previous_attributes?: Json };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
}

/** Adds calendar months to a Unix time (seconds), as Stripe's monthly periods do. */
export function addMonths(unixSeconds: number, months: number): number {
  const date = new Date(unixSeconds * 1000);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return Math.floor(date.getTime() / 1000);
}

// Pure rules of a subscription: what we store from Stripe's object, which statuses are live, the status answer.
import type { StripeSubscriptionStatus, SubscriptionStatus } from '@app/contracts';
import { monthlyAmount } from '../pricing/pricing-rules';

/** Price metadata `kind` set when the prices are created: tells the two items apart. */
export const PRICE_KIND = { base: 'base', perEmployee: 'per_employee' } as const;

/** A company has at most one subscription in these statuses (ended ones do not count). */
export function isLive(status: StripeSubscriptionStatus): boolean {
  return status !== 'canceled' && status !== 'incomplete_expired';
}

/** The slice of Stripe's subscription object we read (API 2026-10-28.endive: periods live on the items). */
export interface SubscriptionObject {
  id: string;
  customer: string | { id: string };
  status: string;
  metadata?: Record<string, string> | null;
  canceled_at?: number | null;
  cancellation_details?: { comment?: string | null } | null;
  items: {
    data: Array<{
      id: string;
      quantity?: number;
      current_period_start: number;
      current_period_end: number;
      price: { id: string; unit_amount: number | null; metadata?: Record<string, string> | null };
    }>;
  };
}

export interface StoredSubscriptionFields {
  id: string;
  companyId: string | null;
  customerId: string;
  status: StripeSubscriptionStatus;
  baseItemId: string;
  perEmployeeItemId: string;
  basePriceId: string;
  perEmployeePriceId: string;
  baseAmountPence: number;
  perEmployeeAmountPence: number;
  employeeCount: number;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  canceledAt: Date | null;
  cancellationReason: string | null;
}

const fromUnix = (seconds: number | null | undefined) => (typeof seconds === 'number' ? new Date(seconds * 1000) : null);

/**
 * Reads our two items from Stripe's subscription. The per-employee item is the one whose price says
 * `metadata.kind = per_employee`, else the second item (the order we create them in). Null when it is not one of ours.
 */
export function readSubscription(sub: SubscriptionObject): StoredSubscriptionFields | null {
  const items = sub.items?.data ?? [];
  if (items.length !== 2) return null;
  const perEmployee = items.find((i) => i.price.metadata?.kind === PRICE_KIND.perEmployee) ?? items[1];
  const base = items.find((i) => i !== perEmployee)!;
  const starts = items.map((i) => i.current_period_start);
  const ends = items.map((i) => i.current_period_end);
  return {
    id: sub.id,
    companyId: sub.metadata?.companyId ?? null,
    customerId: typeof sub.customer === 'string' ? sub.customer : sub.customer.id,
    status: sub.status as StripeSubscriptionStatus,
    baseItemId: base.id,
    perEmployeeItemId: perEmployee.id,
    basePriceId: base.price.id,
    perEmployeePriceId: perEmployee.price.id,
    baseAmountPence: base.price.unit_amount ?? 0,
    perEmployeeAmountPence: perEmployee.price.unit_amount ?? 0,
    employeeCount: perEmployee.quantity ?? 0,
    currentPeriodStart: fromUnix(Math.min(...starts)),
    currentPeriodEnd: fromUnix(Math.max(...ends)),
    canceledAt: fromUnix(sub.canceled_at),
    cancellationReason: sub.cancellation_details?.comment ?? null,
  };
}

export interface SubscriptionRow {
  id: string;
  companyId: string;
  status: StripeSubscriptionStatus;
  employeeCount: number;
  baseAmountPence: number;
  perEmployeeAmountPence: number;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  canceledAt: Date | null;
  cancellationReason: string | null;
}

export function toSubscriptionStatus(row: SubscriptionRow): SubscriptionStatus {
  return {
    subscriptionId: row.id,
    status: row.status,
    employeeCount: row.employeeCount,
    monthlyAmount: monthlyAmount(row.baseAmountPence, row.perEmployeeAmountPence, row.employeeCount),
    currentPeriodStart: row.currentPeriodStart?.toISOString() ?? null,
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
    companyId: row.companyId,
    canceledAt: row.canceledAt?.toISOString() ?? null,
    cancellationReason: row.cancellationReason,
  };
}

/** Quantity billed for the per-employee item: the company's employees, at least 1 (spec 9's default). */
export function billedEmployees(count: number | null | undefined): number {
  return Math.max(1, Math.floor(count ?? 0));
}

/** Spec 5: a blank reason becomes "Admin cancellation". */
export function cancellationReason(raw: unknown, fallback: string): string {
  return typeof raw === 'string' && raw.trim() !== '' ? raw.trim().slice(0, 500) : fallback;
}

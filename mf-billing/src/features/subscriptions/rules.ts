// Pure rules of the Subscription Overview (spec sections 2, 4, 5 and 9): what a row shows and which actions it offers,
// the create-subscription body and the cancellation reason.
import { DEFAULT_CANCELLATION_REASON, type CreateSubscriptionRequest, type PricingConfig, type SubscriptionOverviewRow } from '@app/contracts';

export type OverviewStatus = 'Active' | 'Inactive' | 'No Subscription';

/** Active or Inactive (the company's isActive flag) when the company has a subscription id, else No Subscription. */
export function overviewStatus(row: Pick<SubscriptionOverviewRow, 'subscriptionId' | 'isActive'>): OverviewStatus {
  if (!row.subscriptionId) return 'No Subscription';
  return row.isActive ? 'Active' : 'Inactive';
}

export function hasSubscription(row: Pick<SubscriptionOverviewRow, 'subscriptionId'>): row is { subscriptionId: string } {
  return !!row.subscriptionId;
}

/**
 * Stripe's own status is worth a second badge only when it says something the Active/Inactive flag does not (a failed
 * payment leaves the subscription past_due, an unpaid first invoice leaves it incomplete).
 */
export function providerStatusNote(row: Pick<SubscriptionOverviewRow, 'subscriptionId' | 'subscriptionStatus'>): string | null {
  if (!row.subscriptionId || !row.subscriptionStatus) return null;
  return row.subscriptionStatus === 'active' || row.subscriptionStatus === 'trialing' ? null : row.subscriptionStatus;
}

/** Spec section 9: the employee count of a new subscription is at least 1. */
export function subscriptionEmployeeCount(employeeCount: number | null | undefined): number {
  return typeof employeeCount === 'number' && Number.isFinite(employeeCount) && employeeCount >= 1 ? Math.floor(employeeCount) : 1;
}

/** Spec section 7: create-subscription with the base price id, the first user's e-mail and the company name. */
export function createSubscriptionRequest(row: SubscriptionOverviewRow, pricing: Pick<PricingConfig, 'basePriceId'>): CreateSubscriptionRequest {
  return {
    companyId: row.companyId,
    priceId: pricing.basePriceId,
    employeeCount: subscriptionEmployeeCount(row.employeeCount),
    customerEmail: row.firstUserEmail ?? '',
    customerName: row.companyName,
  };
}

/** Spec section 5: a blank reason becomes "Admin cancellation". */
export function cancellationReason(input: string | null | undefined): string {
  const reason = (input ?? '').trim();
  return reason || DEFAULT_CANCELLATION_REASON;
}

import type { SubscriptionOverviewRow } from '@app/contracts';
import { cancellationReason, createSubscriptionRequest, overviewStatus, providerStatusNote, subscriptionEmployeeCount } from './rules';

const row = (overrides: Partial<SubscriptionOverviewRow> = {}): SubscriptionOverviewRow => ({
  companyId: 'c1',
  companyName: 'Acme Ltd',
  isActive: true,
  subscriptionId: null,
  subscriptionStatus: null,
  employeeCount: 4,
  firstUserEmail: 'alice@acme.example',
  monthlyAmount: null,
  ...overrides,
});

describe('overview status', () => {
  it('is Active or Inactive from the company flag when subscribed, else No Subscription', () => {
    expect(overviewStatus(row({ subscriptionId: 'sub_1', isActive: true }))).toBe('Active');
    expect(overviewStatus(row({ subscriptionId: 'sub_1', isActive: false }))).toBe('Inactive');
    expect(overviewStatus(row({ subscriptionId: null, isActive: true }))).toBe('No Subscription');
    expect(overviewStatus(row({ subscriptionId: '', isActive: false }))).toBe('No Subscription');
  });

  it("notes Stripe's status only when it is not active or trialing", () => {
    expect(providerStatusNote(row({ subscriptionId: 'sub_1', subscriptionStatus: 'active' }))).toBeNull();
    expect(providerStatusNote(row({ subscriptionId: 'sub_1', subscriptionStatus: 'trialing' }))).toBeNull();
    expect(providerStatusNote(row({ subscriptionId: 'sub_1', subscriptionStatus: 'past_due' }))).toBe('past_due');
    expect(providerStatusNote(row({ subscriptionId: null, subscriptionStatus: 'past_due' }))).toBeNull();
  });
});

describe('create-subscription body', () => {
  it('sends the base price id, the first user e-mail and the company name', () => {
    expect(createSubscriptionRequest(row(), { basePriceId: 'price_base_v2' })).toEqual({
      companyId: 'c1',
      priceId: 'price_base_v2',
      employeeCount: 4,
      customerEmail: 'alice@acme.example',
      customerName: 'Acme Ltd',
    });
  });

  it('defaults the employee count to 1 when the company has none (spec section 9)', () => {
    expect(subscriptionEmployeeCount(0)).toBe(1);
    expect(subscriptionEmployeeCount(null)).toBe(1);
    expect(subscriptionEmployeeCount(Number.NaN)).toBe(1);
    expect(subscriptionEmployeeCount(12)).toBe(12);
    expect(createSubscriptionRequest(row({ employeeCount: 0, firstUserEmail: null }), { basePriceId: 'p' })).toMatchObject({ employeeCount: 1, customerEmail: '' });
  });
});

describe('cancellation reason', () => {
  it('a blank reason becomes "Admin cancellation"; others are trimmed', () => {
    expect(cancellationReason('')).toBe('Admin cancellation');
    expect(cancellationReason('   ')).toBe('Admin cancellation');
    expect(cancellationReason(undefined)).toBe('Admin cancellation');
    expect(cancellationReason('  Company closed ')).toBe('Company closed');
  });
});

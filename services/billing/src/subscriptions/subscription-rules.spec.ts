import { billedEmployees, cancellationReason, isLive, readSubscription, toSubscriptionStatus } from './subscription-rules';

describe('subscription rules', () => {
  it('a company keeps at most one live subscription: ended ones do not count', () => {
    expect(isLive('active')).toBe(true);
    expect(isLive('past_due')).toBe(true);
    expect(isLive('canceled')).toBe(false);
    expect(isLive('incomplete_expired')).toBe(false);
  });

  it('bills at least one employee', () => {
    expect(billedEmployees(0)).toBe(1);
    expect(billedEmployees(undefined)).toBe(1);
    expect(billedEmployees(12)).toBe(12);
  });

  it('defaults a blank cancellation reason', () => {
    expect(cancellationReason('  ', 'Admin cancellation')).toBe('Admin cancellation');
    expect(cancellationReason(undefined, 'Admin cancellation')).toBe('Admin cancellation');
    expect(cancellationReason(' Closed ', 'Admin cancellation')).toBe('Closed');
  });

  it('reads the periods from the items (min start, max end) and tells the items apart by price metadata', () => {
    const fields = readSubscription({
      id: 'sub_1',
      customer: { id: 'cus_1' },
      status: 'active',
      items: {
        data: [
          { id: 'si_emp', quantity: 3, current_period_start: 200, current_period_end: 900, price: { id: 'p_emp', unit_amount: 300, metadata: { kind: 'per_employee' } } },
          { id: 'si_base', quantity: 1, current_period_start: 100, current_period_end: 800, price: { id: 'p_base', unit_amount: 1000, metadata: { kind: 'base' } } },
        ],
      },
    })!;
    expect(fields).toMatchObject({ customerId: 'cus_1', baseItemId: 'si_base', perEmployeeItemId: 'si_emp', employeeCount: 3, currentPeriodStart: new Date(100_000), currentPeriodEnd: new Date(900_000), companyId: null });
    expect(readSubscription({ id: 's', customer: 'c', status: 'active', items: { data: [] } })).toBeNull();
  });

  it('answers the monthly amount in pounds from the stored prices', () => {
    const status = toSubscriptionStatus({
      id: 'sub_1',
      companyId: 'c',
      status: 'active',
      employeeCount: 3,
      baseAmountPence: 1999,
      perEmployeeAmountPence: 299,
      currentPeriodStart: null,
      currentPeriodEnd: null,
      canceledAt: null,
      cancellationReason: null,
    });
    expect(status).toMatchObject({ monthlyAmount: 28.96, currentPeriodStart: null, currentPeriodEnd: null });
  });
});

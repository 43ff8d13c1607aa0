import { hasAtMostTwoDecimals, lookupKeys, monthlyAmount, toPence } from './pricing-rules';

describe('pricing rules', () => {
  it('accepts at most two decimals, despite binary floating point', () => {
    expect(hasAtMostTwoDecimals(19.99)).toBe(true);
    expect(hasAtMostTwoDecimals(0.07)).toBe(true);
    expect(hasAtMostTwoDecimals(1.1 + 2.2)).toBe(true);
    expect(hasAtMostTwoDecimals(12)).toBe(true);
    expect(hasAtMostTwoDecimals(19.999)).toBe(false);
    expect(hasAtMostTwoDecimals(0.001)).toBe(false);
    expect(hasAtMostTwoDecimals(Number.NaN)).toBe(false);
  });

  it('converts pounds to integer pence without drift', () => {
    expect(toPence(19.99)).toBe(1999);
    expect(toPence(0.29)).toBe(29);
    expect(toPence(1.005 * 1)).toBe(100);
  });

  it('versions the lookup keys', () => {
    expect(lookupKeys(3)).toEqual({ base: 'base_monthly_v3', perEmployee: 'per_employee_monthly_v3' });
  });

  it('computes the monthly amount from the stored prices', () => {
    expect(monthlyAmount(1500, 250, 4)).toBe(25);
    expect(monthlyAmount(1999, 299, 3)).toBe(28.96);
  });
});

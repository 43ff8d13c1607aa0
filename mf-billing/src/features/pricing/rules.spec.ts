import type { PricingConfig } from '@app/contracts';
import { pricingFormFrom, toPricingRequest, validatePricing } from './rules';

const config: PricingConfig = {
  configured: true,
  basePriceMonthly: 15,
  perEmployeePriceMonthly: 2.5,
  currency: 'gbp',
  basePriceId: 'price_base',
  perEmployeePriceId: 'price_emp',
  productId: 'prod_1',
  version: 3,
  createdAt: '2026-11-20T10:00:00Z',
};

describe('pricing form', () => {
  it('is pre-filled from the loaded configuration, empty without one', () => {
    expect(pricingFormFrom(config)).toEqual({ basePriceMonthly: '15.00', perEmployeePriceMonthly: '2.50' });
    expect(pricingFormFrom({ configured: false })).toEqual({ basePriceMonthly: '', perEmployeePriceMonthly: '' });
    expect(pricingFormFrom(undefined)).toEqual({ basePriceMonthly: '', perEmployeePriceMonthly: '' });
  });

  it('requires both prices, as non-negative numbers with at most 2 decimals, up to the ceiling', () => {
    expect(validatePricing({ basePriceMonthly: '', perEmployeePriceMonthly: ' ' })).toEqual({
      basePriceMonthly: 'Base Monthly Price is required',
      perEmployeePriceMonthly: 'Per-Employee Monthly Price is required',
    });
    expect(validatePricing({ basePriceMonthly: 'abc', perEmployeePriceMonthly: '-1' })).toEqual({
      basePriceMonthly: 'Base Monthly Price must be a number',
      perEmployeePriceMonthly: 'Per-Employee Monthly Price cannot be negative',
    });
    expect(validatePricing({ basePriceMonthly: '1.234', perEmployeePriceMonthly: '100000.01' })).toEqual({
      basePriceMonthly: 'Base Monthly Price can have at most 2 decimal places',
      perEmployeePriceMonthly: 'Per-Employee Monthly Price cannot be more than 100,000',
    });
    expect(validatePricing({ basePriceMonthly: '0', perEmployeePriceMonthly: '100000' })).toEqual({});
    expect(validatePricing({ basePriceMonthly: '19.99', perEmployeePriceMonthly: '.5' })).toEqual({});
  });

  it('parses the prices as decimals and always sends gbp', () => {
    expect(toPricingRequest({ basePriceMonthly: ' 19.99 ', perEmployeePriceMonthly: '3.5' })).toEqual({
      basePriceMonthly: 19.99,
      perEmployeePriceMonthly: 3.5,
      currency: 'gbp',
    });
  });
});

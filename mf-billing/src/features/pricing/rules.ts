// Pricing form (spec section 5): both prices required, step 0.01, parsed as decimals on submit, currency gbp. The
// bounds beyond the spec (not negative, at most 2 decimals, at most MAX_MONTHLY_PRICE) are the server's, checked here
// first so the admin sees them under the field without a round trip.
import { messages } from '../../messages';
import { MAX_MONTHLY_PRICE, STRIPE_CURRENCY, type PricingConfigAnswer, type PricingConfigRequest } from '@app/contracts';

const m = messages.pricing;

export type PricingField = 'basePriceMonthly' | 'perEmployeePriceMonthly';
export type PricingFormValues = Record<PricingField, string>;
export type PricingErrors = Partial<Record<PricingField, string>>;

export const PRICING_LABELS: Record<PricingField, string> = {
  basePriceMonthly: m.baseMonthly,
  perEmployeePriceMonthly: m.perEmployeeMonthly,
};

/** Pre-filled from the loaded configuration; empty when there is none yet. */
export function pricingFormFrom(config: PricingConfigAnswer | undefined): PricingFormValues {
  if (!config?.configured) return { basePriceMonthly: '', perEmployeePriceMonthly: '' };
  return { basePriceMonthly: config.basePriceMonthly.toFixed(2), perEmployeePriceMonthly: config.perEmployeePriceMonthly.toFixed(2) };
}

const DECIMAL = /^\d+(\.\d*)?$|^\.\d+$/;

function priceError(label: string, raw: string): string | undefined {
  const value = raw.trim();
  if (!value) return m.required(label);
  if (value.startsWith('-') && DECIMAL.test(value.slice(1))) return m.negative(label);
  if (!DECIMAL.test(value)) return m.notANumber(label);
  const decimals = value.includes('.') ? value.split('.')[1].length : 0;
  if (decimals > 2) return m.tooManyDecimals(label);
  if (Number(value) > MAX_MONTHLY_PRICE) return m.tooLarge(label, MAX_MONTHLY_PRICE.toLocaleString('en-GB'));
  return undefined;
}

export function validatePricing(values: PricingFormValues): PricingErrors {
  const errors: PricingErrors = {};
  for (const field of Object.keys(PRICING_LABELS) as PricingField[]) {
    const error = priceError(PRICING_LABELS[field], values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

/** Parsed as decimals; currency is always gbp (spec sections 5 and 9). */
export function toPricingRequest(values: PricingFormValues): PricingConfigRequest {
  return {
    basePriceMonthly: Number.parseFloat(values.basePriceMonthly.trim()),
    perEmployeePriceMonthly: Number.parseFloat(values.perEmployeePriceMonthly.trim()),
    currency: STRIPE_CURRENCY,
  };
}

export type { NoPricingConfig, PricingConfig, PricingConfigAnswer, PricingConfigRequest } from '@app/contracts';
export { MAX_MONTHLY_PRICE, STRIPE_CURRENCY, STRIPE_ROUTES } from '@app/contracts';

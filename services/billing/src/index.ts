import type { FeatureModule } from '@app/nest-app';
import { PaymentProviderStatus } from '@app/nest-common';
import { billingEnvRules } from './billing.config';
import { BillingModule } from './billing.module';
import { billingEntities } from './billing.entities';
import { BillingInit1763700002000 } from './migrations/1763700002000-BillingInit';
import { BillingStripe1763700002100 } from './migrations/1763700002100-BillingStripe';

export { BillingModule } from './billing.module';
export { billingEntities } from './billing.entities';
export { billingEnvRules } from './billing.config';
export { StripeClient } from './stripe/stripe-client';
export const billingMigrations = [BillingInit1763700002000, BillingStripe1763700002100];

/** The billing module as the composition root sees it (gateway, its own main.ts, createTestApp). */
export const billingFeature: FeatureModule = {
  name: 'billing',
  module: BillingModule,
  entities: billingEntities,
  migrations: billingMigrations,
  defaultPort: 3202,
  envRules: billingEnvRules,
  provides: [PaymentProviderStatus],
};

import { BillingInit1763700002000 } from './migrations/1763700002000-BillingInit';

export { BillingModule } from './billing.module';
export const billingEntities = [];
export const billingMigrations = [BillingInit1763700002000];

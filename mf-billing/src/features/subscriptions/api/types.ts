export type {
  CancelSubscriptionAnswer,
  CreateSubscriptionRequest,
  PricingConfig,
  PricingConfigAnswer,
  SubscriptionOverviewPage,
  SubscriptionOverviewRow,
  SubscriptionStatus,
  SyncEmployeeCountAnswer,
} from '@app/contracts';
export { DEFAULT_CANCELLATION_REASON, STRIPE_ROUTES } from '@app/contracts';

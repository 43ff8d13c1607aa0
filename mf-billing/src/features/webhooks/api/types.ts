export type { WebhookEventEntry, WebhookEventOutcome, WebhookEventPage, WebhookInfo, WebhookStats } from '@app/contracts';
export { DEFAULT_REQUIRED_WEBHOOK_EVENTS, STRIPE_ROUTES } from '@app/contracts';

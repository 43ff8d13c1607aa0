export { StripeSimulator, StripeApiError, signWebhookPayload } from './simulator';
export type { RecordedRequest, StripeSimulatorOptions, WebhookDelivery, WebhookEndpoint } from './simulator';
export { API_VERSION, addMonths } from './objects';
export type { StripeEvent, StripeSubscription, StripeSubscriptionItem, StripePrice, StripeCustomer, StripeInvoice } from './objects';

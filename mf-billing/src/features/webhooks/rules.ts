// Pure rules of the Webhook Management tab (spec sections 2 and 9).
import { DEFAULT_REQUIRED_WEBHOOK_EVENTS, STRIPE_ROUTES, type WebhookEventOutcome, type WebhookInfo } from '@app/contracts';

/** The endpoint URL from the server, else the site's own origin plus the webhook path. */
export function webhookEndpointUrl(info: Partial<WebhookInfo> | undefined, origin: string): string {
  const fromServer = info?.webhookUrl?.trim();
  return fromServer || `${origin.replace(/\/+$/, '')}${STRIPE_ROUTES.webhook}`;
}

/** The required events from the server, else the four defaults of spec section 9. */
export function requiredWebhookEvents(info: Partial<WebhookInfo> | undefined): readonly string[] {
  const events = info?.requiredEvents;
  return Array.isArray(events) && events.length > 0 ? events : DEFAULT_REQUIRED_WEBHOOK_EVENTS;
}

/** Only a failed event can be re-processed. */
export function canReprocess(outcome: WebhookEventOutcome): boolean {
  return outcome === 'Failed';
}

export function outcomeVariant(outcome: WebhookEventOutcome): 'success' | 'danger' | 'secondary' {
  if (outcome === 'Processed') return 'success';
  if (outcome === 'Failed') return 'danger';
  return 'secondary';
}

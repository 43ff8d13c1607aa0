import { api } from '@app/api-client';
import { expectObject, expectPage } from '@app/ui';
import { STRIPE_ROUTES, type WebhookEventEntry, type WebhookInfo, type WebhookStats } from '@app/contracts';

export async function fetchWebhookInfo(): Promise<WebhookInfo> {
  const url = STRIPE_ROUTES.webhookInfo;
  return expectObject<WebhookInfo>(url, (await api.get<unknown>(url)).data);
}

export async function fetchWebhookStats(): Promise<WebhookStats> {
  const url = STRIPE_ROUTES.webhookStats;
  return expectObject<WebhookStats>(url, (await api.get<unknown>(url)).data, ['totalEvents', 'successfulEvents', 'failedEvents', 'lastEventTime']);
}

/** Newest first. */
export async function fetchWebhookEvents(page: number, pageSize: number) {
  const url = STRIPE_ROUTES.webhookEvents;
  return expectPage<WebhookEventEntry>(url, (await api.get<unknown>(url, { params: { page, pageSize } })).data);
}

export async function reprocessWebhookEvent(eventId: string): Promise<WebhookEventEntry> {
  const url = STRIPE_ROUTES.reprocessWebhookEvent(eventId);
  return expectObject<WebhookEventEntry>(url, (await api.post<unknown>(url)).data, ['id', 'outcome']);
}

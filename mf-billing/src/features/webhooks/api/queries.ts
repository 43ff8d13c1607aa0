// Query options of the Webhook Management tab, defined once; re-processing invalidates only the stats and the log.
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { useInvalidate } from '@app/ui';
import { fetchWebhookEvents, fetchWebhookInfo, fetchWebhookStats, reprocessWebhookEvent } from './webhooksApi';

export const webhookKeys = {
  info: ['stripe', 'webhook-info'] as const,
  stats: ['stripe', 'webhook-stats'] as const,
  events: ['stripe', 'webhook-events'] as const,
};

/** Events arrive from Stripe while the tab is open: the counters and the log refresh on their own. */
export const WEBHOOK_REFRESH_MS = 10_000;

export const webhookQueries = {
  info: () => queryOptions({ queryKey: webhookKeys.info, queryFn: fetchWebhookInfo }),
  stats: () => queryOptions({ queryKey: webhookKeys.stats, queryFn: fetchWebhookStats, refetchInterval: WEBHOOK_REFRESH_MS }),
  events: (page: number, pageSize: number) =>
    queryOptions({
      queryKey: [...webhookKeys.events, page, pageSize],
      queryFn: () => fetchWebhookEvents(page, pageSize),
      placeholderData: keepPreviousData,
      refetchInterval: WEBHOOK_REFRESH_MS,
    }),
};

/** A re-processed event changes its outcome (the log) and the counters. */
export function useReprocessWebhookEvent() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: reprocessWebhookEvent, onSuccess: () => void invalidate(webhookKeys.stats, webhookKeys.events) });
}

/** The Refresh button: the counters and the log (the endpoint and required events do not change). */
export function useRefreshWebhookEvents() {
  const invalidate = useInvalidate();
  return () => invalidate(webhookKeys.stats, webhookKeys.events);
}

// Query options of the Technical Status screen, defined once; the mutation invalidates only what it changes.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { AUTO_REFRESH_MS, type TechnicalResource } from '../rules';
import { technicalApi } from './technicalStatusApi';

export const technicalKeys: Record<TechnicalResource, readonly string[]> = {
  status: ['technical', 'system-status'],
  metrics: ['technical', 'system-metrics'],
  stats: ['technical', 'notification-stats'],
};

/** Each resource polls every 30 s on its own. */
export const technicalQueries = {
  status: () => queryOptions({ queryKey: technicalKeys.status, queryFn: technicalApi.systemStatus, refetchInterval: AUTO_REFRESH_MS }),
  metrics: () => queryOptions({ queryKey: technicalKeys.metrics, queryFn: technicalApi.systemMetrics, refetchInterval: AUTO_REFRESH_MS }),
  stats: () => queryOptions({ queryKey: technicalKeys.stats, queryFn: technicalApi.notificationStats, refetchInterval: AUTO_REFRESH_MS }),
};

/** Sending a notification changes the statistics only (not the status, metrics or the payment-provider check). */
export function useSendNotification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: technicalApi.sendNotification,
    onSuccess: () => void client.invalidateQueries({ queryKey: technicalKeys.stats }),
  });
}

import { useCallback, useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { technicalKeys, technicalQueries } from '../api/queries';
import type { NotificationStats, SystemMetrics, SystemStatus } from '@app/contracts';
import { liveRefresh } from '../rules';

export interface TechnicalStatusState {
  status: SystemStatus | undefined;
  metrics: SystemMetrics | undefined;
  stats: NotificationStats | undefined;
  /** True only during a manual refresh (the 30-second poll is silent). */
  refreshing: boolean;
  refresh: () => Promise<void>;
}

/**
 * System status, metrics and notification stats, loaded in parallel and polled every 30 s without a spinner; a
 * manual refresh shows one. A failed load keeps the previous data on screen (the query cache logs it). A live
 * StatusUpdate event refreshes only the resource its reason names.
 */
export function useTechnicalStatus(subscribeToStatusUpdates?: (listener: (event: unknown) => void) => () => void): TechnicalStatusState {
  const client = useQueryClient();
  const status = useQuery(technicalQueries.status());
  const metrics = useQuery(technicalQueries.metrics());
  const stats = useQuery(technicalQueries.stats());
  const [refreshing, setRefreshing] = useState(false);

  const { refetch: refetchStatus } = status;
  const { refetch: refetchMetrics } = metrics;
  const { refetch: refetchStats } = stats;
  const refresh = useCallback(async () => {
    setRefreshing(true);
    try {
      await Promise.all([refetchStatus(), refetchMetrics(), refetchStats()]);
    } finally {
      setRefreshing(false);
    }
  }, [refetchStatus, refetchMetrics, refetchStats]);

  useEffect(
    () =>
      subscribeToStatusUpdates?.((event) => {
        const named = liveRefresh(event);
        if (named.status) client.setQueryData(technicalKeys.status, named.status);
        // A load already under way for the same resource answers the event too (no second request).
        for (const resource of named.reload) void client.invalidateQueries({ queryKey: technicalKeys[resource] }, { cancelRefetch: false });
      }),
    [client, subscribeToStatusUpdates],
  );

  return { status: status.data, metrics: metrics.data, stats: stats.data, refreshing: refreshing || (status.isPending && status.isFetching), refresh };
}

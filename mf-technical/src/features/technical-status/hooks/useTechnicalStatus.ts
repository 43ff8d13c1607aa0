import { useCallback, useEffect, useRef, useState } from 'react';
import { technicalApi } from '../api/technicalApi';
import type { NotificationStats, SystemMetrics, SystemStatus } from '../api/types';
import { AUTO_REFRESH_MS } from '../lib/rules';

export interface TechnicalStatusState {
  status: SystemStatus | null;
  metrics: SystemMetrics | null;
  stats: NotificationStats | null;
  /** True only during a manual refresh (the 30-second poll is silent). */
  refreshing: boolean;
  refresh: () => Promise<void>;
  reloadStats: () => Promise<void>;
  /** Silent reload (poll, live StatusUpdate). */
  reload: () => Promise<void>;
}

/**
 * Loads system status, metrics and notification stats in parallel; polls every 30 s without a spinner; a manual
 * refresh shows one. `subscribeToStatusUpdates` lets the live link trigger a silent reload.
 */
export function useTechnicalStatus(subscribeToStatusUpdates?: (listener: () => void) => () => void): TechnicalStatusState {
  const [status, setStatus] = useState<SystemStatus | null>(null);
  const [metrics, setMetrics] = useState<SystemMetrics | null>(null);
  const [stats, setStats] = useState<NotificationStats | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const mounted = useRef(true);

  const load = useCallback(async () => {
    // Fetch failures on loads are only logged (the previous data stays on screen).
    const [s, m, n] = await Promise.allSettled([technicalApi.systemStatus(), technicalApi.systemMetrics(), technicalApi.notificationStats()]);
    if (!mounted.current) return;
    if (s.status === 'fulfilled') setStatus(s.value);
    else console.error('Failed to load system status', s.reason);
    if (m.status === 'fulfilled') setMetrics(m.value);
    else console.error('Failed to load system metrics', m.reason);
    if (n.status === 'fulfilled') setStats(n.value);
    else console.error('Failed to load notification stats', n.reason);
  }, []);

  const refresh = useCallback(async () => {
    setRefreshing(true);
    try {
      await load();
    } finally {
      if (mounted.current) setRefreshing(false);
    }
  }, [load]);

  const reloadStats = useCallback(async () => {
    try {
      const value = await technicalApi.notificationStats();
      if (mounted.current) setStats(value);
    } catch (error) {
      console.error('Failed to load notification stats', error);
    }
  }, []);

  useEffect(() => {
    mounted.current = true;
    void refresh();
    const id = setInterval(() => void load(), AUTO_REFRESH_MS);
    const unsubscribe = subscribeToStatusUpdates?.(() => void load());
    return () => {
      mounted.current = false;
      clearInterval(id);
      unsubscribe?.();
    };
  }, [load, refresh, subscribeToStatusUpdates]);

  return { status, metrics, stats, refreshing, refresh, reloadStats, reload: load };
}

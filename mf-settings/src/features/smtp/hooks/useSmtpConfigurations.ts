import { useCallback, useEffect, useState } from 'react';
import type { SmtpConfiguration } from '../api/types';
import { fetchSmtpConfigurations } from '../api/smtpApi';

export interface SmtpConfigurationsState {
  configurations: SmtpConfiguration[];
  loading: boolean;
  reload: () => Promise<void>;
}

/** The list of configurations; `enabled: false` (non-admins) makes no call at all. Load failures are logged only. */
export function useSmtpConfigurations(enabled: boolean): SmtpConfigurationsState {
  const [configurations, setConfigurations] = useState<SmtpConfiguration[]>([]);
  const [loading, setLoading] = useState(enabled);

  const reload = useCallback(async () => {
    if (!enabled) return;
    setLoading(true);
    try {
      setConfigurations(await fetchSmtpConfigurations());
    } catch (error) {
      console.error('Failed to load SMTP configurations', error);
    } finally {
      setLoading(false);
    }
  }, [enabled]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { configurations, loading, reload };
}

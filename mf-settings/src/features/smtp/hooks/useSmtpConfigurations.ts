import { useResource } from '@app/ui';
import type { SmtpConfiguration } from '../api/types';
import { fetchSmtpConfigurations } from '../api/smtpApi';

export interface SmtpConfigurationsState {
  configurations: SmtpConfiguration[];
  loading: boolean;
  reload: () => Promise<void>;
}

const logFailure = (error: unknown) => console.error('Failed to load SMTP configurations', error);

/** The list of configurations; `enabled: false` (non-admins) makes no call at all. Load failures are logged only. */
export function useSmtpConfigurations(enabled: boolean): SmtpConfigurationsState {
  const { data: configurations, loading, reload } = useResource(fetchSmtpConfigurations, [], { enabled, onError: logFailure });
  return { configurations, loading, reload };
}

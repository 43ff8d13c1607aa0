// Query options of the SMTP screens, defined once; each mutation invalidates only what it changes.
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { useInvalidate } from '@app/ui';
import type { SmtpConfigurationRequest, SmtpTestRequest } from '@app/contracts';
import {
  activateSmtpConfiguration,
  createSmtpConfiguration,
  deleteSmtpConfiguration,
  fetchMailLog,
  fetchSmtpConfigurations,
  testSmtpConfiguration,
  updateSmtpConfiguration,
} from './smtpApi';

export const smtpKeys = {
  configurations: ['smtp', 'configurations'] as const,
  mailLog: ['smtp', 'mail-log'] as const,
};

export const smtpQueries = {
  configurations: () => queryOptions({ queryKey: smtpKeys.configurations, queryFn: fetchSmtpConfigurations }),
  /** The current page stays on screen while the next one loads. */
  mailLog: (page: number, pageSize: number) =>
    queryOptions({ queryKey: [...smtpKeys.mailLog, page, pageSize], queryFn: () => fetchMailLog(page, pageSize), placeholderData: keepPreviousData }),
};

/** Create (no `id`) or update a configuration: the list changes. */
export function useSaveSmtpConfiguration() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: SmtpConfigurationRequest }) => (id ? updateSmtpConfiguration(id, body) : createSmtpConfiguration(body)),
    onSuccess: () => void invalidate(smtpKeys.configurations),
  });
}

/** Activation moves the Active badge: the list changes. */
export function useActivateSmtpConfiguration() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: activateSmtpConfiguration, onSuccess: () => invalidate(smtpKeys.configurations) });
}

export function useDeleteSmtpConfiguration() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: deleteSmtpConfiguration, onSuccess: () => invalidate(smtpKeys.configurations) });
}

/** An answered test updates the configuration's last-test columns and adds a mail log entry. */
export function useTestSmtpConfiguration() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: SmtpTestRequest }) => testSmtpConfiguration(id, body),
    onSuccess: () => void invalidate(smtpKeys.configurations, smtpKeys.mailLog),
  });
}

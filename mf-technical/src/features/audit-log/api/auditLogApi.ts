import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, downloadFile } from '@app/api-client';
import type { AuditEntry, AuditLogPage, AuditLogQuery } from '@app/contracts';
import { expectPage } from '@app/ui';

const AUDIT_LOG = '/api/admin/audit-log';
const AUDIT_EXPORT = '/api/admin/audit-log/export.csv';

/** The filters as query parameters (empty ones left out). */
export function auditParams(query: AuditLogQuery): Record<string, string | number> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '')) as Record<string, string | number>;
}

export const auditLogApi = {
  page: async (query: AuditLogQuery): Promise<AuditLogPage> =>
    expectPage<AuditEntry>(AUDIT_LOG, (await api.get<unknown>(AUDIT_LOG, { params: auditParams(query) })).data),
  /** The filtered view (every page of it) as CSV, saved under the server's file name. */
  exportCsv: async (query: AuditLogQuery): Promise<string> => {
    const { page: _page, pageSize: _size, ...filters } = query;
    return downloadFile(AUDIT_EXPORT, { params: auditParams(filters), fallbackName: 'audit-log.csv' });
  },
};

export const auditLogQueries = {
  page: (query: AuditLogQuery) => queryOptions({ queryKey: ['audit-log', query] as const, queryFn: () => auditLogApi.page(query), placeholderData: keepPreviousData }),
};

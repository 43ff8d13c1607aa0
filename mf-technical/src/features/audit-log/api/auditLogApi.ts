import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@app/api-client';
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
  /** The filtered view as CSV, saved through an object URL (the API needs the bearer token, a plain link would not send it). */
  exportCsv: async (query: AuditLogQuery): Promise<void> => {
    const { page: _page, pageSize: _size, ...filters } = query;
    const response = await api.get<Blob>(AUDIT_EXPORT, { params: auditParams(filters), responseType: 'blob' });
    const disposition = String(response.headers['content-disposition'] ?? '');
    const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'audit-log.csv';
    const url = URL.createObjectURL(response.data);
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.appendChild(link);
    link.click();
    link.remove();
    URL.revokeObjectURL(url);
  },
};

export const auditLogQueries = {
  page: (query: AuditLogQuery) => queryOptions({ queryKey: ['audit-log', query] as const, queryFn: () => auditLogApi.page(query), placeholderData: keepPreviousData }),
};

// Pure rules of the company resource (no I/O): unit-tested in company-rules.spec.ts.
import type { ListSpec } from '@app/nest-common';

export const COMPANY_MESSAGES = {
  notFound: 'Company not found',
  activated: 'Company activated successfully',
  deactivated: 'Company deactivated successfully',
  subscriptionUpdated: 'Subscription updated successfully',
} as const;

/** Business tables a reset empties, in deletion order (dependants first), with the words used in the message. */
export const RESET_TABLES = [
  { table: 'invoices', label: 'invoices' },
  { table: 'clients', label: 'clients' },
  { table: 'employees', label: 'employees' },
  { table: 'expenses', label: 'expenses' },
  { table: 'recurring_expenses', label: 'recurring expenses' },
  { table: 'stored_files', label: 'stored files' },
] as const;

type ResetTable = (typeof RESET_TABLES)[number]['table'];
export type ResetCounts = Record<ResetTable, number>;

/** "Company data for {name} reset successfully. Deleted 4 clients, 6 employees, ..." in the spec's order. */
export function resetMessage(name: string, counts: ResetCounts): string {
  const parts = [
    `${counts.clients} clients`,
    `${counts.employees} employees`,
    `${counts.invoices} invoices`,
    `${counts.expenses} expenses`,
    `${counts.recurring_expenses} recurring expenses`,
    `${counts.stored_files} stored files`,
  ];
  return `Company data for ${name} reset successfully. Deleted ${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}.`;
}

/** Midnight UTC of a YYYY-MM-DD date, or the instant of a full ISO timestamp. */
export function parseDate(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00.000Z`) : new Date(value);
}

/** The subscription period of the update-subscription body: end null/absent/'' = unlimited; end before start is refused. */
export function subscriptionPeriod(startDate: string, endDate: string | null | undefined): { start: Date; end: Date | null; endBeforeStart: boolean } {
  const start = parseDate(startDate);
  const end = endDate ? parseDate(endDate) : null;
  return { start, end, endBeforeStart: end !== null && end.getTime() < start.getTime() };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/**
 * The CompanyDirectory search: a case-insensitive "contains" on the name (LIKE wildcards in the text are literal),
 * or an exact company id when the text is one; nothing when blank.
 */
export function directorySearch(search: string | undefined): { namePattern: string | null; exactId: string | null } {
  const text = search?.trim() || null;
  if (!text) return { namePattern: null, exactId: null };
  return { namePattern: `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`, exactId: isUuid(text) ? text.toLowerCase() : null };
}

export type CompanyListStatus = 'active' | 'inactive' | 'expired';

/** The paged company list (issue 12): sort keys, statuses, page size. */
export const COMPANY_LIST: ListSpec<CompanyListStatus> = {
  sorts: { name: 'lower(c.name)', createdAt: 'c.created_at', plan: 'c.subscription_plan', subscriptionEnd: 'c.subscription_end_date', status: 'c.is_active' },
  defaultSort: 'name',
  statuses: ['active', 'inactive', 'expired'],
  defaultPageSize: 50,
};

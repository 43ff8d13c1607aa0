// Audit log (issue 13): every state-changing admin call, sign-in and session event, append-only.
import type { PagedList } from './backend';

/** One changed field. A secret's values are never recorded: `before` and `after` are null and `secret` is true. */
export interface AuditChange {
  field: string;
  before: string | number | boolean | null;
  after: string | number | boolean | null;
  /** The field is a secret (password, client secret, key...): it "changed", its values are not kept. */
  secret?: boolean;
}

export interface AuditEntry {
  id: string;
  /** ISO 8601, UTC. */
  occurredAt: string;
  /** Who acted: null for an anonymous call (a failed sign-in of an unknown address, a webhook). */
  actorId: string | null;
  /** The actor's e-mail, or the e-mail a failed sign-in tried. */
  actorEmail: string | null;
  /** In product words: "company.deactivated", "subscription.plan-changed", "auth.signed-in", ... */
  action: string;
  targetType: string | null;
  targetId: string | null;
  /** The target's display name when the entry was written (a company's name, a user's e-mail, ...). */
  targetName: string | null;
  requestId: string | null;
  ipAddress: string | null;
  changes: AuditChange[];
}

export type AuditLogPage = PagedList<AuditEntry>;

/** GET /api/admin/audit-log and GET /api/admin/audit-log/export.csv take the same filters. */
export interface AuditLogQuery {
  page?: number;
  pageSize?: number;
  /** Part of the actor's e-mail, or the actor's user id. */
  actor?: string;
  /** An action name, or its prefix ending in "." ("company." for every company action). */
  action?: string;
  targetId?: string;
  /** ISO dates (YYYY-MM-DD, en-GB shown on screen) or instants; `to` is inclusive of its whole day. */
  from?: string;
  to?: string;
}

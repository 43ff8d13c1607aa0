// Pure rules of system notifications: who is in the audience, when a notification is active, and which
// ones a connecting user still has to receive. No I/O; unit-tested in notification-rules.spec.ts.

export const NOTIFICATION_TYPES = ['Info', 'Success', 'Warning', 'Error', 'Maintenance'] as const;
export type SystemNotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_SCOPES = ['AllUsers', 'AdminOnly', 'CompanySpecific', 'SpecificUsers'] as const;
export type NotificationScope = (typeof NOTIFICATION_SCOPES)[number];

/** Business event types (spec section 9) that other modules publish; these go only to connections subscribed to the type. */
export const EVENT_NOTIFICATION_TYPES = [
  'PayrollProcessed',
  'FpsSubmitted',
  'CompanyDeactivated',
  'ExpenseCreated',
  'ExpenseUpdated',
  'ExpenseDeleted',
  'RecurringExpenseGenerated',
] as const;

export interface Audience {
  scope: NotificationScope;
  targetCompanyIds: string[];
  targetUserIds: string[];
}

/** The recipient as the hub knows it (from the verified token, re-read from the database). */
export interface Recipient {
  userId: string;
  role: string;
  companyId: string | null;
}

/** True when the recipient belongs to the notification's audience. */
export function isInAudience(audience: Audience, recipient: Recipient): boolean {
  switch (audience.scope) {
    case 'AllUsers':
      return true;
    case 'AdminOnly':
      return recipient.role === 'Admin';
    case 'CompanySpecific':
      return recipient.companyId !== null && audience.targetCompanyIds.includes(recipient.companyId);
    case 'SpecificUsers':
      return audience.targetUserIds.includes(recipient.userId);
    default:
      return false;
  }
}

/**
 * SQL condition (over `companies.users u`) selecting the audience's user ids, with its parameters starting at
 * `$first`. Used to count recipients; delivery itself goes through `isInAudience` on live connections.
 */
export function audienceSql(audience: Audience, first = 1): { where: string; params: unknown[] } {
  switch (audience.scope) {
    case 'AllUsers':
      return { where: 'u.is_active', params: [] };
    case 'AdminOnly':
      return { where: `u.is_active AND u.role = 'Admin'`, params: [] };
    case 'CompanySpecific':
      return { where: `u.is_active AND u.company_id = ANY($${first}::uuid[])`, params: [audience.targetCompanyIds] };
    case 'SpecificUsers':
      return { where: `u.is_active AND u.id = ANY($${first}::uuid[])`, params: [audience.targetUserIds] };
    default:
      return { where: 'false', params: [] };
  }
}

export interface Timing {
  scheduledFor: Date | null;
  expiresAt: Date | null;
}

/** Expired once `expiresAt` has passed (an expiry equal to now counts as expired). */
export function isExpired(n: Timing, now: Date): boolean {
  return n.expiresAt !== null && n.expiresAt.getTime() <= now.getTime();
}

/** Due once its scheduled time (if any) has come. */
export function isDue(n: Timing, now: Date): boolean {
  return n.scheduledFor === null || n.scheduledFor.getTime() <= now.getTime();
}

/** Active: due and not expired. Only active notifications are ever delivered (live, by the scheduler or on connect). */
export function isActive(n: Timing, now: Date): boolean {
  return isDue(n, now) && !isExpired(n, now);
}

/** Per-field validation problems of a notification to send (spec section 5 plus the server's own rules). */
export function validateTiming(n: Timing, now: Date): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (n.expiresAt && n.scheduledFor && n.expiresAt.getTime() <= n.scheduledFor.getTime()) {
    errors.expiresAt = ['Expires At must be after Schedule For'];
  } else if (n.expiresAt && n.expiresAt.getTime() <= now.getTime()) {
    errors.expiresAt = ['Expires At must be in the future'];
  }
  return errors;
}

/** Cross-field rule: the target list of CompanySpecific / SpecificUsers must not be empty. */
export function validateAudience(a: Audience): Record<string, string[]> {
  if (a.scope === 'CompanySpecific' && a.targetCompanyIds.length === 0) {
    return { targetCompanyIds: ['Select at least one company for a company-specific notification'] };
  }
  if (a.scope === 'SpecificUsers' && a.targetUserIds.length === 0) {
    return { targetUserIds: ['Select at least one user for a user-specific notification'] };
  }
  return {};
}

/** Whether a connection gets a notification of this type: system types always, event types only when subscribed. */
export function wantsType(type: string, subscriptions: ReadonlySet<string>): boolean {
  return (NOTIFICATION_TYPES as readonly string[]).includes(type) || subscriptions.has(type.toLowerCase());
}

// Pure rules of system notifications: who is in the audience, when a notification is active, and which
// ones a connecting user still has to receive. No I/O; unit-tested in notification-rules.spec.ts.
import { BUSINESS_MODEL_CHANGED, NOTIFICATION_TYPES, type LiveNotification, type NotificationBroadcastEvent, type NotificationScope } from '@app/contracts';
import type { NotificationRow } from './notifications.repository';

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

/** The live notification a company's signed-in users get when an admin deactivates it (the shell shows it as a browser notification). */
export function companyDeactivatedNotification(companyName: string, now: Date): LiveNotification {
  return {
    id: null,
    type: 'CompanyDeactivated',
    title: 'Company deactivated',
    message: `${companyName} has been deactivated by an administrator.`,
    requiresAction: true,
    actionUrl: null,
    createdAt: now.toISOString(),
    expiresAt: null,
  };
}

/** Tells a company's signed-in users that their business model changed: the shell reloads GET /api/businessmodel. */
export function businessModelChangedNotification(modelName: string, now: Date): LiveNotification {
  return {
    id: null,
    type: BUSINESS_MODEL_CHANGED,
    title: 'Configuration updated',
    message: `An administrator changed your company's configuration (${modelName}). It is up to date on this page.`,
    requiresAction: false,
    actionUrl: null,
    createdAt: now.toISOString(),
    expiresAt: null,
  };
}

/** The live notification a company's signed-in users get when an admin resets its business data. */
export function companyResetNotification(now: Date): LiveNotification {
  return {
    id: null,
    type: 'Warning',
    title: 'Company data reset',
    message: "An administrator reset your company's data: clients, employees, invoices, expenses, recurring expenses and stored files were deleted.",
    requiresAction: false,
    actionUrl: null,
    createdAt: now.toISOString(),
    expiresAt: null,
  };
}

/** A stored notification (as its row) -> the hub's ReceiveNotification payload. */
export function toLiveNotification(row: Pick<NotificationRow, 'id' | 'type' | 'title' | 'message' | 'requires_action' | 'action_url' | 'created_at' | 'expires_at'>): LiveNotification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    requiresAction: row.requires_action,
    actionUrl: row.action_url,
    createdAt: new Date(row.created_at).toISOString(),
    expiresAt: row.expires_at ? new Date(row.expires_at).toISOString() : null,
  };
}

export function audienceOf(row: Pick<NotificationRow, 'scope' | 'target_company_ids' | 'target_user_ids'>): Audience {
  return { scope: row.scope, targetCompanyIds: row.target_company_ids ?? [], targetUserIds: row.target_user_ids ?? [] };
}

/** A transient broadcast (not stored) as the live payload. */
export function broadcastNotification(event: NotificationBroadcastEvent, now: Date): LiveNotification {
  return {
    id: null,
    type: event.type,
    title: event.title,
    message: event.message,
    requiresAction: !!event.requiresAction,
    actionUrl: event.actionUrl ?? null,
    createdAt: now.toISOString(),
    expiresAt: null,
  };
}

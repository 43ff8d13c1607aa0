// Technical status and system notifications (spec section 3: system status, system metrics, notification stats,
// notification to send, notification received live; section 7 "Technical" and "Real-time link").

/** Healthy, Warning, Error; anything else is treated as unknown. */
export type ComponentStatus = 'Healthy' | 'Warning' | 'Error' | (string & {});
export type NotificationType = 'Info' | 'Success' | 'Warning' | 'Error' | 'Maintenance';
export type NotificationScope = 'AllUsers' | 'AdminOnly' | 'CompanySpecific' | 'SpecificUsers';

/** The one list of system notification types (what an admin sends; every connection receives them). */
export const NOTIFICATION_TYPES: readonly NotificationType[] = ['Info', 'Success', 'Warning', 'Error', 'Maintenance'];
/** The one list of audiences of a stored notification. */
export const NOTIFICATION_SCOPES: readonly NotificationScope[] = ['AllUsers', 'AdminOnly', 'CompanySpecific', 'SpecificUsers'];

/**
 * Business event types delivered live (spec section 9). Other modules broadcast them on the event bus and a
 * connection receives them only after SubscribeToNotificationType, except `CompanyDeactivated`, which technical
 * addresses to the users of the deactivated company.
 */
export const LIVE_EVENT_TYPES = [
  'PayrollProcessed',
  'FpsSubmitted',
  'CompanyDeactivated',
  'RecurringExpenseGenerated',
  'ExpenseCreated',
  'ExpenseUpdated',
  'ExpenseDeleted',
] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

/** The live event types shown as browser notifications (spec section 9); every other notification is an in-app toast. */
export const BROWSER_NOTIFICATION_TYPES: readonly LiveEventType[] = ['PayrollProcessed', 'FpsSubmitted', 'CompanyDeactivated', 'RecurringExpenseGenerated'];

export interface ComponentHealth {
  componentName: string;
  status: ComponentStatus;
  statusMessage: string;
  additionalInfo: Record<string, string>;
}

/** GET /api/technical/system-status */
export interface SystemStatus {
  overallStatus: { status: ComponentStatus; statusMessage: string };
  checkedAt: string;
  database: ComponentHealth;
  /** The message server: the notification hub and, when configured, its Redis backplane. */
  messageServer: ComponentHealth;
  billingService: ComponentHealth;
  hmrcService: ComponentHealth;
  vaultConnectivity: ComponentHealth;
  /** Payment-provider connectivity. */
  stripeConnectivity: ComponentHealth;
}

/** GET /api/technical/system-metrics */
export interface SystemMetrics {
  totalCompanies: number;
  activeCompanies: number;
  totalUsers: number;
  totalEmployees: number;
  systemUptime: string;
  serviceVersions: Record<string, string>;
}

/** GET /api/technical/notification-stats */
export interface NotificationStats {
  totalNotifications: number;
  unreadNotifications: number;
  activeNotifications: number;
  expiredNotifications: number;
}

/** POST /api/technical/send-notification (both dates null when blank; the form has no inputs for the target lists). */
export interface SendNotificationRequest {
  title: string;
  message: string;
  type: NotificationType;
  scope: NotificationScope;
  targetCompanyIds: string[];
  targetUserIds: string[];
  scheduledFor: string | null;
  expiresAt: string | null;
}

/** Answer of send-notification (201). `Duplicate` only for event-bus publications with an already-seen eventId. */
export interface SendNotificationResult {
  id: string;
  status: 'Sent' | 'Scheduled' | 'Duplicate';
}

/** The hub's ReceiveNotification payload, the one live notification shape. `id` is null for transient events (nothing to mark read). */
export interface LiveNotification {
  id: string | null;
  type: string;
  title: string;
  message: string;
  requiresAction: boolean;
  actionUrl: string | null;
  createdAt: string;
  expiresAt: string | null;
}

/**
 * StatusUpdate payload: `requested` answers RequestStatusUpdate (admins get the full status, others the overall one);
 * `notifications` is pushed to admins when notifications were sent, so statistics refresh without waiting for the poll.
 */
export interface StatusUpdateEvent {
  reason: 'requested' | 'notifications';
  checkedAt: string;
  status?: SystemStatus;
  overallStatus?: SystemStatus['overallStatus'];
}

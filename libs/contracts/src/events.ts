// Cross-module events carried by the EventBus (libs/nest-common): one topic name, one payload type.
// Every topic has a publisher and a subscriber; a topic that loses either is deleted from this map.
// Payloads travel as JSON (Redis), so they hold only JSON values: dates are ISO strings.
import type { UserRole } from './auth';
import type { NotificationScope } from './technical';

/** A user's session state changed (activation, role, password reset/change, session version bump). Publisher: companies. */
export interface SessionChangedEvent {
  userId: string;
  email: string;
  role: UserRole;
  companyId: string | null;
  isActive: boolean;
  sessionVersion: number;
  /** Ids of the user's sessions (devices) ended before their expiry (issue 13): their tokens are refused. */
  endedSessions?: string[];
}

/** What a user's profile shows changed, not their session (a sign-in's date). Publisher and subscriber: companies. */
export interface UserProfileChangedEvent {
  userId: string;
}

/** A company was activated or deactivated. Publisher: companies. */
export interface CompanyStatusChangedEvent {
  companyId: string;
  name: string;
  isActive: boolean;
}

/** An admin reset a company's business data; `counts` is rows deleted per table. Publisher: companies. */
export interface CompanyResetEvent {
  companyId: string;
  counts: Record<string, number>;
}

/** A stored notification is due: every instance delivers it to its own hub connections. Publisher and subscriber: technical. */
export interface NotificationDispatchEvent {
  id: string;
}

/** Another module asks technical to persist and deliver a notification. */
export interface NotificationSendEvent {
  /** Idempotency key: with several instances on Redis every instance receives the event, only one stores it. */
  eventId?: string;
  type: string;
  title: string;
  message: string;
  scope?: NotificationScope;
  targetCompanyIds?: string[];
  targetUserIds?: string[];
  requiresAction?: boolean;
  actionUrl?: string | null;
  scheduledFor?: string | null;
  expiresAt?: string | null;
}

/** A transient notification for the hub connections subscribed to its type (not stored). */
export interface NotificationBroadcastEvent {
  type: string;
  title: string;
  message: string;
  requiresAction?: boolean;
  actionUrl?: string | null;
}

/** A tax year's fiscal parameters were created or changed: every instance of hmrc drops its cached years. Publisher and subscriber: hmrc. */
export interface FiscalParametersChangedEvent {
  taxYear: string;
}

/**
 * A business model or a company's assignment changed: the signed-in users of these companies reload their
 * configuration (null: every company, e.g. the default model changed). Publisher: companies; subscriber: technical.
 */
export interface BusinessModelChangedEvent {
  modelName: string;
  companyIds: string[] | null;
}

/** Topic -> payload. */
export interface EventMap {
  'session.changed': SessionChangedEvent;
  'user.profile-changed': UserProfileChangedEvent;
  'company.status-changed': CompanyStatusChangedEvent;
  'company.reset': CompanyResetEvent;
  'notification.dispatch': NotificationDispatchEvent;
  'notification.send': NotificationSendEvent;
  'notification.broadcast': NotificationBroadcastEvent;
  'fiscal-parameters.changed': FiscalParametersChangedEvent;
  'business-model.changed': BusinessModelChangedEvent;
}

export type EventTopic = keyof EventMap;


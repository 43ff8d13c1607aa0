import { BadRequestException, Injectable, Logger, NotFoundException, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { createHash } from 'crypto';
import { EventBus } from '@app/nest-common';
import { NOTIFICATION_SCOPES, type LiveNotification, type NotificationBroadcastEvent, type NotificationSendEvent, type NotificationStats, type SendNotificationResult, type StatusUpdateEvent } from '@app/contracts';
import { LocalConnection, LocalConnections } from '../hub/local-connections';
import type { SendNotificationDto } from './dto/send-notification.dto';
import {
  Audience,
  audienceOf,
  broadcastNotification,
  companyDeactivatedNotification,
  businessModelChangedNotification,
  companyResetNotification,
  isActive,
  isInAudience,
  Recipient,
  toLiveNotification,
  validateAudience,
  validateTiming,
  wantsType,
} from './notification-rules';
import { NewNotification, NotificationsRepository } from './notifications.repository';
import { ReceiptBatch } from './receipt-batch';

const FIELD_ERRORS = 'Please correct the highlighted fields.';
/** At most this many still-active notifications are replayed to a user when they connect. */
const REPLAY_LIMIT = 50;
/**
 * Receipts are stored at most this long after the delivery, in one INSERT per instance for every notification
 * delivered in the window (receipt-batch.ts).
 */
const RECEIPT_BATCH_MS = 250;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Timing = { scheduledFor: Date | null; expiresAt: Date | null };

/**
 * System notifications: stored, scheduled and delivered live. Delivery fans out over the event bus: a due
 * notification is announced on `notification.dispatch` and every instance writes it to its own hub connections in
 * the audience (LocalConnections) and records their receipts (docs/notification-hub.md).
 */
@Injectable()
export class NotificationsService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Notifications');
  private readonly unsubscribe: (() => void)[] = [];
  private readonly receipts: ReceiptBatch;

  constructor(
    private readonly notifications: NotificationsRepository,
    private readonly bus: EventBus,
    private readonly connections: LocalConnections,
  ) {
    this.receipts = new ReceiptBatch(
      (deliveries) => this.notifications.recordReceipts(deliveries),
      RECEIPT_BATCH_MS,
      () => this.pushStatsChanged(),
      (error) => this.logger.error(`Delivery receipts not stored (those users get the notifications again on their next connect): ${error.message}`),
    );
  }

  onModuleInit(): void {
    this.unsubscribe.push(
      this.bus.subscribe('notification.dispatch', async ({ id }) => void (await this.deliverLocally(id))),
      this.bus.subscribe('notification.send', (event) => this.publishFromEvent(event)),
      this.bus.subscribe('notification.broadcast', (event) => void this.broadcastLocally(event)),
      this.bus.subscribe('company.status-changed', ({ companyId, name, isActive }) => {
        if (isActive) return;
        this.sendToCompany(companyId, companyDeactivatedNotification(name, new Date()));
        this.closeWhere((c) => c.recipient.companyId === companyId, 'Company deactivated');
      }),
      // The hub authenticated these connections with the old session state: those it no longer admits close and
      // reconnect to be checked again (a deactivated user, a bumped session version, a role or company change, an
      // ended session (device)); the user's other devices stay connected (issue 13).
      this.bus.subscribe('session.changed', (e) =>
        this.closeWhere(
          (c) =>
            c.recipient.userId === e.userId &&
            (!e.isActive ||
              c.recipient.role !== e.role ||
              c.recipient.companyId !== e.companyId ||
              (c.sessionVersion !== undefined && c.sessionVersion !== e.sessionVersion) ||
              (c.sessionId !== undefined && (e.endedSessions ?? []).includes(c.sessionId))),
          'Session changed',
        ),
      ),
      this.bus.subscribe('company.reset', ({ companyId }) => void this.sendToCompany(companyId, companyResetNotification(new Date()))),
      // Admins do not load a business model; everyone else in the companies (null: every company) reloads it.
      this.bus.subscribe('business-model.changed', ({ modelName, companyIds }) => {
        const live = businessModelChangedNotification(modelName, new Date());
        const companies = companyIds === null ? null : new Set(companyIds);
        for (const c of this.connections.all()) {
          const { role, companyId } = c.recipient;
          if (role !== 'Admin' && (companies === null || (companyId !== null && companies.has(companyId)))) c.send('ReceiveNotification', live);
        }
      }),
    );
  }

  /** Before the database closes (application shutdown hooks run after this): the receipts still pending are stored. */
  async onModuleDestroy(): Promise<void> {
    for (const off of this.unsubscribe.splice(0)) off();
    await this.receipts.flush();
  }

  // ---- sending ------------------------------------------------------------------------------

  /** Validates, stores and (when due) delivers an admin's notification. */
  async send(dto: SendNotificationDto, createdBy: string | null, now = new Date()): Promise<SendNotificationResult> {
    const audience: Audience = { scope: dto.scope, targetCompanyIds: dto.targetCompanyIds ?? [], targetUserIds: dto.targetUserIds ?? [] };
    const timing = { scheduledFor: dto.scheduledFor ? new Date(dto.scheduledFor) : null, expiresAt: dto.expiresAt ? new Date(dto.expiresAt) : null };
    const errors = { ...validateAudience(audience), ...validateTiming(timing, now) };
    if (Object.keys(errors).length) throw new BadRequestException({ message: FIELD_ERRORS, errors });
    return this.store({ title: dto.title, message: dto.message, type: dto.type, ...audience, requiresAction: false, actionUrl: null }, timing, createdBy, null, now);
  }

  private async store(
    n: Pick<NewNotification, 'title' | 'message' | 'type' | 'requiresAction' | 'actionUrl'> & Audience,
    timing: Timing,
    createdBy: string | null,
    sourceEventId: string | null,
    now: Date,
  ): Promise<SendNotificationResult> {
    const due = timing.scheduledFor === null || timing.scheduledFor.getTime() <= now.getTime();
    const id = await this.notifications.insert({
      ...n,
      targetCompanyIds: n.scope === 'CompanySpecific' ? n.targetCompanyIds : [],
      targetUserIds: n.scope === 'SpecificUsers' ? n.targetUserIds : [],
      ...timing,
      dispatchNow: due,
      createdBy,
      sourceEventId,
    });
    if (!id) return { id: '', status: 'Duplicate' };
    if (due) await this.dispatch(id);
    return { id, status: due ? 'Sent' : 'Scheduled' };
  }

  /** Announces a claimed notification to every instance (each delivers to its own connections). */
  async dispatch(id: string): Promise<void> {
    await this.bus.publish('notification.dispatch', { id });
  }

  private async publishFromEvent(event: NotificationSendEvent): Promise<void> {
    const scope = event.scope ?? 'AllUsers';
    if (!event?.type || !event.title || !event.message || !NOTIFICATION_SCOPES.includes(scope)) {
      this.logger.warn('Ignored an invalid notification.send event');
      return;
    }
    const audience: Audience = { scope, targetCompanyIds: event.targetCompanyIds ?? [], targetUserIds: event.targetUserIds ?? [] };
    if (Object.keys(validateAudience(audience)).length) {
      this.logger.warn('Ignored a notification.send event without targets');
      return;
    }
    const eventId = event.eventId ?? createHash('sha256').update(JSON.stringify(event)).digest('hex');
    await this.store(
      { type: String(event.type).slice(0, 50), title: String(event.title).slice(0, 200), message: String(event.message), ...audience, requiresAction: !!event.requiresAction, actionUrl: event.actionUrl ?? null },
      { scheduledFor: event.scheduledFor ? new Date(event.scheduledFor) : null, expiresAt: event.expiresAt ? new Date(event.expiresAt) : null },
      null,
      eventId,
      new Date(),
    );
  }

  // ---- delivery -----------------------------------------------------------------------------

  /**
   * Writes a dispatched notification to this instance's connections in its audience; their users' receipts follow in
   * the next batch (the returned promise resolves when they are stored).
   */
  async deliverLocally(id: string): Promise<number> {
    const row = UUID.test(id) ? await this.notifications.findById(id) : undefined;
    // Unknown here (another deployment sharing the bus) or expired before delivery: never delivered.
    if (!row || !isActive({ scheduledFor: row.scheduled_for, expiresAt: row.expires_at }, new Date())) return 0;
    const audience = audienceOf(row);
    const targets = this.connections.all().filter((c) => isInAudience(audience, c.recipient));
    const live = toLiveNotification(row);
    for (const c of targets) c.send('ReceiveNotification', live);
    const userIds = [...new Set(targets.map((c) => c.recipient.userId))];
    // Admin screens show the new notification's statistics once its receipts are in (or now, when there are none).
    if (userIds.length) await this.receipts.add({ notificationId: id, userIds });
    else this.pushStatsChanged();
    return targets.length;
  }

  /** Admin screens refresh their statistics without waiting for the poll. */
  private pushStatsChanged(): void {
    const update: StatusUpdateEvent = { reason: 'notifications', checkedAt: new Date().toISOString() };
    for (const c of this.connections.all()) if (c.recipient.role === 'Admin') c.send('StatusUpdate', update);
  }

  /** On connect: the still-active notifications of the user's audience they have not received yet, oldest first. */
  async deliverPendingTo(connection: LocalConnection): Promise<number> {
    // What this instance delivered in the last moments is not pending: its receipts are stored before the claim.
    await this.receipts.flush();
    const rows = await this.notifications.claimPending(connection.recipient, REPLAY_LIMIT);
    for (const row of rows) connection.send('ReceiveNotification', toLiveNotification(row));
    return rows.length;
  }

  /** A transient event for the connections of this instance subscribed to its type. */
  broadcastLocally(event: NotificationBroadcastEvent): number {
    if (!event?.type) return 0;
    const targets = this.connections.all().filter((c) => c.types.has(event.type.toLowerCase()) && wantsType(event.type, c.types));
    const live = broadcastNotification(event, new Date());
    for (const c of targets) c.send('ReceiveNotification', live);
    return targets.length;
  }

  /** A transient notice to this instance's connections of one company (every instance hears the event). */
  sendToCompany(companyId: string, live: LiveNotification): number {
    const targets = this.connections.all().filter((c) => c.recipient.companyId === companyId);
    for (const c of targets) c.send('ReceiveNotification', live);
    return targets.length;
  }

  private closeWhere(match: (c: LocalConnection) => boolean, reason: string): void {
    for (const c of this.connections.all().filter(match)) c.close(reason);
  }

  // ---- receipts and statistics --------------------------------------------------------------

  /** POST /api/notifications/{id}/read: only a notification addressed to the caller. */
  async markRead(id: string, user: Recipient): Promise<void> {
    const row = await this.notifications.findById(id);
    if (!row || !row.dispatched_at || !isInAudience(audienceOf(row), user)) throw new NotFoundException('Notification not found');
    await this.notifications.markRead(id, user.userId);
  }

  stats(): Promise<NotificationStats> {
    return this.notifications.stats();
  }
}

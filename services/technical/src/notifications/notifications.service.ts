import { BadRequestException, Inject, Injectable, Logger, NotFoundException, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { createHash } from 'crypto';
import { DataSource } from 'typeorm';
import { EventBus } from '@app/nest-common';
import type { LiveNotification, NotificationBroadcastEvent, NotificationSendEvent, NotificationStats, SendNotificationResult, StatusUpdateEvent } from '@app/contracts';
import { LocalConnection, LocalConnections } from '../hub/local-connections';
import type { SendNotificationDto } from './dto/send-notification.dto';
import { Audience, isActive, isInAudience, NOTIFICATION_SCOPES, Recipient, validateAudience, validateTiming, wantsType } from './notification-rules';

/** Event bus topics of notifications (payloads in libs/contracts/src/events.ts). `dispatch` fans a stored notification out to every instance's local connections. */
export const NOTIFICATION_TOPICS = {
  dispatch: 'notification.dispatch',
  /** Other modules: persist and deliver a notification. */
  send: 'notification.send',
  /** Other modules: a transient event for the connections subscribed to its type (not stored). */
  broadcast: 'notification.broadcast',
} as const;

/** What another module publishes on `notification.send`. */
export type PublishNotificationEvent = NotificationSendEvent;
export type BroadcastEvent = NotificationBroadcastEvent;

const FIELD_ERRORS = 'Please correct the highlighted fields.';
/** At most this many still-active notifications are replayed to a user when they connect. */
export const REPLAY_LIMIT = 50;

interface NotificationRow {
  id: string;
  title: string;
  message: string;
  type: string;
  scope: Audience['scope'];
  target_company_ids: string[];
  target_user_ids: string[];
  requires_action: boolean;
  action_url: string | null;
  scheduled_for: Date | null;
  expires_at: Date | null;
  dispatched_at: Date | null;
  created_at: Date;
}

export function toLive(row: NotificationRow): LiveNotification {
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

const audienceOf = (row: NotificationRow): Audience => ({
  scope: row.scope,
  targetCompanyIds: row.target_company_ids ?? [],
  targetUserIds: row.target_user_ids ?? [],
});

@Injectable()
export class NotificationsService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Notifications');
  private readonly unsubscribe: (() => void)[] = [];

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly bus: EventBus,
    private readonly connections: LocalConnections,
  ) {}

  onModuleInit(): void {
    this.unsubscribe.push(
      this.bus.subscribe(NOTIFICATION_TOPICS.dispatch, async ({ id }) => void (await this.deliverLocally(id))),
      this.bus.subscribe(NOTIFICATION_TOPICS.send, (event) => this.publishFromEvent(event)),
      this.bus.subscribe(NOTIFICATION_TOPICS.broadcast, (event) => void this.broadcastLocally(event)),
    );
  }

  onModuleDestroy(): void {
    for (const off of this.unsubscribe.splice(0)) off();
  }

  // ---- sending ------------------------------------------------------------------------------

  /** Validates, stores and (when due) delivers an admin's notification. */
  async send(dto: SendNotificationDto, createdBy: string | null, now = new Date()): Promise<SendNotificationResult> {
    const audience: Audience = { scope: dto.scope, targetCompanyIds: dto.targetCompanyIds ?? [], targetUserIds: dto.targetUserIds ?? [] };
    const timing = { scheduledFor: dto.scheduledFor ? new Date(dto.scheduledFor) : null, expiresAt: dto.expiresAt ? new Date(dto.expiresAt) : null };
    const errors = { ...validateAudience(audience), ...validateTiming(timing, now) };
    if (Object.keys(errors).length) throw new BadRequestException({ message: FIELD_ERRORS, errors });
    return this.store({ ...dto, ...audience, requiresAction: false, actionUrl: null }, timing, createdBy, null, now);
  }

  private async store(
    n: { title: string; message: string; type: string } & Audience & { requiresAction: boolean; actionUrl: string | null },
    timing: { scheduledFor: Date | null; expiresAt: Date | null },
    createdBy: string | null,
    sourceEventId: string | null,
    now: Date,
  ): Promise<SendNotificationResult> {
    const due = timing.scheduledFor === null || timing.scheduledFor.getTime() <= now.getTime();
    const rows = (await this.dataSource.query(
      `INSERT INTO technical.notifications
         (title, message, type, scope, target_company_ids, target_user_ids, requires_action, action_url,
          scheduled_for, expires_at, dispatched_at, created_by, source_event_id)
       VALUES ($1, $2, $3, $4, $5::uuid[], $6::uuid[], $7, $8, $9, $10, CASE WHEN $11 THEN now() END, $12, $13)
       ON CONFLICT (source_event_id) DO NOTHING
       RETURNING id`,
      [
        n.title,
        n.message,
        n.type,
        n.scope,
        n.scope === 'CompanySpecific' ? n.targetCompanyIds : [],
        n.scope === 'SpecificUsers' ? n.targetUserIds : [],
        n.requiresAction,
        n.actionUrl,
        timing.scheduledFor,
        timing.expiresAt,
        due,
        createdBy,
        sourceEventId,
      ],
    )) as { id: string }[];
    if (!rows.length) return { id: '', status: 'Duplicate' };
    const id = rows[0].id;
    if (due) await this.dispatch(id);
    return { id, status: due ? 'Sent' : 'Scheduled' };
  }

  /** Announces a claimed notification to every instance (each delivers to its own connections). */
  async dispatch(id: string): Promise<void> {
    await this.bus.publish(NOTIFICATION_TOPICS.dispatch, { id });
  }

  private async publishFromEvent(event: PublishNotificationEvent): Promise<void> {
    const scope = event.scope ?? 'AllUsers';
    if (!event?.type || !event.title || !event.message || !NOTIFICATION_SCOPES.includes(scope)) {
      this.logger.warn(`Ignored an invalid ${NOTIFICATION_TOPICS.send} event`);
      return;
    }
    const audience: Audience = { scope, targetCompanyIds: event.targetCompanyIds ?? [], targetUserIds: event.targetUserIds ?? [] };
    if (Object.keys(validateAudience(audience)).length) {
      this.logger.warn(`Ignored a ${NOTIFICATION_TOPICS.send} event without targets`);
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

  private async load(id: string): Promise<NotificationRow | undefined> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
    const [row] = (await this.dataSource.query(`SELECT * FROM technical.notifications WHERE id = $1`, [id])) as NotificationRow[];
    return row;
  }

  /** Writes a dispatched notification to this instance's connections in its audience and records the receipts. */
  async deliverLocally(id: string): Promise<number> {
    const row = await this.load(id);
    // Unknown here (another deployment sharing the bus) or expired before delivery: never delivered.
    if (!row || !isActive({ scheduledFor: row.scheduled_for, expiresAt: row.expires_at }, new Date())) return 0;
    const audience = audienceOf(row);
    const targets = this.connections.all().filter((c) => isInAudience(audience, c.recipient));
    const live = toLive(row);
    for (const c of targets) c.send('ReceiveNotification', live);
    const users = [...new Set(targets.map((c) => c.recipient.userId))];
    if (users.length) {
      await this.dataSource.query(
        `INSERT INTO technical.notification_receipts (notification_id, user_id)
         SELECT $1, unnest($2::uuid[]) ON CONFLICT DO NOTHING`,
        [id, users],
      );
    }
    this.pushStatsChanged();
    return targets.length;
  }

  /** Admin screens refresh their statistics without waiting for the poll. */
  private pushStatsChanged(): void {
    const update: StatusUpdateEvent = { reason: 'notifications', checkedAt: new Date().toISOString() };
    for (const c of this.connections.all()) if (c.recipient.role === 'Admin') c.send('StatusUpdate', update);
  }

  /**
   * On connect: the still-active notifications of the user's audience they have not received yet, claimed with a
   * receipt (so a second connection or instance does not send them again), oldest first.
   */
  async deliverPendingTo(connection: LocalConnection): Promise<number> {
    const r = connection.recipient;
    const claimed = (await this.dataSource.query(
      `INSERT INTO technical.notification_receipts (notification_id, user_id)
       SELECT n.id, $1::uuid FROM technical.notifications n
        WHERE n.dispatched_at IS NOT NULL
          AND (n.scheduled_for IS NULL OR n.scheduled_for <= now())
          AND (n.expires_at IS NULL OR n.expires_at > now())
          AND (n.scope = 'AllUsers'
               OR (n.scope = 'AdminOnly' AND $2 = 'Admin')
               OR (n.scope = 'CompanySpecific' AND $3::uuid = ANY(n.target_company_ids))
               OR (n.scope = 'SpecificUsers' AND $1::uuid = ANY(n.target_user_ids)))
          AND NOT EXISTS (SELECT 1 FROM technical.notification_receipts x WHERE x.notification_id = n.id AND x.user_id = $1::uuid)
        ORDER BY n.created_at DESC
        LIMIT ${REPLAY_LIMIT}
       ON CONFLICT DO NOTHING
       RETURNING notification_id`,
      [r.userId, r.role, r.companyId],
    )) as { notification_id: string }[];
    if (!claimed.length) return 0;
    const rows = (await this.dataSource.query(
      `SELECT * FROM technical.notifications WHERE id = ANY($1::uuid[]) ORDER BY created_at, id`,
      [claimed.map((c) => c.notification_id)],
    )) as NotificationRow[];
    for (const row of rows) connection.send('ReceiveNotification', toLive(row));
    return rows.length;
  }

  /** A transient event for the connections of this instance subscribed to its type. */
  broadcastLocally(event: BroadcastEvent): number {
    if (!event?.type) return 0;
    const targets = this.connections.all().filter((c) => c.types.has(event.type.toLowerCase()) && wantsType(event.type, c.types));
    const live: LiveNotification = {
      id: null,
      type: event.type,
      title: event.title,
      message: event.message,
      requiresAction: !!event.requiresAction,
      actionUrl: event.actionUrl ?? null,
      createdAt: new Date().toISOString(),
      expiresAt: null,
    };
    for (const c of targets) c.send('ReceiveNotification', live);
    return targets.length;
  }

  // ---- receipts and statistics --------------------------------------------------------------

  /** POST /api/notifications/{id}/read: only a notification addressed to the caller. */
  async markRead(id: string, user: Recipient): Promise<void> {
    const row = await this.load(id);
    if (!row || !row.dispatched_at || !isInAudience(audienceOf(row), user)) throw new NotFoundException('Notification not found');
    await this.dataSource.query(
      `INSERT INTO technical.notification_receipts (notification_id, user_id, read_at) VALUES ($1, $2, now())
       ON CONFLICT (notification_id, user_id) DO UPDATE SET read_at = COALESCE(technical.notification_receipts.read_at, now())`,
      [id, user.userId],
    );
  }

  async stats(): Promise<NotificationStats> {
    const [counts] = (await this.dataSource.query(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE (scheduled_for IS NULL OR scheduled_for <= now()) AND (expires_at IS NULL OR expires_at > now()))::int AS active,
              count(*) FILTER (WHERE expires_at <= now())::int AS expired
         FROM technical.notifications`,
    )) as { total: number; active: number; expired: number }[];
    const [unread] = (await this.dataSource.query(
      `SELECT count(*)::int AS unread FROM technical.notification_receipts WHERE read_at IS NULL`,
    )) as { unread: number }[];
    return {
      totalNotifications: counts.total,
      unreadNotifications: unread.unread,
      activeNotifications: counts.active,
      expiredNotifications: counts.expired,
    };
  }
}


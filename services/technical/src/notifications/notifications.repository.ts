import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { NotificationScope, NotificationStats } from '@app/contracts';
import type { Recipient } from './notification-rules';
import type { DeliveredTo } from './receipt-batch';

/** A technical.notifications row as the hand-written queries return it. */
export interface NotificationRow {
  id: string;
  title: string;
  message: string;
  type: string;
  scope: NotificationScope;
  target_company_ids: string[];
  target_user_ids: string[];
  requires_action: boolean;
  action_url: string | null;
  scheduled_for: Date | null;
  expires_at: Date | null;
  dispatched_at: Date | null;
  created_at: Date;
}

export interface NewNotification {
  title: string;
  message: string;
  type: string;
  scope: NotificationScope;
  targetCompanyIds: string[];
  targetUserIds: string[];
  requiresAction: boolean;
  actionUrl: string | null;
  scheduledFor: Date | null;
  expiresAt: Date | null;
  /** Dispatched on insert (due now) rather than by the scheduler. */
  dispatchNow: boolean;
  createdBy: string | null;
  /** Idempotency key of a notification published by another module (null for an admin's). */
  sourceEventId: string | null;
}

/**
 * The only place that reads or writes technical.notifications and technical.notification_receipts. Hand-written
 * SQL: arrays, conditional inserts and the claim queries say more plainly what they do than the query builder.
 */
@Injectable()
export class NotificationsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Inserts a notification; undefined when its source event was already stored. */
  async insert(n: NewNotification): Promise<string | undefined> {
    const rows = (await this.dataSource.query(
      `INSERT INTO technical.notifications
         (title, message, type, scope, target_company_ids, target_user_ids, requires_action, action_url,
          scheduled_for, expires_at, dispatched_at, created_by, source_event_id)
       VALUES ($1, $2, $3, $4, $5::uuid[], $6::uuid[], $7, $8, $9, $10, CASE WHEN $11 THEN now() END, $12, $13)
       ON CONFLICT (source_event_id) DO NOTHING
       RETURNING id`,
      [n.title, n.message, n.type, n.scope, n.targetCompanyIds, n.targetUserIds, n.requiresAction, n.actionUrl, n.scheduledFor, n.expiresAt, n.dispatchNow, n.createdBy, n.sourceEventId],
    )) as { id: string }[];
    return rows[0]?.id;
  }

  async findById(id: string): Promise<NotificationRow | undefined> {
    const [row] = (await this.dataSource.query(`SELECT * FROM technical.notifications WHERE id = $1`, [id])) as NotificationRow[];
    return row;
  }

  /**
   * Delivered to these users (no read yet); an existing receipt stays as it is. One statement for a batch of
   * deliveries; each delivery's users travel as one comma-separated parameter, not an array of thousands of elements
   * for the driver to escape one by one.
   */
  async recordReceipts(deliveries: DeliveredTo[]): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO technical.notification_receipts (notification_id, user_id)
       SELECT d.notification_id, u.user_id
         FROM unnest($1::uuid[], $2::text[]) AS d(notification_id, user_ids)
        CROSS JOIN LATERAL unnest(string_to_array(d.user_ids, ',')::uuid[]) AS u(user_id)
       ON CONFLICT DO NOTHING`,
      [deliveries.map((d) => d.notificationId), deliveries.map((d) => d.userIds.join(','))],
    );
  }

  /**
   * The still-active dispatched notifications of the recipient's audience they have no receipt for, claimed with a
   * receipt (so a second connection or instance does not send them again): at most `limit`, newest claimed,
   * answered oldest first.
   */
  async claimPending(r: Recipient, limit: number): Promise<NotificationRow[]> {
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
        LIMIT $4
       ON CONFLICT DO NOTHING
       RETURNING notification_id`,
      [r.userId, r.role, r.companyId, limit],
    )) as { notification_id: string }[];
    if (!claimed.length) return [];
    return (await this.dataSource.query(`SELECT * FROM technical.notifications WHERE id = ANY($1::uuid[]) ORDER BY created_at, id`, [
      claimed.map((c) => c.notification_id),
    ])) as NotificationRow[];
  }

  async markRead(notificationId: string, userId: string): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO technical.notification_receipts (notification_id, user_id, read_at) VALUES ($1, $2, now())
       ON CONFLICT (notification_id, user_id) DO UPDATE SET read_at = COALESCE(technical.notification_receipts.read_at, now())`,
      [notificationId, userId],
    );
  }

  async stats(): Promise<NotificationStats> {
    const [counts] = (await this.dataSource.query(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE (scheduled_for IS NULL OR scheduled_for <= now()) AND (expires_at IS NULL OR expires_at > now()))::int AS active,
              count(*) FILTER (WHERE expires_at <= now())::int AS expired
         FROM technical.notifications`,
    )) as { total: number; active: number; expired: number }[];
    const [unread] = (await this.dataSource.query(`SELECT count(*)::int AS unread FROM technical.notification_receipts WHERE read_at IS NULL`)) as { unread: number }[];
    return {
      totalNotifications: counts.total,
      unreadNotifications: unread.unread,
      activeNotifications: counts.active,
      expiredNotifications: counts.expired,
    };
  }

  /**
   * Claims every due, undispatched notification (at most 100): `FOR UPDATE SKIP LOCKED` plus the `dispatched_at`
   * update in one transaction, so with several instances each row is claimed by exactly one. Returns the ids still
   * worth delivering (rows that expired before their time are marked dispatched, not returned).
   */
  claimDue(): Promise<string[]> {
    return this.dataSource.transaction(async (em) => {
      const rows = (await em.query(
        `SELECT id, (expires_at IS NOT NULL AND expires_at <= now()) AS expired
           FROM technical.notifications
          WHERE dispatched_at IS NULL AND scheduled_for <= now()
          ORDER BY scheduled_for
          LIMIT 100
            FOR UPDATE SKIP LOCKED`,
      )) as { id: string; expired: boolean }[];
      if (rows.length) await em.query(`UPDATE technical.notifications SET dispatched_at = now() WHERE id = ANY($1::uuid[])`, [rows.map((r) => r.id)]);
      return rows.filter((r) => !r.expired).map((r) => r.id);
    });
  }
}

import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { NotificationsService } from './notifications.service';

/** Poll period of the scheduler (NOTIFICATION_SCHEDULER_INTERVAL_MS, default 5 s; 0 disables the timer). */
export function schedulerIntervalMs(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.NOTIFICATION_SCHEDULER_INTERVAL_MS ?? 5000);
  return Number.isFinite(value) && value >= 0 ? value : 5000;
}

/**
 * Delivers scheduled notifications when their time comes. State lives in the database (`dispatched_at`), so it
 * survives restarts. With several instances each due row is claimed by exactly one of them: the claim is a
 * `FOR UPDATE SKIP LOCKED` select plus the `dispatched_at` update in one transaction; publishing happens after commit.
 * Rows that expired before their time are marked dispatched without being delivered.
 */
@Injectable()
export class NotificationScheduler implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('NotificationScheduler');
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly notifications: NotificationsService,
  ) {}

  onApplicationBootstrap(): void {
    const interval = schedulerIntervalMs();
    if (interval > 0) {
      this.timer = setInterval(() => void this.tick(), interval);
      this.timer.unref();
    }
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }

  private async tick(): Promise<void> {
    if (this.running) return;
    try {
      await this.runOnce();
    } catch (error) {
      this.logger.error(`Scheduled delivery failed: ${(error as Error).message}`);
    }
  }

  /** Claims every due notification and publishes it. Returns how many were published by this instance. */
  runOnce(): Promise<number> {
    const run = (async () => {
      const claimed = await this.dataSource.transaction(async (em) => {
        const rows = (await em.query(
          `SELECT id, (expires_at IS NOT NULL AND expires_at <= now()) AS expired
             FROM technical.notifications
            WHERE dispatched_at IS NULL AND scheduled_for <= now()
            ORDER BY scheduled_for
            LIMIT 100
              FOR UPDATE SKIP LOCKED`,
        )) as { id: string; expired: boolean }[];
        if (rows.length) {
          await em.query(`UPDATE technical.notifications SET dispatched_at = now() WHERE id = ANY($1::uuid[])`, [rows.map((r) => r.id)]);
        }
        return rows.filter((r) => !r.expired).map((r) => r.id);
      });
      for (const id of claimed) await this.notifications.dispatch(id);
      return claimed.length;
    })();
    this.running = run;
    return run.finally(() => {
      if (this.running === run) this.running = undefined;
    });
  }
}

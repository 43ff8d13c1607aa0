import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { schedulerConfig } from '../config';
import { NotificationsRepository } from './notifications.repository';
import { NotificationsService } from './notifications.service';

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
    private readonly repository: NotificationsRepository,
    private readonly notifications: NotificationsService,
    @Inject(schedulerConfig.KEY) private readonly config: ConfigType<typeof schedulerConfig>,
  ) {}

  onApplicationBootstrap(): void {
    const interval = this.config.intervalMs;
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
      const claimed = await this.repository.claimDue();
      for (const id of claimed) await this.notifications.dispatch(id);
      return claimed.length;
    })();
    this.running = run;
    return run.finally(() => {
      if (this.running === run) this.running = undefined;
    });
  }
}

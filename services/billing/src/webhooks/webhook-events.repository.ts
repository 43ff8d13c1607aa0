import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import type { WebhookEventOutcome, WebhookStats } from '@app/contracts';
import { WebhookEventEntity } from './entities/webhook-event.entity';

export interface NewWebhookEvent {
  id: string;
  type: string;
  createdAt: Date;
  payload: Record<string, unknown>;
  subscriptionId: string | null;
}

/** The only place that reads or writes billing.webhook_events (and opens the ingestion transaction). */
@Injectable()
export class WebhookEventsRepository {
  constructor(
    @InjectRepository(WebhookEventEntity) private readonly events: Repository<WebhookEventEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  transaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** Stores the event once: false when its id is stored already (a redelivery). */
  async insertIfNew(event: NewWebhookEvent, outcome: WebhookEventOutcome, error: string | null, em?: EntityManager): Promise<boolean> {
    const repo = em ? em.getRepository(WebhookEventEntity) : this.events;
    const result = await repo
      .createQueryBuilder()
      .insert()
      .values({ ...event, outcome, error } as never)
      .orIgnore()
      .returning(['id'])
      .execute();
    return (result.raw as unknown[]).length > 0;
  }

  async setOutcome(em: EntityManager | null, id: string, outcome: WebhookEventOutcome, error: string | null, subscriptionId: string | null, addAttempt = false): Promise<void> {
    const repo = em ? em.getRepository(WebhookEventEntity) : this.events;
    await repo
      .createQueryBuilder()
      .update()
      .set({ outcome, error, subscriptionId, ...(addAttempt && { attempts: () => 'attempts + 1' }) })
      .where('id = :id', { id })
      .execute();
  }

  find(id: string): Promise<WebhookEventEntity | null> {
    return this.events.findOneBy({ id });
  }

  /** One aggregate over the log (webhook-stats). */
  async stats(): Promise<WebhookStats> {
    const [row] = (await this.events.query(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE outcome <> 'Failed')::int AS successful,
              count(*) FILTER (WHERE outcome = 'Failed')::int AS failed,
              max(received_at) AS last
         FROM billing.webhook_events`,
    )) as Array<{ total: number; successful: number; failed: number; last: Date | string | null }>;
    return {
      totalEvents: Number(row.total),
      successfulEvents: Number(row.successful),
      failedEvents: Number(row.failed),
      lastEventTime: row.last ? new Date(row.last).toISOString() : null,
    };
  }

  /** Newest first, one page, optionally one outcome. */
  page(offset: number, limit: number, outcome?: WebhookEventOutcome): Promise<[WebhookEventEntity[], number]> {
    return this.events.findAndCount({
      select: { id: true, type: true, createdAt: true, receivedAt: true, outcome: true, error: true, subscriptionId: true, attempts: true },
      where: outcome ? { outcome } : {},
      order: { receivedAt: 'DESC', id: 'DESC' },
      skip: offset,
      take: limit,
    });
  }
}

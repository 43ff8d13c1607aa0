import { Inject, Injectable } from '@nestjs/common';
import { DEFAULT_REQUIRED_WEBHOOK_EVENTS, STRIPE_ROUTES, WebhookEventPage, WebhookInfo, WebhookStats } from '@app/contracts';
import { billingConfig, BillingConfig } from '../billing.config';
import { WebhookEventsQueryDto } from './dto/webhook-events-query.dto';
import { WebhookEventsRepository } from './webhook-events.repository';
import { toWebhookEventEntry } from './webhook-ingestion.service';

/** Webhook info, stats and the paged event log (beyond the spec: the log is real). */
@Injectable()
export class WebhookEventsService {
  constructor(
    @Inject(billingConfig.KEY) private readonly config: BillingConfig,
    private readonly events: WebhookEventsRepository,
  ) {}

  /** webhookUrl from PUBLIC_URL, else the origin of the admin's request. */
  info(requestOrigin: string): WebhookInfo {
    return { webhookUrl: `${this.config.publicUrl ?? requestOrigin}${STRIPE_ROUTES.webhook}`, requiredEvents: [...DEFAULT_REQUIRED_WEBHOOK_EVENTS] };
  }

  stats(): Promise<WebhookStats> {
    return this.events.stats();
  }

  async page(query: WebhookEventsQueryDto): Promise<WebhookEventPage> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 25;
    const [rows, total] = await this.events.page((page - 1) * pageSize, pageSize, query.outcome);
    return { items: rows.map(toWebhookEventEntry), total, page, pageSize };
  }
}

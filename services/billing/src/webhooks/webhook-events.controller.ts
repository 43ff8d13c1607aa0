import { Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { WebhookEventEntry, WebhookEventPage, WebhookInfo, WebhookStats } from '@app/contracts';
import { Roles } from '@app/nest-auth';
import { WebhookEventsQueryDto } from './dto/webhook-events-query.dto';
import { WebhookEventsService } from './webhook-events.service';
import { WebhookIngestionService } from './webhook-ingestion.service';
import { Audited } from '@app/nest-db';

/** GET webhook-info, webhook-stats, webhook-events; POST webhook-events/:eventId/reprocess. Admin only. */
@Roles('Admin')
@Controller('stripe')
export class WebhookEventsController {
  constructor(
    private readonly events: WebhookEventsService,
    private readonly ingestion: WebhookIngestionService,
  ) {}

  @Get('webhook-info')
  info(@Req() req: Request): WebhookInfo {
    return this.events.info(`${req.protocol}://${req.get('host')}`);
  }

  @Get('webhook-stats')
  stats(): Promise<WebhookStats> {
    return this.events.stats();
  }

  @Get('webhook-events')
  page(@Query() query: WebhookEventsQueryDto): Promise<WebhookEventPage> {
    return this.events.page(query);
  }

  @Audited('stripe.webhook-reprocessed', 'webhook-event')
  @Post('webhook-events/:eventId/reprocess')
  @HttpCode(200)
  reprocess(@Param('eventId') eventId: string): Promise<WebhookEventEntry> {
    return this.ingestion.reprocess(eventId);
  }
}

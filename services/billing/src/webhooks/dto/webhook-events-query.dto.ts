import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import type { WebhookEventOutcome } from '@app/contracts';

export const WEBHOOK_EVENTS_MAX_PAGE_SIZE = 100;

/** GET /api/stripe/webhook-events?page=1&pageSize=25&outcome=Failed */
export class WebhookEventsQueryDto {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number from 1' })
  @Min(1, { message: 'page must be a whole number from 1' })
  page?: number;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: `pageSize must be a whole number from 1 to ${WEBHOOK_EVENTS_MAX_PAGE_SIZE}` })
  @Min(1, { message: `pageSize must be a whole number from 1 to ${WEBHOOK_EVENTS_MAX_PAGE_SIZE}` })
  @Max(WEBHOOK_EVENTS_MAX_PAGE_SIZE, { message: `pageSize must be a whole number from 1 to ${WEBHOOK_EVENTS_MAX_PAGE_SIZE}` })
  pageSize?: number;

  @IsOptional()
  @IsIn(['Processed', 'Ignored', 'Failed'], { message: 'outcome must be Processed, Ignored or Failed' })
  outcome?: WebhookEventOutcome;
}

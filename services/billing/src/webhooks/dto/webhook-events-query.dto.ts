import { IsIn, IsOptional } from 'class-validator';
import type { WebhookEventOutcome } from '@app/contracts';
import { PagedQueryDto } from '@app/nest-common';

/** GET /api/stripe/webhook-events?page=1&pageSize=25&outcome=Failed */
export class WebhookEventsQueryDto extends PagedQueryDto {
  @IsOptional()
  @IsIn(['Processed', 'Ignored', 'Failed'], { message: 'outcome must be Processed, Ignored or Failed' })
  outcome?: WebhookEventOutcome;
}

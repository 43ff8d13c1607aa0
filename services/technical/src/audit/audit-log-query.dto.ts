import { Transform } from 'class-transformer';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { PagedQueryDto, trimmed } from '@app/nest-common';

const DATE_OR_INSTANT = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})?)?$/;
const DATE_MESSAGE = 'must be a date (YYYY-MM-DD) or an ISO 8601 date and time';

/** GET /api/admin/audit-log?page=&pageSize=&actor=&action=&targetId=&from=&to= (and its CSV export). */
export class AuditLogQueryDto extends PagedQueryDto {
  @IsOptional()
  @Transform(trimmed)
  @IsString({ message: 'actor must be text' })
  @MaxLength(320, { message: 'actor must be at most 320 characters' })
  actor?: string;

  @IsOptional()
  @Transform(trimmed)
  @IsString({ message: 'action must be text' })
  @MaxLength(100, { message: 'action must be at most 100 characters' })
  action?: string;

  @IsOptional()
  @Transform(trimmed)
  @IsString({ message: 'targetId must be text' })
  @MaxLength(200, { message: 'targetId must be at most 200 characters' })
  targetId?: string;

  @IsOptional()
  @Matches(DATE_OR_INSTANT, { message: `from ${DATE_MESSAGE}` })
  from?: string;

  @IsOptional()
  @Matches(DATE_OR_INSTANT, { message: `to ${DATE_MESSAGE}` })
  to?: string;
}

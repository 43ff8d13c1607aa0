import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';

const MAIL_LOG_MAX_PAGE_SIZE = 100;

/** GET /api/smtpconfiguration/mail-log?page=1&pageSize=25&status=Failed */
export class MailLogQueryDto {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number from 1' })
  @Min(1, { message: 'page must be a whole number from 1' })
  page?: number;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: `pageSize must be a whole number from 1 to ${MAIL_LOG_MAX_PAGE_SIZE}` })
  @Min(1, { message: `pageSize must be a whole number from 1 to ${MAIL_LOG_MAX_PAGE_SIZE}` })
  @Max(MAIL_LOG_MAX_PAGE_SIZE, { message: `pageSize must be a whole number from 1 to ${MAIL_LOG_MAX_PAGE_SIZE}` })
  pageSize?: number;

  @IsOptional()
  @IsIn(['Sent', 'Failed'], { message: 'status must be Sent or Failed' })
  status?: 'Sent' | 'Failed';
}

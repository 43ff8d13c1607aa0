import { IsIn, IsOptional } from 'class-validator';
import { PagedQueryDto } from '@app/nest-common';

/** GET /api/smtpconfiguration/mail-log?page=1&pageSize=25&status=Failed */
export class MailLogQueryDto extends PagedQueryDto {
  @IsOptional()
  @IsIn(['Sent', 'Failed'], { message: 'status must be Sent or Failed' })
  status?: 'Sent' | 'Failed';
}

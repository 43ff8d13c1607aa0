import { Controller, Get, Query } from '@nestjs/common';
import type { MailLogPage } from '@app/contracts';
import { Roles } from '@app/nest-auth';
import { MailLogQueryDto } from './dto/mail-log-query.dto';
import { MailLogService } from './mail-log.service';

/** GET /api/smtpconfiguration/mail-log: newest first, paged (pageSize at most 100), optional status filter. Admin only. */
@Roles('Admin')
@Controller('smtpconfiguration/mail-log')
export class MailLogController {
  constructor(private readonly mailLog: MailLogService) {}

  @Get()
  page(@Query() query: MailLogQueryDto): Promise<MailLogPage> {
    return this.mailLog.page(query);
  }
}

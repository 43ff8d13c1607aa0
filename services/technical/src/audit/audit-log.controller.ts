import { Controller, Get, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { AuditLogPage } from '@app/contracts';
import { Roles } from '@app/nest-auth';
import { AuditLogQueryDto } from './audit-log-query.dto';
import { AUDIT_CSV_HEADER, auditCsvRow, AuditLogService, csvCell } from './audit-log.service';

/** The audit log, read only: no route changes or deletes an entry (the database refuses it too). */
@Controller('admin/audit-log')
@Roles('Admin')
export class AuditLogController {
  constructor(private readonly audit: AuditLogService) {}

  @Get()
  page(@Query() query: AuditLogQueryDto): Promise<AuditLogPage> {
    return this.audit.page(query);
  }

  /** The same filtered view as CSV (every matching entry, newest first), written as it is read. */
  @Get('export.csv')
  async export(@Query() query: AuditLogQueryDto, @Res() res: Response): Promise<void> {
    const entries = this.audit.all(query);
    const first = await entries.next(); // a bad filter is a 400 before any header goes out
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="audit-log-${new Date().toISOString().slice(0, 10)}.csv"`);
    res.write(`${AUDIT_CSV_HEADER.map(csvCell).join(',')}\r\n`);
    if (!first.done) res.write(`${auditCsvRow(first.value)}\r\n`);
    for await (const entry of entries) {
      if (!res.write(`${auditCsvRow(entry)}\r\n`)) await new Promise((resolve) => res.once('drain', resolve));
    }
    res.end();
  }
}

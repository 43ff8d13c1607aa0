import { afterAuditedCall } from '@app/nest-common';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import type { MailLogPage } from '@app/contracts';
import { mailLogConfig } from '../settings.config';
import { MailLogQueryDto } from './dto/mail-log-query.dto';
import { MailLogRepository } from './mail-log.repository';
import { MailLogRecord, toMailLogDto, toMailLogRow } from './mail-log-rules';

/** The mail log: one entry per message sent or failed, written by the Mailer and by the test endpoint. */
@Injectable()
export class MailLogService {
  private readonly logger = new Logger('MailLog');

  constructor(
    private readonly entries: MailLogRepository,
    @Inject(mailLogConfig.KEY) private readonly config: ConfigType<typeof mailLogConfig>,
  ) {}

  /** Writes one entry and prunes entries past the retention; never throws (a log failure must not turn a sent message into an error). */
  async record(record: MailLogRecord): Promise<void> {
    // Inside an audited admin call the attempt is logged once its transaction is over, so a refused call keeps it.
    await afterAuditedCall(async () => {
      try {
        await this.entries.insert(toMailLogRow(record));
        await this.entries.deleteOlderThanDays(this.config.retentionDays);
      } catch (error) {
        this.logger.error(`Could not write the mail log: ${(error as Error).message}`);
      }
    });
  }

  async page(query: MailLogQueryDto): Promise<MailLogPage> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 25;
    const [rows, total] = await this.entries.page((page - 1) * pageSize, pageSize, query.status);
    return { items: rows.map(toMailLogDto), total, page, pageSize };
  }
}

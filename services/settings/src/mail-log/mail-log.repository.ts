import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { MailLogEntryEntity, MailLogStatusValue } from './entities/mail-log-entry.entity';

/** The only place that reads or writes settings.mail_log. */
@Injectable()
export class MailLogRepository {
  constructor(@InjectRepository(MailLogEntryEntity) private readonly entries: Repository<MailLogEntryEntity>) {}

  async insert(row: Omit<MailLogEntryEntity, 'id' | 'createdAt'>): Promise<void> {
    await this.entries.insert(row);
  }

  /** Deletes the entries older than `days` days (by the database clock, like `created_at`). */
  async deleteOlderThanDays(days: number): Promise<void> {
    await this.entries
      .createQueryBuilder()
      .delete()
      .where('created_at < now() - make_interval(days => :days)', { days })
      .execute();
  }

  /** Newest first, one page, optionally one status. */
  page(offset: number, limit: number, status?: MailLogStatusValue): Promise<[MailLogEntryEntity[], number]> {
    return this.entries.findAndCount({
      where: status ? { status } : {},
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: offset,
      take: limit,
    });
  }
}


// The mail log: one row per message sent or failed. Written by the Mailer and by the test endpoint.
import type { EntityManager } from 'typeorm';
import type { DataSource } from 'typeorm';
import type { MailLogEntry } from '@app/contracts';
import { MailLogEntryEntity, MailLogStatusValue } from './entities/mail-log-entry.entity';

/** Entries older than this are pruned (default 90 days, `MAIL_LOG_RETENTION_DAYS`). */
export function mailLogRetentionDays(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.MAIL_LOG_RETENTION_DAYS);
  return Number.isInteger(n) && n > 0 ? n : 90;
}

export interface MailLogRecord {
  recipient: string;
  subject: string;
  status: MailLogStatusValue;
  errorMessage?: string | null;
  isTest?: boolean;
  configurationId?: string | null;
  configurationName?: string | null;
  durationMs?: number | null;
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 3)}...` : text);

/**
 * Writes one entry and prunes entries past the retention; never throws (a log failure must not turn a sent message
 * into an error). Plain SQL, so any process on the shared database can log without the settings entities loaded.
 */
export async function recordMail(db: Pick<DataSource | EntityManager, 'query'>, record: MailLogRecord): Promise<void> {
  try {
    await db.query(
      `INSERT INTO settings.mail_log (recipient, subject, status, error_message, is_test, configuration_id, configuration_name, duration_ms)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        clip(record.recipient, 320),
        clip(record.subject, 500),
        record.status,
        record.errorMessage ?? null,
        record.isTest ?? false,
        record.configurationId ?? null,
        record.configurationName ? clip(record.configurationName, 100) : null,
        record.durationMs ?? null,
      ],
    );
    await db.query(`DELETE FROM settings.mail_log WHERE created_at < now() - make_interval(days => $1)`, [mailLogRetentionDays()]);
  } catch (error) {
    console.error(`Could not write the mail log: ${(error as Error).message}`);
  }
}

export function toMailLogDto(e: MailLogEntryEntity): MailLogEntry {
  return {
    id: e.id,
    createdAt: e.createdAt.toISOString(),
    recipient: e.recipient,
    subject: e.subject,
    status: e.status,
    errorMessage: e.errorMessage,
    isTest: e.isTest,
    configurationId: e.configurationId,
    configurationName: e.configurationName,
    durationMs: e.durationMs,
  };
}

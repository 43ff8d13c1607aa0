import type { MailLogEntry } from '@app/contracts';
import type { MailLogEntryEntity, MailLogStatusValue } from './entities/mail-log-entry.entity';

/** What the Mailer and the test endpoint record about one message. */
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

/** A record as the row to insert: texts clipped to their column lengths, absent fields null. */
export function toMailLogRow(record: MailLogRecord): Omit<MailLogEntryEntity, 'id' | 'createdAt'> {
  return {
    recipient: clip(record.recipient, 320),
    subject: clip(record.subject, 500),
    status: record.status,
    errorMessage: record.errorMessage ?? null,
    isTest: record.isTest ?? false,
    configurationId: record.configurationId ?? null,
    configurationName: record.configurationName ? clip(record.configurationName, 100) : null,
    durationMs: record.durationMs ?? null,
  };
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

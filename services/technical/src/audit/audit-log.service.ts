import { BadRequestException, Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { DataSource } from 'typeorm';
import type { AuditChange, AuditEntry, AuditLogPage } from '@app/contracts';
import { purgeAuditLog } from '@app/nest-db';
import { auditConfig } from '../config';
import { AuditLogQueryDto } from './audit-log-query.dto';

interface EntryRow {
  id: string;
  occurred_at: Date;
  actor_id: string | null;
  actor_email: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  target_name: string | null;
  request_id: string | null;
  ip_address: string | null;
  changes: AuditChange[];
}

const DAY_MS = 86_400_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Rows fetched per round trip by the CSV export. */
const EXPORT_BATCH = 1000;

function toEntry(row: EntryRow): AuditEntry {
  return {
    id: row.id,
    occurredAt: new Date(row.occurred_at).toISOString(),
    actorId: row.actor_id,
    actorEmail: row.actor_email,
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    targetName: row.target_name,
    requestId: row.request_id,
    ipAddress: row.ip_address,
    changes: Array.isArray(row.changes) ? row.changes : [],
  };
}

/** A date (its whole day for `to`) or an instant; a date that does not exist is a 400 on its field. */
function instant(value: string | undefined, field: 'from' | 'to'): Date | null {
  if (!value) return null;
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const parsed = new Date(dateOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(parsed.getTime()) || (dateOnly && parsed.toISOString().slice(0, 10) !== value)) {
    throw new BadRequestException({ message: `${field} is not a valid date`, errors: { [field]: [`${field} is not a valid date`] } });
  }
  return dateOnly && field === 'to' ? new Date(parsed.getTime() + DAY_MS) : parsed;
}

/**
 * Reads the append-only audit log (entries are written by AuditTrail in the changes' own transactions) and purges
 * entries past AUDIT_RETENTION_DAYS, at start and daily. Nothing here changes an entry.
 */
@Injectable()
export class AuditLogService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('AuditLog');
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(auditConfig.KEY) private readonly config: ConfigType<typeof auditConfig>,
  ) {}

  onApplicationBootstrap(): void {
    void this.purge();
    this.timer = setInterval(() => void this.purge(), DAY_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
  }

  async purge(): Promise<number> {
    try {
      const removed = await purgeAuditLog(this.dataSource, this.config.retentionDays);
      if (removed) this.logger.log(`${removed} audit entries older than ${this.config.retentionDays} days removed`);
      return removed;
    } catch (error) {
      this.logger.error(`Audit retention purge failed: ${(error as Error).message}`);
      return 0;
    }
  }

  async page(query: AuditLogQueryDto): Promise<AuditLogPage> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 25;
    const { where, params } = this.filters(query);
    const [{ total }] = await this.dataSource.query(`SELECT count(*)::int AS total FROM audit.entries ${where}`, params);
    const rows: EntryRow[] = await this.dataSource.query(
      `SELECT * FROM audit.entries ${where} ORDER BY occurred_at DESC, id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, pageSize, (page - 1) * pageSize],
    );
    return { items: rows.map(toEntry), total, page, pageSize };
  }

  /** Every entry of the filtered view, newest first, in batches (keyset paging: no growing offsets). */
  async *all(query: AuditLogQueryDto): AsyncGenerator<AuditEntry> {
    const { where, params } = this.filters(query);
    let after: { at: Date; id: string } | null = null;
    for (;;) {
      const keyset: string = after ? `${where ? `${where} AND` : 'WHERE'} (occurred_at, id) < ($${params.length + 1}, $${params.length + 2})` : where;
      const args: unknown[] = after ? [...params, after.at, after.id] : params;
      const rows: EntryRow[] = await this.dataSource.query(
        `SELECT * FROM audit.entries ${keyset} ORDER BY occurred_at DESC, id DESC LIMIT ${EXPORT_BATCH}`,
        args,
      );
      for (const row of rows) yield toEntry(row);
      if (rows.length < EXPORT_BATCH) return;
      const last = rows[rows.length - 1];
      after = { at: last.occurred_at, id: last.id };
    }
  }

  private filters(query: AuditLogQueryDto): { where: string; params: unknown[] } {
    const clauses: string[] = [];
    const params: unknown[] = [];
    const add = (sql: (n: number) => string, value: unknown) => {
      params.push(value);
      clauses.push(sql(params.length));
    };
    if (query.actor) {
      if (UUID.test(query.actor)) add((n) => `actor_id = $${n}::uuid`, query.actor);
      else add((n) => `lower(actor_email) LIKE $${n}`, `%${escapeLike(query.actor.toLowerCase())}%`);
    }
    if (query.action) {
      if (query.action.endsWith('.')) add((n) => `action LIKE $${n}`, `${escapeLike(query.action)}%`);
      else add((n) => `action = $${n}`, query.action);
    }
    if (query.targetId) add((n) => `target_id = $${n}`, query.targetId);
    const from = instant(query.from, 'from');
    const to = instant(query.to, 'to');
    if (from) add((n) => `occurred_at >= $${n}`, from);
    if (to) add((n) => `occurred_at < $${n}`, to);
    return { where: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
  }
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** One CSV cell: quoted, and a leading = + - @ or control character neutralised (spreadsheet formula injection). */
export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value == null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export const AUDIT_CSV_HEADER = ['When (UTC)', 'Actor', 'Actor id', 'Action', 'Target type', 'Target id', 'Target', 'Request id', 'Address', 'Changes'];

export function auditCsvRow(entry: AuditEntry): string {
  const changes = entry.changes
    .map((c) => (c.secret ? `${c.field}: changed` : `${c.field}: ${c.before ?? '(none)'} -> ${c.after ?? '(none)'}`))
    .join('; ');
  return [
    entry.occurredAt,
    entry.actorEmail,
    entry.actorId,
    entry.action,
    entry.targetType,
    entry.targetId,
    entry.targetName,
    entry.requestId,
    entry.ipAddress,
    changes,
  ]
    .map(csvCell)
    .join(',');
}

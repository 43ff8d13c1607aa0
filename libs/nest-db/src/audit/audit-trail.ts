import { CallHandler, ExecutionContext, Injectable, Logger, NestInterceptor, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { from, Observable, lastValueFrom } from 'rxjs';
import { DataSource, EntityManager, QueryRunner } from 'typeorm';
import type { AuditChange } from '@app/contracts';
import { auditChanges, AuditNote, AuditScope, currentAuditScope, requestId, runInAuditScope } from '@app/nest-common';

export const AUDITED = 'audit:action';

export interface AuditedRoute {
  /** The action in product words when the service adds no note of its own ("company.reset"). */
  action: string;
  /** The target's type; its id defaults to the route's `:id` parameter. */
  targetType?: string;
  /** Without a note from the service, record the request body's fields as the values set (secrets as "changed"). */
  recordBody?: boolean;
  /**
   * The stored row the route changes, read before the call and again after it (in the call's transaction): the
   * entry records the columns that changed with their real before and after (a deletion: every column before).
   * `key` is the column matched with the route's `:id` (or first) parameter; without one the table's only row.
   */
  snapshot?: { table: string; key?: string };
}

/**
 * Marks a state-changing route as audited: its database work and its audit entries commit together, in one
 * transaction (AuditInterceptor). Every Admin route that writes carries it; a test walks the route table for it.
 */
export const Audited = (action: string, targetType?: string, options: Pick<AuditedRoute, 'recordBody' | 'snapshot'> = {}) =>
  SetMetadata(AUDITED, { action, targetType, ...options } satisfies AuditedRoute);

export interface AuditActor {
  id: string | null;
  email: string | null;
}

export interface AuditEntryInput {
  action: string;
  actor: AuditActor | null;
  target?: AuditNote['target'];
  changes?: AuditChange[];
  requestId?: string | null;
  ipAddress?: string | null;
}

type AuditedRequest = Request & { id?: unknown; user?: { id: string; email: string } };


const clip = (value: string | null | undefined, max: number): string | null => (value == null ? null : value.slice(0, max));

/** Writes audit entries. Only inserts: the module offers no way to change or delete one (the database refuses too). */
@Injectable()
export class AuditTrail {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Appends one entry through `on` (a transaction's EntityManager or QueryRunner, so the entry commits or rolls back
   * with the change it records), else on its own.
   */
  async record(entry: AuditEntryInput, on?: EntityManager | QueryRunner): Promise<void> {
    const sql = `INSERT INTO audit.entries (actor_id, actor_email, action, target_type, target_id, target_name, request_id, ip_address, changes)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb)`;
    const params = [
      entry.actor?.id ?? null,
      clip(entry.actor?.email, 320),
      entry.action,
      clip(entry.target?.type, 50),
      clip(entry.target?.id, 200),
      clip(entry.target?.name, 300),
      clip(entry.requestId, 64),
      clip(entry.ipAddress, 64),
      JSON.stringify(entry.changes ?? []),
    ];
    await (on ?? this.dataSource).query(sql, params);
  }

  /** The actor, request id and address of an HTTP request (for entries written outside an audited route). */
  static fromRequest(req: Request, actor?: AuditActor | null): Pick<AuditEntryInput, 'actor' | 'requestId' | 'ipAddress'> {
    const r = req as AuditedRequest;
    return {
      actor: actor !== undefined ? actor : r.user ? { id: r.user.id, email: r.user.email } : null,
      requestId: requestId(r, r.res),
      ipAddress: req.ip ?? null,
    };
  }
}

/**
 * Runs an @Audited route in one transaction: every query the call makes (repositories, query builders, raw queries,
 * nested `transaction()` calls, which become savepoints) goes through one query runner, the services' notes become
 * audit entries written before the commit, and events to other processes go out after it. A refused or failed call
 * rolls back with its entries: no change without its entry, no entry without its change.
 */
@Injectable()
export class AuditInterceptor implements NestInterceptor {
  private readonly logger = new Logger('Audit');

  constructor(
    private readonly reflector: Reflector,
    private readonly dataSource: DataSource,
    private readonly trail: AuditTrail,
  ) {
    routeQueriesThroughScope(dataSource);
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const route = this.reflector.get<AuditedRoute | undefined>(AUDITED, context.getHandler());
    if (!route || context.getType() !== 'http') return next.handle();
    const req = context.switchToHttp().getRequest<AuditedRequest>();
    return from(this.run(route, req, () => lastValueFrom(next.handle(), { defaultValue: undefined })));
  }

  private async run<T>(route: AuditedRoute, req: AuditedRequest, call: () => Promise<T>): Promise<T> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    let end!: () => void;
    const ended = new Promise<void>((resolve) => (end = resolve));
    const scope: AuditScope = { runner: sharedRunner(runner), notes: [], afterCommit: [], afterEnd: [], closed: false, ended };
    let result: T;
    let committed = false;
    try {
      await runner.startTransaction();
      const params = Object.values(req.params ?? {});
      const routeTargetId = typeof req.params?.id === 'string' ? req.params.id : typeof params[0] === 'string' ? params[0] : null;
      const before = route.snapshot ? await readRow(runner, route.snapshot, routeTargetId) : null;
      result = await runInAuditScope(scope, call);
      const who = AuditTrail.fromRequest(req);
      if (route.snapshot && !scope.notes.some((n) => n.changes)) {
        const after = await readRow(runner, route.snapshot, routeTargetId);
        scope.notes.push({ ...scope.notes.pop(), changes: auditChanges(before, after, rowFields(before, after)) });
      }
      const body = route.recordBody && req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : null;
      const notes: AuditNote[] = scope.notes.length ? scope.notes : [{ changes: body ? auditChanges(null, body) : undefined }];
      for (const note of notes) {
        const target = note.target ?? (route.targetType ? { type: route.targetType, id: routeTargetId } : undefined);
        await this.trail.record({ ...who, actor: note.actor ?? who.actor, action: note.action ?? route.action, target, changes: note.changes }, runner);
      }
      await runner.commitTransaction();
      committed = true;
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
      throw error;
    } finally {
      scope.closed = true;
      await runner.release();
      for (const effect of [...(committed ? scope.afterCommit : []), ...scope.afterEnd]) {
        await effect().catch((error: Error) => this.logger.error(`An effect after an audited change failed: ${error.message}`));
      }
      end();
    }
    return result;
  }
}

/** Columns the entry leaves out: bookkeeping every update touches. */
const BOOKKEEPING = new Set(['created_at', 'updated_at', 'createdAt', 'updatedAt']);

function rowFields(before: Record<string, unknown> | null, after: Record<string, unknown> | null): string[] {
  return Object.keys({ ...(before ?? {}), ...(after ?? {}) }).filter((f) => !BOOKKEEPING.has(f));
}

async function readRow(runner: QueryRunner, snapshot: NonNullable<AuditedRoute['snapshot']>, id: string | null): Promise<Record<string, unknown> | null> {
  if (!/^[a-z_]+\.[a-z_]+$/.test(snapshot.table) || (snapshot.key && !/^[a-z_]+$/.test(snapshot.key))) throw new Error(`Bad audit snapshot ${snapshot.table}`);
  if (snapshot.key && id === null) return null;
  const rows = snapshot.key
    ? await runner.query(`SELECT * FROM ${snapshot.table} WHERE ${snapshot.key}::text = $1`, [id])
    : await runner.query(`SELECT * FROM ${snapshot.table} LIMIT 1`);
  return (rows as Record<string, unknown>[])[0] ?? null;
}

const scoped = new WeakSet<DataSource>();

/** Makes the data source hand the open audited call's query runner to every query of that call. */
function routeQueriesThroughScope(dataSource: DataSource): void {
  if (scoped.has(dataSource)) return;
  scoped.add(dataSource);
  const own = dataSource.createQueryRunner.bind(dataSource);
  dataSource.createQueryRunner = ((mode?: 'master' | 'slave') => (currentAuditScope()?.runner as QueryRunner | undefined) ?? own(mode)) as DataSource['createQueryRunner'];
}

/** The call's runner as its code sees it: releasing it is the interceptor's job, not the code's. */
function sharedRunner(runner: QueryRunner): QueryRunner {
  return new Proxy(runner, {
    get(target, property, receiver) {
      if (property === 'release') return async () => undefined;
      return Reflect.get(target, property, receiver);
    },
  });
}

/** Deletes entries older than `days` days (the only delete the database allows). Answers how many went. */
export async function purgeAuditLog(dataSource: DataSource, days: number): Promise<number> {
  return dataSource.transaction(async (manager) => {
    await manager.query(`SELECT set_config('audit.retention_purge', 'on', true)`);
    const [, count] = (await manager.query(`DELETE FROM audit.entries WHERE occurred_at < now() - make_interval(days => $1)`, [days])) as [unknown, number];
    return count ?? 0;
  });
}

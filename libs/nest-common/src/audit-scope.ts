import { AsyncLocalStorage } from 'async_hooks';
import type { AuditChange } from '@app/contracts';

/** What a service tells the audit trail about the change it is making (issue 13). */
export interface AuditNote {
  /** Overrides the route's action (a toggle that activated: "company.activated"). */
  action?: string;
  target?: { type: string; id: string | null; name?: string | null };
  /** Who acted, when the route is public and the call signed them in (a registration, a password reset). */
  actor?: { id: string | null; email: string | null };
  changes?: AuditChange[];
}

/**
 * One audited admin call: the database work of the call runs on one query runner in one transaction (see
 * nest-db's AuditInterceptor), the services' notes become its entries, and effects that must not be seen before
 * the commit (events to other processes) wait for it.
 */
export interface AuditScope {
  /** The query runner every query of the call uses (typed loosely: nest-common does not know TypeORM). */
  runner: unknown;
  notes: AuditNote[];
  afterCommit: (() => Promise<void>)[];
  /** Run once the call's transaction is over, committed or not (a record of an attempt, like the mail log's). */
  afterEnd: (() => Promise<void>)[];
  /** Set when the call's transaction is over: later work started from it uses the pool again. */
  closed: boolean;
  /** Settles once the call's transaction is over and its effects ran (committed or not). */
  ended: Promise<void>;
}

const storage = new AsyncLocalStorage<AuditScope>();

export function runInAuditScope<T>(scope: AuditScope, fn: () => Promise<T>): Promise<T> {
  return storage.run(scope, fn);
}

/** The open scope of the current call, if any. */
export function currentAuditScope(): AuditScope | undefined {
  const scope = storage.getStore();
  return scope && !scope.closed ? scope : undefined;
}

/** Records what the current audited call changes. Outside an audited call (a test calling a service) it does nothing. */
export function auditNote(note: AuditNote): void {
  currentAuditScope()?.notes.push(note);
}

/**
 * Runs `effect` after the current audited call commits (at once outside one), so that another process reacting to an
 * event never reads the state from before the change, and nothing outside the database (a file, a message) is
 * touched for a change that may still roll back. A deferred effect's failure is logged, never undoes the change.
 */
export function afterCommit(effect: () => Promise<void>): Promise<void> {
  const scope = currentAuditScope();
  if (!scope) return effect();
  scope.afterCommit.push(effect);
  return Promise.resolve();
}

/**
 * Settles once the current audited call's transaction is over (at once outside one): work serialised in memory (one
 * change after another) waits for it, so the next change reads what the previous one committed.
 */
export function auditedCallEnded(): Promise<void> {
  return currentAuditScope()?.ended ?? Promise.resolve();
}

/**
 * Runs `effect` once the current audited call's transaction is over, whether it committed or rolled back (at once
 * outside one): for records of an attempt that must survive a refused change (a failed e-mail in the mail log).
 */
export function afterAuditedCall(effect: () => Promise<void>): Promise<void> {
  const scope = currentAuditScope();
  if (!scope) return effect();
  scope.afterEnd.push(effect);
  return Promise.resolve();
}

/** Field names whose values are never written to the audit log (a change is recorded as "changed"). */
const SECRET_FIELD = /pass(word)?|secret|token|apikey|api_key|privatekey|private_key|hash|recovery|otp/i;

export function isSecretField(field: string): boolean {
  return SECRET_FIELD.test(field);
}

type Scalar = string | number | boolean | null;

function scalar(value: unknown): Scalar {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}

/**
 * The fields that differ between `before` and `after` (only the fields `after` has, or the listed ones), secrets as
 * `{secret: true}` without values. `before` null: a creation (every field of `after` that has a value).
 */
export function auditChanges(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
  fields?: readonly string[],
): AuditChange[] {
  const names = fields ?? Object.keys({ ...(before ?? {}), ...(after ?? {}) });
  const changes: AuditChange[] = [];
  for (const field of names) {
    const was = scalar(before?.[field]);
    const now = scalar(after?.[field]);
    if (was === now) continue;
    if (isSecretField(field)) changes.push({ field, before: null, after: null, secret: true });
    else changes.push({ field, before: was, after: now });
  }
  return changes;
}

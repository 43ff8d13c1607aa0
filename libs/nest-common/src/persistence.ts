import { NotFoundException, ParseUUIDPipe } from '@nestjs/common';

/** PostgreSQL's unique_violation, whether TypeORM wrapped it (QueryFailedError.driverError) or not. */
const UNIQUE_VIOLATION = '23505';

/** Whether a database error is a unique-constraint violation (pg and the embedded PGlite alike). */
export function isUniqueViolation(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as { code?: unknown; driverError?: { code?: unknown } };
  return e.code === UNIQUE_VIOLATION || e.driverError?.code === UNIQUE_VIOLATION;
}

/**
 * A path id that is not a UUID cannot name anything: 404 with the resource's own not-found message (not a 400
 * about formats). `@Param('id', new ParseIdPipe('Company not found')) id: string`.
 */
export class ParseIdPipe extends ParseUUIDPipe {
  constructor(notFoundMessage: string) {
    super({ exceptionFactory: () => new NotFoundException(notFoundMessage) });
  }
}

/** Same as `new ParseIdPipe(message)`, for call sites that read better as a function. */
export function parseIdOr404(notFoundMessage: string): ParseIdPipe {
  return new ParseIdPipe(notFoundMessage);
}

/** `UPDATE/DELETE ... RETURNING` through TypeORM's `query()` answers `[rows, affectedCount]` on PostgreSQL; SELECT answers rows. */
export function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') return result[0] as T[];
  return (result as T[]) ?? [];
}

/** A timestamp column (Date from TypeORM entities, Date or string from raw rows) as the API's ISO 8601 text. */
function toIso(value: Date | string): string {
  return new Date(value).toISOString();
}

/** Same as `toIso` for nullable columns. */
export function toIsoOrNull(value: Date | string | null | undefined): string | null {
  return value === null || value === undefined ? null : toIso(value);
}

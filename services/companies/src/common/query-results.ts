/** `UPDATE/DELETE ... RETURNING` through TypeORM's `query()` answers `[rows, affectedCount]` on PostgreSQL; SELECT answers rows. */
export function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') return result[0] as T[];
  return (result as T[]) ?? [];
}

/**
 * Multi-row inserts sized for both databases: SQLite allows 32,766 bound parameters per statement
 * and PostgreSQL 65,535, so chunks stay under 30,000 parameters (and 1,000 rows, where statements
 * stop getting faster).
 */

const MAX_PARAMETERS = 30_000;
const MAX_ROWS = 1_000;

/** Splits rows into chunks that one INSERT with `columns` columns per row can carry. */
export function* chunksFor<T>(rows: readonly T[], columns: number): Generator<T[]> {
  const size = Math.max(1, Math.min(MAX_ROWS, Math.floor(MAX_PARAMETERS / Math.max(1, columns))));
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

/** True for a unique or primary-key violation on SQLite (better-sqlite3) or PostgreSQL (pg). */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const code = String((error as { code: unknown }).code);
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

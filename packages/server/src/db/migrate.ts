/** Runs the dated migrations (db/migrations/index.ts) up to the latest, at every server start. */
import { Migrator, type Kysely, type MigrationResult } from 'kysely';
import { MIGRATIONS } from './migrations';

/** Static provider: migrations are bundled modules, never read from disk at run time. */
function migrator(db: Kysely<unknown>): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => ({ ...MIGRATIONS }) } });
}

/** Applies every pending migration; a no-op when the schema is current. Throws on the first failure. */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<MigrationResult[]> {
  const { error, results } = await migrator(db as unknown as Kysely<unknown>).migrateToLatest();
  if (error !== undefined) {
    const failed = results?.find((r) => r.status === 'Error');
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`.replace('  ', ' '), { cause: error });
  }
  return results ?? [];
}

/** Rolls back every migration (tests of the down paths). */
export async function migrateToEmpty<DB>(db: Kysely<DB>): Promise<void> {
  const m = migrator(db as unknown as Kysely<unknown>);
  for (;;) {
    const { error, results } = await m.migrateDown();
    if (error !== undefined) throw error instanceof Error ? error : new Error(String(error));
    if (!results || results.length === 0) return;
  }
}

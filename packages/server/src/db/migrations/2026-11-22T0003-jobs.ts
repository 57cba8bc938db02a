/**
 * The in-process job queue's table (jobs/sqliteJobQueue.ts). Created on both dialects so the schema
 * stays one; on PostgreSQL pg-boss keeps its own tables in the `pgboss` schema instead.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('run_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('retry_limit', 'integer', (c) => c.notNull())
    .addColumn('retry_delay_seconds', 'integer', (c) => c.notNull())
    .addColumn('singleton_key', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('jobs_due_idx').on('jobs').columns(['name', 'state', 'run_at']).execute();
  // At most one waiting job per singleton key; a running one does not block the next.
  await db.schema
    .createIndex('jobs_singleton_idx')
    .unique()
    .on('jobs')
    .columns(['name', 'singleton_key'])
    .where(sql.ref('state'), '=', 'queued')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('jobs').ifExists().execute();
}

/** Tables of the decisions area (see decisions/tables.ts). Only portable types, as in every migration. */
import type { Kysely } from 'kysely';

/** Creates the decisions tables. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('issue_decisions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('group_id', 'text', (c) => c.notNull())
    .addColumn('project_id', 'text', (c) => c.notNull())
    .addColumn('report_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('decision_key', 'text', (c) => c.notNull())
    .addColumn('decision', 'text', (c) => c.notNull())
    .addColumn('persist', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('inherited_from', 'text')
    .addColumn('changed_count', 'integer', (c) => c.notNull())
    .execute();
  // Finalisation reads a project's persisted decisions; the issue call reads a report's.
  await db.schema
    .createIndex('issue_decisions_project_idx')
    .on('issue_decisions')
    .columns(['project_id', 'persist', 'created_at'])
    .execute();
  await db.schema.createIndex('issue_decisions_report_idx').on('issue_decisions').columns(['report_id', 'created_at']).execute();
}

/** Drops the decisions tables. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('issue_decisions').ifExists().execute();
}

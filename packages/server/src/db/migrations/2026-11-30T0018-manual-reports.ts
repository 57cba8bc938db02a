/**
 * Manual reports (docs/decisions/0041-manual-reports.md): what a workflow step or an assisted check
 * has beside the test case that stands for it, a failing instance's screenshot, and stored
 * consolidations of several reports.
 */
import type { Kysely } from 'kysely';

/** Creates report_steps, report_checks, issue_attachments and consolidations. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('report_steps')
    .addColumn('report_id', 'text', (c) => c.notNull())
    .addColumn('step_index', 'integer', (c) => c.notNull())
    .addColumn('test_case_id', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('screenshot_key', 'text')
    .addColumn('screenshot_type', 'text')
    .addColumn('batch_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('report_steps_pk', ['report_id', 'step_index'])
    .execute();
  await db.schema
    .createTable('report_checks')
    .addColumn('report_id', 'text', (c) => c.notNull())
    .addColumn('criterion', 'text', (c) => c.notNull())
    .addColumn('test_case_id', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('notes', 'text', (c) => c.notNull())
    .addColumn('page_url', 'text')
    .addColumn('batch_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('report_checks_pk', ['report_id', 'criterion'])
    .execute();
  await db.schema
    .createTable('issue_attachments')
    .addColumn('report_id', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('screenshot_key', 'text', (c) => c.notNull())
    .addColumn('screenshot_type', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('issue_attachments_pk', ['report_id', 'fingerprint'])
    .execute();
  await db.schema
    .createTable('consolidations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('group_id', 'text', (c) => c.notNull())
    // Sorted `reportId:datasetGeneration` list: a decision in a source gives it a new key.
    .addColumn('source_key', 'text', (c) => c.notNull())
    .addColumn('report_ids', 'text', (c) => c.notNull())
    .addColumn('dataset_key', 'text', (c) => c.notNull())
    .addColumn('row_count', 'integer', (c) => c.notNull())
    .addColumn('overview', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('consolidations_source_key_unique', ['group_id', 'source_key'])
    .execute();
}

/** Drops them again. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['consolidations', 'issue_attachments', 'report_checks', 'report_steps']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

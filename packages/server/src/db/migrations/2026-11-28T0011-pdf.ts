/**
 * The PDF scanner (tables in pdfScanner/tables.ts, docs/decisions/0029-pdf-scanner-pipeline.md):
 * the project of each group's PDF reports, uploaded and linked files, the check of each report,
 * its rules and its issues. Portable types only, as in every migration.
 */
import type { Kysely } from 'kysely';

/** Creates the PDF scanner tables and their indexes. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pdf_scanner_projects')
    .addColumn('group_id', 'text', (c) => c.primaryKey().references('groups.id').onDelete('cascade'))
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .execute();

  await db.schema
    .createTable('pdf_uploads')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('group_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('source_url', 'text')
    .addColumn('name', 'text')
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('blob_key', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('facts', 'text')
    .addColumn('report_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // Unclaimed uploads of a user are swept when they ask for new upload URLs.
  await db.schema.createIndex('pdf_uploads_user_idx').on('pdf_uploads').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('pdf_reports')
    .addColumn('report_id', 'text', (c) => c.primaryKey())
    .addColumn('upload_key', 'text', (c) => c.notNull())
    .addColumn('blob_key', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('source_url', 'text')
    .addColumn('file_size', 'integer', (c) => c.notNull())
    .addColumn('profiles', 'text', (c) => c.notNull())
    .addColumn('needs_review', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('pdf_version', 'text')
    .addColumn('page_count', 'integer', (c) => c.notNull())
    .addColumn('is_tagged', 'integer', (c) => c.notNull())
    .addColumn('encrypted', 'integer', (c) => c.notNull())
    .addColumn('profile_results', 'text', (c) => c.notNull())
    .addColumn('counts', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('duration_ms', 'integer')
    .addColumn('started_at', 'text')
    .addColumn('completed_at', 'text')
    .execute();

  await db.schema
    .createTable('pdf_rules')
    .addColumn('report_id', 'text', (c) => c.notNull())
    .addColumn('rule_key', 'text', (c) => c.notNull())
    .addColumn('rule_id', 'text', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('impact', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('how_to_fix', 'text', (c) => c.notNull())
    .addColumn('wcag', 'text', (c) => c.notNull())
    .addColumn('in_pdfua1', 'integer', (c) => c.notNull())
    .addColumn('in_pdfua2', 'integer', (c) => c.notNull())
    .addColumn('in_wcag22', 'integer', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('pdf_rules_pk', ['report_id', 'rule_key'])
    .execute();

  await db.schema
    .createTable('pdf_issues')
    .addColumn('report_id', 'text', (c) => c.notNull())
    .addColumn('issue_id', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('rule_key', 'text', (c) => c.notNull())
    .addColumn('in_pdfua1', 'integer', (c) => c.notNull())
    .addColumn('in_pdfua2', 'integer', (c) => c.notNull())
    .addColumn('in_wcag22', 'integer', (c) => c.notNull())
    .addColumn('needs_review', 'integer', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('page_number', 'integer')
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('object', 'text', (c) => c.notNull())
    .addColumn('target', 'text')
    .addColumn('issue_status', 'text', (c) => c.notNull())
    .addColumn('confirmed', 'integer')
    .addColumn('hide_reason', 'text')
    .addPrimaryKeyConstraint('pdf_issues_pk', ['report_id', 'issue_id'])
    .execute();
  // The issues call pages through one rule's issues in the checker's order.
  await db.schema.createIndex('pdf_issues_rule_idx').on('pdf_issues').columns(['report_id', 'rule_key', 'seq']).execute();
}

/** Drops the PDF scanner tables. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['pdf_issues', 'pdf_rules', 'pdf_reports', 'pdf_uploads', 'pdf_scanner_projects']) {
    await db.schema.dropTable(table).execute();
  }
}

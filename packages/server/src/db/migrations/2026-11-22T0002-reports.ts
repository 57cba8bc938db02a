/**
 * Reports, ingest batches, test cases, pages, rules, issues and their sources, and live-update
 * subscriptions (tables in reports/tables.ts). Only portable types (text, integer) so one migration
 * serves SQLite and PostgreSQL.
 */
import type { Kysely } from 'kysely';

/** Creates the report tables and their indexes. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('group_id', 'text', (c) => c.notNull())
    .addColumn('project_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('build_name', 'text', (c) => c.notNull())
    .addColumn('build_number', 'integer', (c) => c.notNull())
    .addColumn('run_key', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .addColumn('meta', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addUniqueConstraint('reports_build_number_unique', ['project_id', 'build_name', 'build_number'])
    .addUniqueConstraint('reports_run_key_unique', ['project_id', 'run_key'])
    .execute();
  await db.schema.createIndex('reports_group_created_idx').on('reports').columns(['group_id', 'created_at']).execute();

  await db.schema
    .createTable('ingest_batches')
    .addColumn('report_id', 'text', (c) => c.notNull())
    .addColumn('batch_id', 'text', (c) => c.notNull())
    .addColumn('issue_count', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('ingest_batches_pk', ['report_id', 'batch_id'])
    .execute();

  await db.schema
    .createTable('test_cases')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('report_id', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('file', 'text')
    .addColumn('scope_list', 'text')
    .addColumn('browser', 'text')
    .addColumn('os', 'text')
    .addColumn('error', 'text')
    .addColumn('page_states_count', 'integer')
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('batch_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('test_cases_key_unique', ['report_id', 'key'])
    .execute();

  await db.schema
    .createTable('report_pages')
    .addColumn('report_id', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('page_states_count', 'integer', (c) => c.notNull())
    .addColumn('engine', 'text', (c) => c.notNull())
    .addColumn('environment', 'text', (c) => c.notNull())
    .addColumn('first_tested_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('report_pages_pk', ['report_id', 'url'])
    .execute();

  await db.schema
    .createTable('report_rules')
    .addColumn('report_id', 'text', (c) => c.notNull())
    .addColumn('rule_id', 'text', (c) => c.notNull())
    .addColumn('help', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('help_url', 'text', (c) => c.notNull())
    .addColumn('tags', 'text', (c) => c.notNull())
    .addColumn('impact', 'text')
    .addPrimaryKeyConstraint('report_rules_pk', ['report_id', 'rule_id'])
    .execute();

  await db.schema
    .createTable('report_rule_outcomes')
    .addColumn('report_id', 'text', (c) => c.notNull())
    .addColumn('rule_id', 'text', (c) => c.notNull())
    .addColumn('page_url', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('node_count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('report_rule_outcomes_pk', ['report_id', 'rule_id', 'page_url', 'outcome'])
    .execute();

  await db.schema
    .createTable('issues')
    .addColumn('report_id', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('fingerprint_version', 'integer', (c) => c.notNull())
    .addColumn('rule_id', 'text', (c) => c.notNull())
    .addColumn('impact', 'text', (c) => c.notNull())
    .addColumn('needs_review', 'integer', (c) => c.notNull())
    .addColumn('component_id', 'text', (c) => c.notNull())
    .addColumn('behaviour', 'text')
    .addColumn('page_url', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('failure_summary', 'text', (c) => c.notNull())
    .addColumn('checks', 'text', (c) => c.notNull())
    .addColumn('tested_at', 'text', (c) => c.notNull())
    .addColumn('issue_status', 'text', (c) => c.notNull())
    .addColumn('confirmed', 'integer')
    .addColumn('preferred', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('issues_pk', ['report_id', 'fingerprint'])
    .execute();
  await db.schema.createIndex('issues_report_seq_idx').on('issues').columns(['report_id', 'seq']).execute();

  await db.schema
    .createTable('issue_sources')
    .addColumn('report_id', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('test_case_id', 'text')
    .addColumn('page_url', 'text')
    .addColumn('source_report_id', 'text')
    .addColumn('batch_id', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('issue_sources_issue_idx')
    .on('issue_sources')
    .columns(['report_id', 'fingerprint'])
    .execute();

  await db.schema
    .createTable('live_subscriptions')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('group_id', 'text', (c) => c.notNull())
    .addColumn('report_id', 'text', (c) => c.notNull())
    .addColumn('product', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('live_subscriptions_pk', ['user_id', 'report_id'])
    .execute();
  await db.schema
    .createIndex('live_subscriptions_report_idx')
    .on('live_subscriptions')
    .columns(['group_id', 'report_id'])
    .execute();
}

/** Drops the report tables (reverse order of creation). */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'live_subscriptions',
    'issue_sources',
    'issues',
    'report_rule_outcomes',
    'report_rules',
    'report_pages',
    'test_cases',
    'ingest_batches',
    'reports',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

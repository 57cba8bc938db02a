/**
 * The website scanner's tables (row types in scans/tables.ts): scan configurations, authentication
 * configurations (password encrypted), runs (one per websiteScan report), scan logs (one row per
 * page of a run) and page snapshots (blob keys per page).
 */
import { sql, type Kysely } from 'kysely';

/** Creates the scanner tables and their indexes. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('auth_configs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('group_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('password_enc', 'text', (c) => c.notNull())
    .addColumn('selectors', 'text')
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('auth_configs_group_idx').on('auth_configs').columns(['group_id']).execute();

  await db.schema
    .createTable('scan_configs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('group_id', 'text', (c) => c.notNull())
    .addColumn('project_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('settings', 'text', (c) => c.notNull())
    .addColumn('schedule_cron', 'text')
    .addColumn('schedule_enabled', 'integer', (c) => c.notNull())
    .addColumn('next_run_at', 'text')
    .addColumn('auth_config_id', 'text')
    .addColumn('is_demo', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('last_scan_at', 'text')
    .addUniqueConstraint('scan_configs_group_name_unique', ['group_id', 'name'])
    .execute();
  await db.schema.createIndex('scan_configs_next_run_idx').on('scan_configs').columns(['next_run_at']).execute();

  await db.schema
    .createTable('scan_runs')
    .addColumn('report_id', 'text', (c) => c.primaryKey())
    .addColumn('scan_id', 'text', (c) => c.notNull())
    .addColumn('run_number', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('trigger', 'text', (c) => c.notNull())
    .addColumn('settings', 'text', (c) => c.notNull())
    .addColumn('auth_config_id', 'text')
    .addColumn('pages_done', 'integer', (c) => c.notNull())
    .addColumn('pages_total', 'integer', (c) => c.notNull())
    .addColumn('cancel_requested', 'integer', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('has_failed_pages', 'integer', (c) => c.notNull())
    .addColumn('load_limit_reached', 'integer', (c) => c.notNull())
    .addColumn('timed_out', 'integer', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text')
    .addColumn('completed_at', 'text')
    .addUniqueConstraint('scan_runs_number_unique', ['scan_id', 'run_number'])
    .execute();
  // At most one queued or running run per scan, even when a manual start and the scheduler race.
  await db.schema
    .createIndex('scan_runs_one_in_progress')
    .on('scan_runs')
    .column('scan_id')
    .unique()
    .where(sql<boolean>`status in ('queued', 'running')`)
    .execute();

  await db.schema
    .createTable('scan_logs')
    .addColumn('report_id', 'text', (c) => c.notNull())
    .addColumn('page_url', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('time', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('final_url', 'text')
    .addColumn('reason', 'text')
    .addColumn('http_status', 'integer')
    .addColumn('score', 'integer')
    .addColumn('issue_count', 'integer', (c) => c.notNull())
    .addColumn('depth', 'integer', (c) => c.notNull())
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('scan_logs_pk', ['report_id', 'page_url'])
    .execute();
  await db.schema.createIndex('scan_logs_report_seq_idx').on('scan_logs').columns(['report_id', 'seq']).execute();

  await db.schema
    .createTable('page_snapshots')
    .addColumn('report_id', 'text', (c) => c.notNull())
    .addColumn('page_url', 'text', (c) => c.notNull())
    .addColumn('html_key', 'text', (c) => c.notNull())
    .addColumn('proxy_map', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('page_snapshots_pk', ['report_id', 'page_url'])
    .execute();
}

/** Drops the scanner tables. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['page_snapshots', 'scan_logs', 'scan_runs', 'scan_configs', 'auth_configs']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

/**
 * Sharing (see sharing/tables.ts): public links, embed tokens, the group's public-sharing switch and
 * CSV exports. Only portable types, as in every migration. Rows die with their report or group.
 */
import { sql, type Kysely } from 'kysely';

/** Creates the sharing tables. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('public_links')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('report_id', 'text', (c) => c.notNull().references('reports.id').onDelete('cascade'))
    .addColumn('group_id', 'text', (c) => c.notNull())
    .addColumn('report_type', 'text', (c) => c.notNull())
    .addColumn('sealed_token', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  // One working link per report: two authors' clicks at once cannot both mint one.
  await sql`create unique index public_links_active_idx on public_links (report_id) where revoked_at is null`.execute(db);

  await db.schema
    .createTable('embed_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('report_id', 'text', (c) => c.notNull().references('reports.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('group_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('embed_tokens_expiry_idx').on('embed_tokens').column('expires_at').execute();

  await db.schema
    .createTable('group_sharing_settings')
    .addColumn('group_id', 'text', (c) => c.primaryKey().references('groups.id').onDelete('cascade'))
    .addColumn('public_links_enabled', 'integer', (c) => c.notNull().check(sql`public_links_enabled in (0, 1)`))
    .addColumn('updated_by', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('report_exports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('report_id', 'text', (c) => c.notNull().references('reports.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('group_id', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('queued', 'running', 'done', 'failed')`))
    .addColumn('rows_done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rows_total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('blob_key', 'text')
    .addColumn('selection', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('report_exports_report_idx').on('report_exports').columns(['report_id', 'seq']).unique().execute();
}

/** Drops the sharing tables. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('report_exports').ifExists().execute();
  await db.schema.dropTable('group_sharing_settings').ifExists().execute();
  await db.schema.dropTable('embed_tokens').ifExists().execute();
  await db.schema.dropTable('public_links').ifExists().execute();
}

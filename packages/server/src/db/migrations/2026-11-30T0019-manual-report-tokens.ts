/**
 * Personal manual-report tokens (docs/decisions/0041-manual-reports.md): a user's own bearer secret
 * for sending workflow and assisted-test reports. Like upload tokens, only the SHA-256 is stored.
 */
import type { Kysely } from 'kysely';

/** Creates manual_report_tokens. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('manual_report_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('label', 'text')
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  // Settings lists one user's tokens.
  await db.schema.createIndex('manual_report_tokens_user_idx').on('manual_report_tokens').column('user_id').execute();
}

/** Drops manual_report_tokens. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('manual_report_tokens').ifExists().execute();
}

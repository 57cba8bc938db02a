/**
 * Failed sign-ins counted per account-and-address pair and per address, shared by every server
 * process on the database (docs/decisions/0030-sign-in-throttling.md). Keys are SHA-256 hashes, so the
 * table never holds the emails (or passwords typed into the email field) people tried.
 */
import type { Kysely } from 'kysely';

/** Adds sign_in_attempts. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sign_in_attempts')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('window_ends_at', 'text', (c) => c.notNull())
    .addColumn('blocked_until', 'text')
    .addPrimaryKeyConstraint('sign_in_attempts_pk', ['scope', 'key'])
    .execute();
  // Expired rows are deleted now and then by their window's end.
  await db.schema.createIndex('sign_in_attempts_window_idx').on('sign_in_attempts').column('window_ends_at').execute();
}

/** Drops it again. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sign_in_attempts').execute();
}

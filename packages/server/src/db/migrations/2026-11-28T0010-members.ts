/**
 * Group membership managed by admins: invitations (a one-time link, stored as its SHA-256) and
 * removed members (`users.deactivated_at`: the row stays so reports keep their author, but the
 * account can no longer sign in). Portable types only, as in every migration.
 */
import { sql, type Kysely } from 'kysely';

/** Adds the invitations table and the users column. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('deactivated_at', 'text').execute();
  await db.schema
    .createTable('member_invitations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('group_id', 'text', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('member', 'admin')`))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    // Null for an invitation made on the command line (`curbcut add-admin`), where no user is signed in.
    .addColumn('invited_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('accepted_at', 'text')
    .execute();
  // The settings page lists a group's pending invitations; a new one replaces a pending one for the same address.
  await db.schema.createIndex('member_invitations_group_idx').on('member_invitations').columns(['group_id', 'email']).execute();
}

/** Drops them again. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('member_invitations').execute();
  await db.schema.alterTable('users').dropColumn('deactivated_at').execute();
}

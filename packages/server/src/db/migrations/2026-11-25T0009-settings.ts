/**
 * Feedback sent through the feedback widgets (see db/settingsTables.ts). Only portable types, as in
 * every migration; rows die with their group or author.
 */
import { sql, type Kysely } from 'kysely';

/** Creates the feedback table. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('feedback')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('group_id', 'text', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('rating', 'text', (c) => c.notNull().check(sql`rating in ('up', 'down')`))
    .addColumn('text', 'text')
    .addColumn('page_url', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // The admin list reads a group's feedback newest first.
  await db.schema.createIndex('feedback_group_idx').on('feedback').columns(['group_id', 'created_at']).execute();
}

/** Drops it again. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('feedback').execute();
}

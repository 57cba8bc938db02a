/**
 * Shell settings of a group: whether its members must see the product introduction first (spec 000
 * section 2.4), and the plan it had before its current one (the restart-plan modal offers it again).
 */
import type { Kysely } from 'kysely';

/** Adds the group columns. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('groups').addColumn('product_intro_required', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('groups').addColumn('previous_plan_id', 'text').execute();
}

/** Drops them again. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('groups').dropColumn('previous_plan_id').execute();
  await db.schema.alterTable('groups').dropColumn('product_intro_required').execute();
}

/**
 * When a group asked for its trial: an activation still `processing` long after that has lost its
 * job (every attempt failed, or the queue lost it), and the expiry pass marks it `failed` so the
 * client stops waiting and the group can ask again.
 */
import type { Kysely } from 'kysely';

/** Adds groups.trial_requested_at. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('groups').addColumn('trial_requested_at', 'text').execute();
}

/** Drops it again. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('groups').dropColumn('trial_requested_at').execute();
}

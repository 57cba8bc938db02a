/**
 * Growth user properties (spec 000 section 7.3): markers the growth flows set on a user (a key with
 * an empty value, add-user-properties) or key/value pairs (create-update-growth-user-property).
 */
import type { ServerContext } from '../context';
import type { AuthUser } from '../auth/guards';
import { isoNow } from '../time/clock';

/** Sets `key` to `value` for the user (insert or update). */
export async function setUserProperty(ctx: ServerContext, user: AuthUser, key: string, value: string): Promise<void> {
  const now = isoNow(ctx.clock);
  await ctx.db
    .insertInto('user_properties')
    .values({ user_id: user.id, key, value, updated_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doUpdateSet({ value, updated_at: now }))
    .execute();
}

/** Adds the keys the user does not have yet (existing values are kept); answers every key the user has. */
export async function addUserProperties(ctx: ServerContext, user: AuthUser, keys: readonly string[]): Promise<string[]> {
  const now = isoNow(ctx.clock);
  for (const key of new Set(keys)) {
    await ctx.db
      .insertInto('user_properties')
      .values({ user_id: user.id, key, value: '', updated_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
      .execute();
  }
  const rows = await ctx.db.selectFrom('user_properties').select('key').where('user_id', '=', user.id).orderBy('key').execute();
  return rows.map((r) => r.key);
}

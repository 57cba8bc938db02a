/**
 * The organisation-level public sharing switch (spec 002 section 6). Public links work for a group
 * when its plan has the `public_links` capability and its admins have not turned sharing off; a
 * group without a settings row has it on. Turning it off stops existing links at once (readers
 * check it on every read) without revoking them, so turning it on again restores them.
 */
import type { ServerContext } from '../context';
import { isoNow } from '../time/clock';

/** True when reports of the group may be read and shared through public links. */
export async function publicLinksAllowed(ctx: ServerContext, groupId: string): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('groups')
    .leftJoin('plan_features', (join) =>
      join.onRef('plan_features.plan_id', '=', 'groups.plan_id').on('plan_features.feature', '=', 'public_links'),
    )
    .leftJoin('group_sharing_settings', 'group_sharing_settings.group_id', 'groups.id')
    .select(['plan_features.enabled as plan_enabled', 'group_sharing_settings.public_links_enabled as group_enabled'])
    .where('groups.id', '=', groupId)
    .executeTakeFirst();
  if (!row) return false;
  return Number(row.plan_enabled ?? 0) === 1 && Number(row.group_enabled ?? 1) === 1;
}

/** Records the group's switch (an admin's choice); the plan still has to allow public links. */
export async function setGroupPublicLinks(ctx: ServerContext, groupId: string, enabled: boolean, userId: string | null): Promise<void> {
  const values = { public_links_enabled: enabled ? 1 : 0, updated_by: userId, updated_at: isoNow(ctx.clock) };
  await ctx.db
    .insertInto('group_sharing_settings')
    .values({ group_id: groupId, ...values })
    .onConflict((oc) => oc.column('group_id').doUpdateSet(values))
    .execute();
}

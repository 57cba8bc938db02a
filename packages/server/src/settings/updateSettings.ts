/**
 * The settings writes of a group admin: the group (name, product introduction, flags, announcement)
 * and a member's role. A plan change of the group is an instance administrator's (docs/decisions/0031).
 * Names in a body are checked against the catalogues before anything is written, so a request
 * either applies fully or names what is wrong.
 */
import {
  FEATURE_FLAG_NAMES,
  INSTANCE_ADMIN_ONLY_MESSAGE,
  SETTINGS_ADMIN_ONLY_MESSAGE,
  type FeatureFlagName,
  type UpdateGroupSettingsBody,
} from '@curbcut/core';
import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { requireUser, type AuthUser } from '../auth/guards';
import { setGroupPlan } from '../accounts/plans';
import { setFeatureFlags } from '../accounts/users';
import { ApiError } from '../http/errors';
import { toPriorityNotification } from './announcement';
import { isInstanceAdmin } from './instanceAdmins';

/** The signed-in user, if a group admin; members get 403 with `message`. */
export async function requireAdmin(ctx: ServerContext, req: FastifyRequest, message = SETTINGS_ADMIN_ONLY_MESSAGE): Promise<AuthUser> {
  const user = await requireUser(ctx, req);
  if (user.role !== 'admin') throw new ApiError('forbidden', message);
  return user;
}

/** Keeps the known names of a `{name: boolean}` body field; an unknown one is a 400 naming it. */
function knownNames<K extends string>(values: Record<string, boolean>, known: readonly K[], what: string, path: string): Partial<Record<K, boolean>> {
  for (const name of Object.keys(values)) {
    if (!(known as readonly string[]).includes(name)) {
      throw new ApiError('bad_request', `Unknown ${what} "${name}".`, { path: `${path}.${name}`, description: `Use one of: ${known.join(', ')}.` });
    }
  }
  return values as Partial<Record<K, boolean>>;
}

/** Applies a group update; a new plan (instance administrators only) moves the old one to previous_plan_id; a new announcement replaces the old one. */
export async function updateGroupSettings(ctx: ServerContext, user: AuthUser, body: UpdateGroupSettingsBody): Promise<void> {
  const flags = body.feature_flags === undefined ? undefined : knownNames<FeatureFlagName>(body.feature_flags, FEATURE_FLAG_NAMES, 'feature flag', '$.feature_flags');
  const announcement =
    body.priority_notification === undefined ? undefined : body.priority_notification === null ? null : JSON.stringify(toPriorityNotification(body.priority_notification));
  const name = body.name?.trim();
  if (name === '') throw new ApiError('bad_request', 'The group name cannot be empty.', { path: '$.name' });
  const group = await ctx.db.selectFrom('groups').select('plan_id').where('id', '=', user.groupId).executeTakeFirstOrThrow();
  const planId = body.plan_id !== undefined && body.plan_id !== group.plan_id ? body.plan_id : undefined;
  if (planId !== undefined) {
    // Plans are what a server's operators sell or grant: a group admin picking one would give their
    // group any plan (docs/decisions/0031). The same plan again changes nothing and is allowed.
    if (!(await isInstanceAdmin(ctx.db, user.id))) throw new ApiError('forbidden', INSTANCE_ADMIN_ONLY_MESSAGE, { path: '$.plan_id' });
    const plan = await ctx.db.selectFrom('plans').select('id').where('id', '=', planId).executeTakeFirst();
    if (!plan) throw new ApiError('bad_request', `Unknown plan "${planId}".`, { path: '$.plan_id' });
  }
  const changes = {
    ...(name !== undefined ? { name } : {}),
    ...(body.product_intro_required !== undefined ? { product_intro_required: body.product_intro_required ? 1 : 0 } : {}),
    ...(announcement !== undefined ? { priority_notification: announcement } : {}),
  };
  if (Object.keys(changes).length > 0) await ctx.db.updateTable('groups').set(changes).where('id', '=', user.groupId).execute();
  if (planId !== undefined) await setGroupPlan(ctx.db, user.groupId, planId);
  if (flags !== undefined && Object.keys(flags).length > 0) await setFeatureFlags(ctx.db, { groupId: user.groupId }, flags);
}

/** Sets a member's role; the group's last admin cannot be demoted (409). */
export async function updateMemberRole(ctx: ServerContext, groupId: string, userId: string, role: 'member' | 'admin'): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    // Writing the group row first takes its lock, so two admins demoting each other at the same time
    // are serialised and the second one sees that it would leave the group without an admin.
    await trx.updateTable('groups').set((eb) => ({ name: eb.ref('name') })).where('id', '=', groupId).execute();
    const target = await trx.selectFrom('users').select('role').where('id', '=', userId).where('group_id', '=', groupId).executeTakeFirst();
    if (!target) throw new ApiError('not_found', 'Member not found.');
    if (target.role === 'admin' && role === 'member') {
      const others = await trx
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('group_id', '=', groupId)
        .where('role', '=', 'admin')
        .where('id', '!=', userId)
        .executeTakeFirstOrThrow();
      if (Number(others.n) === 0) {
        throw new ApiError('conflict', 'The group needs at least one admin.', { description: 'Make another member an admin first.' });
      }
    }
    await trx.updateTable('users').set({ role }).where('id', '=', userId).execute();
  });
}

/**
 * The settings writes of a group admin: the group (name, plan, product introduction, flags), a
 * plan's capabilities, a member's role and the trial. Names in a body are checked against the
 * catalogues before anything is written, so a request either applies fully or names what is wrong.
 */
import {
  FEATURE_FLAG_NAMES,
  PLAN_FEATURES,
  SETTINGS_ADMIN_ONLY_MESSAGE,
  type FeatureFlagName,
  type PlanFeature,
  type UpdateGroupSettingsBody,
  type UpdateTrialSettingsBody,
} from '@curbcut/core';
import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { requireUser, type AuthUser } from '../auth/guards';
import { setFeatureFlags } from '../accounts/users';
import { ApiError } from '../http/errors';
import { toPriorityNotification } from './announcement';

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

/** Applies a group update; a new plan moves the old one to previous_plan_id; a new announcement replaces the old one. */
export async function updateGroupSettings(ctx: ServerContext, user: AuthUser, body: UpdateGroupSettingsBody): Promise<void> {
  const flags = body.feature_flags === undefined ? undefined : knownNames<FeatureFlagName>(body.feature_flags, FEATURE_FLAG_NAMES, 'feature flag', '$.feature_flags');
  const announcement =
    body.priority_notification === undefined ? undefined : body.priority_notification === null ? null : JSON.stringify(toPriorityNotification(body.priority_notification));
  const name = body.name?.trim();
  if (name === '') throw new ApiError('bad_request', 'The group name cannot be empty.', { path: '$.name' });
  const group = await ctx.db.selectFrom('groups').select('plan_id').where('id', '=', user.groupId).executeTakeFirstOrThrow();
  if (body.plan_id !== undefined && body.plan_id !== group.plan_id) {
    const plan = await ctx.db.selectFrom('plans').select('id').where('id', '=', body.plan_id).executeTakeFirst();
    if (!plan) throw new ApiError('bad_request', `Unknown plan "${body.plan_id}".`, { path: '$.plan_id' });
  }
  const changes = {
    ...(name !== undefined ? { name } : {}),
    ...(body.plan_id !== undefined && body.plan_id !== group.plan_id ? { plan_id: body.plan_id, previous_plan_id: group.plan_id } : {}),
    ...(body.product_intro_required !== undefined ? { product_intro_required: body.product_intro_required ? 1 : 0 } : {}),
    ...(announcement !== undefined ? { priority_notification: announcement } : {}),
  };
  if (Object.keys(changes).length > 0) await ctx.db.updateTable('groups').set(changes).where('id', '=', user.groupId).execute();
  if (flags !== undefined && Object.keys(flags).length > 0) await setFeatureFlags(ctx.db, { groupId: user.groupId }, flags);
}

/**
 * Switches capabilities of a plan. Plans are shared by every group on the server: on a self-hosted
 * server the group admins are its operators (docs/decisions/0025).
 */
export async function updatePlanFeatures(ctx: ServerContext, planId: string, features: Record<string, boolean>): Promise<void> {
  const plan = await ctx.db.selectFrom('plans').select('id').where('id', '=', planId).executeTakeFirst();
  if (!plan) throw new ApiError('not_found', 'Plan not found.');
  const known = knownNames<PlanFeature>(features, PLAN_FEATURES, 'plan feature', '$.features');
  await ctx.db.transaction().execute(async (trx) => {
    for (const [feature, enabled] of Object.entries(known)) {
      await trx
        .insertInto('plan_features')
        .values({ plan_id: planId, feature, enabled: enabled ? 1 : 0 })
        .onConflict((oc) => oc.columns(['plan_id', 'feature']).doUpdateSet({ enabled: enabled ? 1 : 0 }))
        .execute();
    }
  });
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

/** Changes trial eligibility, or starts the trial over (not_started, no dates, eligible unless told otherwise). */
export async function updateTrialSettings(ctx: ServerContext, groupId: string, body: UpdateTrialSettingsBody): Promise<void> {
  const eligible = body.rft_eligible ?? (body.reset ? true : undefined);
  const changes = {
    ...(eligible !== undefined ? { rft_eligible: eligible ? 1 : 0 } : {}),
    ...(body.reset ? { trial_status: 'not_started', trial_start_date: null, trial_end_date: null, trial_requested_at: null } : {}),
  };
  if (Object.keys(changes).length > 0) await ctx.db.updateTable('groups').set(changes).where('id', '=', groupId).execute();
}

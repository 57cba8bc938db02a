/**
 * What the settings page shows (`GET /api/v1/settings`): the caller's group, the plan catalogue with
 * every capability, the group-level feature flags, the members, the trial and which integrations
 * the server has. Secrets of the integrations never leave the server.
 */
import { FEATURE_FLAG_NAMES, PLAN_FEATURES, type FeatureFlagName, type PlanFeature, type Settings, type SettingsPlan } from '@curbcut/core';
import type { ServerContext } from '../context';
import type { AuthUser } from '../auth/guards';
import { BUILT_IN_PLANS } from '../accounts/plans';
import { effectiveTrialStatus } from '../accounts/profile';
import { ApiError } from '../http/errors';
import { describeBugTracker } from '../integrations/trackerConfig';
import { parsePriorityNotification } from '../accounts/profile';
import { isInstanceAdmin } from './instanceAdmins';
import { listInvitations } from './members';

/** The settings of the caller's group. */
export async function loadSettings(ctx: ServerContext, user: AuthUser): Promise<Settings> {
  const group = await ctx.db.selectFrom('groups').selectAll().where('id', '=', user.groupId).executeTakeFirst();
  if (!group) throw new ApiError('unauthorized', 'Your account no longer exists. Sign in again.');
  const admin = user.role === 'admin';
  const [plans, flags, members, invitations, instanceAdmin] = await Promise.all([
    loadPlans(ctx),
    groupFlags(ctx, user.groupId),
    loadMembers(ctx, user.groupId),
    admin ? listInvitations(ctx, user.groupId) : [],
    isInstanceAdmin(ctx.db, user.id),
  ]);
  return {
    group: {
      id: group.id,
      name: group.name,
      plan_id: group.plan_id,
      product_intro_required: group.product_intro_required === 1,
      priority_notification: parsePriorityNotification(group.priority_notification),
    },
    can_edit: admin,
    instance_admin: instanceAdmin,
    plans,
    plan_features: [...PLAN_FEATURES],
    feature_flags: flags,
    members,
    invitations,
    trial: {
      status: effectiveTrialStatus(group.trial_status, group.trial_end_date, ctx.clock.now()),
      start_date: group.trial_start_date,
      end_date: group.trial_end_date,
      eft_type: group.eft_type === 'eft' || group.eft_type === 'rft' ? group.eft_type : null,
      rft_eligible: group.rft_eligible === 1,
    },
    integrations: {
      bug_tracker: ctx.options.bugTracker ? describeBugTracker(ctx.options.bugTracker) : null,
      device_provider: { configured: ctx.options.deviceProvider !== undefined },
    },
  };
}

/** The catalogue: built-in plans in their order, then any others by name. */
async function loadPlans(ctx: ServerContext): Promise<SettingsPlan[]> {
  const [plans, features] = await Promise.all([
    ctx.db.selectFrom('plans').select(['id', 'name', 'plan_type', 'enterprise']).orderBy('name').execute(),
    ctx.db.selectFrom('plan_features').select(['plan_id', 'feature', 'enabled']).execute(),
  ]);
  const enabled = new Set(features.filter((f) => f.enabled === 1).map((f) => `${f.plan_id}\u0000${f.feature}`));
  const rank = (id: string): number => {
    const i = BUILT_IN_PLANS.findIndex((p) => p.id === id);
    return i === -1 ? BUILT_IN_PLANS.length : i;
  };
  return plans
    .map((p, i) => ({ p, i }))
    .sort((a, b) => rank(a.p.id) - rank(b.p.id) || a.i - b.i)
    .map(({ p }) => ({
      id: p.id,
      name: p.name,
      plan_type: p.plan_type,
      enterprise: p.enterprise === 1,
      features: Object.fromEntries(PLAN_FEATURES.map((f) => [f, enabled.has(`${p.id}\u0000${f}`)])) as Record<PlanFeature, boolean>,
    }));
}

/** The group's own flag values (a user's override is not a group setting). */
async function groupFlags(ctx: ServerContext, groupId: string): Promise<Record<FeatureFlagName, boolean>> {
  const rows = await ctx.db
    .selectFrom('feature_flags')
    .select(['flag', 'enabled'])
    .where('group_id', '=', groupId)
    .where('user_id', 'is', null)
    .execute();
  const on = new Set(rows.filter((r) => r.enabled === 1).map((r) => r.flag));
  return Object.fromEntries(FEATURE_FLAG_NAMES.map((f) => [f, on.has(f)])) as Record<FeatureFlagName, boolean>;
}

async function loadMembers(ctx: ServerContext, groupId: string): Promise<Settings['members']> {
  return ctx.db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'role'])
    .where('group_id', '=', groupId)
    .where('deactivated_at', 'is', null)
    .orderBy('name')
    .orderBy('email')
    .execute();
}

/**
 * The plan catalogue. A plan is a set of capabilities (PLAN_FEATURES); the profile derives its
 * per-product and gating fields from them, so what a group may do is data, not code branches.
 */
import { PLAN_FEATURES, type PlanFeature } from '@curbcut/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import { isoNow, type Clock } from '../time/clock';

/** Capabilities a plan can grant (declared in @curbcut/core: the settings page lists them). */
export { PLAN_FEATURES };
export type { PlanFeature };

/** A plan of the built-in catalogue. */
export interface PlanDefinition {
  id: string;
  name: string;
  planType: 'free' | 'paid';
  enterprise: boolean;
  features: readonly PlanFeature[];
}

/**
 * The plan whose capabilities an enabled trial grants (docs/decisions/0025). A group keeps its own
 * plan while the trial runs, so expiry needs no plan change: the trial simply stops adding these.
 */
export const TRIAL_PLAN_ID = 'free_trial_team';

/**
 * Built-in plans. Free keeps snapshots and comparison as capabilities because the spec gates them
 * on paid-or-trial status at use (spec 000 section 6), not by hiding them.
 */
export const BUILT_IN_PLANS: readonly PlanDefinition[] = [
  { id: 'free', name: 'Free', planType: 'free', enterprise: false, features: ['issue_snapshot', 'report_comparison', 'public_links'] },
  { id: 'team', name: 'Team', planType: 'paid', enterprise: false, features: PLAN_FEATURES },
  { id: TRIAL_PLAN_ID, name: 'Free trial (Team)', planType: 'free', enterprise: false, features: PLAN_FEATURES },
  { id: 'automate_monitor', name: 'Automate & Monitor', planType: 'paid', enterprise: false, features: PLAN_FEATURES },
  { id: 'enterprise', name: 'Enterprise', planType: 'paid', enterprise: true, features: PLAN_FEATURES },
];

/** Whether an enabled trial grants a capability: the trial plan's row, as an admin left it. */
export async function trialPlanGrants(db: Kysely<Database>, feature: PlanFeature): Promise<boolean> {
  const row = await db.selectFrom('plan_features').select('enabled').where('plan_id', '=', TRIAL_PLAN_ID).where('feature', '=', feature).executeTakeFirst();
  return row?.enabled === 1;
}

/** Inserts the built-in plans that are missing (idempotent; existing plans are left as edited). */
export async function ensurePlans(db: Kysely<Database>, clock: Clock): Promise<void> {
  const existing = new Set((await db.selectFrom('plans').select('id').execute()).map((p) => p.id));
  const now = isoNow(clock);
  for (const plan of BUILT_IN_PLANS) {
    if (existing.has(plan.id)) continue;
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('plans')
        .values({ id: plan.id, name: plan.name, plan_type: plan.planType, enterprise: plan.enterprise ? 1 : 0, created_at: now })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      for (const feature of PLAN_FEATURES) {
        await trx
          .insertInto('plan_features')
          .values({ plan_id: plan.id, feature, enabled: plan.features.includes(feature) ? 1 : 0 })
          .onConflict((oc) => oc.columns(['plan_id', 'feature']).doNothing())
          .execute();
      }
    });
  }
}

/** Keeps the known capabilities of a body; an unknown name is a 400 naming it at `$.features.<name>`. */
function knownFeatures(features: Record<string, boolean>): Partial<Record<PlanFeature, boolean>> {
  for (const name of Object.keys(features)) {
    if (!(PLAN_FEATURES as readonly string[]).includes(name)) {
      throw new ApiError('bad_request', `Unknown plan feature "${name}".`, { path: `$.features.${name}`, description: `Use one of: ${PLAN_FEATURES.join(', ')}.` });
    }
  }
  return features as Partial<Record<PlanFeature, boolean>>;
}

/**
 * Switches capabilities of a plan, for every group on it: an instance administrator's call
 * (docs/decisions/0031). 404 for an unknown plan, 400 naming an unknown capability; all or nothing.
 */
export async function updatePlanFeatures(db: Kysely<Database>, planId: string, features: Record<string, boolean>): Promise<void> {
  const plan = await db.selectFrom('plans').select('id').where('id', '=', planId).executeTakeFirst();
  if (!plan) throw new ApiError('not_found', 'Plan not found.');
  const known = knownFeatures(features);
  await db.transaction().execute(async (trx) => {
    for (const [feature, enabled] of Object.entries(known)) {
      await trx
        .insertInto('plan_features')
        .values({ plan_id: planId, feature, enabled: enabled ? 1 : 0 })
        .onConflict((oc) => oc.columns(['plan_id', 'feature']).doUpdateSet({ enabled: enabled ? 1 : 0 }))
        .execute();
    }
  });
}

/**
 * Puts a group on a plan (an instance administrator's call, or a fulfilled restart order); the old
 * plan becomes `previous_plan_id`, which the restart-plan modal offers. The same plan again is no
 * change, so `previous_plan_id` keeps the real previous plan. 404 for an unknown group, 400 for an
 * unknown plan.
 */
export async function setGroupPlan(db: Kysely<Database>, groupId: string, planId: string): Promise<void> {
  const group = await db.selectFrom('groups').select('plan_id').where('id', '=', groupId).executeTakeFirst();
  if (!group) throw new ApiError('not_found', 'Group not found.');
  if (group.plan_id === planId) return;
  const plan = await db.selectFrom('plans').select('id').where('id', '=', planId).executeTakeFirst();
  if (!plan) throw new ApiError('bad_request', `Unknown plan "${planId}".`, { path: '$.plan_id' });
  // Conditional on the plan read above, so two changes at once cannot record the wrong previous plan.
  await db.updateTable('groups').set({ plan_id: planId, previous_plan_id: group.plan_id }).where('id', '=', groupId).where('plan_id', '=', group.plan_id).execute();
}

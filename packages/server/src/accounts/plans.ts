/**
 * The plan catalogue. A plan is a set of capabilities (PLAN_FEATURES); the profile derives its
 * per-product and gating fields from them, so what a group may do is data, not code branches.
 */
import { PLAN_FEATURES, type PlanFeature } from '@curbcut/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
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

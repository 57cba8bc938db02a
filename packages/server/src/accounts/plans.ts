/**
 * The plan catalogue. A plan is a set of capabilities (PLAN_FEATURES); the profile derives its
 * per-product and gating fields from them, so what a group may do is data, not code branches.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { isoNow, type Clock } from '../time/clock';

/** Capabilities a plan can grant. */
export const PLAN_FEATURES = [
  'issue_snapshot',
  'report_comparison',
  'public_links',
  'pdf_scanner',
  'th_automation',
  'toolkit_on_live',
  'screen_readers',
  'automated_tests',
] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

/** A plan of the built-in catalogue. */
export interface PlanDefinition {
  id: string;
  name: string;
  planType: 'free' | 'paid';
  enterprise: boolean;
  features: readonly PlanFeature[];
}

/**
 * Built-in plans. Free keeps snapshots and comparison as capabilities because the spec gates them
 * on paid-or-trial status at use (spec 000 section 6), not by hiding them.
 */
export const BUILT_IN_PLANS: readonly PlanDefinition[] = [
  { id: 'free', name: 'Free', planType: 'free', enterprise: false, features: ['issue_snapshot', 'report_comparison', 'public_links'] },
  { id: 'automate_monitor', name: 'Automate & Monitor', planType: 'paid', enterprise: false, features: PLAN_FEATURES },
  { id: 'enterprise', name: 'Enterprise', planType: 'paid', enterprise: true, features: PLAN_FEATURES },
];

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

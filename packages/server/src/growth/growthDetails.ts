/**
 * Growth details (spec 000 section 3.8) from stored facts: the user and group, the plan catalogue,
 * the group trial (one trial covers every product), free-access grants, the product-intro setting
 * of the group and the user's dismissal, and the user's demo request.
 */
import { FREE_ACCESS_PRODUCTS, PRO_TRIAL_PRODUCTS, type GrowthDetails } from '@curbcut/core';
import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { effectiveTrialStatus } from '../accounts/profile';
import { ApiError } from '../http/errors';
import { csrfTokenOf } from './csrfToken';
import { growthSettings } from './growthSettings';
import { PRODUCT_INTRO_KEY } from './productIntro';

/** The growth details of the signed-in user of `req`. */
export async function loadGrowthDetails(ctx: ServerContext, req: FastifyRequest): Promise<GrowthDetails> {
  const { user, token } = await csrfTokenOf(ctx, req);
  const row = await ctx.db
    .selectFrom('groups')
    .innerJoin('plans', 'plans.id', 'groups.plan_id')
    .select(['groups.name as group_name', 'groups.plan_id', 'groups.product_intro_required', 'groups.trial_status', 'groups.trial_end_date', 'plans.name as plan_name', 'plans.plan_type'])
    .where('groups.id', '=', user.groupId)
    .executeTakeFirst();
  if (!row) throw new ApiError('unauthorized', 'Your account no longer exists. Sign in again.');

  const [plans, grants, dismissal, demo] = await Promise.all([
    ctx.db.selectFrom('plans').select(['id', 'name', 'plan_type']).orderBy('created_at').orderBy('id').execute(),
    ctx.db.selectFrom('free_access_grants').select('product').where('group_id', '=', user.groupId).execute(),
    ctx.db
      .selectFrom('product_intro_dismissals')
      .select('dismissed_at')
      .where('user_id', '=', user.id)
      .where('product_key', '=', PRODUCT_INTRO_KEY)
      .executeTakeFirst(),
    ctx.db.selectFrom('contact_requests').select('created_at').where('user_id', '=', user.id).where('request_type', '=', 'demo').executeTakeFirst(),
  ]);
  const trial = effectiveTrialStatus(row.trial_status, row.trial_end_date, ctx.clock.now());
  const trialState = { trialClaimed: trial === 'enabled' || trial === 'expired', trialExpired: trial === 'expired' };
  const required = row.product_intro_required === 1;
  const settings = growthSettings(ctx);

  return {
    userDetails: { name: user.name, email: user.email, group_name: row.group_name },
    accountSetupDetails: { role: user.role, plan: row.plan_name, plan_type: row.plan_type },
    paywallFreeOfferData: { eligible: row.plan_type === 'free' && grants.length === 0, products: [...FREE_ACCESS_PRODUCTS] },
    checkEmailDomain: settings.checkEmailDomain,
    productIntroData: { product_key: PRODUCT_INTRO_KEY, required, seen: dismissal !== undefined },
    proTrialData: Object.fromEntries(PRO_TRIAL_PRODUCTS.map((p) => [p, { ...trialState }])) as GrowthDetails['proTrialData'],
    pricingDetails: { current_plan_id: row.plan_id, plans },
    meta: { authenticity_token: token, showRevenueHero: settings.demoSchedulerUrl !== null },
    contactUsDetails: { demoRequestSubmitted: demo !== undefined, demoRequestDate: demo?.created_at ?? null },
    ab_experiment_details: { product_intro: required ? 'variant' : 'control' },
  };
}

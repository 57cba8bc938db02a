/**
 * The restart-plan modal (spec 000 sections 2.4 and 7.2): it offers the paid plan the group had
 * before (`groups.previous_plan_id`), else Automate & Monitor, and places an order for it. Billing
 * is outside Curbcut: the order is stored with status `placed` for whoever fulfils it.
 */
import type { RestartOrder, RestartPlan } from '@curbcut/core';
import type { ServerContext } from '../context';
import type { AuthUser } from '../auth/guards';
import { ApiError } from '../http/errors';
import { isoNow } from '../time/clock';
import { newGrowthId } from './growthIds';

/** The plan offered when the group never had a paid one. */
export const DEFAULT_RESTART_PLAN_ID = 'automate_monitor';

/** The group's current plan and the plan the restart modal offers it (spec 000 section 7.2: it "loads the current plan"). */
export async function restartPlanOf(ctx: ServerContext, user: AuthUser): Promise<RestartPlan> {
  const group = await ctx.db.selectFrom('groups').select(['plan_id', 'previous_plan_id']).where('id', '=', user.groupId).executeTakeFirstOrThrow();
  const planById = (id: string, paidOnly: boolean) => {
    const query = ctx.db.selectFrom('plans').select(['id', 'name', 'plan_type']).where('id', '=', id);
    return (paidOnly ? query.where('plan_type', '=', 'paid') : query).executeTakeFirst();
  };
  const current = await planById(group.plan_id, false);
  const offered = (group.previous_plan_id === null ? undefined : await planById(group.previous_plan_id, true)) ?? (await planById(DEFAULT_RESTART_PLAN_ID, true));
  if (!current || !offered) throw new ApiError('not_found', 'There is no paid plan to restart: the plan catalogue has none.');
  return { plan: current, restart_order: { plan_id: offered.id, plan_name: offered.name } };
}

/** Stores an order of `planId` (a paid plan) for the user's group. */
export async function placeRestartOrder(ctx: ServerContext, user: AuthUser, planId: string): Promise<RestartOrder> {
  const plan = await ctx.db.selectFrom('plans').select('plan_type').where('id', '=', planId).executeTakeFirst();
  if (!plan || plan.plan_type !== 'paid') {
    throw new ApiError('bad_request', `Field $.restart_order.plan_id is not a paid plan: "${planId}".`, { path: '$.restart_order.plan_id' });
  }
  const id = newGrowthId('order');
  await ctx.db.insertInto('orders').values({ id, group_id: user.groupId, user_id: user.id, plan_id: planId, status: 'placed', created_at: isoNow(ctx.clock) }).execute();
  return { order_id: id, redirect_url: `/settings?order=${encodeURIComponent(id)}` };
}

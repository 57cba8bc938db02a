/**
 * The restart-plan modal (spec 000 sections 2.4 and 7.2): it offers the paid plan the group had
 * before (`groups.previous_plan_id`), else Automate & Monitor, and places an order for it. Billing
 * is outside Curbcut: the order is stored with status `placed`, and an instance administrator
 * fulfils it (the group gets the plan) or refuses it, on /settings or the command line
 * (docs/decisions/0031-instance-administrators.md).
 */
import type { InstanceOrder, RestartOrder, RestartOrderStatus, RestartPlan } from '@curbcut/core';
import type { Kysely } from 'kysely';
import type { ServerContext } from '../context';
import type { Database } from '../db/schema';
import type { AuthUser } from '../auth/guards';
import { setGroupPlan } from '../accounts/plans';
import { ApiError } from '../http/errors';
import { isoNow, type Clock } from '../time/clock';
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

/** Every restart-plan order: placed ones first (oldest first, the order to work through), then decided ones, newest first. */
export async function listRestartOrders(db: Kysely<Database>): Promise<InstanceOrder[]> {
  const rows = await db
    .selectFrom('orders')
    .innerJoin('groups', 'groups.id', 'orders.group_id')
    .leftJoin('plans', 'plans.id', 'orders.plan_id')
    .leftJoin('users', 'users.id', 'orders.user_id')
    .select([
      'orders.id',
      'orders.group_id',
      'groups.name as group_name',
      'orders.plan_id',
      'plans.name as plan_name',
      'orders.status',
      'orders.created_at',
      'orders.decided_at',
      'users.id as user_id',
      'users.name as user_name',
      'users.email as user_email',
    ])
    .orderBy('orders.created_at')
    .orderBy('orders.id')
    .execute();
  const orders = rows.map(
    (r): InstanceOrder => ({
      id: r.id,
      group_id: r.group_id,
      group_name: r.group_name,
      plan_id: r.plan_id,
      plan_name: r.plan_name ?? r.plan_id,
      placed_by: r.user_id !== null && r.user_name !== null && r.user_email !== null ? { id: r.user_id, name: r.user_name, email: r.user_email } : null,
      status: r.status === 'fulfilled' || r.status === 'refused' ? r.status : 'placed',
      created_at: r.created_at,
      decided_at: r.decided_at,
    }),
  );
  return [...orders.filter((o) => o.status === 'placed'), ...orders.filter((o) => o.status !== 'placed').reverse()];
}

/**
 * Fulfils a placed order (the group is put on the ordered plan) or refuses it, in one transaction.
 * The order is claimed by a conditional UPDATE, so two administrators deciding at once decide it
 * once: the second gets 409. 404 for an unknown order.
 */
export async function decideRestartOrder(
  db: Kysely<Database>,
  clock: Clock,
  orderId: string,
  status: Exclude<RestartOrderStatus, 'placed'>,
  decidedBy: string | null,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('orders').select(['group_id', 'plan_id', 'status']).where('id', '=', orderId).executeTakeFirst();
    if (!order) throw new ApiError('not_found', 'Order not found.');
    const claimed = await trx
      .updateTable('orders')
      .set({ status, decided_at: isoNow(clock), decided_by: decidedBy })
      .where('id', '=', orderId)
      .where('status', '=', 'placed')
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) throw new ApiError('conflict', `This order was already ${order.status}.`);
    if (status === 'fulfilled') await setGroupPlan(trx, order.group_id, order.plan_id);
  });
}

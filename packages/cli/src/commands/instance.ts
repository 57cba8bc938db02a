/**
 * `curbcut instance <action>`: what an instance administrator does on /settings (its Instance tab),
 * from the command line of the server's machine: whoever can reach its database runs the server
 * (docs/decisions/0031-instance-administrators.md). It works on the database like `add-admin`, so
 * it needs no running server and no account; a running server sees each change at its next read.
 */
import { PLAN_FEATURES, type PlanFeature } from '@curbcut/core';
import {
  ApiError,
  decideRestartOrder,
  ensurePlans,
  listGroups,
  listInstanceAdmins,
  listRestartOrders,
  migrateToLatest,
  openDatabase,
  setGroupPlan,
  systemClock,
  updateGroupTrial,
  updatePlanFeatures,
  type OpenDatabase,
} from '@curbcut/server';
import { CliError } from '../cliError';

type Db = OpenDatabase['db'];

/** The actions and their arguments, for the usage line and errors. */
export const INSTANCE_ACTIONS: Readonly<Record<string, string>> = {
  groups: 'list the groups: id, name, plan, trial, members',
  'set-plan': '<group> <plan>: put a group on a plan (group id or exact name)',
  'reset-trial': '<group>: start the group\u2019s free trial over (not started, eligible)',
  plan: '<plan> [feature=on|off ...]: show a plan\u2019s features, switching the ones given first',
  orders: 'list the restart-plan orders, placed ones first',
  fulfil: '<order>: fulfil a placed order (the group gets the plan)',
  refuse: '<order>: refuse a placed order',
  admins: 'list the instance administrators',
};

/** Where the database is. */
export interface InstanceOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
}

/** Runs one action; resolves to the lines to print. Wrong names are usage errors (exit 2), a decided order exit 1. */
export async function runInstance(args: readonly string[], options: InstanceOptions): Promise<string[]> {
  const [action, ...rest] = args;
  if (action === undefined || !Object.hasOwn(INSTANCE_ACTIONS, action)) {
    const named = action === undefined ? 'An action is required' : `Unknown action '${action}'`;
    throw new CliError(`${named}: use one of ${Object.keys(INSTANCE_ACTIONS).join(', ')}.`, 2);
  }
  const store = openDatabase({ dataDir: options.dataDir, databaseUrl: options.databaseUrl });
  try {
    await migrateToLatest(store.db);
    await ensurePlans(store.db, systemClock);
    return await run(store.db, action, rest);
  } catch (error) {
    if (error instanceof ApiError) throw new CliError(error.message, error.status === 409 ? 1 : 2);
    throw error;
  } finally {
    await store.close();
  }
}

function expectArgs(action: string, rest: readonly string[], count: number): string[] {
  if (rest.length !== count) throw new CliError(`Usage: curbcut instance ${action} ${INSTANCE_ACTIONS[action]?.split(':')[0] ?? ''}`.trimEnd(), 2);
  return [...rest];
}

async function run(db: Db, action: string, rest: readonly string[]): Promise<string[]> {
  switch (action) {
    case 'groups': {
      expectArgs(action, rest, 0);
      const groups = await listGroups(db, systemClock);
      if (groups.length === 0) return ['No groups yet.'];
      return groups.map((g) => {
        const trial = `trial ${g.trial.status ?? 'none'}${g.trial.rft_eligible ? ' (eligible)' : ''}`;
        return `${g.id}  ${g.name}  plan ${g.plan_id}  ${trial}  ${g.member_count} member${g.member_count === 1 ? '' : 's'}`;
      });
    }
    case 'set-plan': {
      const [group, plan] = expectArgs(action, rest, 2) as [string, string];
      const found = await findGroup(db, group);
      await setGroupPlan(db, found.id, plan);
      return [`'${found.name}' is on the plan ${plan}.`];
    }
    case 'reset-trial': {
      const [group] = expectArgs(action, rest, 1) as [string];
      const found = await findGroup(db, group);
      await updateGroupTrial(db, found.id, { reset: true });
      return [`The free trial of '${found.name}' starts over: not started, and the group may start it.`];
    }
    case 'plan':
      return planAction(db, rest);
    case 'orders': {
      expectArgs(action, rest, 0);
      const orders = await listRestartOrders(db);
      if (orders.length === 0) return ['No restart-plan orders.'];
      return orders.map((o) => `${o.id}  ${o.status}  ${o.group_name}  ${o.plan_id}  ${o.created_at}${o.placed_by ? `  by ${o.placed_by.email}` : ''}`);
    }
    case 'fulfil':
    case 'refuse': {
      const [order] = expectArgs(action, rest, 1) as [string];
      await decideRestartOrder(db, systemClock, order, action === 'fulfil' ? 'fulfilled' : 'refused', null);
      return [`Order ${order} ${action === 'fulfil' ? 'fulfilled: the group is on the plan it ordered' : 'refused'}.`];
    }
    default: {
      expectArgs(action, rest, 0);
      const admins = await listInstanceAdmins(db);
      if (admins.length === 0) return ["No instance administrators: make one with 'curbcut add-admin --instance'."];
      return admins.map((a) => `${a.email}  ${a.name}  (${a.group_name})`);
    }
  }
}

/** `plan <plan> [feature=on|off ...]`: switches the features given, then prints each feature of the plan. */
async function planAction(db: Db, rest: readonly string[]): Promise<string[]> {
  const [planId, ...switches] = rest;
  if (planId === undefined) throw new CliError(`Usage: curbcut instance plan <plan> [feature=on|off ...]; features: ${PLAN_FEATURES.join(', ')}.`, 2);
  const features: Record<string, boolean> = {};
  for (const item of switches) {
    const match = /^([a-z_]+)=(on|off)$/.exec(item);
    if (!match) throw new CliError(`'${item}' is not feature=on or feature=off.`, 2);
    features[match[1] as string] = match[2] === 'on';
  }
  // Also checks the plan and the feature names, all before anything is written.
  await updatePlanFeatures(db, planId, features);
  const rows = await db.selectFrom('plan_features').select(['feature', 'enabled']).where('plan_id', '=', planId).execute();
  const on = new Set(rows.filter((r) => r.enabled === 1).map((r) => r.feature));
  return PLAN_FEATURES.map((f: PlanFeature) => `${f}=${on.has(f) ? 'on' : 'off'}`);
}

/** A group by id, else by exact name; a name two groups share must be given as an id. */
async function findGroup(db: Db, idOrName: string): Promise<{ id: string; name: string }> {
  const byId = await db.selectFrom('groups').select(['id', 'name']).where('id', '=', idOrName).executeTakeFirst();
  if (byId) return byId;
  const named = await db.selectFrom('groups').select(['id', 'name']).where('name', '=', idOrName).execute();
  if (named.length === 1) return named[0] as { id: string; name: string };
  if (named.length > 1) throw new CliError(`${named.length} groups are named '${idOrName}': give an id (${named.map((g) => g.id).join(', ')}).`, 2);
  throw new CliError(`No group '${idOrName}'. Run 'curbcut instance groups' for the groups.`, 2);
}

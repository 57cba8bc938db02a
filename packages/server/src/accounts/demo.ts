/**
 * Demo accounts for `curbcut serve --demo` and the end-to-end tests: one user per plan situation the
 * dashboard renders differently. Plans and trials belong to groups, so each situation has its own
 * group: the paid demo group, a free group and a trial-eligible group.
 */
import { FEATURE_FLAG_NAMES, type FeatureFlagName } from '@curbcut/core';
import type { ServerContext } from '../context';
import { ensurePlans } from './plans';
import { createGroup, createUser, normalizeEmail, setFeatureFlags, type NewGroup } from './users';

/** Password of every demo account. */
export const DEMO_PASSWORD = 'curbcut-demo';

/** A demo account as ensureDemoAccounts returns it. */
export interface DemoUser {
  id: string;
  groupId: string;
  email: string;
  name: string;
}

/** The demo group (paid) and the three demo users. */
export interface DemoAccounts {
  groupId: string;
  users: { demo: DemoUser; free: DemoUser; trial: DemoUser };
}

interface DemoDefinition {
  email: string;
  name: string;
  role: 'member' | 'admin';
  group: NewGroup;
  flags: readonly FeatureFlagName[];
  /** An instance administrator, so the demo shows the Instance tab of /settings (docs/decisions/0031). */
  instanceAdmin?: boolean;
}

const DEMO: Record<keyof DemoAccounts['users'], DemoDefinition> = {
  demo: {
    email: 'demo@curbcut.local',
    name: 'Demo User',
    role: 'admin',
    group: { name: 'Demo group', planId: 'automate_monitor' },
    flags: FEATURE_FLAG_NAMES,
    instanceAdmin: true,
  },
  free: {
    email: 'free@curbcut.local',
    name: 'Free User',
    role: 'admin',
    group: { name: 'Free group', planId: 'free' },
    flags: [],
  },
  trial: {
    email: 'trial@curbcut.local',
    name: 'Trial User',
    role: 'admin',
    group: { name: 'Trial group', planId: 'free', trialStatus: 'not_started', eftType: 'rft', rftEligible: true },
    flags: [],
  },
};

/** Creates whatever demo plans, groups, users and flags are missing; safe to call at every start. */
export async function ensureDemoAccounts(ctx: ServerContext): Promise<DemoAccounts> {
  await ensurePlans(ctx.db, ctx.clock);
  const demo = await ensureDemoUser(ctx, DEMO.demo);
  const free = await ensureDemoUser(ctx, DEMO.free);
  const trial = await ensureDemoUser(ctx, DEMO.trial);
  return { groupId: demo.groupId, users: { demo, free, trial } };
}

async function ensureDemoUser(ctx: ServerContext, def: DemoDefinition): Promise<DemoUser> {
  const email = normalizeEmail(def.email);
  const existing = await ctx.db.selectFrom('users').select(['id', 'group_id', 'name', 'instance_admin']).where('email', '=', email).executeTakeFirst();
  if (existing) {
    // A demo database made before instance administrators existed gets its demo one at the next start.
    if (def.instanceAdmin === true && existing.instance_admin !== 1) await ctx.db.updateTable('users').set({ instance_admin: 1 }).where('id', '=', existing.id).execute();
    return { id: existing.id, groupId: existing.group_id, email, name: existing.name };
  }
  const groupId = await createGroup(ctx.db, ctx.clock, def.group);
  const id = await createUser(ctx.db, ctx.clock, { groupId, email, name: def.name, password: DEMO_PASSWORD, role: def.role });
  if (def.instanceAdmin === true) await ctx.db.updateTable('users').set({ instance_admin: 1 }).where('id', '=', id).execute();
  if (def.flags.length > 0) {
    await setFeatureFlags(ctx.db, { groupId }, Object.fromEntries(def.flags.map((f) => [f, true])));
  }
  return { id, groupId, email, name: def.name };
}

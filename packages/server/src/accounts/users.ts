/** Groups and users: creation and lookup. */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { FeatureFlagName } from '@curbcut/core';
import { newId } from '../db/ids';
import type { Database } from '../db/schema';
import { isoNow, type Clock } from '../time/clock';
import { hashPassword } from './passwords';

/** Fields of a new group; trial fields default to "no trial". */
export interface NewGroup {
  name: string;
  planId: string;
  trialStatus?: string | null;
  eftType?: 'eft' | 'rft' | null;
  rftEligible?: boolean;
}

/** Creates a group and returns its id. */
export async function createGroup(db: Kysely<Database>, clock: Clock, group: NewGroup): Promise<string> {
  const id = newId('group');
  await db
    .insertInto('groups')
    .values({
      id,
      name: group.name,
      plan_id: group.planId,
      trial_status: group.trialStatus ?? null,
      trial_start_date: null,
      trial_end_date: null,
      eft_type: group.eftType ?? null,
      rft_eligible: group.rftEligible ? 1 : 0,
      priority_notification: null,
      product_intro_required: 0,
      previous_plan_id: null,
      created_at: isoNow(clock),
    })
    .execute();
  return id;
}

/** Fields of a new user. */
export interface NewUser {
  groupId: string;
  email: string;
  name: string;
  password: string;
  role?: 'member' | 'admin';
}

/** Normalises an email for storage and lookup (trimmed, lower case). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Creates a user with a scrypt password hash and returns its id. */
export async function createUser(db: Kysely<Database>, clock: Clock, user: NewUser): Promise<string> {
  const id = newId('user');
  await db
    .insertInto('users')
    .values({
      id,
      group_id: user.groupId,
      email: normalizeEmail(user.email),
      name: user.name,
      password_hash: await hashPassword(user.password),
      role: user.role ?? 'member',
      show_tunnel_vision: 0,
      access_restricted_by_grr: 0,
      created_at: isoNow(clock),
      deactivated_at: null,
    })
    .execute();
  return id;
}

/** Sets feature flags for a group (`userId` omitted) or for one user, replacing earlier values. */
export async function setFeatureFlags(
  db: Kysely<Database>,
  target: { groupId: string; userId?: string },
  flags: Partial<Record<FeatureFlagName, boolean>>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [flag, enabled] of Object.entries(flags)) {
      let del = trx.deleteFrom('feature_flags').where('flag', '=', flag);
      del = target.userId === undefined ? del.where('group_id', '=', target.groupId).where('user_id', 'is', null) : del.where('user_id', '=', target.userId);
      await del.execute();
      await trx
        .insertInto('feature_flags')
        .values({
          id: randomUUID(),
          group_id: target.userId === undefined ? target.groupId : null,
          user_id: target.userId ?? null,
          flag,
          enabled: enabled ? 1 : 0,
        })
        .execute();
    }
  });
}

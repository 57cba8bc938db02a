/**
 * Instance administrators (docs/decisions/0031-instance-administrators.md): the people who manage
 * what every group of the server shares. The flag is read from the database on each instance-only
 * call rather than carried in the session, so granting or taking it away applies at once.
 */
import { INSTANCE_ADMIN_ONLY_MESSAGE } from '@curbcut/core';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ServerContext } from '../context';
import type { Database } from '../db/schema';
import { requireUser, type AuthUser } from '../auth/guards';
import { normalizeEmail } from '../accounts/users';
import { ApiError } from '../http/errors';

/** Whether the user is an instance administrator. */
export async function isInstanceAdmin(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('instance_admin').where('id', '=', userId).where('deactivated_at', 'is', null).executeTakeFirst();
  return row?.instance_admin === 1;
}

/** The signed-in user, if an instance administrator; anyone else signed in gets 403 (signed out: 401). */
export async function requireInstanceAdmin(ctx: ServerContext, req: FastifyRequest): Promise<AuthUser> {
  const user = await requireUser(ctx, req);
  if (!(await isInstanceAdmin(ctx.db, user.id))) throw new ApiError('forbidden', INSTANCE_ADMIN_ONLY_MESSAGE);
  return user;
}

/** What makeInstanceAdmin did. */
export type InstanceAdminGrant = 'granted' | 'already' | 'no_account';

/** Makes the active account of `email` an instance administrator (`curbcut add-admin --instance`). */
export async function makeInstanceAdmin(db: Kysely<Database>, email: string): Promise<InstanceAdminGrant> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'instance_admin'])
    .where('email', '=', normalizeEmail(email))
    .where('deactivated_at', 'is', null)
    .executeTakeFirst();
  if (!user) return 'no_account';
  if (user.instance_admin === 1) return 'already';
  await db.updateTable('users').set({ instance_admin: 1 }).where('id', '=', user.id).execute();
  return 'granted';
}

/** How many active instance administrators the server has (add-admin says when there are none). */
export async function countInstanceAdmins(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('instance_admin', '=', 1)
    .where('deactivated_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Sessions: a random token in the `curbcut_session` cookie, stored as its SHA-256, valid for 7 days
 * by the server Clock (spec 000 section 9). Expired rows are removed when they are presented.
 */
import { SESSION_TTL_DAYS } from '@curbcut/core';
import { hashSecret, newSecret } from '../auth/secrets';
import { newId } from '../db/ids';
import { endSessionSubscriptions } from '../live/subscriptions';
import type { ServerContext } from '../context';
import { isoNow } from '../time/clock';

/** Session lifetime in milliseconds. */
export const SESSION_TTL_MS = SESSION_TTL_DAYS * 24 * 60 * 60 * 1000;

/** The user a valid session belongs to. */
export interface SessionUser {
  sessionId: string;
  id: string;
  groupId: string;
  name: string;
  email: string;
  role: 'member' | 'admin';
  /** Restricted by a compliance rule (access_restricted_by_grr): only the no-access page. */
  restricted: boolean;
}

/** Opens a session for `userId`; returns the plain token (for the cookie) and its expiry. */
export async function createSession(ctx: ServerContext, userId: string): Promise<{ token: string; expiresAt: Date }> {
  const token = newSecret();
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await ctx.db
    .insertInto('sessions')
    .values({ id: newId('session'), user_id: userId, token_hash: hashSecret(token), created_at: now.toISOString(), expires_at: expiresAt.toISOString() })
    .execute();
  return { token, expiresAt };
}

/** The user of a session token, or null when the token is unknown or expired. */
export async function findSessionUser(ctx: ServerContext, token: string): Promise<SessionUser | null> {
  const row = await ctx.db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['sessions.id as sessionId', 'sessions.expires_at', 'users.id', 'users.group_id', 'users.name', 'users.email', 'users.role', 'users.access_restricted_by_grr'])
    .where('sessions.token_hash', '=', hashSecret(token))
    .where('users.deactivated_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  if (row.expires_at <= isoNow(ctx.clock)) {
    await ctx.db.deleteFrom('sessions').where('id', '=', row.sessionId).execute();
    return null;
  }
  return {
    sessionId: row.sessionId,
    id: row.id,
    groupId: row.group_id,
    name: row.name,
    email: row.email,
    role: row.role,
    restricted: row.access_restricted_by_grr === 1,
  };
}

/**
 * Ends the session of `token` (no-op for an unknown token) with its live subscriptions, so a socket
 * it opened hears nothing more at once, while the user's other sessions keep theirs.
 */
export async function deleteSession(ctx: ServerContext, token: string): Promise<void> {
  await ctx.db.transaction().execute(async (tx) => {
    const session = await tx.selectFrom('sessions').select('id').where('token_hash', '=', hashSecret(token)).executeTakeFirst();
    if (!session) return;
    await endSessionSubscriptions(tx, session.id);
    await tx.deleteFrom('sessions').where('id', '=', session.id).execute();
  });
}

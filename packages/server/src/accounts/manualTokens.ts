/**
 * Personal manual-report tokens (docs/decisions/0041-manual-reports.md): a user makes and revokes
 * their own; each acts as its user and only creates manual reports. Unlike upload tokens they belong
 * to a user, not a project, so the group they write to is the user's group at the time of each use.
 */
import { MANUAL_REPORT_TOKEN_PREFIX, type CreatedManualReportToken, type ManualReportTokenItem } from '@curbcut/core';
import type { ServerContext } from '../context';
import { isoNow } from '../time/clock';
import { hashSecret, newSecret } from '../auth/secrets';
import { newId } from '../db/ids';

/** What a valid manual-report token grants: creating manual reports as its user, in their group. */
export interface ManualTokenGrant {
  tokenId: string;
  userId: string;
  groupId: string;
  /** The user's name, as the author of the reports the token creates. */
  userName: string;
}

/** Issues a token for the user. Returns the plain `cmr_...` value, which is not stored and cannot be shown again. */
export async function createManualReportToken(ctx: ServerContext, userId: string, label?: string): Promise<CreatedManualReportToken> {
  const token = newSecret(MANUAL_REPORT_TOKEN_PREFIX);
  const id = newId('manualReportToken');
  const cleanLabel = label?.trim() ? label.trim() : null;
  await ctx.db
    .insertInto('manual_report_tokens')
    .values({ id, user_id: userId, label: cleanLabel, token_hash: hashSecret(token), created_at: isoNow(ctx.clock), last_used_at: null, revoked_at: null })
    .execute();
  return { id, token, label: cleanLabel };
}

/** The user's live tokens, newest first; never the token or its hash. */
export async function listManualReportTokens(ctx: ServerContext, userId: string): Promise<ManualReportTokenItem[]> {
  const rows = await ctx.db
    .selectFrom('manual_report_tokens')
    .select(['id', 'label', 'created_at', 'last_used_at'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, label: row.label, createdAt: row.created_at, lastUsedAt: row.last_used_at }));
}

/**
 * Revokes one of the user's own live tokens; false when there is none with that id, including
 * another user's (callers answer 404, so ids reveal nothing).
 */
export async function revokeManualReportToken(ctx: ServerContext, userId: string, tokenId: string): Promise<boolean> {
  const result = await ctx.db
    .updateTable('manual_report_tokens')
    .set({ revoked_at: isoNow(ctx.clock) })
    .where('id', '=', tokenId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * What a presented token grants, or null when it is unknown, revoked, its user has left the group
 * (a removed member's account is deactivated) or is restricted by a compliance rule (who may do
 * nothing but read the no-access page). Records its last use.
 */
export async function findManualReportToken(ctx: ServerContext, token: string): Promise<ManualTokenGrant | null> {
  if (!token.startsWith(MANUAL_REPORT_TOKEN_PREFIX)) return null;
  const row = await ctx.db
    .selectFrom('manual_report_tokens')
    .innerJoin('users', 'users.id', 'manual_report_tokens.user_id')
    .select(['manual_report_tokens.id', 'users.id as user_id', 'users.group_id', 'users.name'])
    .where('manual_report_tokens.token_hash', '=', hashSecret(token))
    .where('manual_report_tokens.revoked_at', 'is', null)
    .where('users.deactivated_at', 'is', null)
    .where('users.access_restricted_by_grr', '=', 0)
    .executeTakeFirst();
  if (!row) return null;
  await ctx.db.updateTable('manual_report_tokens').set({ last_used_at: isoNow(ctx.clock) }).where('id', '=', row.id).execute();
  return { tokenId: row.id, userId: row.user_id, groupId: row.group_id, userName: row.name };
}

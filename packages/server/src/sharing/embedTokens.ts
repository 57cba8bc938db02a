/**
 * Embed tokens (`POST /api/v1/auth/session_token`; docs/decisions/0019): what a host page mints for
 * its signed-in user so a widget in an iframe reads one report without third-party cookies. 256
 * random bits stored as their SHA-256 with the report, the user and an expiry (15 minutes by
 * default, 1 hour at most); read-only, because requireReportReader never makes a token an author.
 */
import {
  EMBED_TOKEN_DEFAULT_TTL_SECONDS,
  EMBED_TOKEN_MAX_TTL_SECONDS,
  EMBED_TOKEN_MIN_TTL_SECONDS,
  EMBED_TOKEN_PREFIX,
  type EmbedToken,
} from '@curbcut/core';
import type { ServerContext } from '../context';
import type { AuthUser } from '../auth/guards';
import type { ReportTokenReader } from '../auth/reportAccess';
import { hashSecret, newSecret } from '../auth/secrets';
import { ApiError } from '../http/errors';
import { getReport } from '../reports/queries';

/**
 * A new embed token for a report of the user's group (404 for any other report). Expired tokens
 * are removed here, so the table holds at most an hour of tokens.
 */
export async function mintEmbedToken(
  ctx: ServerContext,
  user: AuthUser,
  reportId: string,
  ttlSeconds: number = EMBED_TOKEN_DEFAULT_TTL_SECONDS,
): Promise<EmbedToken> {
  if (!Number.isInteger(ttlSeconds) || ttlSeconds < EMBED_TOKEN_MIN_TTL_SECONDS || ttlSeconds > EMBED_TOKEN_MAX_TTL_SECONDS) {
    const range = `${EMBED_TOKEN_MIN_TTL_SECONDS} to ${EMBED_TOKEN_MAX_TTL_SECONDS}`;
    throw new ApiError('bad_request', `ttlSeconds must be a whole number of seconds from ${range}, not ${ttlSeconds}.`, {
      path: '$.ttlSeconds',
    });
  }
  const report = await getReport(ctx, user.groupId, reportId);
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + ttlSeconds * 1000).toISOString();
  const token = newSecret(EMBED_TOKEN_PREFIX);
  await ctx.db.deleteFrom('embed_tokens').where('expires_at', '<=', now.toISOString()).execute();
  await ctx.db
    .insertInto('embed_tokens')
    .values({
      token_hash: hashSecret(token),
      report_id: report.id,
      user_id: user.id,
      group_id: user.groupId,
      created_at: now.toISOString(),
      expires_at: expiresAt,
    })
    .execute();
  return { token, expiresAt, reportId: report.id };
}

/**
 * The embed kind of report token: 401 when unknown, expired, for another report, or when its user
 * has left the group since.
 */
export const embedTokenReader: ReportTokenReader = async (ctx, token, reportId) => {
  if (!token.startsWith(EMBED_TOKEN_PREFIX)) return null;
  const row = await ctx.db
    .selectFrom('embed_tokens')
    .innerJoin('users', 'users.id', 'embed_tokens.user_id')
    .select([
      'embed_tokens.report_id',
      'embed_tokens.group_id as token_group_id',
      'embed_tokens.expires_at',
      'users.id',
      'users.group_id',
      'users.name',
      'users.email',
      'users.role',
    ])
    .where('embed_tokens.token_hash', '=', hashSecret(token))
    .executeTakeFirst();
  if (!row || row.group_id !== row.token_group_id) {
    throw new ApiError('unauthorized', 'The embed token is not valid. Ask the host page for a new one.');
  }
  if (Date.parse(row.expires_at) <= ctx.clock.now().getTime()) {
    throw new ApiError('unauthorized', 'The embed token has expired. Ask the host page for a new one.');
  }
  if (row.report_id !== reportId) throw new ApiError('unauthorized', 'The embed token is for another report.');
  const user: AuthUser = { id: row.id, groupId: row.group_id, name: row.name, email: row.email, role: row.role };
  return { kind: 'embed', user };
};

/**
 * CI upload tokens: per project, write-only, shown once. The builds they create are authored by the
 * user who issued the token.
 */
import { UPLOAD_TOKEN_PREFIX, type CreatedUploadToken } from '@curbcut/core';
import type { ServerContext } from '../context';
import { isoNow } from '../time/clock';
import { hashSecret, newSecret } from '../auth/secrets';
import { newId } from '../db/ids';
import { ApiError } from '../http/errors';

/** What a valid upload token grants. */
export interface UploadTokenGrant {
  tokenId: string;
  projectId: string;
  projectName: string;
  groupId: string;
  userId: string;
}

/**
 * Issues a token for a project. Returns the plain `cct_...` value, which is not stored and cannot be
 * shown again. Throws 404 when the project does not exist or belongs to another group than the user.
 */
export async function createUploadToken(ctx: ServerContext, projectId: string, userId: string, label?: string): Promise<CreatedUploadToken> {
  const project = await ctx.db
    .selectFrom('projects')
    .innerJoin('users', 'users.group_id', 'projects.group_id')
    .select('projects.id')
    .where('projects.id', '=', projectId)
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!project) throw new ApiError('not_found', 'Project not found.');
  const token = newSecret(UPLOAD_TOKEN_PREFIX);
  const id = newId('uploadToken');
  const cleanLabel = label?.trim() ? label.trim() : null;
  await ctx.db
    .insertInto('upload_tokens')
    .values({
      id,
      project_id: projectId,
      created_by: userId,
      token_hash: hashSecret(token),
      label: cleanLabel,
      created_at: isoNow(ctx.clock),
      last_used_at: null,
      revoked_at: null,
    })
    .execute();
  return { id, token, label: cleanLabel };
}

/** What a presented token grants, or null when it is unknown or revoked. Records its last use. */
export async function findUploadToken(ctx: ServerContext, token: string): Promise<UploadTokenGrant | null> {
  if (!token.startsWith(UPLOAD_TOKEN_PREFIX)) return null;
  const row = await ctx.db
    .selectFrom('upload_tokens')
    .innerJoin('projects', 'projects.id', 'upload_tokens.project_id')
    .select(['upload_tokens.id', 'upload_tokens.project_id', 'upload_tokens.created_by', 'projects.name', 'projects.group_id'])
    .where('upload_tokens.token_hash', '=', hashSecret(token))
    .where('upload_tokens.revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  await ctx.db.updateTable('upload_tokens').set({ last_used_at: isoNow(ctx.clock) }).where('id', '=', row.id).execute();
  return { tokenId: row.id, projectId: row.project_id, projectName: row.name, groupId: row.group_id, userId: row.created_by };
}

/**
 * Revokes a token of a project for a signed-in member of its group: only the member who made it or
 * a group admin may (403 for anyone else, since a token another member runs CI with is theirs to
 * stop); false when there is no such live token.
 */
export async function revokeUploadTokenAs(
  ctx: ServerContext,
  user: { id: string; role: 'member' | 'admin' },
  projectId: string,
  tokenId: string,
): Promise<boolean> {
  const token = await ctx.db
    .selectFrom('upload_tokens')
    .select('created_by')
    .where('id', '=', tokenId)
    .where('project_id', '=', projectId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (!token) return false;
  if (token.created_by !== user.id && user.role !== 'admin') {
    throw new ApiError('forbidden', 'Only the member who made this upload token or a group admin can revoke it.');
  }
  return revokeUploadToken(ctx, projectId, tokenId);
}

/** Revokes a token of a project, whoever made it (callers check who may); false when there is no such live token. */
export async function revokeUploadToken(ctx: ServerContext, projectId: string, tokenId: string): Promise<boolean> {
  const result = await ctx.db
    .updateTable('upload_tokens')
    .set({ revoked_at: isoNow(ctx.clock) })
    .where('id', '=', tokenId)
    .where('project_id', '=', projectId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * "Presigned" upload URLs into the blob store. The default store is a local disk, so the URL points
 * at this server (`PUT /api/pdf_scanner/uploads/{key}`) and carries its own credential: an
 * HMAC-SHA256 over the key, the user, their group, the expiry and the size limit, made with a key
 * derived from the server's secret key (CURBCUT_SECRET_KEY or `<dataDir>/secret.key`, shared by
 * every server of a deployment). Such a URL works for its holder until it expires, once: the file
 * lands in that user's uploads, nowhere else, and a second PUT to the same key is refused.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PresignedUpload } from '@curbcut/core';
import type { ServerContext } from '../context';
import { ApiError } from '../http/errors';
import { secretKey } from '../scans/secretBox';
import { isoNow } from '../time/clock';
import { pdfScannerOptions } from './options';

/** Uploads nobody turned into a report are deleted after a day (swept when their user asks for URLs, and hourly). */
export const UNCLAIMED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

const signingKeys = new WeakMap<ServerContext, Promise<Buffer>>();

/** A fresh upload key: `pdu_` and 25 base-36 characters of 128 random bits, like every id. */
export function newUploadKey(): string {
  const value = BigInt(`0x${randomBytes(16).toString('hex')}`);
  return `pdu_${value.toString(36).padStart(25, '0')}`;
}

/** The blob an uploaded or fetched file is written to (its own suffix: a lost race never overwrites the winner's file). */
export function uploadBlobKey(key: string): string {
  return `pdf/uploads/${key}-${randomBytes(6).toString('hex')}.pdf`;
}

/** The signing key: derived from the secret key, so upload URLs and stored passwords never share a key. */
function signingKey(ctx: ServerContext): Promise<Buffer> {
  let key = signingKeys.get(ctx);
  if (!key) {
    key = secretKey(ctx).then((secret) => createHmac('sha256', secret).update('curbcut/pdf-upload-url/v1').digest());
    signingKeys.set(ctx, key);
    key.catch(() => signingKeys.delete(ctx));
  }
  return key;
}

interface Signed {
  key: string;
  userId: string;
  groupId: string;
  expires: number;
  maxBytes: number;
}

async function sign(ctx: ServerContext, s: Signed): Promise<string> {
  const payload = ['v1', s.key, s.userId, s.groupId, String(s.expires), String(s.maxBytes)].join('\n');
  return createHmac('sha256', await signingKey(ctx)).update(payload, 'utf8').digest('base64url');
}

/** `count` upload URLs for the user, on the API origin the request came through. */
export async function presignUploads(ctx: ServerContext, user: { id: string; groupId: string }, count: number, origin: string): Promise<PresignedUpload[]> {
  const { maxFileBytes, uploadUrlTtlSeconds } = pdfScannerOptions(ctx);
  const expires = ctx.clock.now().getTime() + uploadUrlTtlSeconds * 1000;
  const uploads: PresignedUpload[] = [];
  for (let i = 0; i < count; i++) {
    const key = newUploadKey();
    const signature = await sign(ctx, { key, userId: user.id, groupId: user.groupId, expires, maxBytes: maxFileBytes });
    const query = new URLSearchParams({ user: user.id, expires: String(expires), signature });
    uploads.push({
      key,
      url: `${origin}/api/pdf_scanner/uploads/${key}?${query.toString()}`,
      method: 'PUT',
      contentType: 'application/pdf',
      expiresAt: new Date(expires).toISOString(),
      maxBytes: maxFileBytes,
    });
  }
  return uploads;
}

/**
 * The user an upload URL was issued to, once its signature and expiry check out: 403 when the
 * signature does not match (any part of the URL changed, or the user was removed), 410 once it
 * expired. The signature is checked first, so an altered expiry is a 403, not a 410.
 */
export async function verifyUploadUrl(
  ctx: ServerContext,
  key: string,
  query: { user: string; expires: string; signature: string },
): Promise<{ userId: string; groupId: string }> {
  const tampered = new ApiError('forbidden', 'The upload URL is not valid: its signature does not match (was the URL changed?). Ask for a new upload URL.');
  const user = await ctx.db.selectFrom('users').select(['id', 'group_id']).where('id', '=', query.user).where('deactivated_at', 'is', null).executeTakeFirst();
  const expires = Number(query.expires);
  if (!user || !Number.isSafeInteger(expires)) throw tampered;
  const expected = Buffer.from(await sign(ctx, { key, userId: user.id, groupId: user.group_id, expires, maxBytes: pdfScannerOptions(ctx).maxFileBytes }));
  const given = Buffer.from(query.signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw tampered;
  if (expires <= ctx.clock.now().getTime()) {
    throw new ApiError('gone', `The upload URL expired at ${new Date(expires).toISOString()}. Ask for a new upload URL.`);
  }
  return { userId: user.id, groupId: user.group_id };
}

/**
 * Deletes up to 100 uploads that no report claimed within a day, with their files: the user's, or
 * everyone's without `userId` (the periodic sweep, blobs/blobSweep.ts). Answers how many rows it
 * deleted. Best effort.
 */
export async function sweepUnclaimedUploads(ctx: ServerContext, userId?: string): Promise<number> {
  const before = new Date(ctx.clock.now().getTime() - UNCLAIMED_UPLOAD_TTL_MS).toISOString();
  let query = ctx.db.selectFrom('pdf_uploads').select(['key', 'blob_key']).where('report_id', 'is', null).where('created_at', '<', before);
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  const stale = await query.limit(100).execute();
  let deleted = 0;
  for (const row of stale) {
    const gone = await ctx.db.deleteFrom('pdf_uploads').where('key', '=', row.key).where('report_id', 'is', null).executeTakeFirst();
    // A report may have claimed it since the look: its file then stays.
    if (Number(gone.numDeletedRows) === 0) continue;
    deleted++;
    await ctx.blobs.delete(row.blob_key).catch(() => false);
  }
  return deleted;
}

/** Now, as stored. */
export function nowIso(ctx: ServerContext): string {
  return isoNow(ctx.clock);
}

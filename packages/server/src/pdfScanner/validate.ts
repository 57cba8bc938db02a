/**
 * validate_pdf: makes a file ready for a report. An uploaded file must be an upload of the caller
 * that no report uses yet; a linked URL is fetched under the network policy into a new upload of
 * the caller. Either way the file gets a quick read (version, pages, tags) whose facts the create
 * page shows, with each profile's compatibility. A file that cannot be read is still accepted: its
 * report ends failed with the reason, as the checker gives it.
 */
import type { ValidatePdfBody, ValidatedPdf } from '@curbcut/core';
import type { AuthUser } from '../auth/guards';
import type { ServerContext } from '../context';
import { ApiError } from '../http/errors';
import { compatibilityOf, inspectPdf, type PdfFacts } from './checker';
import { checkLinkedUrl, linkedFetchOptions, linkedTransferError, openLinkedPdf } from './linkedFetch';
import { pdfScannerOptions } from './options';
import { clean, nameFromUrl } from './text';
import type { PdfUploadsTable } from './tables';
import { storeGuarded } from './uploads';
import { newUploadKey, nowIso, uploadBlobKey } from './uploadUrls';

/** Name of an uploaded file nobody named (the server never sees the file's own name). */
export const UNTITLED_PDF = 'Untitled PDF';

/** The whole file (at most the size limit, so bounded). */
export async function readBlob(ctx: ServerContext, blobKey: string): Promise<Uint8Array | null> {
  const stream = await ctx.blobs.get(blobKey);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

/** The caller's upload `key` that no report uses yet: 404 when unknown (or someone else's), 409 when used. */
async function ownUpload(ctx: ServerContext, user: AuthUser, key: string): Promise<PdfUploadsTable> {
  const row = await ctx.db
    .selectFrom('pdf_uploads')
    .selectAll()
    .where('key', '=', key)
    .where('user_id', '=', user.id)
    .where('group_id', '=', user.groupId)
    .executeTakeFirst();
  if (!row) {
    throw new ApiError('not_found', `Upload ${key} was not found: PUT the file to its upload URL first (an upload belongs to the user who asked for its URL).`, {
      path: '$.key',
    });
  }
  if (row.report_id !== null) throw new ApiError('conflict', `Upload ${key} is already used by report ${row.report_id}; upload the file again for another report.`, { path: '$.key' });
  return row;
}

function answer(row: PdfUploadsTable, facts: PdfFacts): ValidatedPdf {
  return {
    key: row.key,
    type: row.kind,
    name: row.name ?? UNTITLED_PDF,
    size: Number(row.size),
    sourceUrl: row.source_url,
    pdfVersion: facts.pdfVersion,
    pageCount: facts.pageCount,
    isTagged: facts.isTagged,
    encrypted: facts.encrypted,
    readable: facts.readable,
    reason: facts.reason,
    profiles: compatibilityOf(facts.pdfVersion),
  };
}

async function validateUploaded(ctx: ServerContext, user: AuthUser, body: ValidatePdfBody): Promise<ValidatedPdf> {
  if (body.key === undefined) throw new ApiError('bad_request', 'Field $.key is required for an uploaded file: the key its upload URL came with.', { path: '$.key' });
  const row = await ownUpload(ctx, user, body.key);
  if (row.kind !== 'uploaded') throw new ApiError('bad_request', `Upload ${row.key} was fetched from a link; validate it with type "linked" or use it as it is.`, { path: '$.type' });
  const bytes = await readBlob(ctx, row.blob_key);
  if (!bytes) throw new ApiError('gone', `The file of upload ${row.key} is gone; upload it again.`, { path: '$.key' });
  const facts = await inspectPdf(ctx, bytes);
  const name = body.name !== undefined ? clean(body.name) : (row.name ?? facts.title ?? UNTITLED_PDF);
  const stored = JSON.stringify(facts);
  await ctx.db.updateTable('pdf_uploads').set({ status: 'validated', facts: stored, name }).where('key', '=', row.key).where('report_id', 'is', null).execute();
  return answer({ ...row, status: 'validated', facts: stored, name }, facts);
}

async function validateLinked(ctx: ServerContext, user: AuthUser, body: ValidatePdfBody): Promise<ValidatedPdf> {
  if (body.url === undefined || body.url.trim() === '') throw new ApiError('bad_request', 'Field $.url is required for a linked file: the http(s) URL of the PDF.', { path: '$.url' });
  const url = await checkLinkedUrl(ctx, body.url);
  const { maxFileBytes, fetchTimeoutMs } = pdfScannerOptions(ctx);
  const response = await openLinkedPdf(url, linkedFetchOptions(ctx, maxFileBytes, fetchTimeoutMs));
  const key = newUploadKey();
  const blobKey = uploadBlobKey(key);
  let size: number;
  try {
    size = await storeGuarded(ctx, blobKey, response.body, maxFileBytes);
  } catch (error) {
    throw linkedTransferError(error, response);
  } finally {
    response.done();
    response.body.destroy();
  }
  try {
    const bytes = await readBlob(ctx, blobKey);
    if (!bytes) throw new Error(`The fetched file ${blobKey} disappeared from the blob store.`);
    const facts = await inspectPdf(ctx, bytes);
    const row: PdfUploadsTable = {
      key,
      group_id: user.groupId,
      user_id: user.id,
      kind: 'linked',
      source_url: url.href,
      name: body.name !== undefined ? clean(body.name) : nameFromUrl(url),
      size,
      blob_key: blobKey,
      status: 'validated',
      facts: JSON.stringify(facts),
      report_id: null,
      created_at: nowIso(ctx),
    };
    await ctx.db.insertInto('pdf_uploads').values(row).execute();
    return answer(row, facts);
  } catch (error) {
    await ctx.blobs.delete(blobKey).catch(() => false);
    throw error;
  }
}

/** validate_pdf for the signed-in user. */
export function validatePdf(ctx: ServerContext, user: AuthUser, body: ValidatePdfBody): Promise<ValidatedPdf> {
  return body.type === 'uploaded' ? validateUploaded(ctx, user, body) : validateLinked(ctx, user, body);
}

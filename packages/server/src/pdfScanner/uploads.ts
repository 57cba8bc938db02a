/**
 * Files on their way in: the PUT of a presigned upload URL, and the bytes of a linked file. Both
 * stream through the PDF guard into a blob of their own, then get a `pdf_uploads` row; a refused
 * file leaves neither a blob nor a row.
 */
import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import type { PdfUploadResult } from '@curbcut/core';
import type { ServerContext } from '../context';
import { ApiError } from '../http/errors';
import { isUniqueViolation } from '../reports/bulk';
import { PdfGuard, NotPdfError, TooLargeError } from './pdfStream';
import { pdfScannerOptions } from './options';
import { nowIso, uploadBlobKey, verifyUploadUrl } from './uploadUrls';
import type { PdfUploadsTable } from './tables';

/**
 * Streams `source` through the PDF guard into the blob `blobKey`; resolves to the size stored.
 * Rejects with NotPdfError, TooLargeError or the source's or store's error; the store then keeps
 * nothing. The source is left to the caller (drained or destroyed).
 */
export async function storeGuarded(ctx: ServerContext, blobKey: string, source: Readable, maxBytes: number): Promise<number> {
  const guard = new PdfGuard(maxBytes);
  // The guard may refuse the first bytes before the store starts reading it: its error is kept
  // here (no unhandled 'error' event) and is the one reported, whatever the store says after.
  let refused: unknown;
  guard.on('error', (error) => {
    refused ??= error;
  });
  const onSourceError = (error: Error): void => {
    guard.destroy(error);
  };
  source.on('error', onSourceError);
  source.pipe(guard);
  try {
    await ctx.blobs.put(blobKey, guard);
    if (refused !== undefined) throw refused;
    return guard.size;
  } catch (error) {
    throw refused ?? error;
  } finally {
    source.unpipe(guard);
    source.off('error', onSourceError);
  }
}

/** The ApiError of a refused upload body. */
function uploadError(error: unknown): unknown {
  if (error instanceof NotPdfError) return new ApiError('bad_request', error.message);
  if (error instanceof TooLargeError) return new ApiError('payload_too_large', error.message);
  return error;
}

/**
 * Handles the PUT of an upload URL: the signature and expiry (403, 410), a key used once (409), the
 * declared size (413 before reading anything), then the bytes (400 unless they start with `%PDF-`,
 * 413 past the limit). On a refusal the rest of the body is read and dropped, so the client gets
 * the answer rather than a reset connection; the answer closes the connection.
 */
export async function receiveUpload(
  ctx: ServerContext,
  key: string,
  query: { user: string; expires: string; signature: string },
  body: IncomingMessage,
): Promise<PdfUploadResult> {
  const { maxFileBytes } = pdfScannerOptions(ctx);
  const owner = await verifyUploadUrl(ctx, key, query);
  const taken = new ApiError('conflict', `Upload ${key} already has a file; ask for a new upload URL to send another.`);
  if (await ctx.db.selectFrom('pdf_uploads').select('key').where('key', '=', key).executeTakeFirst()) throw taken;
  const declared = Number(body.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxFileBytes) throw uploadError(new TooLargeError(maxFileBytes));

  const blobKey = uploadBlobKey(key);
  let size: number;
  try {
    size = await storeGuarded(ctx, blobKey, body, maxFileBytes);
  } catch (error) {
    body.resume();
    throw uploadError(error);
  }
  const row: PdfUploadsTable = {
    key,
    group_id: owner.groupId,
    user_id: owner.userId,
    kind: 'uploaded',
    source_url: null,
    name: null,
    size,
    blob_key: blobKey,
    status: 'uploaded',
    facts: null,
    report_id: null,
    created_at: nowIso(ctx),
  };
  try {
    await ctx.db.insertInto('pdf_uploads').values(row).execute();
  } catch (error) {
    await ctx.blobs.delete(blobKey).catch(() => false);
    // Two PUTs of one URL raced; the first row decided.
    if (isUniqueViolation(error)) throw taken;
    throw error;
  }
  return { key, size };
}

/**
 * Page snapshots sent with workflow steps (docs/decisions/0041): held to the caps of a website
 * scan's snapshots (the scanner's SNAPSHOT_LIMITS), decoded, and handed to the scan's own
 * storePageSnapshot, so the issue snapshot calls serve a step's page as they serve a scanned one.
 *
 * Unlike the scanner, which leaves out a resource that does not fit, the ingest refuses it: a
 * recorder that sent it should learn that it was not kept.
 */
import type { StepSnapshotInput } from '@curbcut/core';
import { SNAPSHOT_LIMITS, isHttpUrl, type PageSnapshot, type SnapshotResource } from '@curbcut/scanner';
import { ApiError } from '../http/errors';

const mebibytes = (n: number): string => `${n / (1024 * 1024)} MiB`;

/** Base64 of at most `bytes` bytes is at most this long: rejected before decoding anything larger. */
const base64Length = (bytes: number): number => Math.ceil(bytes / 3) * 4;

function decodeBase64(data: string, path: string): Buffer {
  const bytes = Buffer.from(data, 'base64');
  // Node skips characters that are not base64; only the canonical encoding of the bytes is accepted.
  if (bytes.toString('base64') !== data) throw new ApiError('bad_request', 'The resource is not valid base64.', { path });
  return bytes;
}

/** Checks and decodes a step's snapshot; a 400 at the field (under `path`) names the cap it passes. */
export function decodeStepSnapshot(input: StepSnapshotInput, path: string): PageSnapshot {
  if (input.html.length > SNAPSHOT_LIMITS.maxHtmlChars) {
    throw new ApiError('bad_request', `The snapshot's HTML is ${input.html.length} characters; at most ${SNAPSHOT_LIMITS.maxHtmlChars} are accepted.`, {
      path: `${path}.html`,
    });
  }
  let total = 0;
  const resources = (input.resources ?? []).map((resource, i): SnapshotResource => {
    const at = `${path}.resources[${i}]`;
    if (!isHttpUrl(resource.url)) throw new ApiError('bad_request', 'A snapshot resource has an http or https address.', { path: `${at}.url` });
    const tooLarge = `A snapshot resource is at most ${mebibytes(SNAPSHOT_LIMITS.maxResourceBytes)} once decoded.`;
    if (resource.data.length > base64Length(SNAPSHOT_LIMITS.maxResourceBytes)) throw new ApiError('bad_request', tooLarge, { path: `${at}.data` });
    const body = decodeBase64(resource.data, `${at}.data`);
    if (body.byteLength > SNAPSHOT_LIMITS.maxResourceBytes) throw new ApiError('bad_request', tooLarge, { path: `${at}.data` });
    total += body.byteLength;
    if (total > SNAPSHOT_LIMITS.maxPageResourceBytes) {
      throw new ApiError('bad_request', `A snapshot's resources are at most ${mebibytes(SNAPSHOT_LIMITS.maxPageResourceBytes)} together, decoded.`, {
        path: `${at}.data`,
      });
    }
    return { url: resource.url, contentType: resource.contentType, body: new Uint8Array(body.buffer, body.byteOffset, body.byteLength) };
  });
  return { html: input.html, resources };
}

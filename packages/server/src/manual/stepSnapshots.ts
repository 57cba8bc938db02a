/**
 * Page snapshots sent with workflow steps (docs/decisions/0041): held to the caps of a website
 * scan's snapshots (the scanner's SNAPSHOT_LIMITS), decoded, and handed to the scan's own
 * storePageSnapshot, so the issue snapshot calls serve a step's page as they serve a scanned one.
 *
 * Unlike the scanner, which leaves out a resource that does not fit, the ingest refuses it: a
 * recorder that sent it should learn that it was not kept.
 *
 * A workflow may pass a page several times in different states (the demo's order dialog opens on
 * the page of the step before), so each step's snapshot is its own: stored under the step's URL
 * with the step in its fragment (a fragment changes nothing of how the page's relative addresses
 * resolve), and an issue is shown in the state of the first step that found it.
 */
import type { StepSnapshotInput } from '@curbcut/core';
import { SNAPSHOT_LIMITS, isHttpUrl, type PageSnapshot, type SnapshotResource } from '@curbcut/scanner';
import type { ServerContext } from '../context';
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

/** The page URL a step's snapshot is stored under (`page_snapshots.page_url`). */
export function stepSnapshotUrl(url: string, index: number): string {
  const fragment = `curbcut-step-${index}`;
  try {
    const parsed = new URL(url);
    parsed.hash = fragment;
    return parsed.href;
  } catch {
    return `${url}#${fragment}`;
  }
}

/**
 * The stored snapshots that may show a workflow issue, best first: the first step that found it,
 * then its page URL (how reports recorded before steps had snapshots of their own keyed them).
 */
export async function workflowSnapshotUrls(ctx: ServerContext, reportId: string, fingerprint: string, pageUrl: string): Promise<string[]> {
  const first = await ctx.db
    .selectFrom('issue_sources')
    .innerJoin('report_steps', (join) => join.onRef('report_steps.test_case_id', '=', 'issue_sources.test_case_id').onRef('report_steps.report_id', '=', 'issue_sources.report_id'))
    .select(['report_steps.url', 'report_steps.step_index'])
    .where('issue_sources.report_id', '=', reportId)
    .where('issue_sources.fingerprint', '=', fingerprint)
    .orderBy('report_steps.step_index')
    .executeTakeFirst();
  return first ? [stepSnapshotUrl(first.url, first.step_index), pageUrl] : [pageUrl];
}

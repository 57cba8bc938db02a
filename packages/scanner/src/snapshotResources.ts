/**
 * The resources a page snapshot keeps (stylesheets, images, fonts), read from the responses the
 * page itself received, so nothing is downloaded twice. Bodies are cached per scan by URL: a
 * site's shared CSS and logo are read from the browser once, and every page's snapshot refers to
 * the same bytes.
 */
import type { Response } from 'playwright-core';
import type { SnapshotResource } from './types';

/** Size caps of snapshots. */
export const SNAPSHOT_LIMITS = {
  /** One resource larger than this is left out. */
  maxResourceBytes: 2 * 1024 * 1024,
  /** Resources of one page, together. */
  maxPageResourceBytes: 6 * 1024 * 1024,
  /** The serialised DOM; a larger page gets no snapshot. */
  maxHtmlChars: 8 * 1024 * 1024,
  /** Bodies a scan keeps cached for reuse across pages. */
  maxCacheBytes: 96 * 1024 * 1024,
} as const;

/** Resource types the snapshot viewer needs to render a page as it looked. */
const KEPT_TYPES = new Set(['stylesheet', 'image', 'font']);

/** Whether a response is one a snapshot keeps. */
export function isSnapshotResource(response: Response): boolean {
  const request = response.request();
  return KEPT_TYPES.has(request.resourceType()) && response.ok() && /^https?:/.test(response.url());
}

/** Per-scan cache of resource bodies by URL. */
export class ResourceCache {
  private readonly bodies = new Map<string, Promise<SnapshotResource | null>>();
  private cachedBytes = 0;

  /**
   * The resource behind `response`, or null when it is too large or its body is gone. A body
   * read after the page moved on is often no longer available, so callers read before navigating.
   */
  read(response: Response): Promise<SnapshotResource | null> {
    const url = response.url();
    const cached = this.bodies.get(url);
    if (cached !== undefined) return cached;
    const pending = readBody(response);
    if (this.cachedBytes < SNAPSHOT_LIMITS.maxCacheBytes) {
      this.bodies.set(url, pending);
      void pending.then((resource) => {
        if (resource === null) this.bodies.delete(url);
        else this.cachedBytes += resource.body.byteLength;
      });
    }
    return pending;
  }
}

async function readBody(response: Response): Promise<SnapshotResource | null> {
  const headers = response.headers();
  const declared = Number(headers['content-length']);
  if (Number.isFinite(declared) && declared > SNAPSHOT_LIMITS.maxResourceBytes) return null;
  try {
    const body = await response.body();
    if (body.byteLength > SNAPSHOT_LIMITS.maxResourceBytes) return null;
    return { url: response.url(), contentType: headers['content-type'] ?? '', body: new Uint8Array(body.buffer, body.byteOffset, body.byteLength) };
  } catch {
    return null;
  }
}

/**
 * Reads the bodies of a page's resource responses (first occurrence of each URL, in load order)
 * until the page's byte cap; those that do not fit are left out.
 */
export async function collectResources(responses: readonly Response[], cache: ResourceCache): Promise<SnapshotResource[]> {
  const seen = new Set<string>();
  const unique = responses.filter((r) => {
    if (seen.has(r.url())) return false;
    seen.add(r.url());
    return true;
  });
  const resources = await Promise.all(unique.map((r) => cache.read(r)));
  const kept: SnapshotResource[] = [];
  let total = 0;
  for (const resource of resources) {
    if (resource === null || total + resource.body.byteLength > SNAPSHOT_LIMITS.maxPageResourceBytes) continue;
    total += resource.body.byteLength;
    kept.push(resource);
  }
  return kept;
}

/**
 * Storing page snapshots of a run (spec 001 "Snapshot states"): the page HTML as one blob per page,
 * and its resources (stylesheets, images, fonts) as content-addressed blobs shared by every page and
 * run that loaded the same bytes, so a site's stylesheet is stored once, not once per page.
 *
 * A resource's served address is its SHA-256: only someone who has the bytes or has read a proxy
 * map (which needs access to the report) can name it. That is what lets the sandboxed snapshot
 * frame load resources: its opaque origin sends no SameSite session cookie and knows no token.
 */
import { createHash } from 'node:crypto';
import type { PageSnapshot, SnapshotResource } from '@curbcut/scanner';
import type { ServerContext } from '../context';
import { isoNow } from '../time/clock';
import { rewriteCss } from './snapshotHtml';

/** Served content type per stored resource extension; anything else is stored as `bin`. */
export const SNAPSHOT_RESOURCE_TYPES: Readonly<Record<string, string>> = {
  css: 'text/css; charset=utf-8',
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
  bmp: 'image/bmp',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  otf: 'font/otf',
  eot: 'application/vnd.ms-fontobject',
  bin: 'application/octet-stream',
};

const TYPE_ALIASES: Readonly<Record<string, string>> = {
  'text/css': 'css',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
  'image/pjpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/svg+xml': 'svg',
  'image/x-icon': 'ico',
  'image/vnd.microsoft.icon': 'ico',
  'image/bmp': 'bmp',
  'font/woff': 'woff',
  'application/font-woff': 'woff',
  'application/x-font-woff': 'woff',
  'font/woff2': 'woff2',
  'application/font-woff2': 'woff2',
  'font/ttf': 'ttf',
  'application/x-font-ttf': 'ttf',
  'application/font-sfnt': 'ttf',
  'font/otf': 'otf',
  'application/vnd.ms-fontobject': 'eot',
};

/** A stored resource's file name: `<sha256>.<extension>`. */
export const SNAPSHOT_RESOURCE_FILE = /^([0-9a-f]{64})\.([a-z0-9]{1,8})$/;

/** Address a resource file is served at (public: see the file header). */
export function snapshotResourcePath(file: string): string {
  return `/api/v1/snapshot_resources/${file}`;
}

/** Blob key of a resource file. */
export function snapshotResourceKey(file: string): string {
  return `snapshots/resources/${file}`;
}

/** Blob key of a snapshot page of a run, by page id (the SHA-256 of the page URL). */
export function snapshotPageKey(reportId: string, pageId: string): string {
  return `reports/${reportId}/snapshots/${pageId}.html`;
}

/** Blob key of a page's HTML within a run. */
export function snapshotHtmlKey(reportId: string, pageUrl: string): string {
  return snapshotPageKey(reportId, sha256(pageUrl));
}

/** The page id used in the snapshot page address (the hash in its blob key). */
export function snapshotPageId(htmlKey: string): string {
  return htmlKey.slice(htmlKey.lastIndexOf('/') + 1, -'.html'.length);
}

function sha256(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

function extensionOf(contentType: string): string {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return TYPE_ALIASES[type] ?? 'bin';
}

async function storeResource(ctx: ServerContext, body: Uint8Array, extension: string): Promise<string> {
  const file = `${sha256(body)}.${extension}`;
  const key = snapshotResourceKey(file);
  if (!(await ctx.blobs.exists(key))) await ctx.blobs.put(key, body);
  return snapshotResourcePath(file);
}

/**
 * Stores a page's snapshot and records it for the page as the issues name it. Idempotent: a page
 * stored by an earlier attempt of the run keeps its first snapshot.
 */
export async function storePageSnapshot(ctx: ServerContext, reportId: string, pageUrl: string, snapshot: PageSnapshot): Promise<void> {
  const known = await ctx.db
    .selectFrom('page_snapshots')
    .select('page_url')
    .where('report_id', '=', reportId)
    .where('page_url', '=', pageUrl)
    .executeTakeFirst();
  if (known) return;

  const proxyMap: Record<string, string> = {};
  const stylesheets: SnapshotResource[] = [];
  for (const resource of snapshot.resources) {
    const extension = extensionOf(resource.contentType);
    if (extension === 'css') stylesheets.push(resource);
    else proxyMap[resource.url] = await storeResource(ctx, resource.body, extension);
  }
  // Stylesheets point at fonts and images by their original URLs: they are stored with those URLs
  // already rewritten, so the stored bytes serve as they are.
  for (const sheet of stylesheets) {
    const text = rewriteCss(new TextDecoder().decode(sheet.body), sheet.url, proxyMap);
    proxyMap[sheet.url] = await storeResource(ctx, new TextEncoder().encode(text), 'css');
  }

  const htmlKey = snapshotHtmlKey(reportId, pageUrl);
  await ctx.blobs.put(htmlKey, snapshot.html);
  await ctx.db
    .insertInto('page_snapshots')
    .values({ report_id: reportId, page_url: pageUrl, html_key: htmlKey, proxy_map: JSON.stringify(proxyMap), created_at: isoNow(ctx.clock) })
    .onConflict((oc) => oc.columns(['report_id', 'page_url']).doNothing())
    .execute();
}

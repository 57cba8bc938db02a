/**
 * Sitemap extraction (sitemaps.org): a urlset, a sitemap index read recursively, gzip files and
 * plain-text sitemaps, with the limits a server needs when a user names any URL.
 */
import { SCAN_LIMITS } from '@curbcut/core';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { FetchFileError, fetchFile } from './boundedFetch';
import { UrlPolicy, type AllowUrl } from './urlPolicy';
import { normaliseUrl } from './urls';

/** Limits of one extraction. */
export const SITEMAP_LIMITS = {
  /** sitemaps.org caps a sitemap at 50 MB uncompressed; the same cap applies to the gzip file. */
  maxBytes: 50 * 1024 * 1024,
  /** Index nesting followed: an index may list indexes, this many levels below the first file. */
  maxDepth: 3,
  /** Sitemap files read at most, the first included. */
  maxFiles: 500,
  defaultTimeoutMs: 60_000,
} as const;

/** What `extractSitemap` may be told. */
export interface ExtractSitemapOptions {
  /** Page URLs kept at most (default SCAN_LIMITS.maxPages); more set `truncated`. */
  maxUrls?: number;
  signal?: AbortSignal;
  /** For the whole extraction, every file included (default 60 s). */
  timeoutMs?: number;
  /**
   * Network policy: every file, index child and redirect hop is checked before it is requested; a
   * refused first file throws, a refused child is skipped like an unreadable one. Default: all allowed.
   */
  allowUrl?: AllowUrl;
}

/** Page URLs found, every sitemap read (the first one first) and whether `maxUrls` cut the list. */
export interface SitemapExtraction {
  urls: string[];
  sitemaps: string[];
  truncated: boolean;
}

/** Why a sitemap could not be used; the message is written for the person who entered the URL. */
export class SitemapError extends Error {
  override readonly name = 'SitemapError';
}

const parser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => name === 'url' || name === 'sitemap',
});

/** One sitemap file: page URLs (urlset) or sitemap URLs (index), as written. */
export type ParsedSitemap = { kind: 'urlset'; locs: string[] } | { kind: 'index'; locs: string[] };

/**
 * Reads a sitemap or sitemap index at `url` and returns its page URLs, normalised and without
 * duplicates. Indexes are followed depth-first in document order, each file at most once (a cycle
 * ends there) and at most SITEMAP_LIMITS.maxDepth levels deep. A child sitemap that cannot be read
 * is skipped when others gave URLs, so one missing file does not sink a large site's scan; when
 * nothing was found its error is thrown. Throws SitemapError: "... is not a sitemap: ...",
 * "Could not read sitemap ...: HTTP 404 Not Found", "...: 10.0.0.5 is a private or local network
 * address" (refused by `allowUrl`), a timeout, or a non-http(s) URL.
 */
export async function extractSitemap(url: string, options: ExtractSitemapOptions = {}): Promise<SitemapExtraction> {
  const first = normaliseUrl(url);
  if (first === null) throw new SitemapError(`A sitemap URL must be an http or https URL: ${url}`);
  const maxUrls = options.maxUrls ?? SCAN_LIMITS.maxPages;
  const timeoutMs = options.timeoutMs ?? SITEMAP_LIMITS.defaultTimeoutMs;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal === undefined ? timeout : AbortSignal.any([options.signal, timeout]);
  const policy = options.allowUrl === undefined ? undefined : new UrlPolicy(options.allowUrl);

  const urls = new Set<string>();
  const sitemaps: string[] = [];
  const visited = new Set<string>();
  const childErrors: SitemapError[] = [];
  let truncated = false;

  const read = async (sitemapUrl: string, depth: number): Promise<void> => {
    if (visited.has(sitemapUrl) || depth > SITEMAP_LIMITS.maxDepth) return;
    if (visited.size >= SITEMAP_LIMITS.maxFiles || urls.size >= maxUrls) {
      truncated = true;
      return;
    }
    visited.add(sitemapUrl);
    let parsed: ParsedSitemap;
    try {
      parsed = await readSitemapFile(sitemapUrl, signal, timeoutMs, policy);
    } catch (error) {
      if (depth === 0 || !(error instanceof SitemapError) || signal.aborted) throw error;
      childErrors.push(error);
      return;
    }
    sitemaps.push(sitemapUrl);
    for (const loc of parsed.locs) {
      const absolute = normaliseUrl(loc, sitemapUrl);
      if (absolute === null) continue;
      if (parsed.kind === 'index') {
        await read(absolute, depth + 1);
      } else if (!urls.has(absolute)) {
        if (urls.size >= maxUrls) {
          truncated = true;
          return;
        }
        urls.add(absolute);
      }
    }
  };

  await read(first, 0);
  const firstChildError = childErrors[0];
  if (urls.size === 0 && firstChildError !== undefined) throw firstChildError;
  return { urls: [...urls], sitemaps, truncated };
}

async function readSitemapFile(url: string, signal: AbortSignal, timeoutMs: number, policy: UrlPolicy | undefined): Promise<ParsedSitemap> {
  let text: string;
  let contentType: string;
  try {
    const accept = 'application/xml, text/xml, text/plain;q=0.9, */*;q=0.5';
    const file = await fetchFile(url, { maxBytes: SITEMAP_LIMITS.maxBytes, signal, accept, policy });
    text = file.body.toString('utf8').replace(/^\uFEFF/, '');
    contentType = file.contentType.toLowerCase();
  } catch (error) {
    if (signal.aborted && !(error instanceof FetchFileError && error.status !== null)) {
      const reason: unknown = signal.reason;
      if (reason instanceof Error && reason.name === 'TimeoutError') {
        throw new SitemapError(`Reading the sitemap timed out after ${Math.round(timeoutMs / 1000)} s (at ${url})`);
      }
      throw new SitemapError(`Reading the sitemap was cancelled (at ${url})`);
    }
    if (error instanceof FetchFileError) throw new SitemapError(`Could not read sitemap ${url}: ${error.reason}`);
    throw error;
  }
  return parseSitemap(url, text, contentType);
}

/**
 * Parses one sitemap file's text: XML `urlset` or `sitemapindex` (any namespace prefix), or a
 * plain-text sitemap (one URL per line). Exported for tests.
 */
export function parseSitemap(url: string, text: string, contentType = ''): ParsedSitemap {
  const start = text.trimStart();
  if (start === '') throw new SitemapError(`${url} is not a sitemap: the file is empty`);
  if (/^<!doctype html|^<html[\s>]/i.test(start) || contentType.includes('text/html')) {
    throw new SitemapError(`${url} is not a sitemap: it is an HTML page`);
  }
  if (!start.startsWith('<')) {
    const lines = start.split(/\r?\n/).map((l) => l.trim()).filter((l) => l !== '');
    if (lines.every((l) => /^https?:\/\//i.test(l))) return { kind: 'urlset', locs: lines };
    throw new SitemapError(`${url} is not a sitemap: it is neither XML nor a list of URLs`);
  }
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    throw new SitemapError(`${url} is not a sitemap: malformed XML (line ${valid.err.line}: ${valid.err.msg})`);
  }
  const document = parser.parse(text) as Record<string, unknown>;
  const rootName = Object.keys(document).find((key) => !key.startsWith('?') && !key.startsWith('!'));
  const root = rootName === undefined ? undefined : document[rootName];
  if (rootName === 'urlset') return { kind: 'urlset', locs: locsOf(root, 'url') };
  if (rootName === 'sitemapindex') return { kind: 'index', locs: locsOf(root, 'sitemap') };
  throw new SitemapError(`${url} is not a sitemap: its root element is <${rootName ?? 'none'}>, not <urlset> or <sitemapindex>`);
}

function locsOf(root: unknown, entryName: 'url' | 'sitemap'): string[] {
  if (typeof root !== 'object' || root === null) return [];
  const entries = (root as Record<string, unknown>)[entryName];
  if (!Array.isArray(entries)) return [];
  const locs: string[] = [];
  for (const entry of entries) {
    if (typeof entry !== 'object' || entry === null) continue;
    const loc = (entry as Record<string, unknown>).loc;
    if (typeof loc === 'string' && loc !== '') locs.push(loc);
  }
  return locs;
}

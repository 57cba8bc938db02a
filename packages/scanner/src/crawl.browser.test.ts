/** What a scan visits: crawl depth and page limits, patterns, robots.txt, sitemaps, redirects and 404s. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchScanBrowser } from './browser';
import { scanSite } from './scanSite';
import { startTestSite, testSettings, type TestSite } from './testSite.testUtil';
import type { PageResult, ScanBrowser, ScanOptions, ScanProgress } from './types';

let site: TestSite;
let browser: ScanBrowser;
beforeAll(async () => {
  [site, browser] = await Promise.all([startTestSite(), launchScanBrowser()]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), site?.close()]);
});

async function scan(options: Omit<ScanOptions, 'browser'>) {
  const pages: PageResult[] = [];
  const progress: ScanProgress[] = [];
  const summary = await scanSite({
    ...options,
    browser,
    snapshots: options.snapshots ?? false,
    onPage: (page) => void pages.push(page),
    onProgress: (p) => void progress.push(p),
  });
  const byPath = new Map(pages.map((p) => [new URL(p.url).pathname, p]));
  return { summary, pages, progress, byPath, paths: [...byPath.keys()].sort() };
}

describe('crawl', () => {
  it('follows same-origin page links breadth-first up to maxDepth, recording redirects and 404s', async () => {
    const { summary, byPath, paths, progress } = await scan({
      settings: testSettings({ startUrls: [site.url('/')], crawl: { enabled: true, maxDepth: 2, maxPages: 100 } }),
    });
    // Not followed: /a/deeper (3 hops), /private/ (robots.txt), mailto/tel/javascript, the PDF, the other origin.
    expect(paths).toEqual(['/', '/a', '/a/deep', '/b', '/defects', '/missing', '/old-page']);
    expect(byPath.get('/')?.depth).toBe(0);
    expect(byPath.get('/a')?.depth).toBe(1);
    expect(byPath.get('/a/deep')?.depth).toBe(2);

    expect(byPath.get('/old-page')).toMatchObject({ status: 'redirect', finalUrl: site.url('/b'), httpStatus: 200, reason: null });
    expect(byPath.get('/missing')).toMatchObject({ status: 'failure', reason: 'HTTP 404 Not Found', httpStatus: 404, axe: null, score: null });
    expect(byPath.get('/defects')).toMatchObject({ status: 'success', violations: { 'image-alt': 2, 'button-name': 1, label: 1 } });
    expect(byPath.get('/defects')?.score).toBeLessThan(100);
    expect(byPath.get('/b')).toMatchObject({ status: 'success', violations: {}, score: 100 });

    expect(summary).toMatchObject({ pagesDone: 7, pagesFailed: 1, pagesLeftByLimit: 0, cancelled: false, timedOut: false, loginFailed: false, error: null });
    expect(progress.at(-1)).toEqual({ pagesDone: 7, pagesTotal: 7 });
    expect(progress.map((p) => p.pagesDone)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('scans only the start pages when the crawl is off', async () => {
    const { paths } = await scan({ settings: testSettings({ startUrls: [site.url('/'), site.url('/b')] }) });
    expect(paths).toEqual(['/', '/b']);
  });

  it('stops at maxPages and counts the pages left out', async () => {
    const { summary, pages, progress } = await scan({
      settings: testSettings({ startUrls: [site.url('/')], crawl: { enabled: true, maxDepth: 3, maxPages: 3 }, concurrency: 1 }),
    });
    expect(pages.map((p) => new URL(p.url).pathname)).toEqual(['/', '/a', '/b']);
    // Found but over the limit: /defects, /old-page and /missing on the home page, /a/deep on /a.
    expect(summary.pagesLeftByLimit).toBe(4);
    expect(Math.max(...progress.map((p) => p.pagesTotal))).toBe(3);
  });

  it('applies include and exclude patterns to crawled pages, never to start pages', async () => {
    const included = await scan({ settings: testSettings({ startUrls: [site.url('/')], crawl: { enabled: true, maxDepth: 3, maxPages: 100 }, include: ['/a*'] }) });
    expect(included.paths).toEqual(['/', '/a', '/a/deep', '/a/deeper']);
    const excluded = await scan({
      settings: testSettings({ startUrls: [site.url('/')], crawl: { enabled: true, maxDepth: 3, maxPages: 100 }, exclude: ['/a*', `${site.origin}/missing`] }),
    });
    expect(excluded.paths).toEqual(['/', '/b', '/defects', '/old-page']);
  });

  it('crawls what robots.txt disallows when told not to respect it', async () => {
    const { paths } = await scan({
      settings: testSettings({ startUrls: [site.url('/')], crawl: { enabled: true, maxDepth: 1, maxPages: 100 }, respectRobotsTxt: false }),
    });
    expect(paths).toContain('/private/hidden');
    // Start pages are scanned even where robots.txt disallows them.
    const start = await scan({ settings: testSettings({ startUrls: [site.url('/private/hidden')] }) });
    expect(start.paths).toEqual(['/private/hidden']);
  });

  it('adds the pages of a sitemap index at depth 0, filtered by the patterns', async () => {
    const { paths, byPath } = await scan({
      settings: testSettings({ startUrls: [site.url('/defects')], sitemapUrl: site.url('/sitemap-index.xml'), exclude: ['/a/*'] }),
    });
    expect(paths).toEqual(['/a', '/b', '/defects', '/from-sitemap']);
    expect(byPath.get('/from-sitemap')?.depth).toBe(0);
  });

  it('ends with the sitemap error when the sitemap was the only source of pages', async () => {
    const { summary, pages } = await scan({ settings: testSettings({ sitemapUrl: site.url('/sitemap-malformed.xml') }) });
    expect(pages).toEqual([]);
    expect(summary.error).toContain('is not a sitemap: malformed XML');
  });

  it('keeps scanning the start pages when the sitemap cannot be read, with a warning', async () => {
    const { summary, paths } = await scan({ settings: testSettings({ startUrls: [site.url('/b')], sitemapUrl: site.url('/no-such.xml') }) });
    expect(paths).toEqual(['/b']);
    expect(summary.error).toBeNull();
    expect(summary.warnings).toEqual([`Could not read sitemap ${site.url('/no-such.xml')}: HTTP 404 Not Found`]);
  });
});

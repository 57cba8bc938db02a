/** Scans that must end well: pages that never load, hostile pages, cancel, overall time limit, resume and a slow consumer. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchScanBrowser } from './browser';
import { scanSite } from './scanSite';
import { closedPortUrl, startTestSite, testSettings, type TestSite } from './testSite.testUtil';
import type { PageResult, ScanBrowser } from './types';

let site: TestSite;
let browser: ScanBrowser;
beforeAll(async () => {
  [site, browser] = await Promise.all([startTestSite(), launchScanBrowser()]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), site?.close()]);
});

const pathOf = (page: PageResult): string => new URL(page.url).pathname + new URL(page.url).search;

describe('pages that misbehave', () => {
  it('times out a page that never answers and scans the others', async () => {
    const pages: PageResult[] = [];
    const summary = await scanSite({
      settings: testSettings({ startUrls: [site.url('/hang'), site.url('/b'), site.url('/defects')], pageTimeoutSeconds: 5, concurrency: 1 }),
      browser,
      onPage: (page) => void pages.push(page),
    });
    expect(pages.map(pathOf)).toEqual(['/hang', '/b', '/defects']);
    expect(pages[0]).toMatchObject({ status: 'failure', reason: 'Page timed out', httpStatus: null, axe: null });
    expect(pages[1]).toMatchObject({ status: 'success' });
    expect(pages[2]).toMatchObject({ status: 'success', violations: { 'image-alt': 2 } });
    expect(summary).toMatchObject({ pagesDone: 3, pagesFailed: 1 });
  });

  it('gets past dialogs, popups and beforeunload, and reports a file as not a page', async () => {
    const pages: PageResult[] = [];
    const summary = await scanSite({
      settings: testSettings({ startUrls: [site.url('/hostile'), site.url('/b'), site.url('/files/report.pdf')], concurrency: 1 }),
      browser,
      onPage: (page) => void pages.push(page),
    });
    expect(pages.map((p) => [pathOf(p), p.status])).toEqual([
      ['/hostile', 'success'],
      ['/b', 'success'],
      ['/files/report.pdf', 'failure'],
    ]);
    expect(pages[2]?.reason).toMatch(/^Not an HTML page/);
    expect(summary.pagesDone).toBe(3);
  });

  it('reports an unreachable page with the network error', async () => {
    const pages: PageResult[] = [];
    await scanSite({ settings: testSettings({ startUrls: [await closedPortUrl()] }), browser, onPage: (page) => void pages.push(page) });
    expect(pages[0]).toMatchObject({ status: 'failure', reason: 'net::ERR_CONNECTION_REFUSED', httpStatus: null });
  });
});

describe('stopping', () => {
  const hanging = (n: number): string[] => Array.from({ length: n }, (_, i) => site.url(`/hang?${i}`));

  it('drops the pages in flight and resolves as cancelled when the signal aborts', async () => {
    const controller = new AbortController();
    const pages: PageResult[] = [];
    // Pages that never answer, with the longest page timeout: only dropping them lets the scan end within the test's time.
    const summary = await scanSite({
      settings: testSettings({ startUrls: [site.url('/b'), ...hanging(6)], pageTimeoutSeconds: 120, concurrency: 2 }),
      browser,
      signal: controller.signal,
      onPage: (page) => {
        pages.push(page);
        controller.abort();
      },
    });
    expect(summary).toMatchObject({ cancelled: true, timedOut: false, pagesDone: 1 });
    expect(pages.map(pathOf)).toEqual(['/b']);
  });

  it('resolves at once as cancelled when the signal was already aborted', async () => {
    const summary = await scanSite({ settings: testSettings({ startUrls: [site.url('/b')] }), browser, signal: AbortSignal.abort() });
    expect(summary).toMatchObject({ cancelled: true, pagesDone: 0 });
  });

  it('stops with timedOut at the overall time limit', async () => {
    const summary = await scanSite({
      settings: testSettings({ startUrls: hanging(4), pageTimeoutSeconds: 120 }),
      browser,
      totalTimeoutMs: 1500,
    });
    expect(summary).toMatchObject({ timedOut: true, cancelled: false, pagesDone: 0 });
  });
});

describe('resuming and consumers', () => {
  it('counts skipped pages as done without checking them, and still crawls through them', async () => {
    const pages: PageResult[] = [];
    const summary = await scanSite({
      settings: testSettings({ startUrls: [site.url('/')], crawl: { enabled: true, maxDepth: 1, maxPages: 100 }, exclude: ['/missing', '/old-page'] }),
      browser,
      skipUrls: new Set([site.url('/'), site.url('/a#top')]),
      onPage: (page) => void pages.push(page),
    });
    expect(pages.map(pathOf).sort()).toEqual(['/b', '/defects']);
    expect(summary.pagesDone).toBe(4);
  });

  it('awaits onPage: one call at a time, each page delivered once', async () => {
    let running = 0;
    let most = 0;
    const seen: string[] = [];
    await scanSite({
      settings: testSettings({ startUrls: ['/', '/a', '/b', '/defects', '/a/deep'].map((p) => site.url(p)), concurrency: 3 }),
      browser,
      onPage: async (page) => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 150));
        seen.push(pathOf(page));
        running -= 1;
      },
    });
    expect(most).toBe(1);
    expect(seen.sort()).toEqual(['/', '/a', '/a/deep', '/b', '/defects']);
  });

  it('rejects with the error onPage throws, after stopping', async () => {
    await expect(
      scanSite({
        settings: testSettings({ startUrls: [site.url('/b'), site.url('/a')] }),
        browser,
        onPage: () => {
          throw new Error('storage is full');
        },
      }),
    ).rejects.toThrow('storage is full');
  });
});

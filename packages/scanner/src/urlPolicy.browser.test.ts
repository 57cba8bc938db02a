/**
 * The network policy on pages: refused page URLs, requests, WebSockets and frames never reach the
 * refused host; a page or frame redirected there is a failure with nothing of it kept; a resource
 * redirected there stays out of the snapshot. Without a policy nothing changes.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchScanBrowser } from './browser';
import { startPolicySites, type PolicySites } from './policySites.testUtil';
import { scanSite } from './scanSite';
import { startTestSite, testSettings, TEST_USER, type TestSite } from './testSite.testUtil';
import type { PageResult, ScanAuth, ScanBrowser, ScanOptions } from './types';

let sites: PolicySites;
let fixture: TestSite;
let browser: ScanBrowser;
beforeAll(async () => {
  [sites, fixture, browser] = await Promise.all([startPolicySites(), startTestSite(), launchScanBrowser()]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), sites?.close(), fixture?.close()]);
});
beforeEach(() => {
  sites.site.hits.clear();
  sites.secret.hits.clear();
});

const at = (path: string): string => sites.site.origin + path;
const secretAt = (path: string): string => sites.secret.origin + path;

async function scan(settings: Partial<ScanOptions['settings']>, options: Partial<ScanOptions> = {}) {
  const pages: PageResult[] = [];
  const summary = await scanSite({ settings: testSettings(settings), browser, onPage: (p) => void pages.push(p), ...options });
  return { summary, byUrl: new Map(pages.map((p) => [p.url, p])) };
}

const redirected = 'Blocked: redirected to a private or local network address (127.0.0.1)';
const failed = { status: 'failure', httpStatus: null, axe: null, score: null, violations: {}, snapshot: null };

describe('scanSite with allowUrl', () => {
  it('fails a page redirected to a refused host and keeps nothing of it', async () => {
    const { byUrl } = await scan({ startUrls: [at('/to-private'), at('/ok')] }, { allowUrl: sites.allowUrl });
    expect(byUrl.get(at('/to-private'))).toMatchObject({ ...failed, reason: redirected });
    expect(byUrl.get(at('/ok'))).toMatchObject({ status: 'success', violations: { 'image-alt': 1 } });
    // Chromium follows the hop itself (Playwright routes no redirect), but nothing the page loads from there is requested.
    expect(sites.secret.hits.get('/secret-page')).toBe(1);
    expect(sites.secret.hits.get('/secret.gif')).toBeUndefined();
  });

  it('never requests a refused page URL', async () => {
    const { byUrl, summary } = await scan({ sitemapUrl: at('/sitemap-pages.xml') }, { allowUrl: sites.allowUrl });
    expect(byUrl.get(secretAt('/secret-page'))).toMatchObject({ ...failed, reason: 'Blocked: 127.0.0.1 is a private or local network address' });
    expect(byUrl.get(at('/ok'))?.status).toBe('success');
    expect(summary).toMatchObject({ pagesDone: 2, pagesFailed: 1, error: null });
    expect(sites.secret.total()).toBe(0);
  });

  it('skips a sitemap-index child on a refused host', async () => {
    const { byUrl, summary } = await scan({ sitemapUrl: at('/sitemap-index.xml') }, { allowUrl: sites.allowUrl });
    expect([...byUrl.keys()]).toEqual([at('/ok')]);
    expect(summary.error).toBeNull();
    expect(sites.secret.total()).toBe(0);
  });

  it('reports a sitemap redirected to a refused host', async () => {
    const { summary } = await scan({ sitemapUrl: at('/sitemap-moved.xml') }, { allowUrl: sites.allowUrl });
    expect(summary.error).toBe(
      `Could not read sitemap ${at('/sitemap-moved.xml')}: redirected to ${secretAt('/sitemap.xml')}: 127.0.0.1 is a private or local network address`,
    );
    expect(sites.secret.total()).toBe(0);
  });

  it('blocks requests, fetches and WebSockets to a refused host; the page is still checked, its snapshot without them', async () => {
    const { byUrl } = await scan({ startUrls: [at('/resources')] }, { allowUrl: sites.allowUrl });
    const page = byUrl.get(at('/resources'));
    expect(page).toMatchObject({ status: 'success', reason: null });
    // The resource redirected to the refused host was fetched by Chromium (hops are not routed; with
    // routing on, Chromium's cache is off, so a busy machine may fetch it twice), but is not stored.
    expect([...sites.secret.hits.keys()]).toEqual(['/secret.gif']);
    expect(sites.secret.hits.get('/secret.gif')).toBeGreaterThanOrEqual(1);
    const stored = page?.snapshot?.resources.map((r) => r.url).sort();
    expect(stored).toEqual([at('/dot.gif'), at('/style.css')]);
  });

  it('fails a page whose frame was redirected to a refused host', async () => {
    const { byUrl } = await scan({ startUrls: [at('/framed')] }, { allowUrl: sites.allowUrl });
    expect(byUrl.get(at('/framed'))).toMatchObject({ ...failed, reason: 'Blocked: a frame redirected to a private or local network address (127.0.0.1)' });
  });

  it('refuses robots.txt redirected to a refused host while crawling', async () => {
    const { byUrl } = await scan(
      { startUrls: [at('/ok')], crawl: { enabled: true, maxDepth: 1, maxPages: 10 }, respectRobotsTxt: true },
      { allowUrl: sites.allowUrl, snapshots: false },
    );
    expect([...byUrl.keys()].sort()).toEqual([at('/ok'), at('/resources')]);
    expect(sites.secret.hits.get('/robots.txt')).toBeUndefined();
  });

  it('fails a form sign-in whose page is on a refused host', async () => {
    const auth = { type: 'form', url: secretAt('/login'), username: 'a', password: 'b', selectors: { username: '#u', password: '#p', submit: '#s' } } as const;
    const { summary } = await scan({ startUrls: [at('/ok')] }, { allowUrl: sites.allowUrl, auth });
    expect(summary.loginFailed).toBe(true);
    expect(summary.warnings).toEqual(['Sign-in failed: Blocked: 127.0.0.1 is a private or local network address']);
    expect(sites.secret.total()).toBe(0);
  });
});

describe('scanSite without allowUrl', () => {
  it('follows redirects and loads resources anywhere, as before', async () => {
    const { byUrl } = await scan({ startUrls: [at('/to-private'), at('/resources')] });
    expect(byUrl.get(at('/to-private'))).toMatchObject({ status: 'redirect', finalUrl: secretAt('/secret-page'), httpStatus: 200 });
    const stored = byUrl.get(at('/resources'))?.snapshot?.resources.map((r) => r.url).sort();
    expect(stored).toEqual([at('/dot.gif'), at('/style.css'), secretAt('/secret.css'), secretAt('/secret.gif')].sort());
    expect(sites.secret.hits.get('/api')).toBe(1);
    expect(sites.secret.hits.get('ws:/socket')).toBe(1);
  });
});

describe('scanSite with a policy that allows everything', () => {
  const allowAll = (): boolean => true;
  /** What a scan reports, without what differs from run to run (timings). */
  const outcome = (pages: Map<string, PageResult>) =>
    [...pages.values()]
      .map((p) => ({ url: p.url, status: p.status, reason: p.reason, httpStatus: p.httpStatus, violations: p.violations, resources: p.snapshot?.resources.map((r) => r.url).sort() }))
      .sort((a, b) => a.url.localeCompare(b.url));

  it('reports what a scan without one reports: crawl, redirects, 404s, frames, snapshots', async () => {
    const settings = { startUrls: [fixture.url('/'), fixture.url('/frames')], sitemapUrl: fixture.url('/sitemap-index.xml'), crawl: { enabled: true, maxDepth: 2, maxPages: 30 } };
    const [plain, guarded] = [await scan(settings), await scan(settings, { allowUrl: allowAll })];
    expect(guarded.summary).toEqual(plain.summary);
    expect(outcome(guarded.byUrl)).toEqual(outcome(plain.byUrl));
    expect(guarded.byUrl.size).toBeGreaterThan(8);
  });

  it('signs in with a form or basic authentication through the routed context', async () => {
    const form: ScanAuth = { type: 'form', url: fixture.url('/login'), ...TEST_USER, selectors: { username: '#user', password: '#pass', submit: '#submit' } };
    const signedIn = await scan({ startUrls: [fixture.url('/members')] }, { allowUrl: allowAll, auth: form });
    expect(signedIn.byUrl.get(fixture.url('/members'))).toMatchObject({ status: 'success' });
    const basic: ScanAuth = { type: 'basic', url: fixture.url('/basic/'), ...TEST_USER };
    const basicScan = await scan({ startUrls: [fixture.url('/basic/page')] }, { allowUrl: allowAll, auth: basic });
    expect(basicScan.byUrl.get(fixture.url('/basic/page'))).toMatchObject({ status: 'success', httpStatus: 200 });
    const wrong = await scan({ startUrls: [fixture.url('/basic/page')] }, { allowUrl: allowAll, auth: { ...basic, password: 'wrong' } });
    expect(wrong.summary.loginFailed).toBe(true);
  });
});

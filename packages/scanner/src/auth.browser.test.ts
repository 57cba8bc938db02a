/** Signing in before a scan: form login shared with every page, HTTP basic authentication, and wrong passwords. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCAN_ERROR_TEXTS } from '@curbcut/core';
import { launchScanBrowser } from './browser';
import { scanSite } from './scanSite';
import { startTestSite, testSettings, TEST_USER, type TestSite } from './testSite.testUtil';
import type { PageResult, ScanAuth, ScanBrowser } from './types';

let site: TestSite;
let browser: ScanBrowser;
beforeAll(async () => {
  [site, browser] = await Promise.all([startTestSite(), launchScanBrowser()]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), site?.close()]);
});

const formAuth = (password: string): ScanAuth => ({
  type: 'form',
  url: site.url('/login'),
  username: TEST_USER.username,
  password,
  selectors: { username: '#user', password: '#pass', submit: '#submit' },
});

async function scan(auth: ScanAuth, startPath: string, crawl = false) {
  const pages: PageResult[] = [];
  const summary = await scanSite({
    settings: testSettings({ startUrls: [site.url(startPath)], crawl: { enabled: crawl, maxDepth: 2, maxPages: 20 } }),
    auth,
    browser,
    snapshots: false,
    onPage: (page) => void pages.push(page),
  });
  return { summary, pages, byPath: new Map(pages.map((p) => [new URL(p.url).pathname, p])) };
}

describe('form login', () => {
  it('signs in once and scans the members area as a member, never following the sign-out link', async () => {
    const { summary, byPath } = await scan(formAuth(TEST_USER.password), '/members', true);
    expect(summary).toMatchObject({ loginFailed: false, error: null, pagesDone: 2 });
    // Signed out, /members would redirect to /login.
    expect(byPath.get('/members')).toMatchObject({ status: 'success', finalUrl: site.url('/members') });
    expect(byPath.get('/members/profile')).toMatchObject({ status: 'success' });
    expect(byPath.has('/logout')).toBe(false);
  });

  it('reports a failed login and scans nothing when the password is wrong', async () => {
    const { summary, pages } = await scan(formAuth('wrong'), '/members');
    expect(summary).toMatchObject({ loginFailed: true, error: SCAN_ERROR_TEXTS.login, pagesDone: 0 });
    expect(summary.warnings[0]).toContain('Sign-in failed');
    expect(pages).toEqual([]);
  });
});

describe('basic authentication', () => {
  const basicAuth = (password: string): ScanAuth => ({ type: 'basic', url: site.url('/basic/'), username: TEST_USER.username, password });

  it('sends the credentials to the configured origin', async () => {
    const { summary, byPath } = await scan(basicAuth(TEST_USER.password), '/basic/', true);
    expect(summary).toMatchObject({ loginFailed: false, pagesDone: 2, pagesFailed: 0 });
    expect(byPath.get('/basic/page')).toMatchObject({ status: 'success', httpStatus: 200 });
  });

  it('never sends the credentials to another origin', async () => {
    const pages: PageResult[] = [];
    await scanSite({
      settings: testSettings({ startUrls: [site.url('/basic/'), `${site.otherOrigin}/basic/`] }),
      auth: basicAuth(TEST_USER.password),
      browser,
      snapshots: false,
      onPage: (page) => void pages.push(page),
    });
    const byOrigin = new Map(pages.map((p) => [new URL(p.url).origin, p]));
    expect(byOrigin.get(site.origin)).toMatchObject({ status: 'success' });
    expect(byOrigin.get(site.otherOrigin)).toMatchObject({ status: 'failure', reason: 'HTTP 401 Unauthorized' });
    expect(site.authorizedHosts.length).toBeGreaterThan(0);
    expect(site.authorizedHosts.every((host) => host === new URL(site.origin).host)).toBe(true);
  });

  it('reports a failed login when the site answers 401', async () => {
    const { summary, pages } = await scan(basicAuth('wrong'), '/basic/');
    expect(summary).toMatchObject({ loginFailed: true, error: SCAN_ERROR_TEXTS.login, pagesDone: 0 });
    expect(pages).toEqual([]);
  });
});

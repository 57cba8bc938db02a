/**
 * The Website Scanner end to end: a real `curbcut serve --demo --live` (the scan runs in the
 * server's own Chromium) scanning the demo site, served here behind a gate (support/scanSite.ts)
 * so the run stays in progress while the test watches it. One scan is made through the UI by the
 * first test and reused by the others (serial mode: each later test needs the finished run).
 *
 * The scan starts from three pages of the site, so every page status shows up: the home page
 * (checked), /old-products (a 301, a redirect) and the broken journal link (a 404, a failed page,
 * which also gives the failed-pages slide-over). Crawling stops at 8 pages to stay quick.
 */
import type { FrameLocator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, signInAt, test } from './support/fixtures';
import { escapeRegExp, tabTo, toast } from './support/reportPage';
import { EMBED_CHANNEL, loggedTypes, receivedMessages, startImpostorPage, startPartnerPage } from './support/scanEmbed';
import { countToasts, openReportTab, parseReportPath, reportTab, scanLogTable, statusCount, statusOption, subscribed } from './support/scanReport';
import { DEMO_PATHS, startGatedDemoSite, type GatedDemoSite } from './support/scanSite';

// Live updates are what make a signed-in report grow while the scan runs.
test.use({ serverOptions: { live: true } });
test.describe.configure({ mode: 'serial' });

/** The scan the first test makes. */
interface ScanUnderTest {
  name: string;
  scanId: string;
  projectId: string;
  runId: string;
  /** The run's report in the host app. */
  reportPath: string;
}

const MAX_PAGES = 8;

let site: GatedDemoSite;
let made: ScanUnderTest | undefined;

/** The scan of the first test (serial mode skips the others when it failed). */
function theScan(): ScanUnderTest {
  expect(made, 'the scan made by the first test').toBeDefined();
  return made!;
}

test.beforeAll(async () => {
  site = await startGatedDemoSite();
});

test.afterAll(async () => {
  await site?.close();
});

test('a scan made by keyboard alone runs, and its report grows live to Scan complete once', async ({ page }) => {
  test.setTimeout(150_000);
  const name = 'Birchwood shop';
  await signInAt(page, '/site-scanner');
  await expect(page.getByRole('heading', { level: 1, name: 'Website Scanner' })).toBeVisible();
  await expectNoAxeViolations(page, 'the scanner list');

  await page.getByRole('link', { name: 'New scan' }).first().click();
  await expect(page).toHaveURL((url) => url.pathname === '/site-scanner/create');
  await expect(page.getByRole('heading', { level: 1, name: 'New scan' })).toBeVisible();
  await expectNoAxeViolations(page, 'the create-scan form');

  // Keyboard only from here to the created scan, from wherever the route change left focus.
  const nameField = page.getByRole('textbox', { name: 'Scan name' });
  const startUrls = page.getByRole('textbox', { name: 'Start URLs' });
  const submit = page.getByRole('button', { name: 'Create scan' });
  await tabTo(page, nameField, 40);
  // Submitting the empty form shows the errors at their fields and focuses the first one.
  await tabTo(page, submit, 40);
  await page.keyboard.press('Enter');
  await expect(nameField).toBeFocused();
  await expect(nameField).toHaveAttribute('aria-invalid', 'true');
  await expect(nameField).toHaveAccessibleDescription(/Enter a scan name\./);
  await expect(startUrls).toHaveAccessibleDescription(/Enter at least one start URL, or a sitemap URL\./);
  await expectNoAxeViolations(page, 'the create-scan form with its errors');

  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  await expect(startUrls).toBeFocused();
  // Enter in a text area starts a new line: one start URL a line.
  await page.keyboard.type([DEMO_PATHS.home, DEMO_PATHS.redirect, DEMO_PATHS.broken].map((p) => `${site.url}${p}`).join('\n'));
  const maxPages = page.getByLabel('Max pages', { exact: true });
  await tabTo(page, maxPages, 10);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(String(MAX_PAGES));
  // The gate holds page loads while the test watches; a long page timeout keeps held pages from timing out.
  const timeout = page.getByLabel('Page timeout (seconds)', { exact: true });
  await tabTo(page, timeout, 15);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('90');
  await tabTo(page, submit, 40);
  await page.keyboard.press('Enter');

  // The details page of the new scan, its first run under way (the gate holds every page).
  await expect(page).toHaveURL(/\/site-scanner\/scan-details\/scn_[^/]+$/);
  const scanId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(/^A scan is in progress/)).toBeVisible();
  const latest = page.getByRole('link', { name: 'Latest report' });
  const { projectId, runId } = parseReportPath((await latest.getAttribute('href')) ?? '');

  // The report, opened while the run is in progress: the toast, and nothing checked yet.
  const watching = subscribed(page, runId);
  await latest.click();
  await expect(page).toHaveURL((url) => url.pathname.startsWith(`/site-scanner/projects/`) && url.searchParams.get('thBuildId') === runId);
  const reportPath = new URL(page.url()).pathname + new URL(page.url()).search;
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(toast(page, 'Viewing report for a scan in progress')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Share', exact: true })).toHaveAttribute('aria-disabled', 'true');
  await openReportTab(page, 'Scan logs');
  await expect(statusCount(page, 'success')).toHaveText('0');
  await expect(page.getByRole('status').filter({ hasText: 'Scanning more pages' })).toBeAttached();
  await expect(scanLogTable(page)).toHaveCount(0);

  // One page let through: its row and count arrive over the live channel, no reload.
  await watching;
  await page.evaluate(() => ((window as { __sameDocument?: boolean }).__sameDocument = true));
  await site.release(DEMO_PATHS.home);
  await expect(statusCount(page, 'success')).toHaveText('1', { timeout: 20_000 });
  await expect(scanLogTable(page).getByRole('row').filter({ hasText: `${site.url}/` })).toHaveCount(1);
  await expect(scanLogTable(page).getByRole('img', { name: 'Scanned' })).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: 'Scanning more pages' })).toBeAttached();

  // Still running: the three tabs pass axe as they are now.
  await expectNoAxeViolations(page, 'the Scan logs tab of a running scan');
  await openReportTab(page, 'Summary');
  await expect(page.getByRole('heading', { name: 'Top Affected URLs' })).toBeVisible();
  await expectNoAxeViolations(page, 'the Summary tab of a running scan');
  await openReportTab(page, 'All issues');
  await expect(page.getByRole('radiogroup', { name: 'Review status' })).toBeVisible();
  await expectNoAxeViolations(page, 'the All issues tab of a running scan');

  // Every page let through: the run ends, 'Scan complete' shows once, Share becomes available.
  const completeToasts = await countToasts(page, 'Scan complete');
  site.open();
  await expect(toast(page, 'Scan complete')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'Share', exact: true })).not.toHaveAttribute('aria-disabled', 'true');
  await expect(toast(page, 'Scan complete')).toHaveCount(0, { timeout: 10_000 });
  expect(await completeToasts()).toBe(1);
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument), 'the report was not reloaded').toBe(true);
  made = { name, scanId, projectId, runId, reportPath };
});

test('the finished run: list, details, the report tabs by keyboard, scan logs, a page link, scan details and failed pages', async ({ page }) => {
  test.setTimeout(90_000);
  const scan = theScan();
  await signInAt(page, '/site-scanner');
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: scan.name }) });
  await expect(row).toContainText('Completed');
  await expectNoAxeViolations(page, 'the scanner list with a finished scan');
  // At laptop widths the list fits beside the sidebar: its cells wrap rather than scroll sideways.
  for (const width of [1400, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expect
      .poll(() => page.getByRole('region', { name: 'Scans', exact: true }).evaluate((wrap) => wrap.scrollWidth - wrap.clientWidth), { message: `${width} px wide` })
      .toBeLessThanOrEqual(0);
  }

  await row.getByRole('link', { name: `Details: ${scan.name}` }).click();
  await expect(page).toHaveURL((url) => url.pathname === `/site-scanner/scan-details/${scan.scanId}`);
  await expect(page.getByRole('heading', { level: 1, name: scan.name })).toBeVisible();
  await expect(page.getByRole('row', { name: /^Run #1\b/ })).toContainText('Completed');
  await expectNoAxeViolations(page, 'the details page of a finished scan');

  await page.getByRole('link', { name: 'Run #1' }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('thBuildId') === scan.runId);
  await expect(page.getByRole('heading', { level: 1, name: scan.name })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: scan.name })).toHaveAttribute(
    'href',
    `/site-scanner/scan-details/${scan.scanId}`,
  );
  await expectNoAxeViolations(page, 'the Summary tab of a finished scan');

  // The tabs by keyboard: Tab reaches the selected tab, the arrow keys move along the tab list.
  const scanDetails = page.getByRole('button', { name: 'Scan details' });
  await scanDetails.focus();
  await tabTo(page, reportTab(page, 'Summary'), 15);
  await page.keyboard.press('ArrowRight');
  await expect(reportTab(page, 'All issues')).toBeFocused();
  await expect(reportTab(page, 'All issues')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('radiogroup', { name: 'Review status' })).toBeVisible();
  await expectNoAxeViolations(page, 'the All issues tab of a finished scan');
  await page.keyboard.press('ArrowRight');
  await expect(reportTab(page, 'Scan logs')).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL((url) => url.searchParams.get('activeTab') === 'scan-logs');

  // Every page status is listed: the 404 failed, /old-products redirected, the rest checked.
  await expect(statusCount(page, 'failure')).toHaveText('1');
  await expect(statusCount(page, 'redirect')).toHaveText('1');
  await expect(statusCount(page, 'success')).not.toHaveText(/^[–0]$/);
  await expectNoAxeViolations(page, 'the Scan logs tab of a finished scan');

  // The status filter by keyboard: Space on Success leaves the failed and the redirected page.
  const success = statusOption(page, 'Success');
  await tabTo(page, success, 10);
  await page.keyboard.press('Space');
  await expect(success).not.toBeChecked();
  const table = scanLogTable(page);
  await expect(table.getByRole('img', { name: 'Scanned' })).toHaveCount(0);
  const failed = table.getByRole('row').filter({ has: page.getByRole('img', { name: 'Failed' }) });
  await expect(failed).toContainText(`${site.url}${DEMO_PATHS.broken}`);
  await expect(failed).toContainText('Failed: HTTP 404');
  const redirected = table.getByRole('row').filter({ has: page.getByRole('img', { name: 'Redirected' }) });
  await expect(redirected).toContainText(`${site.url}${DEMO_PATHS.redirect}`);
  await expect(redirected).toContainText(`→ ${site.url}/products.html`);
  await page.keyboard.press('Space');
  await expect(success).toBeChecked();
  await expect(table.getByRole('img', { name: 'Scanned' }).first()).toBeVisible();

  // A checked page's link opens All issues filtered by that page: in the URL and as a chip.
  const home = `${site.url}/`;
  await table.getByRole('button', { name: new RegExp(`^Scanned: \\d+ issues? found on ${escapeRegExp(home)}$`) }).click();
  await expect(reportTab(page, 'All issues')).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL((url) => url.searchParams.get('activeTab') === 'issues' && url.searchParams.getAll('pages').join() === home);
  await expect(page.getByRole('list', { name: 'Applied filters' }).getByRole('listitem').first()).toHaveText(/^1 page\b/);
  await expectNoAxeViolations(page, 'All issues filtered by a page');

  // The Scan details popover: the settings the run used; Escape gives focus back.
  await scanDetails.click();
  const details = page.getByRole('dialog', { name: 'Scan details' });
  await expect(details).toContainText(`${site.url}${DEMO_PATHS.broken}`);
  await expect(details).toContainText(String(MAX_PAGES));
  await expectNoAxeViolations(page, 'the Scan details popover');
  await page.keyboard.press('Escape');
  await expect(details).toHaveCount(0);
  await expect(scanDetails).toBeFocused();

  // The 404 page failed, so the report offers the failed-pages slide-over.
  const viewFailed = page.getByRole('button', { name: 'View affected pages' });
  await viewFailed.click();
  const slideOver = page.getByRole('dialog', { name: 'Pages with failed checks' });
  await expect(slideOver.getByRole('table', { name: 'Pages with failed checks' })).toContainText(`${site.url}${DEMO_PATHS.broken}`);
  await expectNoAxeViolations(page, 'the failed-pages slide-over');
  await page.keyboard.press('Escape');
  await expect(slideOver).toHaveCount(0);
  await expect(viewFailed).toBeFocused();
});

test('an issue shows its page snapshot with the element outlined; zoom and collapse work by keyboard', async ({ page }) => {
  const scan = theScan();
  const url = new URL(scan.reportPath, 'http://report.test');
  url.searchParams.set('activeTab', 'issues');
  url.searchParams.set('activeViolationId', 'image-alt');
  await signInAt(page, url.pathname + url.search);
  const components = page.getByRole('table', { name: 'Components of image-alt' });
  await components.getByRole('button').first().click();
  const snapshot = page.getByRole('region', { name: 'Issue snapshot' });
  await expect(snapshot).toBeVisible();
  const frame = page.frameLocator('iframe.cc-snapshot-frame');
  // The stored page answers, and outlines the image.
  await expect(frame.locator('[data-curbcut-highlight]')).toHaveCount(1);
  await expect(snapshot.getByText('Preparing snapshot...')).toHaveCount(0);
  await expect(frame.locator('img').first()).toBeAttached();
  await expect(page.locator('iframe.cc-snapshot-frame')).toHaveAttribute('title', /^Snapshot of http/);
  await expectNoAxeViolations(page, 'an issue with its snapshot', { skipFrame: 'iframe.cc-snapshot-frame' });

  const box = snapshot.locator('.cc-snapshot-box');
  await expect(box).toHaveAttribute('data-scale', '1.8');
  const zoomIn = snapshot.getByRole('button', { name: 'Zoom in' });
  await tabTo(page, zoomIn, 40);
  await page.keyboard.press('Enter');
  await expect(box).toHaveAttribute('data-scale', '1.6');
  const collapse = snapshot.getByRole('button', { name: 'Collapse snapshot' });
  await tabTo(page, collapse, 3);
  await page.keyboard.press('Enter');
  await expect(box).toHaveAttribute('data-scale', '2');
  await expect(zoomIn).toBeDisabled();
  await expect(snapshot.getByRole('button', { name: 'Expand snapshot' })).toBeFocused();
  await expectNoAxeViolations(page, 'a collapsed snapshot', { skipFrame: 'iframe.cc-snapshot-frame' });
  // The page is reachable on its own, sandboxed, at the address the viewer shows.
  const href = await snapshot.getByRole('link', { name: /Open snapshot in a new tab/ }).getAttribute('href');
  const alone = await page.request.get(href ?? '');
  expect(alone.status()).toBe(200);
  expect(alone.headers()['content-security-policy']).toMatch(/^sandbox allow-scripts;/);
});

test('embedded on another site: the breadcrumbs post navigate to the parent, and messages go only to its origin', async ({ page, server, partnerSites }) => {
  const scan = theScan();
  await signInAt(page, '/home');
  // The partner's server mints an embed token for the run with its signed-in user.
  const minted = await page.request.post('/api/v1/auth/session_token', { data: { reportId: scan.runId } });
  expect(minted.status(), await minted.text()).toBe(200);
  const token = ((await minted.json()) as { data: { token: string } }).data.token;
  const appOrigin = new URL(server.url).origin;
  const partner = await startPartnerPage(server.url, scan.runId, token, partnerSites.partner);
  const impostor = await startImpostorPage(server.url, scan.runId, partner.url, partnerSites.impostor);
  try {
    await page.goto(partner.url);
    await expect.poll(() => loggedTypes(page)).toEqual(expect.arrayContaining(['announce', 'welcome', 'ready']));
    await expect(page.locator('#events li[data-type="ready"]')).toContainText(`"name":"${scan.name}"`);
    // The token travels in the handshake, never in the frame's address.
    expect(await page.locator('iframe').getAttribute('src')).not.toContain(token);

    const frame = page.frameLocator('iframe[title="Website scan report"]');
    await expect(frame.getByRole('heading', { level: 1, name: scan.name })).toBeVisible();
    // A token reader gets the minimal view: no share or export.
    await expect(frame.getByRole('button', { name: 'Share', exact: true })).toHaveCount(0);
    await expect(frame.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
    await expectNoAxeViolations(page, 'the partner page with the embedded scan report');

    // The breadcrumbs are buttons that ask the parent to navigate; the parent owns those pages.
    const crumbs = frame.getByRole('navigation', { name: 'Breadcrumb' });
    const navigations = async () =>
      (await receivedMessages(page)).filter((m) => m.data?.type === 'navigate').map((m) => m.data?.payload);
    await crumbs.getByRole('button', { name: 'Website Scan' }).click();
    await expect.poll(navigations).toEqual([{ to: 'scanList', href: null }]);
    await crumbs.getByRole('button', { name: scan.name }).click();
    await expect.poll(navigations).toEqual([
      { to: 'scanList', href: null },
      { to: 'scan', href: null },
    ]);
    // Everything the partner's window heard came from its frame, from the app's origin, on its channel.
    const received = await receivedMessages(page);
    expect(received.length).toBeGreaterThan(0);
    for (const message of received) {
      expect(message).toMatchObject({ origin: appOrigin, fromFrame: true, data: { ns: 'curbcut', v: 1, channel: EMBED_CHANNEL } });
    }

    // A third site framing the report while claiming to be the partner is refused and hears nothing,
    // even after sending a hello with a valid token.
    await page.goto(impostor.url);
    const refused = page.frameLocator('iframe[title="Website scan report"]');
    await expect(refused.getByRole('heading', { name: 'This report cannot be embedded here' })).toBeVisible();
    await page.evaluate(
      ({ channel, token: sent }) =>
        document.querySelector('iframe')!.contentWindow!.postMessage({ ns: 'curbcut', v: 1, channel, type: 'hello', payload: { token: sent } }, '*'),
      { channel: EMBED_CHANNEL, token },
    );
    // A marker posted by the test from inside the frame after the hello: once it has arrived, an
    // answer to the hello would have too.
    const inner = page.frames().find((f) => f.url().includes('/embed/scan-report'));
    expect(inner, 'the impostor’s frame').toBeDefined();
    await inner!.evaluate(() => window.parent.postMessage('test-marker', '*'));
    await expect.poll(() => page.evaluate(() => (window as unknown as { heard: unknown[] }).heard)).toEqual(['test-marker']);
    await expect(refused.getByRole('heading', { level: 1, name: scan.name })).toHaveCount(0);
  } finally {
    await partner.close();
    await impostor.close();
  }
});

test('shared publicly: the share popover’s public link opens the public variant signed out', async ({ page, browser, baseURL, server, partnerSites }) => {
  const scan = theScan();
  await signInAt(page, scan.reportPath);
  await expect(page.getByRole('heading', { level: 1, name: scan.name })).toBeVisible();
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const popover = page.getByRole('dialog', { name: 'Share' });
  await popover.getByRole('tab', { name: /Share via public link/ }).click();
  await popover.getByRole('switch', { name: 'Public link' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Public link enabled')).toBeVisible();
  const link = await popover.getByRole('textbox', { name: 'Public link' }).inputValue();
  // A website scan is shared as the central scanner view (spec 001 section 2.6).
  expect(link).toMatch(/\/public_report\?type=scanner&token=ccp_[^&]+/);
  const publicToken = new URL(link).searchParams.get('token') ?? '';
  // The server opens the link to this run (so what the page shows below is the host app's doing).
  const target = await page.request.get(`/api/public_reports/feature_flags?token=${encodeURIComponent(publicToken)}`);
  expect(target.status(), await target.text()).toBe(200);
  expect(((await target.json()) as { data: unknown }).data).toMatchObject({ type: 'websiteScan', reportId: scan.runId });

  const visitor = await browser.newContext({ baseURL });
  const partner = await startPartnerPage(server.url, scan.runId, publicToken, partnerSites.partner);
  try {
    const publicPage = await visitor.newPage();
    // The widget's public variant, read with the link's token alone through the embed entry.
    await publicPage.goto(partner.url);
    await expectPublicVariant(publicPage.frameLocator('iframe[title="Website scan report"]'), scan.name);
    await expectNoAxeViolations(publicPage, 'the public scan report embedded with its public-link token');

    // The link itself, signed out.
    await publicPage.goto(link);
    await expectPublicVariant(publicPage, scan.name);
    await expectNoAxeViolations(publicPage, 'the public scan report');
  } finally {
    await visitor.close();
    await partner.close();
  }
});

/** The public variant of the scan report: 'Website scan: name', its tabs, no breadcrumbs, share or export. */
async function expectPublicVariant(scope: Page | FrameLocator, name: string): Promise<void> {
  await expect(scope.getByRole('heading', { level: 1, name: `Website scan: ${name}` })).toBeVisible();
  await expect(scope.getByRole('tab', { name: 'Scan logs' })).toBeVisible();
  await expect(scope.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
  await expect(scope.getByRole('button', { name: 'Share', exact: true })).toHaveCount(0);
  await expect(scope.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
}

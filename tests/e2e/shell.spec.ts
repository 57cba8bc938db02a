/**
 * The shell end to end (spec 000 sections 2.1 to 2.4): every route of the table lands on its page
 * or redirects where it should, axe finds nothing on any of them, the sidebar collapses below
 * 1800 px, minimal mode has no chrome, and the shell works by keyboard.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { expectNoAxeViolations } from './support/axe';
import { expect, signInAt, submitSignIn, test } from './support/fixtures';
import { ROUTES } from './support/routeTable';

const REDIRECTS: { path: string; url: RegExp }[] = [
  { path: '/', url: /\/home$/ },
  { path: '/redirection?ids=w1', url: /\/workflow-analyzer\/report\?ids=w1$/ },
  { path: '/report?ar_ids=a1&tab=issues', url: /\/assisted-test\/report\?ar_ids=a1&tab=issues$/ },
  { path: '/reports', url: /\/home$/ },
  { path: '/issue-snapshot?report_id=..%2F..&page_id=x', url: /\/404$/ },
];

test.describe('the route table', () => {
  test('every route shows its page, with no axe violations', async ({ page }) => {
    test.setTimeout(180_000);
    await signInAt(page, '/home');
    // The export link of a report that has an export.
    const reports = (await (await page.request.get('/api/v1/reports')).json()) as { data: { reports: { id: string; type: string }[] } };
    // A build: other suites on this server add reports of other kinds first.
    const reportId = reports.data.reports.find((r) => r.type === 'automatedTest')?.id ?? '';
    expect((await page.request.post('/api/export_reports', { data: { id: reportId, type: 'automatedTest' } })).status()).toBe(202);
    const routes = [...ROUTES, { path: `/export-report?report_id=${reportId}`, heading: 'Export report' }];
    for (const route of routes) {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 }).first(), route.path).toHaveText(route.heading);
      await expect(page.getByRole('navigation', { name: 'Main' }), route.path).toBeVisible();
      // The export page starts the download once the file is ready and says so in a toast: judged
      // after it, not while the toast may appear midway through the check.
      if (route.path.startsWith('/export-report')) await expect(page.getByRole('alertdialog', { name: 'CSV download has started.' })).toBeVisible();
      await expectNoAxeViolations(page, route.path);
    }
  });

  test('forwarding routes redirect by their rules', async ({ page }) => {
    await signInAt(page, '/home');
    for (const { path, url } of REDIRECTS) {
      await page.goto(path);
      await expect(page, path).toHaveURL(url);
    }
  });

  test('/lcnc leads home without the low-code flag', async ({ page }) => {
    await signInAt(page, '/home', { email: 'free@curbcut.local', password: 'curbcut-demo' });
    await page.goto('/lcnc');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('link', { name: 'Low-code Automation' })).toHaveCount(0);
  });

  test('a signed-out visit to a deep route comes back to it after sign-in', async ({ page }) => {
    await page.goto('/pdf-scanner/report?ids=1');
    await expect(page).toHaveURL(/\/sign-in\?redirect=/);
    await submitSignIn(page);
    await expect(page).toHaveURL(/\/pdf-scanner\/report\?ids=1$/);
  });
});

test.describe('the sidebar', () => {
  test('is open from 1800 px, collapses below, and opens by hand', async ({ page }) => {
    await page.setViewportSize({ width: 1920, height: 1000 });
    await signInAt(page, '/home');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('button', { name: 'Collapse sidebar' })).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByText('Manual testing')).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Screen Reader Automation Alpha' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'PDF Scanner' })).toBeVisible();

    await page.setViewportSize({ width: 1799, height: 1000 });
    const expand = nav.getByRole('button', { name: 'Expand sidebar' });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByText('Manual testing')).toHaveClass(/visually-hidden/);
    // Collapsed, every entry keeps its name.
    await nav.getByRole('link', { name: 'Workflow Analyzer' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Workflow Analyzer');
    await expectNoAxeViolations(page, 'the collapsed sidebar');

    await expand.click();
    await expect(nav.getByRole('button', { name: 'Collapse sidebar' })).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByText('Manual testing')).not.toHaveClass(/visually-hidden/);
  });

  test('offers the trial only to eligible groups and PDF Scanner only with pdf_scanner_enabled', async ({ page }) => {
    await signInAt(page, '/home', { email: 'free@curbcut.local', password: 'curbcut-demo' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'PDF Scanner' })).toHaveCount(0);
    await expect(nav.getByRole('button', { name: 'Get 14-day free trial' })).toHaveCount(0);
  });
});

test.describe('minimal mode', () => {
  test('has no header, sidebar or skip link', async ({ page }) => {
    await signInAt(page, '/home');
    await page.goto('/site-scanner?minimal=true');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Website Scanner');
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toHaveCount(0);
  });

  test('the 404 button posts navigate-to-scan-list to the parent', async ({ page }) => {
    await signInAt(page, '/home');
    await page.goto('/home');
    await page.evaluate(() => {
      const frame = document.createElement('iframe');
      frame.title = 'embedded 404';
      frame.src = '/404?minimal=true';
      (window as unknown as { received: unknown[] }).received = [];
      window.addEventListener('message', (e) => (window as unknown as { received: unknown[] }).received.push(e.data));
      document.body.append(frame);
    });
    const frame = page.frameLocator('iframe[title="embedded 404"]');
    await frame.getByRole('button', { name: 'Back to Home' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { received: unknown[] }).received)).toContainEqual({
      ns: 'curbcut',
      v: 1,
      channel: 'site-scanner',
      type: 'navigate',
      payload: { to: 'scanList', href: null },
    });
  });
});

test.describe('keyboard', () => {
  test('the sidebar feedback popover opens by keyboard, Escape closes it and focus returns', async ({ page }) => {
    await page.setViewportSize({ width: 1920, height: 1000 });
    await signInAt(page, '/home');
    const entry = page.getByRole('button', { name: 'Share feedback' });
    await entry.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Share feedback' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, 'the feedback popover');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(entry).toBeFocused();
  });

  test('Tab walks skip link, header, then the sidebar in order', async ({ page }) => {
    await page.setViewportSize({ width: 1920, height: 1000 });
    await signInAt(page, '/home');
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Curbcut' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Home' }).first()).toBeFocused();
  });
});

test.describe('contact sales', () => {
  test('free users reach it from the header; it needs a message and closes with Escape', async ({ page }) => {
    await signInAt(page, '/home', { email: 'free@curbcut.local', password: 'curbcut-demo' });
    const opener = page.getByRole('banner').getByRole('button', { name: 'Contact sales' });
    await opener.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await expectNoAxeViolations(page, 'the contact sales dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
  });
});

/**
 * Sets a column of a demo user on the worker's server, which the other tests share: `finally` puts
 * the user back as the demo seeds it (a server of the test's own would cost a server start).
 */
function setUserFlag(dataDir: string, email: string, column: 'access_restricted_by_grr' | 'show_tunnel_vision', value: 0 | 1): void {
  const db = new Database(path.join(dataDir, 'curbcut.sqlite'));
  try {
    db.prepare(`UPDATE users SET ${column} = ? WHERE email = ?`).run(value, email);
  } finally {
    db.close();
  }
}

test.describe('restricted access', () => {
  test('a user restricted by a compliance rule sees only the no-access page, and the API refuses them', async ({ page, server }) => {
    // What an identity provider's compliance rule would set; there is no screen for it.
    setUserFlag(server.dataDir, 'free@curbcut.local', 'access_restricted_by_grr', 1);
    try {
      await page.goto(`${server.url}/site-scanner`);
      await submitSignIn(page, { email: 'free@curbcut.local', password: 'curbcut-demo' });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Access restricted');
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
      await expectNoAxeViolations(page, 'the restricted-access page');
      expect((await page.request.get(`${server.url}/api/v1/projects`)).status()).toBe(403);
      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page).toHaveURL(/\/sign-in/);
    } finally {
      setUserFlag(server.dataDir, 'free@curbcut.local', 'access_restricted_by_grr', 0);
    }
  });
});

test.describe('tunnel vision', () => {
  test('opening a report switches it off with its PATCH', async ({ page, server }) => {
    setUserFlag(server.dataDir, 'demo@curbcut.local', 'show_tunnel_vision', 1);
    try {
      await page.goto(`${server.url}/home`);
      await submitSignIn(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
      const profile = async () =>
        ((await (await page.request.get(`${server.url}/api/v1/user/get-user-profile`)).json()) as { data: { show_tunnel_vision: boolean } }).data;
      expect((await profile()).show_tunnel_vision).toBe(true);
      const patched = page.waitForRequest((r) => r.method() === 'PATCH' && r.url().endsWith('/api/v1/user/disable-tunnel-vision'));
      await page.getByRole('link', { name: 'main#3' }).click();
      await patched;
      await expect.poll(async () => (await profile()).show_tunnel_vision).toBe(false);
    } finally {
      setUserFlag(server.dataDir, 'demo@curbcut.local', 'show_tunnel_vision', 0);
    }
  });
});

test.describe('paywalls', () => {
  test('free users meet the automated-tests paywall; paid users see their builds', async ({ page }) => {
    await signInAt(page, '/automated-tests', { email: 'free@curbcut.local', password: 'curbcut-demo' });
    const paywall = page.getByRole('region', { name: 'Check accessibility in every test run' });
    await expect(paywall).toContainText('Automated tests need a trial or a paid plan.');
    await expect(paywall.getByRole('button', { name: 'Get a demo' })).toBeVisible();
    await expectNoAxeViolations(page, 'the automated-tests paywall');
    await page.context().clearCookies();
    await signInAt(page, '/automated-tests');
    await expect(page.getByRole('heading', { name: 'All builds' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Check accessibility in every test run' })).toHaveCount(0);
  });
});

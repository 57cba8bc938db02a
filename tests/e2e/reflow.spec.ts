/**
 * Every screen size (WCAG 1.4.10 Reflow, 1.4.4 Resize text, 1.4.12 Text spacing): no route of the
 * route table and no main state of a report, the scanner or settings scrolls the page sideways at
 * 320 px, at 1280 px with the root font at 200%, at 200% browser zoom, or with the text-spacing
 * overrides; no button, tab or heading cuts its text. One page per group is loaded once per state
 * and measured under every condition (support/reflow.ts). Below 768 px the sidebar is a drawer.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { axePage, createUploadProject } from './support/ingest';
import { expect, signInAt, test } from './support/fixtures';
import { reflowProblems } from './support/reflow';
import { ROUTES } from './support/routeTable';

/** Loads `path` at 320 px and waits for its level-1 heading. */
async function load(page: Page, path: string): Promise<void> {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
}

/** Finds nothing to report, or lists every problem found. */
function expectReflows(problems: string[]): void {
  expect(problems, `the page scrolls sideways or cuts text:\n${problems.join('\n')}`).toEqual([]);
}

test.describe('reflow', () => {
  test('every route of the route table', async ({ page }) => {
    test.setTimeout(90_000);
    await signInAt(page, '/home');
    const problems: string[] = [];
    for (const route of ROUTES) {
      await load(page, route.path);
      problems.push(...(await reflowProblems(page, route.path)));
    }
    expectReflows(problems);
  });

  test('the build report: its tabs and an open issue', async ({ page }) => {
    test.setTimeout(60_000);
    await signInAt(page, '/home');
    const report = (await page.getByRole('link', { name: 'main#3' }).getAttribute('href')) ?? '';
    const project = (await page.getByRole('link', { name: /^All builds of / }).first().getAttribute('href')) ?? '';
    const problems: string[] = [];

    await load(page, project);
    problems.push(...(await reflowProblems(page, 'project builds')));

    await load(page, report);
    const tabs = page.getByRole('tablist', { name: 'Report sections' });
    await expect(tabs.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    problems.push(...(await reflowProblems(page, 'build report Overview')));

    await tabs.getByRole('tab', { name: 'All issues' }).click();
    const rule = page.getByRole('heading', { level: 3 }).getByRole('button', { name: / \d+ issues?$/ }).first();
    await expect(rule).toBeVisible();
    problems.push(...(await reflowProblems(page, 'build report All issues')));

    await rule.click();
    await page.getByRole('table').first().getByRole('button').first().click();
    await expect(page.getByRole('complementary')).toBeVisible();
    problems.push(...(await reflowProblems(page, 'build report, an open issue')));
    await page.keyboard.press('Escape');

    await tabs.getByRole('tab', { name: 'Tests' }).click();
    await expect(tabs.getByRole('tab', { name: 'Tests' })).toHaveAttribute('aria-selected', 'true');
    problems.push(...(await reflowProblems(page, 'build report Tests')));
    expectReflows(problems);
  });

  test('the scanner: list, scan details and the scan report tabs', async ({ page, request }) => {
    test.setTimeout(60_000);
    await signInAt(page, '/home');
    const scan = await uploadScan(page.request, request);
    const problems: string[] = [];

    await load(page, '/site-scanner');
    await expect(page.getByRole('link', { name: SCAN_NAME }).first()).toBeVisible();
    problems.push(...(await reflowProblems(page, 'scanner list')));

    await load(page, `/site-scanner/scan-details/${scan.scanId}`);
    problems.push(...(await reflowProblems(page, 'scan details')));

    await load(page, scan.reportPath);
    const tabs = page.getByRole('tablist', { name: 'Report sections' });
    for (const name of ['Summary', 'All issues', 'Scan logs']) {
      await tabs.getByRole('tab', { name, exact: true }).click();
      await expect(tabs.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
      problems.push(...(await reflowProblems(page, `scan report ${name}`)));
    }
    expectReflows(problems);
  });

  test('every settings tab', async ({ page }) => {
    test.setTimeout(60_000);
    await signInAt(page, '/settings');
    await expect(page.getByRole('tablist', { name: 'Settings' }).getByRole('tab').first()).toBeVisible();
    const names = await page.getByRole('tablist', { name: 'Settings' }).getByRole('tab').allTextContents();
    const problems: string[] = [];
    for (const name of names) {
      await page.getByRole('tablist', { name: 'Settings' }).getByRole('tab', { name }).click();
      await expect(page.getByRole('tabpanel', { name })).toBeVisible();
      problems.push(...(await reflowProblems(page, `settings ${name}`)));
    }
    expectReflows(problems);
  });
});

test.describe('the sidebar drawer below 768 px', () => {
  test('a menu button opens the navigation; Escape closes it and a link leads on', async ({ page }) => {
    await page.setViewportSize({ width: 767, height: 800 });
    await signInAt(page, '/home');
    const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toHaveCount(0);

    await menu.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Workflow Analyzer' })).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page, 'the open drawer');
    // Focus stays in the drawer.
    for (let i = 0; i < 40; i += 1) await page.keyboard.press('Tab');
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await expect(menu).toBeFocused();

    await menu.press('Enter');
    await drawer.getByRole('link', { name: 'Workflow Analyzer' }).click();
    await expect(page).toHaveURL(/\/workflow-analyzer$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Workflow Analyzer');
    await expect(drawer).toHaveCount(0);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    // From 768 px the rail is back and the menu button gone.
    await page.setViewportSize({ width: 768, height: 800 });
    await expect(nav).toBeVisible();
    await expect(menu).toHaveCount(0);
  });
});

const SCAN_NAME = 'Reflow shop';

/**
 * A finished website scan of three pages, uploaded as `curbcut scan --server` does (quicker than
 * running one): answers its scan id and report path.
 */
async function uploadScan(session: APIRequestContext, request: APIRequestContext): Promise<{ scanId: string; reportPath: string }> {
  const project = await createUploadProject(session, 'reflow-scan');
  const headers = { authorization: `Bearer ${project.token}` };
  const created = await request.post('/api/v1/ingest/builds', {
    headers,
    data: { buildName: SCAN_NAME, type: 'websiteScan', testEngine: { name: 'axe-core', version: '4.10.2' } },
  });
  expect(created.status(), await created.text()).toBe(201);
  const build = ((await created.json()) as { data: { id: string } }).data;
  const site = 'https://shop.example.com';
  const scanPages = ['/', '/products/a-very-long-product-page-address-that-does-not-break-easily.html', '/contact'].map((path, i) => ({
    url: `${site}${path}`,
    finalUrl: `${site}${path}`,
    status: 'success',
    reason: null,
    httpStatus: 200,
    score: 80,
    startedAt: new Date().toISOString(),
    durationMs: 1200,
    depth: i === 0 ? 0 : 1,
    violations: { 'image-alt': 1 },
    results: axePage(`${site}${path}`, [{ rule: 'image-alt', impact: 'critical', selector: `main > img.hero-${i}` }]),
  }));
  const batch = await request.post(`/api/v1/ingest/builds/${build.id}/batches`, { headers, data: { batchId: 'pages', scanPages } });
  expect(batch.status(), await batch.text()).toBe(200);
  const done = await request.post(`/api/v1/ingest/builds/${build.id}/finalize`, { headers });
  expect(done.status(), await done.text()).toBe(200);
  const scans = (await (await session.get('/api/v1/scans')).json()) as { data: { scans: { id: string; name: string }[] } };
  const scanId = scans.data.scans.find((s) => s.name === SCAN_NAME)?.id ?? '';
  return { scanId, reportPath: `/site-scanner/projects/${encodeURIComponent(project.id)}/builds/?thBuildId=${encodeURIComponent(build.id)}` };
}

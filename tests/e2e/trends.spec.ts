/**
 * Trends over time (issue 19, spec 000 section 9) on the real server: a project's builds page with
 * two uploaded builds and a website scan's details page with two uploaded runs. The range and the
 * view are changed by keyboard and kept in the URL; the data table's figures are those uploaded;
 * no axe violations; no horizontal scroll at 320 px. (The empty, loading and error states are
 * checked in host-app/src/trends/TrendsPanel.test.tsx: every upload here is minutes old.)
 */
import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, signInAt, test } from './support/fixtures';
import { axePage, createUploadProject, ingestApi } from './support/ingest';
import { reflowProblems } from './support/reflow';

/** The cells after the row header (the date first) of the table row of `run` ('#2'). */
function cellsOf(table: Locator, run: string): Locator {
  return table.getByRole('row').filter({ has: table.page().getByRole('rowheader', { name: run, exact: true }) }).getByRole('cell');
}

/** Picks a range of the 'Time range' select by keyboard. */
async function chooseRange(page: Page, panel: Locator, label: string): Promise<void> {
  await panel.getByRole('button', { name: /Time range/ }).focus();
  await page.keyboard.press('Enter');
  const option = page.getByRole('option', { name: label, exact: true });
  await expect(option).toBeVisible();
  // The listbox opens on the chosen range; move to `label` with the arrow keys.
  for (let i = 0; i < 8 && !(await option.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('ArrowUp');
  await expect(option).toBeFocused();
  await page.keyboard.press('Enter');
}

test("a project's builds page shows its trends by range and view, with the uploaded figures in the data table", async ({ page, request }) => {
  await signInAt(page, '/home');
  const project = await createUploadProject(page.request, `Trends ${Date.now()}`);
  const ingest = ingestApi(request, project.token);
  const first = await ingest.createBuild('nightly');
  await ingest.appendBatch(
    first.id,
    'b1',
    axePage('https://shop.example/', [
      { rule: 'image-alt', impact: 'critical', selector: 'img.hero' },
      { rule: 'link-name', impact: 'serious', selector: 'a.cart' },
    ]),
  );
  await ingest.finalize(first.id);
  const second = await ingest.createBuild('nightly');
  await ingest.appendBatch(
    second.id,
    'b1',
    axePage('https://shop.example/', [
      { rule: 'image-alt', impact: 'critical', selector: 'img.hero' },
      { rule: 'link-name', impact: 'serious', selector: 'a.help' },
    ]),
  );
  await ingest.finalize(second.id);

  await page.goto(`/automated-tests/projects/${project.id}`);
  const panel = page.getByRole('region', { name: 'Trends over time' });
  await expect(panel.getByRole('tab', { name: 'Page failures', selected: true })).toBeVisible();
  await expect(panel.getByRole('img', { name: /^Page failures: build #1/ })).toBeVisible();

  // Show the data table, by keyboard.
  await panel.getByRole('switch', { name: 'Show data table' }).focus();
  await page.keyboard.press('Space');
  const pages = panel.getByRole('table', { name: 'Pages tested and pages with issues per build' });
  await expect(pages).toBeVisible();
  await expect(cellsOf(pages, '#2').nth(1)).toHaveText('1');
  await expect(cellsOf(pages, '#2').nth(2)).toHaveText('1');

  await chooseRange(page, panel, 'Last 24 hours');
  await expect(page).toHaveURL(/[?&]range=24h/);
  await expect(panel.getByRole('button', { name: /Time range/ })).toContainText('Last 24 hours');

  // Arrow keys move between the views.
  await panel.getByRole('tab', { name: 'Page failures' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(panel.getByRole('tab', { name: 'Severity breakdown', selected: true })).toBeFocused();
  await expect(page).toHaveURL(/[?&]trendView=severity/);
  const severity = panel.getByRole('table', { name: 'Confirmed issues by severity per build' });
  await expect(severity.getByRole('columnheader')).toHaveText(['Build', 'Date', 'Critical', 'Serious', 'Moderate', 'Minor']);
  await expect(cellsOf(severity, '#2').nth(1)).toHaveText('1');
  await expect(cellsOf(severity, '#2').nth(2)).toHaveText('1');

  await page.keyboard.press('ArrowRight');
  const resolution = panel.getByRole('table', { name: /New and resolved issues per build/ });
  // a.cart was fixed and a.help is new; the first build has no earlier one.
  await expect(cellsOf(resolution, '#2')).toHaveText([/\d/, '1', '1']);
  await expect(cellsOf(resolution, '#1')).toHaveText([/\d/, '–', '–']);
  await page.screenshot({ path: test.info().outputPath('trends-builds.png'), fullPage: true });
  await expectNoAxeViolations(page, 'the trends of a project');
  expect(await reflowProblems(page, 'the trends of a project')).toEqual([]);

  // The URL keeps the choices: a reload shows the same trend.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();
  await expect(page.getByRole('region', { name: 'Trends over time' }).getByRole('tab', { name: 'Resolution trend', selected: true })).toBeVisible();
});

test("a website scan's details page shows its runs' pages that failed to load", async ({ page, request }) => {
  await signInAt(page, '/home');
  const name = `Trend site ${Date.now()}`;
  const project = await createUploadProject(page.request, `Trend scans ${Date.now()}`);
  const headers = { authorization: `Bearer ${project.token}` };
  const scanPage = (path: string, failed: boolean) => ({
    url: `https://shop.example/${path}`,
    finalUrl: `https://shop.example/${path}`,
    status: failed ? 'failure' : 'success',
    reason: failed ? 'Navigation timeout of 30000 ms exceeded' : null,
    httpStatus: failed ? null : 200,
    score: failed ? null : 90,
    startedAt: new Date().toISOString(),
    durationMs: 100,
    depth: 0,
    violations: failed ? {} : { 'image-alt': 1 },
    ...(failed ? {} : { results: axePage(`https://shop.example/${path}`, [{ rule: 'image-alt', impact: 'critical', selector: `img.${path}` }]) }),
  });
  for (const pagesOfRun of [[scanPage('home', false)], [scanPage('home', false), scanPage('slow', true)]]) {
    const created = await request.post('/api/v1/ingest/builds', { headers, data: { buildName: name, type: 'websiteScan' } });
    expect(created.status(), await created.text()).toBe(201);
    const id = ((await created.json()) as { data: { id: string } }).data.id;
    const batch = await request.post(`/api/v1/ingest/builds/${id}/batches`, { headers, data: { batchId: 'b1', scanPages: pagesOfRun } });
    expect(batch.status(), await batch.text()).toBe(200);
    expect((await request.post(`/api/v1/ingest/builds/${id}/finalize`, { headers })).status()).toBe(200);
  }
  const scans = ((await (await page.request.get('/api/v1/scans')).json()) as { data: { scans: { id: string; name: string }[] } }).data.scans;
  const scan = scans.find((s) => s.name === name);
  expect(scan, `the scan ${name}`).toBeDefined();

  await page.goto(`/site-scanner/scan-details/${scan?.id}?range=week`);
  const panel = page.getByRole('region', { name: 'Trends over time' });
  await panel.getByRole('switch', { name: 'Show data table' }).focus();
  await page.keyboard.press('Space');
  const table = panel.getByRole('table', { name: 'Pages tested, with issues and failed to load per run' });
  await expect(table.getByRole('columnheader')).toHaveText(['Run', 'Date', 'Pages tested', 'Pages with issues', 'Pages failed to load']);
  await expect(cellsOf(table, '#2')).toHaveText([/\d/, '2', '1', '1']);
  await expectNoAxeViolations(page, 'the trends of a scan');
  expect(await reflowProblems(page, 'the trends of a scan')).toEqual([]);
});

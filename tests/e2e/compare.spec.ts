/**
 * The compare page (issue 19) on the real server: two builds of one project, one issue fixed, one
 * new, one kept and one moved in the DOM. The Summary counts them as the engine does, per severity
 * in bars and a table, and names the rules with the most new and resolved issues; All issues
 * filters them by status down to the issue, by keyboard, and exports the view with its status
 * column; a pair that cannot be compared says why. No axe violations; no horizontal scroll at 320 px.
 */
import { readFile } from 'node:fs/promises';
import { expectNoAxeViolations } from './support/axe';
import { expect, signInAt, test } from './support/fixtures';
import { axePage, createUploadProject, ingestApi } from './support/ingest';
import { reflowProblems } from './support/reflow';

test('the compare page of two builds counts new, retained and resolved issues, and refuses a pair it cannot compare', async ({ page, request }) => {
  await signInAt(page, '/home');
  const project = await createUploadProject(page.request, `Compare ${Date.now()}`);
  const ingest = ingestApi(request, project.token);
  const base = await ingest.createBuild('nightly');
  await ingest.appendBatch(
    base.id,
    'b1',
    axePage('https://shop.example/', [
      { rule: 'image-alt', impact: 'critical', selector: 'img.hero' },
      { rule: 'image-alt', impact: 'critical', selector: 'img.logo' },
      { rule: 'link-name', impact: 'serious', selector: 'a.cart' },
    ]),
  );
  await ingest.finalize(base.id);
  const next = await ingest.createBuild('nightly');
  await ingest.appendBatch(
    next.id,
    'b1',
    axePage('https://shop.example/', [
      // img.hero is fixed; img.logo moved into main (same snippet, other selector); a.cart stays; a.help is new.
      { rule: 'image-alt', impact: 'critical', selector: 'main > img.logo', html: '<img src="/img.logo.png">' },
      { rule: 'link-name', impact: 'serious', selector: 'a.cart' },
      { rule: 'link-name', impact: 'serious', selector: 'a.help' },
    ]),
  );
  await ingest.finalize(next.id);

  // The newer build first: the page still reads the older one as the base.
  await page.goto(`/automated-tests/compare?ids=${next.id},${base.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Compare builds' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Base build' })).toContainText(`nightly#${base.buildNumber}`);
  await expect(page.getByRole('region', { name: 'New build' })).toContainText(`nightly#${next.buildNumber}`);
  const stats = page.locator('.compare-stats');
  await expect(stats.getByText('New issues')).toBeVisible();
  const stat = (label: string) => stats.locator('.compare-stat').filter({ hasText: label }).locator('dd');
  await expect(stat('New issues')).toHaveText('1');
  await expect(stat('Retained issues')).toHaveText('2');
  await expect(stat('Resolved issues')).toHaveText('1');
  await expect(page.getByText('1 retained issue was matched after the element moved on its page.')).toBeVisible();
  const severity = page.getByRole('table', { name: 'New, retained and resolved issues by severity' });
  await expect(severity.getByRole('row', { name: /^Critical 0 1 1$/ })).toBeVisible();
  await expect(severity.getByRole('row', { name: /^Serious 1 1 0$/ })).toBeVisible();
  const rules = page.getByRole('region', { name: 'Rules' });
  await expect(rules.getByRole('row', { name: 'link-name 1 1 0' })).toBeVisible();
  await expect(rules.getByRole('row', { name: 'image-alt 0 1 1' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Test health' }).getByRole('row', { name: 'Failed 0 0 0' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('compare-summary.png'), fullPage: true });
  await expectNoAxeViolations(page, 'the compare page summary');
  expect(await reflowProblems(page, 'the compare page summary')).toEqual([]);

  // All issues: the report's explorer over both builds, filtered by status, exported with a status column.
  await page.getByRole('tab', { name: 'All issues' }).click();
  const statusFilter = page.getByRole('group', { name: 'Status' });
  await expect(statusFilter.getByRole('checkbox', { name: 'New (1)' })).toBeVisible();
  await expect(statusFilter.getByRole('checkbox', { name: 'Retained (2)' })).toBeVisible();
  await statusFilter.getByRole('checkbox', { name: 'Resolved (1)' }).press('Space');
  await expect(page).toHaveURL(/status=resolved/);
  // The page and component filters offer the values of both builds, with their counts.
  await page.getByRole('button', { name: 'All Components' }).press('Enter');
  await expect(page.getByRole('option', { name: 'img.hero (1)' })).toBeVisible();
  await page.keyboard.press('Escape');
  const rule = page.getByRole('button', { name: /Images must have alternative text/ });
  await expect(rule).toContainText('1 resolved');
  await expect(page.getByRole('button', { name: /Links must have discernible text/ })).toHaveCount(0);
  await rule.press('Enter');
  await page.getByRole('row', { name: /img\.hero/ }).getByRole('button', { name: 'Show issues' }).press('Enter');
  const details = page.getByRole('region', { name: 'Issues of img.hero' });
  await expect(details.getByText('Resolved', { exact: true })).toBeVisible();
  await expect(details).toContainText(`In build nightly #${base.buildNumber} (base)`);
  await expect(details.locator('pre code')).toHaveText(/<img[^>]*img\.hero/);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
  const csv = await readFile((await download.path()) as string, 'utf8');
  const rows = csv.replace(/^\uFEFF/, '').trim().split('\r\n');
  expect(rows[0]).toMatch(/^Compare status,Issue type,Severity,/);
  expect(rows.slice(1).map((r) => r.split(',').slice(0, 2).join(','))).toEqual(['Resolved,image-alt']);
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`compare-issues-${width}.png`), fullPage: true });
  }
  await expectNoAxeViolations(page, 'the compare page, all issues filtered to resolved');
  expect(await reflowProblems(page, 'the compare page, all issues')).toEqual([]);

  // A pair of another project cannot be compared: the page says why.
  const other = await createUploadProject(page.request, `Other ${Date.now()}`);
  const otherIngest = ingestApi(request, other.token);
  const elsewhere = await otherIngest.createBuild('nightly');
  await otherIngest.appendBatch(elsewhere.id, 'b1', axePage('https://shop.example/', [{ rule: 'image-alt', impact: 'critical', selector: 'img.hero' }]));
  await otherIngest.finalize(elsewhere.id);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/automated-tests/compare?ids=${base.id},${elsewhere.id}`);
  const refused = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'These runs cannot be compared' }) });
  await expect(refused).toContainText('different projects');
  await expectNoAxeViolations(page, 'the compare page of a refused pair');
});

test('the compare page of two scan runs lists both runs’ pages side by side and what changed', async ({ page, request }) => {
  await signInAt(page, '/home');
  const project = await createUploadProject(page.request, `Compare scans ${Date.now()}`);
  const ingest = ingestApi(request, project.token);
  const site = 'https://shop.example/';
  // Scan names are unique in a group, and the e2e server is shared by every test.
  const scanName = `Shop site ${Date.now()}`;
  const first = await ingest.createScanRun(scanName);
  await ingest.appendScanPages(first.id, 'b1', [
    {
      url: `${site}home`,
      findings: [
        { rule: 'image-alt', impact: 'critical', selector: 'img.hero' },
        { rule: 'link-name', impact: 'serious', selector: 'a.keep' },
      ],
    },
    { url: `${site}slow`, findings: null },
  ]);
  await ingest.finalize(first.id);
  const second = await ingest.createScanRun(scanName);
  await ingest.appendScanPages(second.id, 'b1', [
    { url: `${site}home`, findings: [{ rule: 'link-name', impact: 'serious', selector: 'a.keep' }] },
    { url: `${site}slow`, findings: [{ rule: 'link-name', impact: 'serious', selector: 'a.more' }] },
    { url: `${site}new`, findings: [{ rule: 'image-alt', impact: 'critical', selector: 'img.new' }] },
  ]);
  await ingest.finalize(second.id);

  await page.goto(`/site-scanner/compare?ids=${first.id},${second.id}&tab=scanLog`);
  await expect(page.getByRole('heading', { level: 1, name: 'Compare scan runs' })).toBeVisible();
  const pages = page.getByRole('region', { name: 'Pages of both runs' });
  await expect(pages.getByRole('row', { name: /slow Failed .* Scanned 1 issue Now loading/ })).toBeVisible();
  await expect(pages.getByRole('row', { name: /new Not checked Scanned 1 issue Only in the new run/ })).toBeVisible();
  await expect(pages.getByRole('row', { name: /home Scanned 2 issues Scanned 1 issue Unchanged/ })).toBeVisible();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: test.info().outputPath('compare-scan-log-1440.png'), fullPage: true });
  await expectNoAxeViolations(page, 'the scan compare page, scan log');
  expect(await reflowProblems(page, 'the scan compare page, scan log')).toEqual([]);

  // The issue of the page that failed in the base run is set apart, not counted as new.
  await page.getByRole('tab', { name: 'All issues' }).click();
  const statuses = page.getByRole('group', { name: 'Status' });
  for (const name of ['New (1)', 'Retained (1)', 'Resolved (1)', 'Not compared (1)']) await expect(statuses.getByRole('checkbox', { name })).toBeVisible();
  await statuses.getByRole('checkbox', { name: 'Not compared (1)' }).press('Space');
  await page.getByRole('button', { name: /Links must have discernible text/ }).press('Enter');
  await page.getByRole('row', { name: /a\.more/ }).getByRole('button', { name: 'Show issues' }).press('Enter');
  await expect(page.getByRole('region', { name: 'Issues of a.more' })).toContainText('Not compared: page failed in the base run.');
  await expectNoAxeViolations(page, 'the scan compare page, an issue not compared');

  // The Summary puts both runs' scan stability side by side.
  await page.getByRole('tab', { name: 'Summary' }).click();
  const stability = page.getByRole('region', { name: 'Scan stability' });
  await expect(stability.getByRole('row', { name: 'Success 1 3 +2' })).toBeVisible();
  await expect(stability.getByRole('row', { name: 'Failures 1 0 −1' })).toBeVisible();
  await expectNoAxeViolations(page, 'the scan compare page summary');
});

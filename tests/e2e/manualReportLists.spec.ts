/**
 * The Workflow Analyzer and Assisted Tests lists (issue 20) in Chromium on the real server. Reports
 * arrive through the real manual-report ingest, with a personal token the signed-in demo user makes
 * through the API; then the list shows them with their counts, search narrows it, two selected
 * reports open consolidated, and the author deletes one after a confirmation. Keyboard only, no
 * axe violations in any state, no sideways scroll at 320 px.
 */
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, signInAt, test } from './support/fixtures';
import { manualTokenAuth, post, recordWorkflow } from './support/manualIngest';
import { reflowProblems } from './support/reflow';

/** Unique to this run, so reports made by other specs (or the demo data) never match its searches. */
const TAG = `Lst${Date.now().toString(36)}`;

/** Seeds two workflow reports and an assisted test as the demo user, through the ingest. */
async function seed(page: Page): Promise<{ checkout: string; returns: string }> {
  const auth = await manualTokenAuth(page, 'e2e lists');
  const site = 'https://shop.example';
  const checkout = await recordWorkflow(page.request, auth, `${TAG} Checkout flow`, [`${site}/basket`, `${site}/address`, `${site}/confirm`], [
    { rule: 'image-alt', impact: 'critical', selector: 'img.hero' },
    { rule: 'link-name', impact: 'serious', selector: 'a.more' },
  ]);
  const returns = await recordWorkflow(page.request, auth, `${TAG} Returns flow`, [`${site}/returns`], []);
  const { id } = await post(page.request, '/api/v1/ingest/manual_reports', auth, { type: 'assistedTest', name: `${TAG} Keyboard audit` });
  await post(page.request, `/api/v1/ingest/manual_reports/${id}/checks`, auth, {
    batchId: 'c1',
    checks: [
      { criterion: '2.1.1', outcome: 'fail', instances: [{ pageUrl: `${site}/`, selector: '#menu', html: '<div id="menu">Menu</div>' }] },
      { criterion: '2.4.7', outcome: 'pass' },
    ],
  });
  await post(page.request, `/api/v1/ingest/manual_reports/${id}/finalize`, auth);
  return { checkout, returns };
}

test('the manual report lists show recorded reports, search them, consolidate two and delete one, by keyboard', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAt(page, '/workflow-analyzer');
  const { checkout, returns } = await seed(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Workflow Analyzer' })).toBeVisible();

  // Search by keyboard: the list follows the typing.
  const search = page.getByRole('searchbox', { name: 'Search reports' });
  await search.focus();
  await page.keyboard.type(TAG);
  await expect(page.getByRole('status').filter({ hasText: `2 reports match ‘${TAG}’.` })).toBeVisible();
  const table = page.getByRole('table', { name: 'Workflow Analyzer reports' });
  const row = table.getByRole('row').filter({ hasText: `${TAG} Checkout flow` });
  // Steps, Critical, Serious, Moderate, Minor, Author, Status.
  await expect(row.getByRole('cell')).toHaveText(['', '3', '1', '1', '0', '0', 'Demo User', /.+/, 'Completed', /CSV/]);
  await expect(row.getByRole('link', { name: `${TAG} Checkout flow` })).toHaveAttribute('href', `/workflow-analyzer/report?ids=${checkout}`);
  await expectNoAxeViolations(page, 'the workflow list found by a search');

  // Narrowing, then nothing found (Enter searches at once), then cleared by Escape.
  await page.keyboard.type(' checkout');
  await expect(table.getByRole('row')).toHaveCount(2);
  await page.keyboard.type('zzz');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: `No reports match “${TAG} checkoutzzz”` })).toBeVisible();
  await expectNoAxeViolations(page, 'the workflow list when nothing matches');
  await page.keyboard.press('Escape');
  await expect(search).toHaveValue('');
  await page.keyboard.type(TAG);
  await expect(table.getByRole('row')).toHaveCount(3);

  // One selected: Consolidate stays reachable and says why it does nothing.
  const consolidate = page.getByRole('button', { name: 'Consolidate' });
  await page.getByRole('checkbox', { name: `Select ${TAG} Checkout flow` }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('1 selected')).toBeVisible();
  await consolidate.focus();
  await expect(page.getByRole('tooltip')).toHaveText('Select at least two reports to compare them');
  await expect(consolidate).toHaveAttribute('aria-disabled', 'true');
  await expectNoAxeViolations(page, 'the workflow list with one report selected');

  // Two selected: Consolidate opens the report route with both ids.
  await page.getByRole('checkbox', { name: `Select ${TAG} Returns flow` }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('2 selected')).toBeVisible();
  await consolidate.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/workflow-analyzer/report?ids=${checkout},${returns}`);

  // Delete the user's own report, after the confirmation naming it.
  await page.goto('/workflow-analyzer');
  await search.focus();
  await page.keyboard.type(TAG);
  await expect(table.getByRole('row')).toHaveCount(3);
  // Tab order: Consolidate, Compare, the table (scrollable sideways), the newest row's box.
  for (const next of [consolidate, page.getByRole('button', { name: 'Compare' }), page.getByRole('region', { name: 'Workflow Analyzer reports' }), page.getByRole('checkbox', { name: `Select ${TAG} Returns flow` })]) {
    await page.keyboard.press('Tab');
    await expect(next).toBeFocused();
  }
  await page.keyboard.press('Space');
  // Back to the toolbar: Clear selection, then Delete….
  for (const previous of [page.getByRole('region', { name: 'Workflow Analyzer reports' }), page.getByRole('button', { name: 'Clear selection' }), page.getByRole('button', { name: 'Delete…' })]) {
    await page.keyboard.press('Shift+Tab');
    await expect(previous).toBeFocused();
  }
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: `Delete ‘${TAG} Returns flow’?` });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoAxeViolations(page, 'the delete confirmation');
  await page.keyboard.press('Tab');
  await expect(confirm.getByRole('button', { name: 'Delete report' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Report ‘${TAG} Returns flow’ deleted`)).toBeVisible();
  await expect(search).toBeFocused();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('link', { name: `${TAG} Returns flow` })).toHaveCount(0);
  await expectNoAxeViolations(page, 'the workflow list after a delete');
  expect(await reflowProblems(page, 'the workflow list')).toEqual([]);

  // The Assisted Tests list counts checks.
  await page.goto('/assisted-test');
  await page.getByRole('searchbox', { name: 'Search reports' }).focus();
  await page.keyboard.type(TAG);
  const audit = page.getByRole('table', { name: 'Assisted Tests reports' }).getByRole('row').filter({ hasText: `${TAG} Keyboard audit` });
  await expect(audit.getByRole('cell').nth(1)).toHaveText('2');
  await expect(audit.getByRole('link')).toHaveAttribute('href', /^\/assisted-test\/report\?ar_ids=rep_/);
  await expectNoAxeViolations(page, 'the assisted-test list');
  expect(await reflowProblems(page, 'the assisted-test list')).toEqual([]);
});

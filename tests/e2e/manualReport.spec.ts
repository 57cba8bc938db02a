/**
 * `<ManualReport>` (issue 20) in Chromium on the real server: a workflow report recorded through the
 * manual-report ingest opens on its Summary; its steps are a timeline with the step's screenshot,
 * and a step's 'Show issues' opens All issues filtered to it through the URL; two reports open as
 * 'Consolidated report across 2 reports'. No axe violations, no sideways scroll at 320 px.
 */
import { expectNoAxeViolations } from './support/axe';
import { expect, signInAt, test } from './support/fixtures';
import { manualTokenAuth, recordWorkflow } from './support/manualIngest';
import { reflowProblems } from './support/reflow';

const TAG = `Mrp${Date.now().toString(36)}`;
const SITE = 'https://shop.example';

test('a workflow report shows its summary, its steps with screenshots, and a step filters All issues', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAt(page, '/workflow-analyzer');
  const auth = await manualTokenAuth(page, 'e2e report');
  const checkout = await recordWorkflow(page.request, auth, `${TAG} Checkout flow`, [`${SITE}/basket`, `${SITE}/address`], [
    { rule: 'image-alt', impact: 'critical', selector: 'img.hero' },
    { rule: 'link-name', impact: 'serious', selector: 'a.more' },
  ]);
  const returns = await recordWorkflow(page.request, auth, `${TAG} Returns flow`, [`${SITE}/basket`], [{ rule: 'image-alt', impact: 'critical', selector: 'img.hero' }]);

  await page.goto(`/workflow-analyzer/report?ids=${checkout}`);
  await expect(page.getByRole('heading', { level: 1, name: `${TAG} Checkout flow` })).toBeVisible();
  await expect(page).toHaveTitle(`${TAG} Checkout flow · Workflow Analyzer · Curbcut`);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Workflow Analyzer' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Summary', selected: true })).toBeVisible();
  await expectNoAxeViolations(page, 'the workflow report summary');

  await page.getByRole('tab', { name: 'Workflow steps' }).click();
  const steps = page.getByRole('list', { name: 'Workflow steps' }).getByRole('listitem');
  await expect(steps).toHaveCount(2);
  const shot = page.getByRole('img', { name: 'Screenshot of step 1: Step 1' });
  await expect(shot).toBeVisible();
  expect(await shot.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expectNoAxeViolations(page, 'the workflow steps');
  expect(await reflowProblems(page, 'the workflow steps')).toEqual([]);

  // A step's issues, by keyboard: the filter travels in the URL.
  await page.getByRole('button', { name: 'Show issues of step 1' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: 'All issues', selected: true })).toBeVisible();
  await expect(page).toHaveURL(/[?&]tests=/);
  await expectNoAxeViolations(page, 'the issues of step 1');

  await page.goto(`/workflow-analyzer/report?ids=${checkout},${returns}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Consolidated report across 2 reports' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Workflow steps' })).toHaveCount(0);
  await page.getByRole('button', { name: `${TAG} Checkout flow, ${TAG} Returns flow` }).click();
  await expect(page.getByRole('dialog', { name: 'Reports in this view' })).toBeVisible();
  await expectNoAxeViolations(page, 'the consolidated report');
  await page.keyboard.press('Escape');
  expect(await reflowProblems(page, 'the consolidated report')).toEqual([]);
});

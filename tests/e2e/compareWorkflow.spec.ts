/**
 * Comparing two runs of one workflow (issue 20) in Chromium on the real server: on the Workflow
 * Analyzer list, Compare says why it cannot compare runs of two workflows, then opens the comparison
 * of two runs of one (run 1 finds A and B, run 2 B and C: one new, one retained, one resolved). No
 * axe violations; no sideways scroll at 320 px.
 */
import { expectNoAxeViolations } from './support/axe';
import { expect, signInAt, test } from './support/fixtures';
import type { AxeFinding } from './support/ingest';
import { manualTokenAuth, recordWorkflow } from './support/manualIngest';
import { reflowProblems } from './support/reflow';

/** Unique to this run, so reports made by other specs (or the demo data) never match its search. */
const TAG = `Cmp${Date.now().toString(36)}`;
const A: AxeFinding = { rule: 'image-alt', impact: 'critical', selector: 'img.hero' };
const B: AxeFinding = { rule: 'link-name', impact: 'serious', selector: 'a.more' };
const C: AxeFinding = { rule: 'image-alt', impact: 'critical', selector: 'img.promo' };

test('two runs of one workflow selected on the list open their comparison', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAt(page, '/workflow-analyzer');
  const auth = await manualTokenAuth(page, 'e2e compare');
  const urls = ['https://shop.example/basket', 'https://shop.example/confirm'];
  const first = await recordWorkflow(page.request, auth, `${TAG} Checkout`, urls, [A, B]);
  const second = await recordWorkflow(page.request, auth, `${TAG} Checkout`, urls, [B, C]);
  await recordWorkflow(page.request, auth, `${TAG} Returns`, urls, []);
  await page.reload();

  const search = page.getByRole('searchbox', { name: 'Search reports' });
  await search.fill(TAG);
  await expect(page.getByRole('table', { name: 'Workflow Analyzer reports' }).getByRole('row')).toHaveCount(4);
  const runs = page.getByRole('checkbox', { name: `Select ${TAG} Checkout` });
  await runs.first().check();
  await page.getByRole('checkbox', { name: `Select ${TAG} Returns` }).check();
  const compare = page.getByRole('button', { name: 'Compare' });
  await compare.focus();
  await expect(page.getByRole('tooltip')).toHaveText('Select two runs of the same workflow to compare them');
  await expect(compare).toHaveAttribute('aria-disabled', 'true');
  await expectNoAxeViolations(page, 'the workflow list with runs of two workflows selected');

  await page.getByRole('checkbox', { name: `Select ${TAG} Returns` }).uncheck();
  await runs.last().check();
  await expect(compare).not.toHaveAttribute('aria-disabled');
  await compare.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/workflow-analyzer/compare\\?ids=(${first},${second}|${second},${first})$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Compare workflow runs' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Base run' })).toContainText('run #1');
  await expect(page.getByRole('region', { name: 'New run' })).toContainText('run #2');
  const stat = (label: string) => page.locator('.compare-stats .compare-stat').filter({ hasText: label }).locator('dd');
  await expect(stat('New issues')).toHaveText('1');
  await expect(stat('Retained issues')).toHaveText('1');
  await expect(stat('Resolved issues')).toHaveText('1');
  // The steps are matched by name: the first step holds every issue of both runs.
  await expect(page.getByRole('region', { name: 'Steps' }).getByRole('row', { name: 'Step 1 1 1 1' })).toBeVisible();
  await expectNoAxeViolations(page, 'the comparison of two workflow runs');
  expect(await reflowProblems(page, 'the comparison of two workflow runs')).toEqual([]);
});

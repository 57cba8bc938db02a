/**
 * The build report as a user drives it in Chromium (spec 001 sections 2.1 to 2.5, 4, 8): the
 * overview, the All issues explorer (toggles, filters, accordions, the details pane), the author's
 * actions (hide with a reason, undo, the hidden view, confirm a needs-review issue, preferred
 * behaviour), the CSV export, the Tests tab with its slide-over, axe in every state, and a
 * keyboard-only walk. The report is a build the example Playwright suite (examples/demo-site-tests)
 * uploaded with the SDK, once per worker; the demo user issued its token, so is its author and
 * the actions are enabled. Every action a test takes is undone before it ends, so the tests of
 * this file, which share one server, can run in any order.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { parseCsv } from '../../packages/core/src/csv/parseCsv.testUtil';
import { expectNoAxeViolations } from './support/axe';
import { expect } from './support/fixtures';
import {
  SKIPPED_TEST,
  chooseRadio,
  componentsOf,
  detailsPane,
  escapeRegExp,
  expectReviewCount,
  openIssuesTab,
  openReport,
  reviewCount,
  reviewToggle,
  ruleTrigger,
  tabTo,
  toast,
} from './support/reportPage';
import { test } from './support/sdkSuite';

/** The spec's CSV columns (the first line of every export, after a UTF-8 BOM). */
const CSV_HEADER =
  'Issue type,Severity,Component,Behavior,Issue description,Affected page,Guideline(s),HTML snippet,CSS selector,Needs review,Best practice,How to fix,Timestamp,Issue link';

/** 'dd-MM-yyyy' of a date in local time. */
function ddMMyyyy(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getDate())}-${pad(date.getMonth() + 1)}-${date.getFullYear()}`;
}

test('the overview shows the score and charts; the Issues tab shows the review toggle with counts that match the overview', async ({ page, sdkReport }) => {
  await openReport(page, sdkReport);

  // The demo user is the author of the demo build: the server says so, and the author's actions show.
  const reportId = new URL(page.url()).searchParams.get('thBuildId');
  const meta = (await (await page.request.get(`/api/v1/reports/${reportId}/meta`)).json()) as { data: { createdBy: { id: string } } };
  const profile = (await (await page.request.get('/api/v1/user/get-user-profile')).json()) as { data: { user_id: string } };
  expect(meta.data.createdBy.id).toBe(profile.data.user_id);

  // Overview is the default tab: score card, score trend, issue summary donut, trends.
  const tabs = page.getByRole('tablist', { name: 'Report sections' });
  await expect(tabs.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  const overview = page.getByRole('tabpanel', { name: 'Overview' });
  const score = overview.getByRole('region', { name: 'Accessibility score' });
  await expect(score.getByText(/^\d{1,3} \/ 100$/)).toBeVisible();
  await expect(score.getByRole('table', { name: 'Rule checks by severity' })).toBeVisible();
  await expect(overview.getByRole('img', { name: /^Score trend: build \d+ scored \d+/ })).toBeVisible();
  await expect(overview.getByRole('img', { name: /^Issue summary: \d+ issues; \d+ critical, \d+ serious, \d+ moderate, \d+ minor$/ })).toBeVisible();
  await expect(overview.getByRole('img', { name: /^Issue trend by severity: build \d+/ })).toBeVisible();
  await expect(overview.getByRole('img', { name: /^Health history: build \d+/ })).toBeVisible();
  await expect(overview.getByRole('region', { name: 'Test health summary' })).toContainText(/\d+ tests/);
  const totalText = (await overview.getByRole('region', { name: 'Issue summary' }).getByText(/total issues$/).textContent()) ?? '';
  const total = Number(/(\d+) total issues/.exec(totalText)?.[1]);
  const needsReviewText = (await overview.getByRole('button', { name: /Needs review issues$/ }).textContent()) ?? '';
  const needsReview = Number(/(\d+)/.exec(needsReviewText)?.[1]);
  expect(total).toBeGreaterThan(0);
  expect(needsReview).toBeGreaterThan(0);
  await expectNoAxeViolations(page, 'the Overview tab');

  // The Issues tab: rules first, Confirmed selected, both counts as the overview gives them.
  await openIssuesTab(page);
  await expect(page).toHaveURL(/activeTab=issues/);
  const grouping = page.getByRole('radiogroup', { name: 'Group issues by' });
  await expect(grouping.getByRole('radio', { name: 'Rules' })).toBeChecked();
  await expect(reviewToggle(page, 'Confirmed')).toBeChecked();
  await expectReviewCount(page, 'Confirmed', total);
  await expectReviewCount(page, 'Needs review', needsReview);
  await expect(page.getByRole('button', { name: 'Hidden issues' })).toBeVisible();
  await expect(ruleTrigger(page, 'Images must have alternative text')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Severity Critical' }).first()).toBeVisible();
  await expectNoAxeViolations(page, 'the Issues tab');

  // Grouped by guideline: 'SC x.y.z' groups.
  await grouping.getByRole('radio', { name: 'Guidelines' }).click();
  await expect(grouping.getByRole('radio', { name: 'Guidelines' })).toBeChecked();
  await expect(ruleTrigger(page, /^SC 1\.4\.3\b/)).toBeVisible();
  await expectNoAxeViolations(page, 'the Issues tab grouped by guideline');

  // Needs review lists its own issues.
  await grouping.getByRole('radio', { name: 'Rules' }).click();
  await reviewToggle(page, 'Needs review').click();
  await expect(reviewToggle(page, 'Needs review')).toBeChecked();
  await expect(page).toHaveURL(/activeReviewStatus=needs/);
  await expect(ruleTrigger(page, 'Elements must meet minimum color contrast ratio thresholds')).toBeVisible();
  await expect(ruleTrigger(page, 'Images must have alternative text')).toHaveCount(0);

  // The Tests tab is the third report tab.
  await tabs.getByRole('tab', { name: 'Tests' }).click();
  await expect(page.getByRole('table', { name: 'Test cases' })).toBeVisible();
  await expectNoAxeViolations(page, 'the Tests tab');
});

test('filters: a severity and a category give chips and smaller counts; Clear all restores them', async ({ page, sdkReport }) => {
  await openReport(page, sdkReport);
  await openIssuesTab(page);
  const confirmed = await reviewCount(page, 'Confirmed');
  const needsReview = await reviewCount(page, 'Needs review');

  await page.getByRole('button', { name: 'Filters' }).click();
  const dialog = page.getByRole('dialog', { name: 'Filters' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toBeFocused();
  const categories = dialog.getByRole('region', { name: 'Categories' });
  await expect(categories).toBeVisible();
  await expectNoAxeViolations(page, 'the Filters modal');

  const severity = dialog.getByRole('group', { name: 'Severity' });
  await severity.getByText('Serious', { exact: true }).click();
  await expect(severity.getByRole('checkbox', { name: 'Serious' })).toBeChecked();
  const colour = categories.getByRole('checkbox', { name: /^color \(\d+\)$/ });
  await categories.getByText('color', { exact: true }).click();
  await expect(colour).toBeChecked();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Filters' })).toBeFocused();

  const chips = page.getByRole('list', { name: 'Applied filters' });
  await expect(chips.getByText('1 severity', { exact: true })).toBeVisible();
  await expect(chips.getByText('1 category', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/impact=serious/);
  // Serious colour issues only: the contrast rule alone, with fewer issues than before.
  await expect(ruleTrigger(page, 'Images must have alternative text')).toHaveCount(0);
  const contrast = ruleTrigger(page, 'Elements must meet minimum color contrast ratio thresholds');
  await expect(contrast).toBeVisible();
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(1);
  const filtered = await reviewCount(page, 'Confirmed');
  expect(filtered).toBeLessThan(confirmed);
  expect(filtered).toBeGreaterThan(0);
  await expect(contrast).toHaveAccessibleName(new RegExp(` ${filtered} issues?$`));
  // Spec 2.5: the hidden-issues button shows only without filters.
  await expect(page.getByRole('button', { name: 'Hidden issues' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'the Issues tab with filters applied');

  await chips.getByRole('button', { name: 'Clear all' }).click();
  await expect(page.getByRole('list', { name: 'Applied filters' })).toHaveCount(0);
  await expectReviewCount(page, 'Confirmed', confirmed);
  await expectReviewCount(page, 'Needs review', needsReview);
  await expect(page.getByRole('button', { name: 'Hidden issues' })).toBeVisible();
  // Focus does not fall back to the page when the chips go away.
  await expect(page.getByRole('button', { name: 'Filters' })).toBeFocused();
});

test('the details pane: Issue N of M, Previous and Next (disabled at the ends), and each details tab', async ({ page, sdkReport }) => {
  await openReport(page, sdkReport);
  await openIssuesTab(page);
  const rule = ruleTrigger(page, 'Images must have alternative text');
  await rule.click();
  await expect(rule).toHaveAttribute('aria-expanded', 'true');
  const table = componentsOf(page, 'image-alt');
  const row = table.getByRole('row', { name: /^img / });
  const issues = Number(await row.getByRole('cell').last().textContent());
  expect(issues).toBeGreaterThan(1);
  await row.getByRole('button', { name: 'img' }).click();

  const pane = detailsPane(page);
  await expect(pane).toHaveAccessibleName('img');
  await expect(pane.getByText(`Issue 1 of ${issues}`, { exact: true })).toBeVisible();
  await expect(pane.getByRole('heading', { level: 4, name: 'Images must have alternative text' })).toBeVisible();
  await expect(pane.getByRole('link', { name: /^Learn more about image-alt/ })).toHaveAttribute('href', /^https:\/\//);
  await expect(pane.getByRole('list', { name: 'Guidelines' })).toContainText('SC 1.1.1');
  await expect(pane.getByText(/^http:\/\/127\.0\.0\.1:\d+\/\w+\.html$/)).toBeVisible();
  const previous = pane.getByRole('button', { name: 'Previous' });
  const next = pane.getByRole('button', { name: 'Next' });
  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();

  // Element details is the first tab.
  const detailsTabs = pane.getByRole('tablist', { name: 'Issue details' });
  await expect(detailsTabs.getByRole('tab', { name: 'Element details' })).toHaveAttribute('aria-selected', 'true');
  const element = pane.getByRole('tabpanel', { name: 'Element details' });
  await expect(element.getByRole('term').filter({ hasText: 'CSS selector' })).toBeVisible();
  await expect(element.getByRole('term').filter({ hasText: 'HTML snippet' })).toBeVisible();
  await expect(element.getByText(/^<img /)).toBeVisible();
  await expectNoAxeViolations(page, 'the details pane, Element details tab');

  await detailsTabs.getByRole('tab', { name: 'How to fix this issue' }).click();
  const fix = pane.getByRole('tabpanel', { name: 'How to fix this issue' });
  await expect(fix.getByRole('heading', { name: 'Fix any of the following' })).toBeVisible();
  await expect(fix.getByText(/Element does not have an alt attribute/).first()).toBeVisible();
  await expectNoAxeViolations(page, 'the details pane, How to fix tab');

  await detailsTabs.getByRole('tab', { name: 'Source Tests' }).click();
  const sources = pane.getByRole('tabpanel', { name: 'Source Tests' });
  await expect(sources.getByRole('listitem').first()).toContainText(/\(passed|failed|skipped/);
  await expect(sources).toContainText('.spec.ts');
  await expectNoAxeViolations(page, 'the details pane, Source Tests tab');

  // Next to the last issue, then Previous back to the first one.
  await detailsTabs.getByRole('tab', { name: 'Element details' }).click();
  const firstElement = await element.textContent();
  for (let i = 2; i <= issues; i++) {
    await next.click();
    await expect(pane.getByText(`Issue ${i} of ${issues}`, { exact: true })).toBeVisible();
  }
  await expect(next).toBeDisabled();
  await expect(previous).toBeEnabled();
  await expect(page).toHaveURL(new RegExp(`activeIssueIndex=${issues}`));
  await previous.click();
  await expect(pane.getByText(`Issue ${issues - 1} of ${issues}`, { exact: true })).toBeVisible();
  await expect(next).toBeEnabled();
  for (let i = issues - 2; i >= 1; i--) {
    await previous.click();
    await expect(pane.getByText(`Issue ${i} of ${issues}`, { exact: true })).toBeVisible();
  }
  await expect(previous).toBeDisabled();
  await expect(element).toHaveText(firstElement ?? '');

  // Close hands focus back to the component that opened the pane.
  await pane.getByRole('button', { name: 'Close issue details' }).click();
  await expect(pane).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'img' })).toBeFocused();
});

test('hide with a reason: Confirm waits for a reason, the toast offers Undo, the count drops and comes back', async ({ page, sdkReport }) => {
  await openReport(page, sdkReport);
  await openIssuesTab(page);
  const confirmed = await reviewCount(page, 'Confirmed');
  await ruleTrigger(page, 'Links must have discernible text').click();
  const row = componentsOf(page, 'link-name').getByRole('row', { name: /^a / });
  const issues = Number(await row.getByRole('cell').last().textContent());
  await row.getByRole('button', { name: 'a', exact: true }).click();
  const pane = detailsPane(page);
  await expect(pane.getByText(`Issue 1 of ${issues}`, { exact: true })).toBeVisible();

  const hide = pane.getByRole('button', { name: 'Hide', exact: true });
  await hide.click();
  const dialog = page.getByRole('dialog', { name: 'Hide issue' });
  await expect(dialog).toBeFocused();
  await expect(dialog.getByRole('radio', { name: 'This issue' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Keep this decision for future builds' })).toBeChecked();
  const confirm = dialog.getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeDisabled();
  await expectNoAxeViolations(page, 'the hide dialog');
  await chooseRadio(dialog, 'Reason', 'False positive');
  await expect(confirm).toBeEnabled();
  await confirm.click();

  await expect(dialog).toHaveCount(0);
  const hidden = toast(page, 'Issue has been hidden');
  await expect(hidden).toBeVisible();
  // Hovering the toast pauses its 5 s timer, as it does for a user reaching for Undo.
  await hidden.hover();
  await expectReviewCount(page, 'Confirmed', confirmed - 1);
  await expect(pane.getByText(`Issue 1 of ${issues - 1}`, { exact: true })).toBeVisible();
  await expect(ruleTrigger(page, 'Links must have discernible text')).toHaveAccessibleName(new RegExp(` ${issues - 1} issues?$`));
  await expectNoAxeViolations(page, 'the report with a toast');

  await hidden.getByRole('button', { name: 'Undo' }).click();
  await expect(toast(page, 'Issue has been restored')).toBeVisible();
  await expectReviewCount(page, 'Confirmed', confirmed);
  await expect(pane.getByText(`Issue 1 of ${issues}`, { exact: true })).toBeVisible();
});

test('the hidden view lists a hidden issue under Hidden, not under Not an issue; Unhide and Back restore the list', async ({ page, sdkReport }) => {
  await openReport(page, sdkReport);
  await openIssuesTab(page);
  const confirmed = await reviewCount(page, 'Confirmed');
  // A rule with one issue, whose components open their issue (not a behaviour list).
  const singles = page.getByRole('heading', { level: 3 }).getByRole('button', { name: / 1 issue$/ });
  const ids = await singles.evaluateAll((els) => els.map((e) => e.getAttribute('data-cc-group') ?? ''));
  const ruleId = ids.find((id) => !/^(color-contrast|link-in-text-block|target-size)|spacing$|line-height$/.test(id)) ?? '';
  expect(ruleId, `a single-issue rule among ${ids.join(', ')}`).not.toBe('');
  const title = (await page.locator(`[data-cc-group="${ruleId}"] .cc-accordion-title`).textContent()) ?? '';
  await ruleTrigger(page, title).click();
  await componentsOf(page, ruleId).getByRole('button').first().click();
  const pane = detailsPane(page);
  await expect(pane.getByText(/^Issue 1 of 1$/)).toBeVisible();
  await pane.getByRole('button', { name: 'Hide', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Hide issue' });
  await chooseRadio(dialog, 'Reason', 'Not a priority');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page, 'Issue has been hidden')).toBeVisible();
  // Its only issue hidden, the rule leaves the list and the pane closes.
  await expectReviewCount(page, 'Confirmed', confirmed - 1);
  await expect(ruleTrigger(page, title)).toHaveCount(0);
  await expect(pane).toHaveCount(0);

  await page.getByRole('button', { name: 'Hidden issues' }).click();
  const back = page.getByRole('button', { name: 'Back', exact: true });
  await expect(back).toBeVisible();
  await expect(back).toBeFocused();
  const statuses = page.getByRole('radiogroup', { name: 'Hidden issue status' });
  const hiddenToggle = statuses.getByRole('radio', { name: /^Hidden \(\d+\)$/ });
  await expect(hiddenToggle).toBeChecked();
  const hiddenCount = Number(/\((\d+)\)/.exec((await hiddenToggle.textContent()) ?? '')?.[1]);
  expect(hiddenCount).toBeGreaterThanOrEqual(1);
  await expect(ruleTrigger(page, title)).toBeVisible();
  await expect(page).toHaveURL(/activeIssueStatus=hidden/);
  await expectNoAxeViolations(page, 'the hidden view');

  await statuses.getByRole('radio', { name: /^Not an issue \(\d+\)$/ }).click();
  await expect(statuses.getByRole('radio', { name: /^Not an issue/ })).toBeChecked();
  await expect(ruleTrigger(page, title)).toHaveCount(0);
  await expect(page.getByText('No issues to show', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'the hidden view, Not an issue');
  await hiddenToggle.click();
  await expect(hiddenToggle).toBeChecked();

  // In the hidden view Hide becomes Unhide.
  await ruleTrigger(page, title).click();
  await componentsOf(page, ruleId).getByRole('button').first().click();
  await expect(pane.getByRole('button', { name: 'Hide', exact: true })).toHaveCount(0);
  await pane.getByRole('button', { name: 'Unhide' }).click();
  // Unhide asks for its scope as Hide does, with no reason.
  const unhide = page.getByRole('dialog', { name: 'Unhide issue' });
  await expect(unhide.getByRole('radio', { name: 'This issue' })).toBeChecked();
  await expect(unhide.getByRole('radiogroup', { name: 'Reason' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'the Unhide dialog');
  await unhide.getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page, 'Issue has been restored')).toBeVisible();
  await expect(hiddenToggle).toHaveAccessibleName(`Hidden (${hiddenCount - 1})`);

  await back.click();
  await expect(page.getByRole('radiogroup', { name: 'Hidden issue status' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Hidden issues' })).toBeFocused();
  await expectReviewCount(page, 'Confirmed', confirmed);
  await expect(ruleTrigger(page, title)).toBeVisible();
});

test('needs review: Confirm as issue moves the issue to Confirmed; Undo brings it back', async ({ page, sdkReport }) => {
  await openReport(page, sdkReport);
  await openIssuesTab(page);
  const confirmed = await reviewCount(page, 'Confirmed');
  const needsReview = await reviewCount(page, 'Needs review');
  await reviewToggle(page, 'Needs review').click();
  await expect(reviewToggle(page, 'Needs review')).toBeChecked();

  // Needs-review contrast issues have no measured colours: the component opens its issues directly.
  await ruleTrigger(page, 'Elements must meet minimum color contrast ratio thresholds').click();
  const row = componentsOf(page, 'color-contrast').getByRole('row').nth(1);
  const issues = Number(await row.getByRole('cell').last().textContent());
  await row.getByRole('button').first().click();
  const pane = detailsPane(page);
  await expect(pane.getByText(`Issue 1 of ${issues}`, { exact: true })).toBeVisible();
  await expect(pane.getByRole('button', { name: 'Not an issue' })).toBeVisible();

  await pane.getByRole('button', { name: 'Confirm as issue' }).click();
  const done = toast(page, 'Issue has been confirmed');
  await expect(done).toBeVisible();
  await done.hover();
  await expectReviewCount(page, 'Needs review', needsReview - 1);
  await expectReviewCount(page, 'Confirmed', confirmed + 1);
  if (issues > 1) await expect(pane.getByText(`Issue 1 of ${issues - 1}`, { exact: true })).toBeVisible();
  else await expect(pane).toHaveCount(0);

  await done.getByRole('button', { name: 'Undo' }).click();
  await expect(toast(page, 'Issue has been restored')).toBeVisible();
  await expectReviewCount(page, 'Needs review', needsReview);
  await expectReviewCount(page, 'Confirmed', confirmed);
});

test('preferred behaviour: mark one, then another through the confirmation modal', async ({ page, sdkReport }) => {
  await openReport(page, sdkReport);
  await openIssuesTab(page);
  const confirmed = await reviewCount(page, 'Confirmed');
  await ruleTrigger(page, 'Elements must meet minimum color contrast ratio thresholds').click();
  const table = componentsOf(page, 'color-contrast');
  // The first component with two behaviours or more.
  const components = await table.getByRole('row').count();
  let behaviours: Locator | null = null;
  for (let i = 1; i < components && !behaviours; i++) {
    const button = table.getByRole('row').nth(i).getByRole('button').first();
    const id = (await button.textContent()) ?? '';
    await button.click();
    const list = page.getByRole('list', { name: `Behaviours of ${id}` });
    // The behaviours arrive from the worker after the click; a component of unmeasured issues has none.
    await list.waitFor({ timeout: 5_000 }).catch(() => undefined);
    if ((await list.count()) > 0 && (await list.getByRole('button').count()) >= 2) behaviours = list;
    else await button.click();
  }
  expect(behaviours, 'a contrast component with two behaviours').not.toBeNull();
  const list = behaviours!;
  const first = list.getByRole('listitem').nth(0);
  const second = list.getByRole('listitem').nth(1);
  const countOf = async (item: Locator) => Number(/(\d+) issues?/.exec((await item.textContent()) ?? '')?.[1]);
  const firstCount = await countOf(first);
  const secondCount = await countOf(second);

  await first.getByRole('button').click();
  const pane = detailsPane(page);
  await expect(pane.getByRole('tabpanel', { name: 'Element details' })).toContainText((await first.getByRole('button').textContent()) ?? '');
  await pane.getByRole('button', { name: 'Mark as preferred' }).click();
  const marked = toast(page, 'Marked as preferred');
  await expect(marked).toBeVisible();
  await marked.getByRole('button', { name: 'Close notification' }).click();
  await expect(marked).toHaveCount(0);
  await expect(pane.getByRole('button', { name: 'Preferred', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(first).toContainText('Preferred');
  // Spec 4: marking removes its instances from the issue count.
  await expectReviewCount(page, 'Confirmed', confirmed - firstCount);

  await second.getByRole('button').click();
  await pane.getByRole('button', { name: 'Mark as preferred' }).click();
  const modal = page.getByRole('alertdialog', { name: 'Are you sure you want to update your preferred selection?' });
  await expect(modal).toBeVisible();
  await expect(modal).toBeFocused();
  await expectNoAxeViolations(page, 'the preferred-selection confirm modal');
  await modal.getByRole('button', { name: 'Proceed' }).click();
  await expect(modal).toHaveCount(0);
  await expect(marked).toHaveCount(1);
  await expect(second).toContainText('Preferred');
  await expect(first).not.toContainText('Preferred');
  await expectReviewCount(page, 'Confirmed', confirmed - secondCount);

  // Unmark, so the report is as it was. The pane re-renders once the second mark settles: clicking
  // before that could hit its 'Mark as preferred' (a name match is a substring match).
  const unmark = pane.getByRole('button', { name: 'Preferred', exact: true });
  await expect(unmark).toHaveAttribute('aria-pressed', 'true');
  await unmark.click();
  await expect(toast(page, 'Preferred selection removed')).toBeVisible();
  await expectReviewCount(page, 'Confirmed', confirmed);
  await expect(list).not.toContainText('Preferred');
});

test('Export CSV downloads <build name>#<number>-dd-MM-yyyy.csv with the spec columns and one row per visible issue', async ({ page, sdkReport }) => {
  // A signed-in reader's export is the server's file in the browser's downloads, whether or not the browser has a save-file picker.
  const { heading } = await openReport(page, sdkReport);
  await openIssuesTab(page);
  const visible = (await reviewCount(page, 'Confirmed')) + (await reviewCount(page, 'Needs review'));
  const needsReview = await reviewCount(page, 'Needs review');

  const before = ddMMyyyy(new Date());
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  const after = ddMMyyyy(new Date());
  await expect(toast(page, 'CSV download has started.')).toBeVisible();
  await expectNoAxeViolations(page, 'the report with the export toast');

  const name = download.suggestedFilename();
  const match = /^(.+)-(\d{2}-\d{2}-\d{4})\.csv$/.exec(name);
  expect(match, name).not.toBeNull();
  expect(match![1]).toBe(heading);
  expect([before, after]).toContain(match![2]);

  const bytes = readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString('utf8');
  expect(text.split(/\r?\n/)[0]).toBe(CSV_HEADER);
  const rows = parseCsv(text).filter((r) => r.length > 1 || r[0] !== '');
  const [header, ...issues] = rows;
  expect(header).toHaveLength(14);
  expect(issues).toHaveLength(visible);
  for (const row of issues) expect(row).toHaveLength(14);
  const needsReviewColumn = header!.indexOf('Needs review');
  expect(issues.filter((r) => r[needsReviewColumn] === 'True')).toHaveLength(needsReview);
  // Each Issue link opens its issue in this report.
  const linkColumn = header!.indexOf('Issue link');
  const reportUrl = new URL(page.url());
  for (const row of issues) {
    const link = new URL(row[linkColumn]!);
    expect(`${link.origin}${link.pathname}`).toBe(`${reportUrl.origin}${reportUrl.pathname}`);
    expect(link.searchParams.get('thBuildId')).toBe(reportUrl.searchParams.get('thBuildId'));
    expect(link.searchParams.get('activeIssueId')).toBeTruthy();
  }
  const componentColumn = header!.indexOf('Component');
  for (const needs of ['False', 'True']) {
    const sample = issues.find((r) => r[needsReviewColumn] === needs)!;
    await page.goto(sample[linkColumn]!);
    await expect(detailsPane(page)).toHaveAccessibleName(sample[componentColumn]!);
    await expect(detailsPane(page).getByText(/^Issue \d+ of \d+$/)).toBeVisible();
    await expect(reviewToggle(page, needs === 'True' ? 'Needs review' : 'Confirmed')).toBeChecked();
  }
});

test('the Tests tab lists the build’s tests and opens a test case’s slide-over', async ({ page, sdkReport }) => {
  await openReport(page, sdkReport);
  await page.getByRole('tab', { name: 'Tests' }).click();
  const table = page.getByRole('table', { name: 'Test cases' });
  await expect(table).toBeVisible();
  await expect(page.getByText(/^\d+ tests$/)).toBeVisible();
  await expect(table.getByRole('columnheader')).toHaveText(['Tests', 'Summary', 'Severity breakdown']);
  const skipped = table.getByRole('row', { name: new RegExp(`^${escapeRegExp(SKIPPED_TEST)} Skipped`) });
  await expect(skipped.getByRole('cell').first()).toHaveText('Not available');

  const name = 'product page, before and after choosing a quantity';
  const opener = table.getByRole('button', { name });
  await opener.click();
  const slideOver = page.getByRole('dialog', { name });
  await expect(slideOver).toBeVisible();
  await expect(slideOver).toBeFocused();
  await expect(page).toHaveURL(/activeTestId=/);
  await expect(slideOver.getByRole('definition').filter({ hasText: /^chromium \d/i })).toBeVisible();
  await expect(slideOver.getByRole('definition').filter({ hasText: 'tests/shop.spec.ts' })).toBeVisible();
  const views = slideOver.getByRole('tablist', { name: 'Test case views' });
  await expect(views.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  await expect(slideOver.getByRole('region', { name: 'Summary' })).toContainText(/\d+ issues/);
  await expectNoAxeViolations(page, 'the test-case slide-over, Overview tab');

  await views.getByRole('tab', { name: 'All issues' }).click();
  await expect(slideOver.getByRole('tabpanel', { name: 'All issues' })).toContainText('Elements must meet minimum color contrast ratio thresholds');
  await expectNoAxeViolations(page, 'the test-case slide-over, All issues tab');

  await slideOver.getByRole('button', { name: 'Close' }).click();
  await expect(slideOver).toHaveCount(0);
  await expect(opener).toBeFocused();

  // A skipped test shows only its error backtrace.
  await table.getByRole('button', { name: SKIPPED_TEST }).click();
  const skippedOver = page.getByRole('dialog', { name: SKIPPED_TEST });
  await expect(skippedOver.getByRole('heading', { name: 'Error backtrace' })).toBeVisible();
  await expect(skippedOver.getByRole('tablist')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(skippedOver).toHaveCount(0);
  await expect(table.getByRole('button', { name: SKIPPED_TEST })).toBeFocused();
});

test('keyboard only: tabs, toggles, filters, accordion, component, Next, the hide dialog and the toast’s Undo', async ({ page, sdkReport }) => {
  await openReport(page, sdkReport);
  const confirmedButtonName = /^Confirmed \(\d+\)$/;

  // From the top of the page: skip link, then into the report header and its tabs.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'All builds', exact: true })).toBeFocused();
  const overviewTab = page.getByRole('tab', { name: 'Overview' });
  await tabTo(page, overviewTab, 6);

  // Report tabs: arrows move and select.
  await page.keyboard.press('ArrowRight');
  const issuesTab = page.getByRole('tab', { name: 'All issues' });
  await expect(issuesTab).toBeFocused();
  await expect(issuesTab).toHaveAttribute('aria-selected', 'true');
  await expect(ruleTrigger(page, /./).first()).toBeVisible();
  const confirmed = await reviewCount(page, 'Confirmed');

  // Rules / guidelines toggle.
  await page.keyboard.press('Tab');
  const rules = page.getByRole('radio', { name: 'Rules' });
  const guidelines = page.getByRole('radio', { name: 'Guidelines' });
  await expect(rules).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(guidelines).toBeFocused();
  await page.keyboard.press('Space');
  await expect(guidelines).toBeChecked();
  await expect(ruleTrigger(page, /^SC \d/).first()).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(rules).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(rules).toBeChecked();
  await expect(ruleTrigger(page, 'Images must have alternative text')).toBeVisible();

  // Review toggle.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: confirmedButtonName })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(reviewToggle(page, 'Needs review')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(reviewToggle(page, 'Needs review')).toBeChecked();
  await expect(ruleTrigger(page, 'Images must have alternative text')).toHaveCount(0);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Space');
  await expect(reviewToggle(page, 'Confirmed')).toBeChecked();

  // Filters: open, check a box, Apply; reopen, Escape closes; the chip goes with focus kept.
  await page.keyboard.press('Tab');
  const filters = page.getByRole('button', { name: 'Filters' });
  await expect(filters).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Filters' });
  await expect(dialog).toBeFocused();
  await page.keyboard.press('Tab');
  const critical = dialog.getByRole('checkbox', { name: 'Critical' });
  await expect(critical).toBeFocused();
  await page.keyboard.press('Space');
  await expect(critical).toBeChecked();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Apply' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(filters).toBeFocused();
  await expect(page.getByRole('list', { name: 'Applied filters' })).toContainText('1 severity');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(filters).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Remove filter 1 severity' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: 'Applied filters' })).toHaveCount(0);
  await expect(filters).toBeFocused();
  await expectReviewCount(page, 'Confirmed', confirmed);

  // The hidden-issues button, then the first accordion.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Hidden issues' })).toBeFocused();
  await page.keyboard.press('Tab');
  const images = ruleTrigger(page, 'Images must have alternative text');
  await expect(images).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(images).toHaveAttribute('aria-expanded', 'true');

  // A component: the pane opens and takes focus.
  const component = componentsOf(page, 'image-alt').getByRole('button', { name: 'img' });
  await tabTo(page, component, 3);
  const row = componentsOf(page, 'image-alt').getByRole('row', { name: /^img / });
  const issues = Number(await row.getByRole('cell').last().textContent());
  await page.keyboard.press('Enter');
  const pane = detailsPane(page);
  await expect(pane.getByRole('heading', { level: 3, name: 'img' })).toBeFocused();
  await expect(pane.getByText(`Issue 1 of ${issues}`, { exact: true })).toBeVisible();

  // Next (Previous is disabled, so the first Tab lands on Next); at the last issue focus moves to Previous.
  await page.keyboard.press('Tab');
  const next = pane.getByRole('button', { name: 'Next' });
  await expect(next).toBeFocused();
  for (let i = 2; i <= issues; i++) {
    await page.keyboard.press('Enter');
    await expect(pane.getByText(`Issue ${i} of ${issues}`, { exact: true })).toBeVisible();
  }
  await expect(next).toBeDisabled();
  await expect(pane.getByRole('button', { name: 'Previous' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(pane.getByText(`Issue ${issues - 1} of ${issues}`, { exact: true })).toBeVisible();

  // Hide: the dialog takes focus, a reason by arrow keys, Confirm; focus returns to Hide.
  const hide = pane.getByRole('button', { name: 'Hide', exact: true });
  await tabTo(page, hide, 8);
  await page.keyboard.press('Enter');
  const hideDialog = page.getByRole('dialog', { name: 'Hide issue' });
  await expect(hideDialog).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(hideDialog).toHaveCount(0);
  await expect(hide).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(hideDialog).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(hideDialog.getByRole('radio', { name: 'This issue' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(hideDialog.getByRole('radio', { name: 'Not relevant' })).toBeFocused();
  const confirm = hideDialog.getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeDisabled();
  await page.keyboard.press('ArrowDown');
  await expect(hideDialog.getByRole('radio', { name: 'Duplicate' })).toBeChecked();
  await expect(confirm).toBeEnabled();
  await tabTo(page, confirm, 4);
  await page.keyboard.press('Enter');
  await expect(hideDialog).toHaveCount(0);
  const hiddenToast = toast(page, 'Issue has been hidden');
  await expect(hiddenToast).toBeVisible();
  await expectReviewCount(page, 'Confirmed', confirmed - 1);
  await expect(hide).toBeFocused();

  // The toast's Undo is reached with Tab (its timer pauses while it has focus).
  const undo = hiddenToast.getByRole('button', { name: 'Undo' });
  await tabTo(page, undo, 8);
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Issue has been restored')).toBeVisible();
  await expectReviewCount(page, 'Confirmed', confirmed);
  await expect(pane.getByText(new RegExp(`^Issue \\d+ of ${issues}$`))).toBeVisible();
  // Focus stays in a toast or goes back to the report, never to the page body.
  expect(await page.evaluate(() => document.activeElement !== document.body && document.activeElement !== null)).toBe(true);
});

test('the share popover: both tabs, the public link on and off with its confirm modal, the public page signed out, and the link refused once disabled', async ({ page, browser, sdkReport }) => {
  test.setTimeout(120_000);
  await openReport(page, sdkReport);

  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const popover = page.getByRole('dialog', { name: 'Share' });
  await expect(popover.getByRole('tab', { name: 'Share report' })).toHaveAttribute('aria-selected', 'true');
  await expectNoAxeViolations(page, 'the share popover, Share report tab');
  await popover.getByRole('button', { name: 'Copy link' }).click();

  await popover.getByRole('tab', { name: /Share via public link/ }).click();
  await expect(popover.getByRole('tab', { name: /Share via public link/ })).toContainText('New');
  await expectNoAxeViolations(page, 'the share popover, public link tab');

  const toggle = popover.getByRole('switch', { name: 'Public link' });
  /** Flips the switch from the keyboard, as a keyboard user would. */
  const flip = async () => {
    await toggle.focus();
    await page.keyboard.press('Space');
  };
  await flip();
  await expect(page.getByText('Public link enabled')).toBeVisible();
  const link = await popover.locator('input[readonly]').inputValue();
  expect(link).toMatch(/\/public_report\?type=automatedTest&token=ccp_[^&]+$/);

  // Off asks first; Cancel closes only the modal.
  await flip();
  const confirm = page.getByRole('alertdialog', { name: 'Disable public link?' });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(page, 'the disable-link confirm modal');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(popover).toBeVisible();
  await expect(toggle).toBeChecked();

  // Signed out, the public link shows the public variant of the report.
  const visitor = await browser.newContext();
  const publicPage = await visitor.newPage();
  await publicPage.goto(link);
  await expect(publicPage.getByRole('heading', { level: 1, name: /^Automated test: / })).toBeVisible();
  await expect(publicPage.getByRole('button', { name: 'Share', exact: true })).toHaveCount(0);
  await expectNoAxeViolations(publicPage, 'the public report page');

  // Disabling for good: the old link stops working.
  await flip();
  await confirm.getByRole('button', { name: 'Disable link' }).click();
  await expect(toggle).not.toBeChecked();
  await publicPage.reload();
  await expect(publicPage.getByRole('heading', { level: 1, name: /^Automated test: / })).toHaveCount(0);
  await visitor.close();
});

/**
 * The demo's manual reports (issue 20) as a new user of `npm start` meets them: the server, started
 * with `--demo --demo-site URL`, records the workflow "Checkout flow" and the assisted test
 * "Keyboard and focus audit" from the demo website in Chromium in the background. Once the API
 * lists them completed, by keyboard: the workflow report opens from the Workflow Analyzer list; its
 * seven steps are walked in the timeline, each with its screenshot; the last step (the 'Confirm
 * order' dialog) filters All issues; an issue there names its step with the step's screenshot and
 * shows the page snapshot recorded at that step, dialog open; the author hides it with a reason and
 * Undo brings it back. The assisted test's issue names its check. Every state passes axe and does
 * not scroll sideways at 320 px. One server, one sign-in, one test: the recording is the slow part.
 */
import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { DEMO_REPORTS, demoSiteTest as test, waitForDemoReport } from './support/demoRecording';
import { expect, signInAt } from './support/fixtures';
import { CONDITIONS, applyCondition, measureReflow, problemsOf } from './support/reflow';
import { detailsPane, expectReviewCount, hideAsDuplicateByKeyboard, reviewCount, ruleTrigger, tabTo, toast } from './support/reportPage';

/** The demo workflow's steps, in order (packages/server/src/demo/demoCheckoutFlow.ts). */
const CHECKOUT_STEPS = [
  'Open the shop',
  'Open the oak serving board',
  'Add the board to the basket',
  'Open the basket',
  'Go to checkout',
  'Review the order',
  'Place the order',
] as const;

/** The tester's notes of the demo audit's focus-order check (packages/server/src/demo/demoKeyboardAudit.ts). */
const FOCUS_ORDER_NOTES = 'Positive tabindex values send focus to the address fields first, then back to the header.';

/** The snapshot viewer's frame: the recorded page, with the very defects reported, is not ours to judge. */
const SNAPSHOT_FRAME = 'iframe.cc-snapshot-frame';

/** Waits until an image has loaded real pixels (lazy images load once near the viewport). */
async function expectLoaded(img: Locator): Promise<void> {
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
}

/** No sideways scroll at 320 px (WCAG 1.4.10); the page is back at desktop width afterwards. */
async function expectReflowAt320(page: Page, what: string): Promise<void> {
  const narrow = CONDITIONS[0]!;
  await applyCondition(page, narrow);
  const problems = problemsOf(`${what} at ${narrow.name}`, await measureReflow(page));
  await applyCondition(page, { name: 'desktop', width: 1280 });
  expect(problems).toEqual([]);
}

/** Opens a report of a manual report list by keyboard, from its link in the list's table. */
async function openFromList(page: Page, table: string, name: string): Promise<void> {
  const row = page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: name });
  await expect(row.getByRole('cell').filter({ hasText: 'Completed' })).toBeVisible();
  await row.getByRole('link', { name, exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** Focus on the selected report section's tab. */
async function focusSelectedSection(page: Page): Promise<void> {
  await page.getByRole('tablist', { name: 'Report sections' }).getByRole('tab', { selected: true }).focus();
}

/** Selects a report section by keyboard: from the selected tab, End (the units tab is last). */
async function selectLastSection(page: Page, tab: string): Promise<void> {
  await focusSelectedSection(page);
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: tab, selected: true })).toBeFocused();
}

test('the demo recording: the checkout workflow step by step, an issue at its step with its snapshot, hide and Undo; the keyboard audit names its check', async ({ page, server }) => {
  test.setTimeout(240_000);
  await signInAt(page, '/workflow-analyzer');
  await waitForDemoReport(page, server, 'workflowScan', DEMO_REPORTS.workflow);

  await test.step('the workflow report opens from the list and its steps are walked with their screenshots', async () => {
    await page.reload();
    const row = page.getByRole('table', { name: 'Workflow Analyzer reports' }).getByRole('row').filter({ hasText: DEMO_REPORTS.workflow });
    // Select, Steps, Critical, Serious, Moderate, Minor, Author, Created, Status, Export.
    await expect(row.getByRole('cell')).toHaveText(['', String(CHECKOUT_STEPS.length), /^\d+$/, /^\d+$/, /^\d+$/, /^\d+$/, 'Demo User', /.+/, 'Completed', /CSV/]);
    await expectNoAxeViolations(page, 'the Workflow Analyzer list with the demo report');
    await openFromList(page, 'Workflow Analyzer reports', DEMO_REPORTS.workflow);
    await expect(page).toHaveURL(/\/workflow-analyzer\/report\?ids=rep_/);

    await selectLastSection(page, 'Workflow steps');
    const steps = page.getByRole('list', { name: 'Workflow steps' }).getByRole('listitem');
    await expect(steps).toHaveCount(CHECKOUT_STEPS.length);
    // Tab from step to step: each focused 'Show issues' scrolls its step, and its lazy screenshot, into view.
    for (const [i, name] of CHECKOUT_STEPS.entries()) {
      const step = steps.nth(i);
      await expect(step.getByRole('heading', { level: 3 })).toHaveText(`Step ${i + 1}: ${name}`);
      const show = step.getByRole('button', { name: `Show issues of step ${i + 1}` });
      // A step whose page had no issue has nothing to show, and Tab passes it by.
      if ((await show.count()) > 0) await tabTo(page, show, 4);
      await expectLoaded(step.getByRole('img', { name: `Screenshot of step ${i + 1}: ${name}` }));
    }
    await expectNoAxeViolations(page, 'the demo workflow steps');
    await expectReflowAt320(page, 'the demo workflow steps');
  });

  const last = CHECKOUT_STEPS.length;
  const lastName = CHECKOUT_STEPS[last - 1]!;
  await test.step(`step ${last}, the 'Confirm order' dialog, filters All issues to its own`, async () => {
    const step = page.getByRole('list', { name: 'Workflow steps' }).getByRole('listitem').nth(last - 1);
    const stepIssues = Number(/^(\d+) issues?$/.exec((await step.getByRole('definition').nth(2).textContent()) ?? '')?.[1]);
    expect(stepIssues, `step ${last} names its issue count`).toBeGreaterThan(0);
    const show = step.getByRole('button', { name: `Show issues of step ${last}` });
    await show.focus();
    await page.keyboard.press('Enter');
    // 'Show issues' goes with its panel: focus moves to the tab it selected, not to the page's start.
    await expect(page.getByRole('tab', { name: 'All issues', selected: true })).toBeFocused();
    await expect(page).toHaveURL(/[?&]tests=/);
    await expect(page.getByRole('list', { name: 'Applied filters' }).getByRole('button', { name: 'Remove filter 1 test' })).toBeVisible();
    await expect(ruleTrigger(page, /./).first()).toBeVisible();
    expect((await reviewCount(page, 'Confirmed')) + (await reviewCount(page, 'Needs review'))).toBe(stepIssues);
    await expectNoAxeViolations(page, `the issues of step ${last}`);
  });

  await test.step('an issue names its step with the screenshot, and its snapshot is the page as recorded at that step', async () => {
    const confirmed = await reviewCount(page, 'Confirmed');
    await tabTo(page, ruleTrigger(page, /./).first(), 12);
    await page.keyboard.press('Enter');
    const component = page.getByRole('table', { name: /^Components of / }).getByRole('button').first();
    await tabTo(page, component, 6);
    await page.keyboard.press('Enter');

    const pane = detailsPane(page);
    const origin = pane.getByRole('region', { name: 'Found at this step of the workflow' });
    await expect(origin.getByText(`${last}. ${lastName}`, { exact: true })).toBeVisible();
    await expect(origin.getByText('Click "Place order"', { exact: true })).toBeVisible();
    await expectLoaded(origin.getByRole('img', { name: `Screenshot of step ${last}: ${lastName}` }));

    // The stored page answers with the issue outlined, and it is the state of that step: the dialog is open.
    const snapshot = pane.getByRole('region', { name: 'Issue snapshot' });
    const frame = page.frameLocator(SNAPSHOT_FRAME);
    await expect(frame.locator('[data-curbcut-highlight]')).toHaveCount(1);
    await expect(snapshot.getByText('Preparing snapshot...')).toHaveCount(0);
    await expect(page.locator(SNAPSHOT_FRAME)).toHaveAttribute('title', /^Snapshot of http:\/\/.*\/checkout-confirm\.html$/);
    await expect(frame.getByRole('dialog', { name: 'Confirm order' })).toBeVisible();
    await expectNoAxeViolations(page, 'a demo workflow issue with its step and snapshot', { skipFrame: SNAPSHOT_FRAME });
    await expectReflowAt320(page, 'a demo workflow issue with its step and snapshot');

    // The author hides it with a reason; Undo in the toast brings it back.
    const hidden = await hideAsDuplicateByKeyboard(page, pane);
    await expectReviewCount(page, 'Confirmed', confirmed - 1);
    await expectNoAxeViolations(page, 'the issues of the step with one hidden');
    await tabTo(page, hidden.getByRole('button', { name: 'Undo' }), 30);
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Issue has been restored')).toBeVisible();
    await expectReviewCount(page, 'Confirmed', confirmed);
  });

  await test.step('the keyboard audit opens from the Assisted Tests list and an issue names its check', async () => {
    await waitForDemoReport(page, server, 'assistedTest', DEMO_REPORTS.assisted);
    await page.goto('/assisted-test');
    await expectNoAxeViolations(page, 'the Assisted Tests list with the demo report');
    await openFromList(page, 'Assisted Tests reports', DEMO_REPORTS.assisted);

    await selectLastSection(page, 'Checks');
    const checks = page.getByRole('region', { name: 'Checks' });
    // Tab from the top of the checkout reaches the address fields first: their positive tabindex.
    const focusOrder = checks.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '2.4.3 Focus Order' }) });
    await expect(focusOrder.getByRole('cell')).toHaveText(['Fail', FOCUS_ORDER_NOTES, '3 issues of 2.4.3 Focus Order']);
    await expectNoAxeViolations(page, 'the checks of the demo keyboard audit');
    await expectReflowAt320(page, 'the checks of the demo keyboard audit');

    await tabTo(page, focusOrder.getByRole('button', { name: '3 issues of 2.4.3 Focus Order' }), 12);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('tab', { name: 'All issues', selected: true })).toBeFocused();
    await tabTo(page, ruleTrigger(page, '2.4.3 Focus Order'), 20);
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('table', { name: /^Components of / }).getByRole('button').first(), 6);
    await page.keyboard.press('Enter');
    const origin = detailsPane(page).getByRole('region', { name: 'Found by this assisted check' });
    await expect(origin.getByText('2.4.3 Focus Order', { exact: true })).toBeVisible();
    await expect(origin.getByText('Fail', { exact: true })).toBeVisible();
    await expect(origin.getByText(FOCUS_ORDER_NOTES, { exact: true })).toBeVisible();
    await expectLoaded(origin.getByRole('img', { name: /^Screenshot of the failing element / }));
    await expectNoAxeViolations(page, 'a demo assisted issue with its check', { skipFrame: SNAPSHOT_FRAME });
    await expectReflowAt320(page, 'a demo assisted issue with its check');
  });
});

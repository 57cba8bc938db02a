/**
 * The build report by keyboard alone, beyond the walk of report.spec.ts (tabs, toggles, filters,
 * accordion, Next, hide and Undo): the header's Share popover with the public-link switch and its
 * confirm modal, Export CSV, Delete's confirm modal, the Tests tab's search and slide-over, Not an
 * issue on a needs-review issue with Undo, and the hidden view's status toggle and Back. Each
 * action is undone, so the report stays as the other specs expect it.
 */
import { expectNoAxeViolations } from './support/axe';
import { expect } from './support/fixtures';
import { detailsPane, openReport, reviewToggle, ruleTrigger, tabTo, toast } from './support/reportPage';
import { test } from './support/sdkSuite';

test('keyboard only: share and the public link, Export, Delete’s confirm, the Tests search and slide-over', async ({ page, sdkReport }) => {
  await openReport(page, sdkReport);
  await page.getByRole('link', { name: 'All builds', exact: true }).focus();

  // Share: the popover takes focus; its tabs by arrows; the public link on, then off through its modal.
  const share = page.getByRole('button', { name: 'Share', exact: true });
  await tabTo(page, share, 4);
  await page.keyboard.press('Enter');
  const popover = page.getByRole('dialog', { name: 'Share' });
  await expect(popover).toBeVisible();
  const reportTab = popover.getByRole('tab', { name: 'Share report' });
  await tabTo(page, reportTab, 4);
  await page.keyboard.press('ArrowRight');
  const publicTab = popover.getByRole('tab', { name: /Share via public link/ });
  await expect(publicTab).toBeFocused();
  await expect(publicTab).toHaveAttribute('aria-selected', 'true');
  const toggle = popover.getByRole('switch', { name: 'Public link' });
  await tabTo(page, toggle, 4);
  await page.keyboard.press('Space');
  await expect(page.getByText('Public link enabled')).toBeVisible();
  await expect(toggle).toBeChecked();
  await page.keyboard.press('Space');
  const disable = page.getByRole('alertdialog', { name: 'Disable public link?' });
  await expect(disable).toBeVisible();
  // The modal takes focus once it has mounted; Tab pressed before that moves inside the popover.
  await expect.poll(() => disable.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await tabTo(page, disable.getByRole('button', { name: 'Disable link' }), 4);
  await page.keyboard.press('Enter');
  await expect(disable).toHaveCount(0);
  await expect(toggle).not.toBeChecked();
  await page.keyboard.press('Escape');
  await expect(popover).toHaveCount(0);
  await expect(share).toBeFocused();

  // Export CSV by Enter: the download starts and the toast says so.
  const exportButton = page.getByRole('button', { name: 'Export CSV' });
  await tabTo(page, exportButton, 3);
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  await expect(toast(page, 'CSV download has started.')).toBeVisible();
  expect((await download).suggestedFilename()).toMatch(/\.csv$/);

  // Delete asks first; Escape keeps the build and gives focus back.
  const remove = page.getByRole('button', { name: 'Delete', exact: true });
  await tabTo(page, remove, 3);
  await page.keyboard.press('Enter');
  const confirmDelete = page.getByRole('alertdialog', { name: /^Delete sdk-main#1\?$/ });
  await expect(confirmDelete).toBeVisible();
  await expectNoAxeViolations(page, 'the Delete confirm modal');
  await page.keyboard.press('Escape');
  await expect(confirmDelete).toHaveCount(0);
  await expect(remove).toBeFocused();

  // Tests tab: arrows select it; the search narrows the list; a test opens its slide-over and closes by Escape.
  const overviewTab = page.getByRole('tab', { name: 'Overview' });
  await tabTo(page, overviewTab, 4);
  await page.keyboard.press('End');
  const testsTab = page.getByRole('tab', { name: 'Tests' });
  await expect(testsTab).toBeFocused();
  await expect(testsTab).toHaveAttribute('aria-selected', 'true');
  const search = page.getByRole('searchbox', { name: 'Search tests' });
  await tabTo(page, search, 4);
  await page.keyboard.type('quantity');
  const table = page.getByRole('table', { name: 'Test cases' });
  const opener = table.getByRole('button', { name: 'product page, before and after choosing a quantity' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await tabTo(page, opener, 4);
  await page.keyboard.press('Enter');
  const slideOver = page.getByRole('dialog', { name: 'product page, before and after choosing a quantity' });
  await expect(slideOver).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(slideOver).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('keyboard only: Not an issue on a needs-review issue with Undo, and the hidden view’s status toggle and Back', async ({ page, sdkReport }) => {
  await openReport(page, sdkReport);
  await page.getByRole('link', { name: 'All builds', exact: true }).focus();
  await tabTo(page, page.getByRole('tab', { name: 'Overview' }), 6);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'All issues' })).toHaveAttribute('aria-selected', 'true');

  // Needs review by arrows, then the contrast rule and its first component.
  const confirmedToggle = reviewToggle(page, 'Confirmed');
  await tabTo(page, confirmedToggle, 4);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await expect(reviewToggle(page, 'Needs review')).toBeChecked();
  const needsReview = (await reviewToggle(page, 'Needs review').textContent()) ?? '';
  const contrast = ruleTrigger(page, 'Elements must meet minimum color contrast ratio thresholds');
  await tabTo(page, contrast, 6);
  await page.keyboard.press('Enter');
  const component = page.getByRole('table', { name: 'Components of color-contrast' }).getByRole('button').first();
  await tabTo(page, component, 3);
  await page.keyboard.press('Enter');
  const pane = detailsPane(page);
  await expect(pane.getByRole('heading', { level: 3 })).toBeFocused();

  // Not an issue, then Undo from the toast.
  const notAnIssue = pane.getByRole('button', { name: 'Not an issue' });
  await tabTo(page, notAnIssue, 10);
  await page.keyboard.press('Enter');
  const marked = toast(page, 'Issue has been marked as not an issue');
  await expect(marked).toBeVisible();
  await tabTo(page, marked.getByRole('button', { name: 'Undo' }), 10);
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Issue has been restored')).toBeVisible();
  await expect(reviewToggle(page, 'Needs review')).toHaveAccessibleName(needsReview);

  // The hidden view: its status toggle by arrows, Back by Enter.
  await tabTo(page, pane.getByRole('button', { name: 'Close issue details' }), 16, 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(pane).toHaveCount(0);
  const hiddenIssues = page.getByRole('button', { name: 'Hidden issues' });
  await tabTo(page, hiddenIssues, 12, 'Shift+Tab');
  await page.keyboard.press('Enter');
  const back = page.getByRole('button', { name: 'Back', exact: true });
  await expect(back).toBeFocused();
  const statuses = page.getByRole('radiogroup', { name: 'Hidden issue status' });
  // Tab enters the group; arrows move between its toggles; Space selects.
  await page.keyboard.press('Tab');
  expect(await statuses.evaluate((group) => group.contains(document.activeElement))).toBe(true);
  await tabTo(page, statuses.getByRole('radio', { name: /^Not an issue \(\d+\)$/ }), 2, 'ArrowRight');
  await page.keyboard.press('Space');
  await expect(statuses.getByRole('radio', { name: /^Not an issue \(\d+\)$/ })).toBeChecked();
  await tabTo(page, back, 4, 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(statuses).toHaveCount(0);
  await expect(hiddenIssues).toBeFocused();
});

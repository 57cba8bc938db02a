/**
 * Locators and steps of the build report page shared by the report specs: opening the example
 * suite's build, the Issues tab, review toggles and counts, accordions, the details pane, toasts,
 * radio choices and Tab walks.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { signInAt } from './fixtures';
import { SUITE_BUILD, SUITE_PROJECT } from './sdkSuite';

/** The example suite's skipped test. */
export const SKIPPED_TEST = 'basket (the demo site has no basket page yet)';

/**
 * Signs in as the demo user and opens the suite's build from its project's All builds, landing on
 * the URL the SDK printed.
 */
export async function openReport(page: Page, sdkReport: string): Promise<{ heading: string }> {
  await signInAt(page, '/home');
  await page.getByRole('link', { name: `All builds of ${SUITE_PROJECT}` }).click();
  const build = page.getByRole('table').getByRole('link', { name: `${SUITE_BUILD}#1` });
  const heading = (await build.textContent()) ?? '';
  await build.click();
  const printed = new URL(sdkReport);
  await expect(page).toHaveURL((url) => url.pathname === printed.pathname && url.searchParams.get('thBuildId') === printed.searchParams.get('thBuildId'));
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  return { heading };
}

/** Opens the Issues tab and waits for the rule list (the toggle counts are read from it). */
export async function openIssuesTab(page: Page): Promise<void> {
  await page.getByRole('tablist', { name: 'Report sections' }).getByRole('tab', { name: 'All issues' }).click();
  await expect(page.getByRole('tab', { name: 'All issues' })).toHaveAttribute('aria-selected', 'true');
  await expect(ruleTrigger(page, /./).first()).toBeVisible();
}

/** The toggle button of one review status ('Confirmed (25)'). */
export function reviewToggle(page: Page, label: 'Confirmed' | 'Needs review'): Locator {
  return page.getByRole('radiogroup', { name: 'Review status' }).getByRole('radio', { name: new RegExp(`^${label} \\(\\d+\\)$`) });
}

/** The count a review toggle shows. */
export async function reviewCount(page: Page, label: 'Confirmed' | 'Needs review'): Promise<number> {
  const name = (await reviewToggle(page, label).textContent()) ?? '';
  const match = /\((\d+)\)/.exec(name);
  expect(match, `a count in '${name}'`).not.toBeNull();
  return Number(match![1]);
}

/** Waits until a review toggle shows `count`. */
export async function expectReviewCount(page: Page, label: 'Confirmed' | 'Needs review', count: number): Promise<void> {
  await expect(reviewToggle(page, label)).toHaveAccessibleName(`${label} (${count})`);
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The trigger of a rule (or guideline) accordion, by its title. */
export function ruleTrigger(page: Page, title: RegExp | string): Locator {
  const name = typeof title === 'string' ? new RegExp(`^${escapeRegExp(title)} \\d+ issues?$`) : title;
  return page.getByRole('heading', { level: 3 }).getByRole('button', { name });
}

/** The components table of an open rule. */
export function componentsOf(page: Page, ruleId: string): Locator {
  return page.getByRole('table', { name: `Components of ${ruleId}` });
}

/** The details pane of the open issue. */
export function detailsPane(page: Page): Locator {
  return page.getByRole('complementary');
}

/** A toast, by its title. */
export function toast(page: Page, title: string): Locator {
  return page.getByRole('alertdialog', { name: title });
}

/** Chooses a radio of a react-aria radio group by clicking its label, as a user does. */
export async function chooseRadio(scope: Locator, group: string, label: string): Promise<void> {
  await scope.getByRole('radiogroup', { name: group }).getByText(label, { exact: true }).click();
  await expect(scope.getByRole('radio', { name: label })).toBeChecked();
}

/** Presses Tab until `target` has focus (at most `max` times); fails when it is never reached. */
export async function tabTo(page: Page, target: Locator, max = 12, key = 'Tab'): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
  }
  await expect(target, `${key} reaches it within ${max} presses`).toBeFocused();
}

/**
 * Hides the details pane's issue by keyboard alone, as the author: Enter on Hide, the dialog takes
 * focus, arrows from the first reason ('Not relevant') to 'Duplicate', Confirm. Answers the toast.
 */
export async function hideAsDuplicateByKeyboard(page: Page, pane: Locator): Promise<Locator> {
  await tabTo(page, pane.getByRole('button', { name: 'Hide', exact: true }), 12);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Hide issue' });
  await expect(dialog).toBeFocused();
  await tabTo(page, dialog.getByRole('radio', { name: 'Not relevant' }), 4);
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: 'Duplicate' })).toBeChecked();
  await tabTo(page, dialog.getByRole('button', { name: 'Confirm' }), 4);
  await page.keyboard.press('Enter');
  const hidden = toast(page, 'Issue has been hidden');
  await expect(hidden).toBeVisible();
  return hidden;
}

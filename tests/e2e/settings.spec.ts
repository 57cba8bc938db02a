/**
 * The settings, design accessibility and screen reader pages end to end (spec 000 sections 2.1,
 * 2.4, 4.7, 5 and 6): each state passes axe, the settings save with a toast and work by keyboard,
 * the Instance tab shows for the instance administrator only (docs/decisions/0031), a personal
 * manual-report token is made, shown once and revoked (docs/decisions/0041), invitations
 * validate inline, and the screen reader pages show their empty state, their combinations (the
 * provider answers are stubbed: the test server has no device provider) and the paywall.
 */
import { expectNoAxeViolations } from './support/axe';
import type { Page } from '@playwright/test';
import { expect, signInAt, submitSignIn, test } from './support/fixtures';

const FREE_USER = { email: 'free@curbcut.local', password: 'curbcut-demo' };

/** Signs in as the free-plan demo user on the way to `path`. */
async function signInAsFreeUser(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await submitSignIn(page, FREE_USER);
  await expect(page).toHaveURL((url) => url.pathname === path);
}

test.describe('settings', () => {
  test('the instance admin sees every tab, each without axe violations, and moves between them by keyboard', async ({ page }) => {
    await signInAt(page, '/settings');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
    const tabs = ['General', 'Plan & features', 'Feature flags', 'Members', 'Trial', 'Integrations', 'Personal tokens', 'Requests', 'Instance'];
    await expect(page.getByRole('main').getByRole('tab')).toHaveText(tabs);
    for (const name of tabs) {
      await page.getByRole('tab', { name }).click();
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await expectNoAxeViolations(page, `the settings tab ${name}`);
    }
    await page.getByRole('tab', { name: 'General' }).click();
    await page.getByRole('tab', { name: 'General' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Plan & features' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\/settings\?tab=plan$/);
    // Plans are shown here and changed on the Instance tab.
    await expect(page.getByRole('switch', { name: 'PDF Scanner in Free', exact: true })).not.toBeChecked();
    await expect(page.getByRole('switch', { name: 'PDF Scanner in Free', exact: true })).toBeDisabled();
  });

  test('no settings tab scrolls the page sideways at 390 px: wide tables scroll inside their own region', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAt(page, '/settings');
    for (const tab of ['plan', 'members', 'tokens', 'requests', 'instance']) {
      await page.goto(`/settings?tab=${tab}`);
      await expect(page.getByRole('tabpanel')).toBeVisible();
      // A visually hidden header inside a table once widened the page to 932 px here.
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: tab }).toBeLessThanOrEqual(390);
    }
  });

  test('a feature flag saves as it is switched by keyboard, with a toast', async ({ page }) => {
    await signInAt(page, '/settings?tab=flags');
    const flag = page.getByRole('switch', { name: 'Low-code automation' });
    const before = await flag.isChecked();
    await flag.focus();
    await page.keyboard.press('Space');
    await expect(page.getByText(`Low-code automation turned ${before ? 'off' : 'on'}`)).toBeVisible();
    await expect(flag).toBeChecked({ checked: !before });
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Low-code automation' })).toBeChecked({ checked: !before });
    // Put it back: the server is shared by the other tests of this worker.
    await page.getByRole('switch', { name: 'Low-code automation' }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByText(`Low-code automation turned ${before ? 'on' : 'off'}`)).toBeVisible();
  });

  test('the Instance tab works by keyboard: a plan feature saves, a trial reset asks first and Escape returns focus', async ({ page }) => {
    await signInAt(page, '/settings?tab=general');
    await page.getByRole('tab', { name: 'General' }).focus();
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'Instance' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\/settings\?tab=instance$/);
    const panel = page.getByRole('tabpanel', { name: 'Instance' });
    await expect(panel.getByRole('heading', { name: 'Groups' })).toBeVisible();
    await expect(panel.getByRole('row', { name: /Free group/ })).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Restart-plan orders' })).toBeVisible();
    await expect(panel.getByText('demo@curbcut.local, Demo group')).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Server-wide integrations' })).toBeVisible();
    await expectNoAxeViolations(page, 'the Instance tab');

    // No demo group is on Enterprise, so switching its feature affects no other test.
    const feature = panel.getByRole('switch', { name: 'Public links in Enterprise', exact: true });
    const before = await feature.isChecked();
    await feature.focus();
    await page.keyboard.press('Space');
    await expect(page.getByText(`Public links ${before ? 'removed from' : 'added to'} Enterprise`)).toBeVisible();
    await expect(feature).toBeChecked({ checked: !before });
    // The switch takes no input until its save has finished (SavingSwitch).
    await expect(feature).not.toHaveAttribute('aria-readonly', 'true');
    await expect(feature).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByText(`Public links ${before ? 'added to' : 'removed from'} Enterprise`)).toBeVisible();
    await expect(feature).toBeChecked({ checked: before });

    const reset = panel.getByRole('button', { name: 'Reset the trial of Free group' });
    await reset.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alertdialog', { name: 'Reset the free trial of Free group?' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoAxeViolations(page, 'the trial reset question');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(reset).toBeFocused();
  });

  test('a group admin sees no Instance tab, even by its address, and plans and the trial read only', async ({ page }) => {
    await signInAsFreeUser(page, '/settings');
    await expect(page.getByRole('main').getByRole('tab')).toHaveText([
      'General',
      'Plan & features',
      'Feature flags',
      'Members',
      'Trial',
      'Integrations',
      'Personal tokens',
      'Requests',
    ]);
    await page.goto('/settings?tab=instance');
    await expect(page.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Instance' })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Plan & features' }).click();
    await expect(page.getByText('Plans are set by the instance administrators of this server.')).toBeVisible();
    await expect(page.getByRole('switch', { name: 'PDF Scanner in Free', exact: true })).toBeDisabled();
    await page.getByRole('tab', { name: 'Trial' }).click();
    await expect(page.getByText('Trials are set by the instance administrators of this server.')).toBeVisible();
    await expect(page.getByRole('button', { name: /Reset/ })).toHaveCount(0);
    await expectNoAxeViolations(page, 'the read-only trial of a group admin');
  });

  test('a manual report token is made, shown once and copied, then revoked after a question, all by keyboard', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // Unique per run: the server is shared by the other tests of this worker, and a retry finds the first try's token.
    const label = `e2e laptop ${Date.now()}`;
    await signInAt(page, '/settings?tab=tokens');
    await expect(page.getByRole('tab', { name: 'Personal tokens' })).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel', { name: 'Personal tokens' });
    await expect(panel.getByRole('heading', { name: 'Manual report tokens' })).toBeVisible();
    await expectNoAxeViolations(page, 'the Personal tokens tab');

    const create = panel.getByRole('button', { name: 'Create token' });
    await create.focus();
    await page.keyboard.press('Enter');
    const form = page.getByRole('dialog', { name: 'Create a manual report token' });
    await expect(form.getByRole('textbox', { name: 'Label (optional)' })).toBeFocused();
    await expectNoAxeViolations(page, 'the create-token dialog');
    await page.keyboard.type(label);
    await page.keyboard.press('Enter');

    const shown = page.getByRole('dialog', { name: 'Manual report token created' });
    const field = shown.getByRole('textbox', { name: `Manual report token ${label}` });
    await expect(field).toHaveValue(/^cmr_[A-Za-z0-9_-]{43}$/);
    const token = await field.inputValue();
    await expect(shown.getByText('Copy this token now. It will not be shown again: Curbcut keeps only a hash of it.')).toBeVisible();
    await shown.getByRole('button', { name: 'Copy token' }).focus();
    await page.keyboard.press('Enter');
    await expect(shown.getByRole('status')).toHaveText('Copied to the clipboard.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
    await expectNoAxeViolations(page, 'the new token, shown once');
    await shown.getByRole('button', { name: 'Done' }).focus();
    await page.keyboard.press('Enter');
    await expect(shown).toHaveCount(0);
    await expect(create).toBeFocused();

    // Listed by its label, never shown again.
    const row = panel.getByRole('row', { name: new RegExp(`^${label}`) });
    await expect(row.getByRole('cell').nth(1)).toHaveText('Never');
    await expect(page.locator(`input[value="${token}"]`)).toHaveCount(0);
    await expect(page.getByText(token)).toHaveCount(0);
    await page.setViewportSize({ width: 320, height: 700 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await expectNoAxeViolations(page, 'the token list at 320 px');

    const revoke = panel.getByRole('button', { name: `Revoke the token ${label}` });
    await revoke.focus();
    await page.keyboard.press('Enter');
    const question = page.getByRole('alertdialog', { name: 'Revoke this token?' });
    await expect(question).toContainText(`The token ${label} stops working at once`);
    await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoAxeViolations(page, 'the revoke question');
    await page.keyboard.press('Tab');
    await expect(question.getByRole('button', { name: 'Revoke token' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: `The token ${label} was revoked` })).toBeVisible();
    await expect(row).toHaveCount(0);
    await expectNoAxeViolations(page, 'the token list after a revoke');
  });

  test('the website scanner settings state the private-network policy and link to the scanner', async ({ page }) => {
    await signInAt(page, '/settings/websiteScanner');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Website Scanner settings');
    // The test server listens on 127.0.0.1 without --trust-proxy: private networks are allowed.
    await expect(page.getByText('Private networks allowed.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create a scan' })).toHaveAttribute('href', '/site-scanner/create');
    await expectNoAxeViolations(page, 'the website scanner settings');
  });
});

test.describe('design accessibility', () => {
  test('invitations validate inline, then say they were sent', async ({ page }) => {
    await signInAt(page, '/design-accessibility');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Design accessibility');
    const emails = page.getByRole('textbox', { name: 'Email addresses' });
    await emails.fill('designer@example.com, not-an-address');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText("'not-an-address' is not an email address.")).toBeVisible();
    await expect(emails).toBeFocused();
    await expect(emails).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page, 'the invitation form with an error');

    await emails.fill('designer@example.com');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Invitation sent successfully!' })).toBeVisible();
    await expectNoAxeViolations(page, 'the invitation form after sending');
  });
});

test.describe('screen readers', () => {
  const COMBINATIONS = {
    provider: { name: 'Device Cloud' },
    combinations: [
      { id: 'win-nvda', os: 'Windows', os_version: '11', device: 'Windows desktop', screen_reader: 'NVDA', browser: 'Chrome' },
      { id: 'ios-vo', os: 'iOS', os_version: '18', device: 'iPhone 16', screen_reader: 'VoiceOver', browser: 'Safari' },
    ],
  };

  test('without a device provider the page says so and what an admin must do', async ({ page }) => {
    await signInAt(page, '/screen-reader');
    await expect(page.getByRole('heading', { name: 'No device provider is configured' })).toBeVisible();
    await expect(page.getByText(/--device-provider/)).toBeVisible();
    await expectNoAxeViolations(page, 'the screen reader empty state');
  });

  test('the combinations are grouped by screen reader and Start opens the session in a new tab', async ({ page, baseURL }) => {
    await page.route('**/api/v1/toolkit-on-live/supported-combinations', (route) => route.fulfill({ json: { data: COMBINATIONS } }));
    await page.route('**/api/v1/toolkit-on-live/start', (route) => route.fulfill({ json: { data: { url: `${baseURL}/404?session=win-nvda` } } }));
    await signInAt(page, '/screen-reader');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Page to test', 'VoiceOver', 'NVDA']);
    await expectNoAxeViolations(page, 'the screen reader combinations');

    const start = page.getByRole('button', { name: 'Start NVDA on Windows desktop, Windows 11, Chrome' });
    await start.click();
    await expect(page.getByText('Enter a website URL.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Website URL' })).toBeFocused();

    await page.getByRole('textbox', { name: 'Website URL' }).fill('https://shop.example.com/cart');
    const popup = page.waitForEvent('popup');
    await start.click();
    await expect(await popup).toHaveURL(/\/404\?session=win-nvda$/);
    await expect(page.getByRole('link', { name: /Open the session/ })).toHaveAttribute('href', `${baseURL}/404?session=win-nvda`);
  });

  test('a free user sees the upgrade paywall', async ({ page }) => {
    await signInAsFreeUser(page, '/screen-reader');
    await expect(page.getByRole('heading', { name: 'Test with real screen readers' })).toBeVisible();
    await expect(page.getByText(/Screen readers need a trial or a paid plan/)).toBeVisible();
    await expectNoAxeViolations(page, 'the screen reader paywall');
  });

  test('screen reader automation explains its Alpha to a group without the flag', async ({ page }) => {
    await signInAsFreeUser(page, '/screen-reader-automation');
    await expect(page.getByRole('heading', { name: 'Screen Reader Automation is in Alpha' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Settings, Feature flags' })).toHaveAttribute('href', '/settings?tab=flags');
    await expectNoAxeViolations(page, 'the screen reader automation Alpha notice');
  });
});

/**
 * The scan form's modal (spec 000 section 2.4: the authentication-configuration modal for scans):
 * opened by keyboard, free of axe violations empty and with its errors, closed with Escape with
 * focus back on the button that opened it.
 */
import { expectNoAxeViolations } from './support/axe';
import { expect, signInAt, test } from './support/fixtures';

test('the authentication-configuration modal works by keyboard and passes axe', async ({ page }) => {
  await signInAt(page, '/site-scanner/create');
  const opener = page.getByRole('button', { name: 'New authentication configuration' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'New authentication configuration' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, 'the authentication-configuration modal');
  // Submitting it empty shows the errors next to their fields, still without violations.
  await dialog.getByRole('button', { name: 'Save configuration' }).press('Enter');
  await expect(dialog.locator('.field-error').first()).toBeVisible();
  await expectNoAxeViolations(page, 'the authentication-configuration modal with its errors');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
});

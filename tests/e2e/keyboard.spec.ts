import { expectNoAxeViolations } from './support/axe';
import { expect, signInAt, test } from './support/fixtures';

test.describe('keyboard', () => {
  test('Tab reaches the skip link first and it moves focus to main', async ({ page }) => {
    await signInAt(page, '/home');
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    // The next Tab continues inside main, at its first control.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Create project' })).toBeFocused();
  });

  test('the sign-in form works by keyboard alone', async ({ page }) => {
    await page.goto('/sign-in?redirect=/automated-tests');
    // The app renders the form after its first script runs: a Tab before that lands nowhere.
    await expect(page.getByLabel('Email')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Email')).toBeFocused();
    await page.keyboard.type('demo@curbcut.local');
    await page.keyboard.press('Tab');
    await page.keyboard.type('curbcut-demo');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/automated-tests');
  });

  test('the create-project dialog opens, traps focus and closes with Escape', async ({ page }) => {
    await signInAt(page, '/home');
    await page.getByRole('button', { name: 'Create project' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Create project' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Project name')).toBeFocused();
    await expectNoAxeViolations(page, 'the create-project dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Create project' })).toBeFocused();
  });
});

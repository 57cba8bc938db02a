import { expectNoAxeViolations } from './support/axe';
import { DEMO_USER, expect, signInAt, signInUrlFor, submitSignIn, test } from './support/fixtures';

test.describe('sign-in', () => {
  test('a signed-out visit to /home goes to sign-in and comes back after signing in', async ({ page }) => {
    await page.goto('/home');
    await expect(page).toHaveURL(signInUrlFor('/home'));
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Curbcut' })).toBeVisible();
    await expectNoAxeViolations(page, 'the sign-in page');

    await submitSignIn(page, DEMO_USER);
    await expect(page).toHaveURL((url) => url.pathname === '/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('Demo User');
    await expect(page.getByRole('status')).toHaveCount(0);
    await expectNoAxeViolations(page, 'the home page');
  });

  test('returns to a deeper page with its query after signing in', async ({ page }) => {
    await signInAt(page, '/automated-tests?tab=issues');
    await expect(page.getByRole('heading', { level: 1, name: 'Automated Tests' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Automated Tests' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectNoAxeViolations(page, 'the automated tests page');
  });

  test('a wrong password shows the error and stays on sign-in', async ({ page }) => {
    await page.goto('/sign-in?redirect=/home');
    await submitSignIn(page, { email: DEMO_USER.email, password: 'not-the-password' });
    await expect(page.getByRole('alert')).toHaveText('Email or password is incorrect.');
    await expect(page).toHaveURL(/\/sign-in/);
    await expectNoAxeViolations(page, 'the sign-in page with its error');
  });

  test('never redirects to another origin after sign-in', async ({ page }) => {
    await page.goto('/sign-in?redirect=https://evil.example/home');
    await submitSignIn(page);
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/home$/);
  });

  test('sign out ends the session', async ({ page }) => {
    await signInAt(page, '/home');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await page.goto('/home');
    await expect(page).toHaveURL(signInUrlFor('/home'));
  });
});

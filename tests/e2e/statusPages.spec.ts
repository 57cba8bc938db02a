import { expectNoAxeViolations } from './support/axe';
import { expect, signInAt, test } from './support/fixtures';

const PAGES = [
  { path: '/403', title: 'Access forbidden', text: 'You don’t have the permission to access this page.' },
  { path: '/410', title: 'Link has expired', text: 'The link you followed is no longer valid.' },
  { path: '/404', title: 'Page Not Found', text: "We couldn't find the page you were looking for." },
  { path: '/no/such/page', title: 'Page Not Found', text: "We couldn't find the page you were looking for." },
];

test.describe('status pages', () => {
  for (const { path, title, text } of PAGES) {
    test(`${path} shows '${title}'`, async ({ page }) => {
      await page.goto(path);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(main.getByText(text, { exact: true })).toBeVisible();
      await expect(main.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/home');
      await expectNoAxeViolations(page, `the ${path} page`);
    });
  }

  test('Back to Home leads home', async ({ page }) => {
    await signInAt(page, '/home');
    await page.goto('/410');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  });

  test('the public-report 404 uses the reduced header, signed out and signed in', async ({ page }) => {
    await page.goto('/public_report/404');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page.getByRole('link', { name: 'Explore Accessibility Testing' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in?redirect=%2Fpublic_report%2F404');
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expectNoAxeViolations(page, 'the public-report 404 page (signed out)');

    await signInAt(page, '/home');
    await page.goto('/public_report/404');
    await expect(page.getByRole('link', { name: 'Go to Accessibility Dashboard' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
    await expectNoAxeViolations(page, 'the public-report 404 page (signed in)');
  });

  test('a page that fails to load shows the error fallback', async ({ page }) => {
    await page.route('**/api/v1/user/get-user-profile', (route) =>
      route.fulfill({ status: 400, json: { error: { code: 'bad_request', message: 'Broken on purpose' } } }),
    );
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("We're sorry, but something went wrong");
    await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
    await expectNoAxeViolations(page, 'the error fallback');
  });

  test('a 500 from the server shows the catalogue toast', async ({ page }) => {
    await signInAt(page, '/home');
    await page.route('**/api/v1/projects', (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Boom' } } }),
    );
    // The client tries a failed read three times, 2 s and 4 s apart plus jitter (spec 000 section 9):
    // the page's clock moves on half a second at a time instead of waiting up to 9 s. Small steps
    // keep the 30 s timeout of the page's other requests far away.
    await page.clock.install();
    await page.goto('/home');
    const toast = page.getByText('There is something wrong, please try again later...');
    await expect
      .poll(
        async () => {
          await page.clock.runFor(500);
          return toast.isVisible();
        },
        { timeout: 20_000, intervals: [100] },
      )
      .toBe(true);
    await expectNoAxeViolations(page, 'the home page with an error toast');
  });
});

test.describe('/welcome', () => {
  test('closes the window that sign-in opened', async ({ page }) => {
    await signInAt(page, '/home');
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.evaluate(() => void window.open('/welcome'))]);
    await popup.waitForEvent('close');
    expect(popup.isClosed()).toBe(true);
  });

  test('a window opened by hand, which a script cannot close, goes to /home', async ({ page }) => {
    await signInAt(page, '/home');
    // Browsed to from another page, the tab has history: Chromium refuses window.close() there.
    // The page's timers wait for the test's clock, so the page can be checked before it moves on.
    await page.clock.install();
    await page.goto('/welcome');
    await expect(page.getByRole('heading', { level: 1, name: "You're signed in" })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('This window closes by itself.');
    await expectNoAxeViolations(page, 'the welcome page');
    await page.clock.runFor(500);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    expect(page.isClosed()).toBe(false);
  });
});

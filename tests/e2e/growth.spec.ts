/**
 * The growth flows in the browser (spec 000 sections 2.4, 4.4, 5 and 8): the Automated Tests
 * onboarding with its demo request (INPUT_ERROR on a free-mail address, SUCCESS, then DUPLICATE),
 * Escape and focus return, the framework selector, the forced product intro and the low-code intro.
 * The demo test is the only one that sends a demo request for the free user: one per user.
 */
import { expectNoAxeViolations } from './support/axe';
import type { Page } from '@playwright/test';
import { expect, signInAt, submitSignIn, test } from './support/fixtures';

const FREE_USER = { email: 'free@curbcut.local', password: 'curbcut-demo' };
const ONBOARDING = '/automated-tests/onboarding/get-a-demo';

/** signInAt for the free user (signInAt's credentials are typed as the demo user's). */
async function signInAsFree(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(/\/sign-in\?redirect=/);
  await submitSignIn(page, FREE_USER);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
}

test.describe('growth flows', () => {
  test('Get a demo: inline business-email error, thanks, then the earlier request', async ({ page }) => {
    await signInAsFree(page, ONBOARDING);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Test accessibility in your automated tests');
    await expectNoAxeViolations(page, 'the onboarding page');

    const opener = page.getByRole('button', { name: 'Get a demo' });
    await opener.click();
    // The dialog is named by its heading, which changes with each outcome.
    const dialog = page.getByRole('dialog');
    await expect(page.getByRole('dialog', { name: 'Get a demo' })).toBeVisible();
    const submit = dialog.getByRole('button', { name: 'Submit' });
    await dialog.getByRole('textbox', { name: 'Message' }).fill('We run Playwright in GitHub Actions.');
    await expect(submit).toBeDisabled();
    await expectNoAxeViolations(page, 'the demo form');

    // Escape closes the modal and focus goes back to the button that opened it.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Message' }).fill('We run Playwright in GitHub Actions.');
    const email = dialog.getByRole('textbox', { name: /Business email/ });
    await email.fill('someone@gmail.com');
    await submit.click();
    await expect(dialog.getByText('Please enter a valid business email address.')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page, 'the demo form with the server’s email error');

    await email.fill('someone@acme-widgets.com');
    await submit.click();
    await expect(dialog.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    await expect(dialog.getByText('You will be hearing from us soon.')).toBeVisible();
    await expectNoAxeViolations(page, 'the demo success');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);

    await opener.click();
    await expect(dialog.getByRole('heading', { name: 'You have already requested a demo' })).toBeVisible();
    await expect(dialog.getByText(/We received your demo request on \w{3} \d{2}, \d{4}/)).toBeVisible();
  });

  test('the framework page shows the steps of the framework picked', async ({ page }) => {
    await signInAsFree(page, ONBOARDING);
    await page.getByRole('link', { name: 'Set up with your framework' }).click();
    await expect(page).toHaveURL(/\/automated-tests\/onboarding\/get-a-demo\/frameWork$/);
    const frameworks = page.getByRole('radiogroup', { name: 'Your test framework' });
    await expect(frameworks.getByRole('radio', { name: 'Playwright' })).toBeChecked();
    await expect(page.getByText('npm install --save-dev @curbcut/playwright')).toBeVisible();
    await expectNoAxeViolations(page, 'the framework page (Playwright)');

    // Arrow keys move the selection within the radio group.
    await frameworks.getByRole('radio', { name: 'Playwright' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(frameworks.getByRole('radio', { name: 'Any test runner (axe results file + curbcut upload)' })).toBeChecked();
    await expect(page.getByText(/npx curbcut upload axe-results\/\*\.json/)).toBeVisible();
    await expectNoAxeViolations(page, 'the framework page (any test runner)');
  });

  test('a required intro is forced until Get started', async ({ page }) => {
    await signInAsFree(page, '/home');
    const changed = await page.request.patch('/api/v1/settings/group', { data: { product_intro_required: true } });
    expect(changed.ok()).toBe(true);

    await page.goto('/home');
    await expect(page).toHaveURL(/\/introduction$/);
    await expect(page.getByText('More than 50,000 customers')).toBeVisible();
    await expectNoAxeViolations(page, 'the product intro');

    // The free user asked for a demo above, so the dialog opens on that earlier request.
    await page.getByRole('button', { name: 'Get a demo' }).click();
    await expect(page.getByRole('dialog', { name: 'You have already requested a demo' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('button', { name: 'Get started' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/home');
    await expect(page).toHaveURL(/\/home$/);
    // The server is shared by the whole suite: leave the group as the other specs expect it.
    expect((await page.request.patch('/api/v1/settings/group', { data: { product_intro_required: false } })).ok()).toBe(true);
  });

  test('the low-code intro leads to the automated tests', async ({ page }) => {
    await signInAt(page, '/lcnc');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Low-code accessibility automation');
    await expectNoAxeViolations(page, 'the low-code intro');
    await page.getByRole('link', { name: 'Go to Automated Tests' }).click();
    await expect(page).toHaveURL(/\/automated-tests\?source=lcnc$/);
  });
});

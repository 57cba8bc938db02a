/**
 * Contact outcomes RETRY then ERROR, answered by a real server that cannot deliver mail: its SMTP
 * server is unreachable (port 1 has nothing listening), so it stores nothing and answers 503.
 */
import { expectNoAxeViolations } from './support/axe';
import { expect, signInAt, test } from './support/fixtures';

const ONBOARDING = '/automated-tests/onboarding/get-a-demo';

test.use({ serverOptions: { extraArgs: ['--smtp-url', 'smtp://127.0.0.1:1'] } });

test.describe('when mail cannot be sent', () => {
  test('a failing submit offers Retry, then ends on the error with Got it', async ({ page }) => {
    await signInAt(page, ONBOARDING);
    await page.getByRole('button', { name: 'Get a demo' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Message' }).fill('Please show us the build reports.');
    await dialog.getByRole('textbox', { name: /Business email/ }).fill('ops@acme-widgets.com');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByRole('heading', { name: 'Something went wrong!' })).toBeVisible();
    await expect(dialog.getByText('There was an error submitting the request.')).toBeVisible();
    await expectNoAxeViolations(page, 'the contact RETRY state');
    await dialog.getByRole('button', { name: 'Retry' }).click();
    await expect(dialog.getByRole('heading', { name: 'Please try after sometime!' })).toBeVisible();
    await expect(dialog.getByText('We are facing issues submitting the demo request.')).toBeVisible();
    await expectNoAxeViolations(page, 'the contact ERROR state');
    await dialog.getByRole('button', { name: 'Got it' }).click();
    await expect(dialog).toHaveCount(0);
  });
});

/**
 * The RH_SCHEDULER outcome: a server with a demo scheduler answers a demo request with its
 * address, and the dialog opens it in a frame.
 */
import { expectNoAxeViolations } from './support/axe';
import { expect, signInAt, test } from './support/fixtures';

const ONBOARDING = '/automated-tests/onboarding/get-a-demo';

test.use({ serverOptions: { extraArgs: ['--demo-scheduler-url', 'http://127.0.0.1:9/book'] } });

test.describe('with a demo scheduler', () => {
  test('a demo request opens the scheduling dialog', async ({ page }) => {
    await signInAt(page, ONBOARDING);
    await page.getByRole('button', { name: 'Get a demo' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Message' }).fill('Please show us the scanner.');
    await dialog.getByRole('textbox', { name: /Business email/ }).fill('ops@acme-widgets.com');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page.locator('iframe[title="Schedule a demo"]')).toHaveAttribute('src', 'http://127.0.0.1:9/book');
    await expectNoAxeViolations(page, 'the scheduling dialog', { skipFrame: 'iframe[title="Schedule a demo"]' });
  });
});

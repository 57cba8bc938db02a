/**
 * The free-access opt-in (spec 000 sections 4.5 and 8): a free user at the screen readers' paywall
 * asks for free access; the server provisions it, the product opens in a new tab and the page
 * reloads without the paywall. The grant changes the free group, so the test takes it back from
 * the worker's server, which the other tests share (a server of its own would cost a server start).
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { expectNoAxeViolations } from './support/axe';
import { expect, submitSignIn, test } from './support/fixtures';

/** Removes the free group's free-access grants: the group as the demo seeds it. */
function revokeFreeAccess(dataDir: string): void {
  const db = new Database(path.join(dataDir, 'curbcut.sqlite'));
  try {
    db.prepare("DELETE FROM free_access_grants WHERE group_id = (SELECT group_id FROM users WHERE email = 'free@curbcut.local')").run();
  } finally {
    db.close();
  }
}

test.beforeEach(({ server }) => revokeFreeAccess(server.dataDir));
test.afterEach(({ server }) => revokeFreeAccess(server.dataDir));

test('free access opens the product in a new tab and lifts the paywall', async ({ page, context, server }) => {
  await page.goto(`${server.url}/screen-reader`);
  await submitSignIn(page, { email: 'free@curbcut.local', password: 'curbcut-demo' });
  await expect(page.getByRole('heading', { name: 'Test with real screen readers' })).toBeVisible();

  const opener = page.getByRole('button', { name: 'Get Free Access' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Get Free Access' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, 'the free-access dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();

  await opener.click();
  const [productTab] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('dialog', { name: 'Get Free Access' }).getByRole('button', { name: 'Request Free Access' }).click(),
  ]);
  await expect(productTab).toHaveURL(`${server.url}/screen-reader`);
  // After the reload the paywall is gone: the group may use the screen readers now.
  await expect(page.getByRole('heading', { level: 1, name: 'Screen Readers' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No device provider is configured' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Test with real screen readers' })).toHaveCount(0);
});

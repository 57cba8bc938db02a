/**
 * The trial end to end (spec 000 section 4.1): a trial-eligible group is offered the trial; starting
 * it polls the status every 2 s until the server has enabled it, then the trial-started banner,
 * the toasts and the sidebar tile show. The tests share the worker's server (a server per test was
 * half of this file's time): only they use the trial group, and each starts from it as the demo
 * seeds it. The page's clock runs the 2 s polls at once instead of waiting for them.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { expectNoAxeViolations } from './support/axe';
import { expect, submitSignIn, test } from './support/fixtures';

const TRIAL_USER = { email: 'trial@curbcut.local', password: 'curbcut-demo' };
/** TRIAL_POLL_INTERVAL_MS of @curbcut/client: the status is read this long after the start, and after each read. */
const POLL_INTERVAL_MS = 2000;
const STATUS_URL = '**/api/v1/group/free-trial-status';

/** Runs `sql` on the server's database with the trial user's email as the last parameter. */
function updateTrialGroup(dataDir: string, sql: string, ...params: (string | number | null)[]): void {
  const db = new Database(path.join(dataDir, 'curbcut.sqlite'));
  try {
    db.prepare(sql).run(...params, TRIAL_USER.email);
  } finally {
    db.close();
  }
}

/** Puts the trial group back as `--demo` seeds it: eligible, no trial yet, no restart-plan order. */
function resetTrialGroup(dataDir: string): void {
  updateTrialGroup(
    dataDir,
    "UPDATE groups SET trial_status = 'not_started', rft_eligible = 1, trial_start_date = NULL, trial_end_date = NULL, trial_requested_at = NULL WHERE id = (SELECT group_id FROM users WHERE email = ?)",
  );
  updateTrialGroup(dataDir, 'DELETE FROM orders WHERE group_id = (SELECT group_id FROM users WHERE email = ?)');
}

/**
 * Once the start is accepted ('being processed'), runs the page's clock (page.clock.install() before
 * the page loaded) through one poll interval, so the first status read happens now, not in 2 s.
 */
async function runToFirstRead(page: Page): Promise<void> {
  await expect(page.getByText('Your free trial is being processed')).toBeVisible();
  await page.clock.runFor(POLL_INTERVAL_MS);
}

async function signInTrialUser(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/home`);
  await submitSignIn(page, TRIAL_USER);
  await expect(page).toHaveURL(`${base}/home`);
}

test.describe('free trial', () => {
  // Before each test, and after the last for the other files on this worker's server.
  test.beforeEach(({ server }) => resetTrialGroup(server.dataDir));
  test.afterAll(({ server }) => resetTrialGroup(server.dataDir));

  test('activation polls to the enabled banner, toasts and the expiry tile', async ({ page, server }) => {
    await page.setViewportSize({ width: 1920, height: 1000 });
    const statusReads: number[] = [];
    page.on('request', (r) => r.url().endsWith('/api/v1/group/free-trial-status') && statusReads.push(Date.now()));
    await page.clock.install();
    await signInTrialUser(page, server.url);

    const banner = page.getByRole('region', { name: 'Free trial', exact: true });
    await expect(banner).toContainText('Try Automate & Monitor free for 14 days');
    await expectNoAxeViolations(page, 'the trial offer banner');
    await banner.getByRole('button', { name: 'Get 14-day free trial' }).click();

    await runToFirstRead(page);
    await expect(page.getByRole('region', { name: 'Free trial', exact: true })).toContainText('Your 14-day free trial has started');
    await expect(page.getByText('Free trial activated successfully')).toBeVisible();
    expect(statusReads.length).toBeGreaterThanOrEqual(1);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('button', { name: 'Get 14-day free trial' })).toHaveCount(0);
    await expect(nav.getByRole('region', { name: 'Free trial status' })).toContainText('Free trial: 14 days left');
    await expectNoAxeViolations(page, 'the trial-started banner');

    // The trial-started banner shows once.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Free trial', exact: true })).toHaveCount(0);
  });

  test('the offer shows at most once a day', async ({ page, server }) => {
    await signInTrialUser(page, server.url);
    await expect(page.getByRole('region', { name: 'Free trial', exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Free trial', exact: true })).toHaveCount(0);
    // The sidebar entry stays while the group may start its trial.
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Get 14-day free trial' })).toBeVisible();
  });

  // Fault injection on the status read once the trial has been asked for: an error, or the server
  // saying it gave up on the activation.
  const faults = [
    { name: 'a polling error', answer: { status: 400, json: { error: { code: 'bad_request', message: 'Broken on purpose' } } } },
    { name: 'a failed activation', answer: { status: 200, json: { data: { success: false, trial_status: 'failed', trial_end_date: null } } } },
  ];
  for (const fault of faults) {
    test(`${fault.name} refreshes the profile, shows the error toast and stops`, async ({ page, server }) => {
      await page.setViewportSize({ width: 1920, height: 1000 });
      await page.clock.install();
      await signInTrialUser(page, server.url);
      let reads = 0;
      await page.route(STATUS_URL, (route) => {
        reads += 1;
        return route.fulfill(fault.answer);
      });
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Get 14-day free trial' }).click();
      await runToFirstRead(page);
      await expect(page.getByText('Oops! Something went wrong.')).toBeVisible();
      await expect(page.getByText('We were unable to process your free trial. Please try again later.')).toBeVisible();
      // Polling has stopped: five more intervals pass on the page's clock without another read (one
      // they caused would be sent while they run; a second of real time lets it reach the test).
      const anotherRead = page.waitForRequest(STATUS_URL, { timeout: 1000 }).then(
        () => true,
        () => false,
      );
      await page.clock.runFor(5 * POLL_INTERVAL_MS);
      expect(await anotherRead, 'a status read after the failure').toBe(false);
      expect(reads).toBe(1);
    });
  }

  /** Sets the trial user's group to a trial state, as an instance administrator or an old database leaves it. */
  function setTrialState(dataDir: string, trialStatus: string | null, rftEligible: boolean): void {
    updateTrialGroup(
      dataDir,
      'UPDATE groups SET trial_status = ?, rft_eligible = ? WHERE id = (SELECT group_id FROM users WHERE email = ?)',
      trialStatus,
      rftEligible ? 1 : 0,
    );
  }

  // An eligible group that never had a trial state (an instance administrator made it eligible)
  // was offered the trial on the paywall but not in the sidebar, and the server refused it (409).
  for (const state of [null, 'failed'] as const) {
    test(`the Automated Tests paywall starts the trial of an eligible group whose trial is ${state ?? 'not set'}, with the spec’s toasts and confetti`, async ({
      page,
      server,
    }) => {
      setTrialState(server.dataDir, state, true);
      await page.setViewportSize({ width: 1920, height: 1000 });
      await page.clock.install();
      await page.goto(`${server.url}/automated-tests`);
      await submitSignIn(page, TRIAL_USER);
      const paywall = page.getByRole('region', { name: 'Check accessibility in every test run' });
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Get 14-day free trial' })).toBeVisible();
      const confetti = page.waitForFunction(() => document.querySelector('body > canvas') !== null);
      await paywall.getByRole('button', { name: 'Get 14-day free trial' }).click();
      await runToFirstRead(page);
      await expect(page.getByText('Free trial activated successfully')).toBeVisible();
      await confetti;
      await expect(page.getByRole('heading', { level: 2, name: /All builds|No builds yet/ })).toBeVisible();
    });
  }

  test('a refused trial shows the error toast', async ({ page, server }) => {
    await page.setViewportSize({ width: 1920, height: 1000 });
    await page.goto(`${server.url}/automated-tests`);
    await submitSignIn(page, TRIAL_USER);
    await page.route('**/api/v1/group/free-trial', (route) =>
      route.fulfill({ status: 409, json: { error: { code: 'conflict', message: 'Your group is not eligible for a free trial.' } } }),
    );
    await page.getByRole('region', { name: 'Check accessibility in every test run' }).getByRole('button', { name: 'Get 14-day free trial' }).click();
    await expect(page.getByText('Oops! Something went wrong.')).toBeVisible();
    await expect(page.getByText('We were unable to process your free trial. Please try again later.')).toBeVisible();
  });

  test('an expired trial shows the buy-a-plan banner once, and Buy a plan restarts the plan', async ({ page, server }) => {
    // A trial that ended yesterday, started 15 days ago (the expiry tile shows for 60 days).
    const day = 24 * 60 * 60 * 1000;
    updateTrialGroup(
      server.dataDir,
      "UPDATE groups SET trial_status = 'expired', trial_start_date = ?, trial_end_date = ? WHERE id = (SELECT group_id FROM users WHERE email = ?)",
      new Date(Date.now() - 15 * day).toISOString(),
      new Date(Date.now() - day).toISOString(),
    );
    await page.setViewportSize({ width: 1920, height: 1000 });
    await signInTrialUser(page, server.url);

    const banner = page.getByRole('region', { name: 'Free trial', exact: true });
    await expect(banner).toContainText('Your free trial has expired.');
    await expect(page.getByRole('region', { name: 'Free trial status' })).toContainText('Your free trial has ended');
    const buy = banner.getByRole('button', { name: 'Buy a plan' });
    await buy.click();
    const dialog = page.getByRole('dialog', { name: 'Restart your plan' });
    await expect(dialog).toContainText('Your current plan is Free.');
    await expectNoAxeViolations(page, 'the restart-plan dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(buy).toBeFocused();

    await buy.click();
    await dialog.getByRole('button', { name: 'Restart Automate & Monitor' }).click();
    await expect(page).toHaveURL(/\/settings\?order=ord_/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Free trial', exact: true })).toHaveCount(0);
  });
});

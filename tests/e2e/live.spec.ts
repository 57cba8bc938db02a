/**
 * Live updates end to end (spec 001 section 4, spec 002 "Live updates"): a server started with
 * `--live` (soketi, stopped with it), builds made through the ingest API while the host app is
 * open, and the pages refreshing over the Pusher protocol without a reload. Each test makes its own
 * project, so the two can run in either order on the worker's server.
 */
import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, signInAt, test } from './support/fixtures';
import { axePage, buildReportPath, createUploadProject, ingestApi } from './support/ingest';

test.use({ serverOptions: { live: true } });

const AVAILABLE_ONCE_COMPLETE = 'Available once scan is complete';

/** One event a page received on its Pusher channel. */
interface LiveEvent {
  event: string;
  data: { build_uuid?: string; status?: string } | null;
}

/** Records the events the page's WebSockets receive (Pusher frames, the protocol's own left out). */
function recordLiveEvents(page: Page): LiveEvent[] {
  const events: LiveEvent[] = [];
  page.on('websocket', (ws) => {
    ws.on('framereceived', ({ payload }) => {
      try {
        const frame = JSON.parse(String(payload)) as { event?: unknown; data?: unknown };
        if (typeof frame.event !== 'string' || frame.event.startsWith('pusher')) return;
        const data = typeof frame.data === 'string' ? (JSON.parse(frame.data) as LiveEvent['data']) : (frame.data as LiveEvent['data']);
        events.push({ event: frame.event, data });
      } catch {
        // Not a Pusher frame.
      }
    });
  });
  return events;
}

/**
 * Resolves once the page has told the server to send it updates (a get_updates answered 200) for
 * `buildId`, or for every build of the group when `buildId` is null. Until then a change made through
 * the API would have nobody to reach, so each test waits for it before changing anything.
 */
function subscribed(page: Page, buildId: string | null): Promise<unknown> {
  const what = buildId === null ? 'every build of the group' : buildId;
  return page
    .waitForResponse(
      (response) => {
        if (!response.url().endsWith('/api/pusher/updates') || response.status() !== 200) return false;
        const body = response.request().postDataJSON() as { event?: string; data?: { build_uuid?: string[] } } | null;
        if (body?.event !== 'get_updates') return false;
        const ids = body.data?.build_uuid ?? [];
        return buildId === null ? ids.length === 0 : ids.includes(buildId);
      },
      { timeout: 15_000 },
    )
    .catch((error: unknown) => {
      throw new Error(`the page never subscribed to live updates of ${what} (get_updates): ${String(error)}`);
    });
}

/** Waits until the page has received `event` for `buildId` (with `status` when given). */
async function expectLiveEvent(events: LiveEvent[], event: string, buildId: string, status?: string): Promise<void> {
  await expect
    .poll(() => events.some((e) => e.event === event && e.data?.build_uuid === buildId && (status === undefined || e.data.status === status)), {
      message: `${event} for ${buildId}${status ? ` (${status})` : ''} received over the WebSocket`,
    })
    .toBe(true);
}

/** Marks the current document, to prove later that no reload or navigation replaced it. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as { __sameDocument?: boolean }).__sameDocument = true));
}

async function expectSameDocument(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument), 'the page was not reloaded').toBe(true);
}

/** Presses Tab until `target` has focus (at most `max` times). */
async function tabTo(page: Page, target: Locator, max = 12): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
  }
  await expect(target, `Tab reaches it within ${max} presses`).toBeFocused();
}

/** Reaches `control` by keyboard from `from` and checks it is unavailable, its tooltip saying why. */
async function expectUnavailableByKeyboard(page: Page, from: Locator, control: Locator): Promise<void> {
  await from.focus();
  await tabTo(page, control);
  await expect(control).toHaveAttribute('aria-disabled', 'true');
  // The tooltip shows on keyboard focus and describes the control.
  await expect(control).toHaveAttribute('aria-describedby', /\S/);
  const describedBy = (await control.getAttribute('aria-describedby')) ?? '';
  const tooltip = page.getByRole('tooltip').and(page.locator(describedBy.split(/\s+/).map((id) => `[id="${id}"]`).join(',')));
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toHaveText(AVAILABLE_ONCE_COMPLETE);
  await expect(control).toHaveAccessibleDescription(AVAILABLE_ONCE_COMPLETE);
}

/** The toggle of a review status ('Confirmed (2)'). */
function reviewToggle(page: Page, label: 'Confirmed' | 'Needs review'): Locator {
  return page.getByRole('radiogroup', { name: 'Review status' }).getByRole('radio', { name: new RegExp(`^${label} \\(\\d+\\)$`) });
}

/** The trigger of a rule accordion with its issue count. */
function ruleTrigger(page: Page, help: string, count?: number): Locator {
  const escaped = help.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const suffix = count === undefined ? '\\d+ issues?' : `${count} issues?`;
  return page.getByRole('heading', { level: 3 }).getByRole('button', { name: new RegExp(`^${escaped} ${suffix}$`) });
}

/**
 * Counts every toast titled `title` the page ever shows (each element once), so a test can tell
 * one toast from the same toast shown twice.
 */
async function countToasts(page: Page, title: string): Promise<() => Promise<number>> {
  await page.evaluate((wanted) => {
    const seen = new WeakSet<Element>();
    const w = window as { __toastCount?: number };
    w.__toastCount = 0;
    const scan = () => {
      for (const el of document.querySelectorAll('[role=alertdialog]')) {
        if (!seen.has(el) && el.textContent?.includes(wanted)) {
          seen.add(el);
          w.__toastCount = (w.__toastCount ?? 0) + 1;
        }
      }
    };
    new MutationObserver(scan).observe(document.body, { childList: true, subtree: true, characterData: true });
    scan();
  }, title);
  return () => page.evaluate(() => (window as { __toastCount?: number }).__toastCount ?? 0);
}

test('an in-progress build report: the toast, unavailable actions, live counts and rules, then Scan complete once', async ({ page, request }) => {
  const events = recordLiveEvents(page);
  await signInAt(page, '/home');
  const project = await createUploadProject(page.request, 'Live in-progress report');
  const ingest = ingestApi(request, project.token);
  const build = await ingest.createBuild('live-main');
  expect(build.status).toBe('running');
  const shop = 'https://shop.example.com/basket';
  const firstBatch = await ingest.appendBatch(
    build.id,
    'b1',
    axePage(shop, [
      { rule: 'image-alt', impact: 'critical', selector: 'img.logo' },
      { rule: 'image-alt', impact: 'critical', selector: 'img.hero' },
    ]),
  );
  expect(firstBatch).toBe(2);

  // The author (the demo user issued the token) opens the report while the build runs.
  const watching = subscribed(page, build.id);
  await page.goto(buildReportPath(project.id, build));
  await expect(page.getByRole('heading', { level: 1, name: `${build.buildName}#${build.buildNumber}` })).toBeVisible();
  const progress = page.getByRole('alertdialog', { name: 'Viewing report for a scan in progress' });
  await expect(progress).toBeVisible();
  await expect(progress).toContainText("We'll notify you via email once this scan is complete");
  // Hovering a toast pauses its 5 s timer: axe sees the report with it.
  await progress.hover();
  await expectNoAxeViolations(page, 'the in-progress report with its toast');
  await page.mouse.move(0, 0);

  // Share and Export wait for completion; keyboard users reach them and hear why.
  const breadcrumb = page.getByRole('link', { name: 'All builds', exact: true });
  await expectUnavailableByKeyboard(page, breadcrumb, page.getByRole('button', { name: 'Share', exact: true }));
  await expectUnavailableByKeyboard(page, page.getByRole('button', { name: 'Share', exact: true }), page.getByRole('button', { name: 'Export CSV' }));
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  // The Issues tab counts the first batch; Filters wait too.
  await page.getByRole('tablist', { name: 'Report sections' }).getByRole('tab', { name: 'All issues' }).click();
  await expect(reviewToggle(page, 'Confirmed')).toHaveAccessibleName('Confirmed (2)');
  await expect(reviewToggle(page, 'Needs review')).toHaveAccessibleName('Needs review (0)');
  await expect(ruleTrigger(page, 'Images must have alternative text', 2)).toBeVisible();
  await expect(ruleTrigger(page, 'Links must have discernible text')).toHaveCount(0);
  await expectUnavailableByKeyboard(page, reviewToggle(page, 'Needs review'), page.getByRole('button', { name: 'Filters' }));

  // Hide waits too, in the details pane of an issue.
  await ruleTrigger(page, 'Images must have alternative text', 2).click();
  await page.getByRole('table', { name: 'Components of image-alt' }).getByRole('button', { name: 'img.logo' }).click();
  const pane = page.getByRole('complementary');
  await expect(pane.getByText('Issue 1 of 1', { exact: true })).toBeVisible();
  await expectUnavailableByKeyboard(page, pane.getByRole('heading', { level: 3, name: 'img.logo' }), pane.getByRole('button', { name: 'Hide', exact: true }));
  await pane.getByRole('button', { name: 'Close issue details' }).click();
  await expect(pane).toHaveCount(0);

  // A second batch arrives: counts and rules follow over soketi, without a reload.
  await watching;
  await markDocument(page);
  const secondBatch = await ingest.appendBatch(
    build.id,
    'b2',
    axePage('https://shop.example.com/checkout', [
      { rule: 'image-alt', impact: 'critical', selector: 'img.card-logo' },
      { rule: 'link-name', impact: 'serious', selector: 'a.icon-cart', html: '<a class="icon-cart" href="/cart"></a>' },
    ]),
  );
  expect(secondBatch).toBe(2);
  await expect(reviewToggle(page, 'Confirmed')).toHaveAccessibleName('Confirmed (4)', { timeout: 15_000 });
  await expect(ruleTrigger(page, 'Images must have alternative text', 3)).toBeVisible();
  await expect(ruleTrigger(page, 'Links must have discernible text', 1)).toBeVisible();
  await expectLiveEvent(events, 'build_updates', build.id, 'running');
  await expectSameDocument(page);
  // Still in progress: still unavailable.
  await expect(page.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-disabled', 'true');

  // Finalised: 'Scan complete' once, and the actions become available.
  const scanCompleteToasts = await countToasts(page, 'Scan complete');
  await ingest.finalize(build.id);
  const complete = page.getByRole('alertdialog', { name: 'Scan complete' });
  await expect(complete).toBeVisible({ timeout: 15_000 });
  const share = page.getByRole('button', { name: 'Share', exact: true });
  await expect(share).toBeVisible();
  await expect(share).not.toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('button', { name: 'Export CSV' })).not.toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('button', { name: 'Filters' })).not.toHaveAttribute('aria-disabled', 'true');
  await expect(reviewToggle(page, 'Confirmed')).toHaveAccessibleName('Confirmed (4)');
  await expectLiveEvent(events, 'build_updates', build.id, 'completed');
  await expect(page.getByRole('alertdialog', { name: 'Viewing report for a scan in progress' })).toHaveCount(0);
  // The toast times out (5 s) and is not shown again.
  await expect(complete).toHaveCount(0, { timeout: 10_000 });
  expect(await scanCompleteToasts()).toBe(1);
  await expectSameDocument(page);

  // Opened again once completed: neither toast.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Share', exact: true })).not.toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('All builds: a build made through the API appears without a reload and moves to Completed', async ({ page, request }) => {
  const events = recordLiveEvents(page);
  await signInAt(page, '/home');
  const project = await createUploadProject(page.request, 'Live build listing');
  const ingest = ingestApi(request, project.token);

  const watching = subscribed(page, null);
  await page.goto(`/automated-tests/projects/${project.id}`);
  await expect(page.getByRole('heading', { level: 1, name: project.name })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'No builds yet' })).toBeVisible();
  await watching;
  await markDocument(page);

  // Nothing on this page is in progress, so it does not poll: only a live update can show the build.
  const build = await ingest.createBuild('nightly', 57);
  const row = page.getByRole('row', { name: /^nightly#57\b/ });
  await expect(row).toBeVisible({ timeout: 15_000 });
  const rowShownAt = Date.now();
  await expect(row.getByRole('link', { name: 'nightly#57' })).toHaveAttribute('href', new RegExp(`thBuildId=${build.id}$`));
  await expect(row.getByRole('cell').first()).toHaveText('Running');
  await expectLiveEvent(events, 'new_build_updates', build.id, 'running');

  await ingest.appendBatch(
    build.id,
    'b1',
    axePage('https://shop.example.com/', [
      { rule: 'image-alt', impact: 'critical', selector: 'img.logo' },
      { rule: 'link-name', impact: 'serious', selector: 'a.icon', html: '<a class="icon" href="/"></a>' },
    ]),
  );
  await ingest.finalize(build.id);
  // While a build runs the page also refetches 5 s after its list last changed (a fallback); the
  // list last changed when the row appeared or later, so Completed within 4.5 s of that was live.
  const budget = Math.max(1_000, 4_500 - (Date.now() - rowShownAt));
  await expect(row.getByRole('cell').first()).toHaveText('Completed', { timeout: budget });
  await expect(row).not.toHaveAttribute('aria-busy', 'true');
  const cells = row.getByRole('cell');
  await expect(cells.nth(2)).toHaveText('1');
  await expect(cells.nth(3)).toHaveText('1');
  await expect(cells.nth(6)).toHaveText('2');
  await expectLiveEvent(events, 'build_updates', build.id, 'completed');
  await expectSameDocument(page);
  await expectNoAxeViolations(page, 'the All builds page with a build added live');
});

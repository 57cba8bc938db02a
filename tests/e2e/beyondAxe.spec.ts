/**
 * What axe does not check (issue 17): every route and main state has its own document title
 * (WCAG 2.4.2); after an in-app navigation focus is on the new page's level-1 heading; every
 * button of a dialog or popover is on top (the element at its centre belongs to it); Escape on the
 * details pane gives focus back to the issue that opened it; the report's feedback banner comes
 * after the report heading. One page per group, reused across its routes.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, signInAt, test } from './support/fixtures';
import { detailsPane, openIssuesTab, ruleTrigger } from './support/reportPage';
import { ROUTES } from './support/routeTable';

/** The level-1 heading of the page. */
const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first();

/** Opens the demo build main#3 of Demo shop from Home by its link, as a user does. */
async function openDemoBuild(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'main#3' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: /main#3/ })).toBeVisible();
}

/**
 * The buttons, tabs and links of `container`, split by whether the element painted at the centre
 * of each (`document.elementFromPoint`) belongs to `container` (on top) or not (covered).
 */
async function controlLayers(container: Locator): Promise<{ onTop: string[]; covered: string[] }> {
  return container.evaluate((root) => {
    const layers = { onTop: [] as string[], covered: [] as string[] };
    // Hit testing skips inert content (react-aria makes all but the top overlay inert), which
    // would hide a popover painted over a modal: measured without it, then put back.
    const inert = [...document.querySelectorAll<HTMLElement>('[inert]')];
    for (const el of inert) el.inert = false;
    for (const control of root.querySelectorAll<HTMLElement>('button, [role="button"], [role="tab"], a[href]')) {
      control.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const box = control.getBoundingClientRect();
      if (box.width < 2 || box.height < 2) continue;
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      const name = control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName;
      (hit !== null && root.contains(hit) ? layers.onTop : layers.covered).push(name);
    }
    for (const el of inert) el.inert = true;
    return layers;
  });
}

/** Expects every control of a dialog or popover to be the topmost element at its centre. */
async function expectOnTop(container: Locator, what: string): Promise<void> {
  await expect(container, what).toBeVisible();
  const { onTop, covered } = await controlLayers(container);
  expect(onTop.length, `${what}: controls found`).toBeGreaterThan(0);
  expect(covered, `${what}: controls covered by another layer`).toEqual([]);
}

/** Expects every control of `container` to be under a modal dialog's backdrop. */
async function expectInert(container: Locator, what: string): Promise<void> {
  expect((await controlLayers(container)).onTop, `${what}: controls painted over the modal`).toEqual([]);
}

test.describe('document titles', () => {
  test('every route and report state has a non-empty title of its own', async ({ page }) => {
    test.setTimeout(120_000);
    await signInAt(page, '/home');
    // Each title, with the heading of the page that showed it: one title, one page.
    const seen = new Map<string, { path: string; heading: string }>();
    const record = async (path: string) => {
      const heading = (await h1(page).textContent())?.trim() ?? '';
      // The title follows the data (a report's name), so it is read once it settles.
      await expect.poll(() => page.title(), { message: `${path}: a title beyond the app's name` }).toMatch(/^.+ · Curbcut$/);
      const title = await page.title();
      const other = seen.get(title);
      if (other) expect(other.heading, `'${title}' of ${path} is also the title of ${other.path}`).toBe(heading);
      else seen.set(title, { path, heading });
      return title;
    };
    for (const route of ROUTES) {
      await page.goto(route.path);
      await expect(h1(page), route.path).toHaveText(route.heading);
      await record(route.path);
    }
    await page.goto('/site-scanner/projects/nope/builds');
    await expect(h1(page)).toHaveText('Website scan report');
    await record('a scan report of no scan');

    // A build report names its build and its project, on every tab.
    await page.goto('/home');
    await openDemoBuild(page);
    expect(await record('the build report')).toBe('main#3 · Demo shop · Curbcut');
    await openIssuesTab(page);
    expect(await record('its issues tab')).toBe('main#3 · Demo shop · Curbcut');

    // Its public link names the report (the widget's name for it, the build's) once it has loaded.
    const reportId = new URL(page.url()).searchParams.get('thBuildId');
    const enabled = await page.request.post('/api/public_reports', { data: { id: reportId, type: 'automatedTest' } });
    expect(enabled.status(), await enabled.text()).toBe(200);
    await page.goto(((await enabled.json()) as { data: { link: string } }).data.link);
    await expect(h1(page)).toHaveText(/main#3/);
    expect(await record('the public report')).toBe('main · Shared report · Curbcut');

    // Status and sign-in pages, signed out.
    for (const [path, heading] of [
      ['/404', 'Page Not Found'],
      ['/403', /./],
      ['/410', /./],
    ] as const) {
      await page.goto(path);
      await expect(h1(page), path).toHaveText(heading);
      await record(path);
    }
    await page.context().clearCookies();
    await page.goto('/sign-in');
    await expect(h1(page)).toHaveText('Sign in to Curbcut');
    await record('/sign-in');
  });
});

test.describe('focus after navigation', () => {
  test('lands on the new page’s heading after a sidebar or in-app link, not on the first load', async ({ page }) => {
    await page.setViewportSize({ width: 1920, height: 1000 });
    await signInAt(page, '/home');
    await page.goto('/home');
    await expect(h1(page)).toHaveText('Home');
    // On the first load the skip link stays the first stop: nothing takes focus.
    await expect(h1(page)).not.toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();

    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [link, heading] of [
      ['Website Scanner', 'Website Scanner'],
      ['Automated Tests', 'Automated Tests'],
      ['Settings', 'Settings'],
      ['Home', 'Home'],
    ] as const) {
      await nav.getByRole('link', { name: link, exact: true }).click();
      await expect(h1(page), `after the sidebar's ${link}`).toHaveText(heading);
      await expect(h1(page), `after the sidebar's ${link}`).toBeFocused();
    }
    // A report's heading appears once its data has loaded; focus still reaches it.
    await openDemoBuild(page);
    await expect(h1(page)).toBeFocused();
  });
});

test.describe('layers', () => {
  test('the share popover, its Disable public link? confirmation, filters, hide and the feedback popover are each on top', async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAt(page, '/home');
    await openDemoBuild(page);

    // Share, then its public link on and off: the confirmation covers the popover, not the reverse.
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const share = page.getByRole('dialog', { name: 'Share' });
    await expectOnTop(share, 'the share popover');
    await share.getByRole('tab', { name: /Share via public link/ }).click();
    const toggle = share.getByRole('switch', { name: 'Public link' });
    await toggle.focus();
    if (!(await toggle.isChecked())) {
      await page.keyboard.press('Space');
      await expect(toggle).toBeChecked();
    }
    await page.keyboard.press('Space');
    const confirm = page.getByRole('alertdialog', { name: 'Disable public link?' });
    await expectOnTop(confirm, 'the Disable public link? confirmation');
    await expectInert(share, 'the share popover under its confirmation');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(share).toBeHidden();

    await openIssuesTab(page);
    await page.getByRole('button', { name: 'Filters' }).click();
    const filters = page.getByRole('dialog', { name: 'Filters' });
    await expectOnTop(filters, 'the filters dialog');
    await page.keyboard.press('Escape');
    await expect(filters).toBeHidden();

    await ruleTrigger(page, /./).first().click();
    await page.getByRole('table', { name: /^Components of / }).first().getByRole('row').nth(1).getByRole('button').first().click();
    await detailsPane(page).getByRole('button', { name: 'Hide', exact: true }).click();
    const hide = page.getByRole('dialog', { name: 'Hide issue' });
    await expectOnTop(hide, 'the hide dialog');
    // Escape closes the dialog only, not the pane under it.
    await page.keyboard.press('Escape');
    await expect(hide).toBeHidden();
    await expect(detailsPane(page)).toBeVisible();

    await page.getByRole('button', { name: 'Share feedback' }).click();
    const feedback = page.getByRole('dialog', { name: 'Share feedback' });
    await expectOnTop(feedback, 'the feedback popover');
    await page.keyboard.press('Escape');
  });

  test('contact sales is on top', async ({ page }) => {
    await signInAt(page, '/home', { email: 'free@curbcut.local', password: 'curbcut-demo' });
    await page.getByRole('banner').getByRole('button', { name: 'Contact sales' }).click();
    await expectOnTop(page.getByRole('dialog'), 'the contact sales dialog');
  });
});

test.describe('the build report', () => {
  test('Escape closes the details pane and gives focus back to the issue; the feedback banner follows the heading', async ({ page }) => {
    await signInAt(page, '/home');
    await openDemoBuild(page);
    const trouble = page.getByRole('group', { name: /^Issue count changed since build main#2/ });
    await expect(trouble).toBeVisible();
    const order = await h1(page).evaluate((heading, banner) => heading.compareDocumentPosition(banner as Node), await trouble.elementHandle());
    // 4: Node.DOCUMENT_POSITION_FOLLOWING.
    expect(order & 4, 'the feedback banner comes after the report heading').toBeTruthy();

    await openIssuesTab(page);
    await ruleTrigger(page, /./).first().click();
    const issue = page.getByRole('table', { name: /^Components of / }).first().getByRole('row').nth(1).getByRole('button').first();
    await issue.focus();
    await page.keyboard.press('Enter');
    const pane = detailsPane(page);
    // The pane takes focus once its issue has loaded.
    await expect(pane.getByRole('heading', { level: 3 })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(pane).toBeHidden();
    await expect(issue).toBeFocused();
  });
});

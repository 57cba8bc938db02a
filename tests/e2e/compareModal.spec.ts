/**
 * The compare-run modal (spec 002 section 2.3, issue 19) on the real server: from a build report
 * and from a website scan report, 'Compare' opens 'Select a scan run for comparison' with the
 * earlier completed runs (never this one); a run is chosen by keyboard and Compare lands on the
 * compare page of that run and this one; a search finds a build of another name. No axe
 * violations with the modal open, searched or not; no horizontal scroll at 320 px, where the
 * trigger is its icon alone. Embedded on another site with an embed
 * token (`/embed/compare`), confirming asks the parent to open the compare page.
 */
import { expectNoAxeViolations } from './support/axe';
import { expect, signInAt, test } from './support/fixtures';
import { axePage, buildReportPath, createUploadProject, ingestApi } from './support/ingest';
import { reflowProblems } from './support/reflow';
import { loggedTypes, receivedMessages, startPartnerPage } from './support/scanEmbed';

const SITE = 'https://shop.example/';

test('from a build report, a build chosen by keyboard opens the compare page of it and this build', async ({ page, request }) => {
  await signInAt(page, '/home');
  const project = await createUploadProject(page.request, `Compare modal ${Date.now()}`);
  const ingest = ingestApi(request, project.token);
  // A build of another name: only a search offers it (the list is of this build's name).
  const hotfix = await ingest.createBuild('hotfix login');
  await ingest.appendBatch(hotfix.id, 'b1', axePage(SITE, [{ rule: 'image-alt', impact: 'critical', selector: 'img.a' }]));
  await ingest.finalize(hotfix.id);
  const builds = [];
  for (const selectors of [['img.a', 'img.b'], ['img.a'], ['img.a', 'img.c']]) {
    const build = await ingest.createBuild('nightly');
    await ingest.appendBatch(build.id, 'b1', axePage(SITE, selectors.map((selector) => ({ rule: 'image-alt', impact: 'critical' as const, selector }))));
    await ingest.finalize(build.id);
    builds.push(build);
  }
  const [first, second, current] = builds as [(typeof builds)[0], (typeof builds)[0], (typeof builds)[0]];

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(buildReportPath(project.id, current));
  await expect(page.getByRole('heading', { level: 1, name: 'nightly' })).toBeVisible();
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Select a scan run for comparison' });
  await expect(dialog).toBeVisible();
  for (const column of ['Scan Runs', 'Issue summary', 'Scan Stability']) await expect(dialog.getByRole('columnheader', { name: column })).toBeVisible();
  const radios = dialog.getByRole('radio');
  // The current build is never offered; the newest first.
  await expect(radios).toHaveCount(2);
  await expect(radios.nth(0)).toHaveAccessibleName(new RegExp(`^nightly #${second.buildNumber}`));
  await expect(dialog.getByRole('row', { name: new RegExp(`nightly #${first.buildNumber}.* 2 issues, 2 components`) })).toBeVisible();
  const compare = dialog.getByRole('button', { name: 'Compare', exact: true });
  await expect(compare).toHaveAttribute('aria-disabled', 'true');
  await expectNoAxeViolations(page, 'the compare-run modal of a build');

  // By keyboard: Space chooses the focused run, the arrow moves the choice, Tab reaches Compare.
  await radios.nth(0).focus();
  await page.keyboard.press('Space');
  await expect(radios.nth(0)).toBeChecked();
  await page.keyboard.press('ArrowDown');
  await expect(radios.nth(1)).toBeChecked();
  await expect(compare).not.toHaveAttribute('aria-disabled', 'true');
  await compare.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/automated-tests/compare\\?ids=${first.id},${current.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Compare builds' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Base build' })).toContainText(`nightly#${first.buildNumber}`);
  await expect(page.getByRole('region', { name: 'New build' })).toContainText(`nightly#${current.buildNumber}`);

  // At 320 px the trigger is its icon, named Compare, and the open modal scrolls no page sideways.
  await page.goto(buildReportPath(project.id, current));
  await page.setViewportSize({ width: 320, height: 800 });
  const trigger = page.getByRole('button', { name: 'Compare', exact: true });
  await expect(trigger).toBeVisible();
  expect((await trigger.boundingBox())?.width ?? 0).toBeLessThan(60);
  await trigger.click();
  await expect(dialog.getByRole('radio')).toHaveCount(2);
  expect(await reflowProblems(page, 'the compare-run modal')).toEqual([]);

  // Searching finds the build of another name; it is chosen by keyboard and compared.
  const search = dialog.getByRole('searchbox', { name: 'Search builds' });
  await search.fill('HOTFIX');
  const found = dialog.getByRole('radio');
  await expect(found).toHaveCount(1);
  await expect(found).toHaveAccessibleName(new RegExp(`^hotfix login #${hotfix.buildNumber}`));
  await expect(dialog.getByRole('status').filter({ hasText: '1 run matches' })).toBeAttached();
  await expectNoAxeViolations(page, 'the compare-run modal with a search');
  expect(await reflowProblems(page, 'the compare-run modal with a search')).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('compare-modal-search-320.png') });
  // From the search, Tab reaches the run (past the table's scroll area, itself focusable for scrolling by keys).
  await search.focus();
  for (let tabs = 0; tabs < 3 && !(await found.evaluate((el) => el === document.activeElement)); tabs++) await page.keyboard.press('Tab');
  await expect(found).toBeFocused();
  await page.keyboard.press('Space');
  await expect(found).toBeChecked();
  await dialog.getByRole('button', { name: 'Compare', exact: true }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/automated-tests/compare\\?ids=${hotfix.id},${current.id}$`));
});

test('from a website scan report, the other run opens the scan compare page', async ({ page, request }) => {
  await signInAt(page, '/home');
  const project = await createUploadProject(page.request, `Compare scan modal ${Date.now()}`);
  const ingest = ingestApi(request, project.token);
  // Scan names are unique in a group, and the e2e server is shared by every test.
  const scanName = `Shop site ${Date.now()}`;
  const earlier = await ingest.createScanRun(scanName);
  await ingest.appendScanPages(earlier.id, 'b1', [{ url: `${SITE}home`, findings: [{ rule: 'image-alt', impact: 'critical', selector: 'img.hero' }] }]);
  await ingest.finalize(earlier.id);
  const current = await ingest.createScanRun(scanName);
  await ingest.appendScanPages(current.id, 'b1', [{ url: `${SITE}home`, findings: [] }]);
  await ingest.finalize(current.id);

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/site-scanner/projects/${encodeURIComponent(project.id)}/builds/?thBuildId=${encodeURIComponent(current.id)}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Select a scan run for comparison' });
  const radio = dialog.getByRole('radio', { name: /^Run #1/ });
  await expect(radio).toBeVisible();
  await expect(dialog.getByRole('radio')).toHaveCount(1);
  await expect(dialog.getByRole('row', { name: /1 scanned, 0 redirected, 0 failed/ })).toBeVisible();
  await expectNoAxeViolations(page, 'the compare-run modal of a scan run');
  await radio.focus();
  await page.keyboard.press('Space');
  await dialog.getByRole('button', { name: 'Compare', exact: true }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/site-scanner/compare\\?ids=${earlier.id},${current.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Compare scan runs' })).toBeVisible();
});

test('embedded on another site with an embed token, the modal asks the parent to open the compare page', async ({ page, request, server, partnerSites }) => {
  await signInAt(page, '/home');
  const project = await createUploadProject(page.request, `Compare embed ${Date.now()}`);
  const ingest = ingestApi(request, project.token);
  const builds = [];
  for (const selector of ['img.a', 'img.b']) {
    const build = await ingest.createBuild('nightly');
    await ingest.appendBatch(build.id, 'b1', axePage(SITE, [{ rule: 'image-alt', impact: 'critical', selector }]));
    await ingest.finalize(build.id);
    builds.push(build);
  }
  const [earlier, current] = builds as [(typeof builds)[0], (typeof builds)[0]];
  const minted = await page.request.post('/api/v1/auth/session_token', { data: { reportId: current.id } });
  expect(minted.status(), await minted.text()).toBe(200);
  const token = ((await minted.json()) as { data: { token: string } }).data.token;
  const partner = await startPartnerPage(server.url, current.id, token, partnerSites.partner, { path: '/embed/compare', title: 'Compare runs' });
  try {
    await page.goto(partner.url);
    await expect.poll(() => loggedTypes(page)).toEqual(expect.arrayContaining(['announce', 'welcome', 'ready']));
    const frame = page.frameLocator('iframe[title="Compare runs"]');
    await frame.getByRole('button', { name: 'Compare', exact: true }).click();
    const dialog = frame.getByRole('dialog', { name: 'Select a scan run for comparison' });
    const radio = dialog.getByRole('radio', { name: new RegExp(`^nightly #${earlier.buildNumber}`) });
    await expect(radio).toBeVisible();
    await expectNoAxeViolations(page, 'the partner page with the compare-run modal open');
    await radio.focus();
    await page.keyboard.press('Space');
    await dialog.getByRole('button', { name: 'Compare', exact: true }).press('Enter');
    const navigations = async () => (await receivedMessages(page)).filter((m) => m.data?.type === 'navigate').map((m) => m.data?.payload);
    await expect
      .poll(navigations)
      .toEqual([{ to: 'compare', href: `${new URL(server.url).origin}/automated-tests/compare?ids=${earlier.id},${current.id}` }]);
  } finally {
    await partner.close();
  }
});

/**
 * `<ManualReport>` (issue 20) in Chromium on the real server: a workflow report recorded through the
 * manual-report ingest opens on its Summary, its recorder's failed page in the slide-over; its steps are a timeline with the step's screenshot,
 * and a step's 'Show issues' opens All issues filtered to it through the URL; two reports open as
 * 'Consolidated report across 2 reports'. By keyboard alone: an issue's details name its step with
 * the step's screenshot, the author hides it with a reason and Undo brings it back; the
 * consolidation counts a shared issue once, credits its source reports and leaves decisions to
 * them; the public link opens signed out. An assisted test's issue names its check; embedded on
 * another site with an embed token, it reads only. No axe violations, no sideways scroll at 320 px.
 */
import { expectNoAxeViolations } from './support/axe';
import { expect, signInAt, test } from './support/fixtures';
import { manualTokenAuth, recordAssisted, recordWorkflow } from './support/manualIngest';
import { reflowProblems } from './support/reflow';
import { chooseRadio, componentsOf, detailsPane, hideAsDuplicateByKeyboard, openIssuesTab, ruleTrigger, tabTo, toast } from './support/reportPage';
import { loggedTypes, receivedMessages, startPartnerPage } from './support/scanEmbed';

const TAG = `Mrp${Date.now().toString(36)}`;
const SITE = 'https://shop.example';

test('a workflow report shows its summary, its steps with screenshots, and a step filters All issues', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAt(page, '/workflow-analyzer');
  const auth = await manualTokenAuth(page, 'e2e report');
  const checkout = await recordWorkflow(
    page.request,
    auth,
    `${TAG} Checkout flow`,
    [`${SITE}/basket`, `${SITE}/address`],
    [
      { rule: 'image-alt', impact: 'critical', selector: 'img.hero' },
      { rule: 'link-name', impact: 'serious', selector: 'a.more' },
    ],
    { failedPages: [{ url: `${SITE}/payment`, reason: 'Navigation timed out after 30 s' }] },
  );
  const returns = await recordWorkflow(page.request, auth, `${TAG} Returns flow`, [`${SITE}/basket`], [{ rule: 'image-alt', impact: 'critical', selector: 'img.hero' }]);

  await page.goto(`/workflow-analyzer/report?ids=${checkout}`);
  await expect(page.getByRole('heading', { level: 1, name: `${TAG} Checkout flow` })).toBeVisible();
  await expect(page).toHaveTitle(`${TAG} Checkout flow · Workflow Analyzer · Curbcut`);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Workflow Analyzer' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Summary', selected: true })).toBeVisible();
  await expectNoAxeViolations(page, 'the workflow report summary');

  // The recorder named a page it could not check: the banner lists it in the failed-pages slide-over.
  await expect(page.getByText('Some advanced issues might not be detected in this report. Please retry the scan or contact support.')).toBeVisible();
  await expect(page.getByRole('button', { name: '1 error' })).toBeVisible();
  const viewFailed = page.getByRole('button', { name: 'View affected pages' });
  await viewFailed.focus();
  await page.keyboard.press('Enter');
  const sheet = page.getByRole('dialog', { name: 'Pages with failed checks' });
  await expect(sheet.getByRole('row', { name: `${SITE}/payment Navigation timed out after 30 s` })).toBeVisible();
  await expect(sheet.getByText('1/3 pages affected (33% pages)')).toBeVisible();
  await expectNoAxeViolations(page, 'the failed-pages slide-over');
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(viewFailed).toBeFocused();

  await page.getByRole('tab', { name: 'Workflow steps' }).click();
  const steps = page.getByRole('list', { name: 'Workflow steps' }).getByRole('listitem');
  await expect(steps).toHaveCount(2);
  const shot = page.getByRole('img', { name: 'Screenshot of step 1: Step 1' });
  await expect(shot).toBeVisible();
  expect(await shot.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expectNoAxeViolations(page, 'the workflow steps');
  expect(await reflowProblems(page, 'the workflow steps')).toEqual([]);

  // A step's issues, by keyboard: the filter travels in the URL.
  await page.getByRole('button', { name: 'Show issues of step 1' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: 'All issues', selected: true })).toBeVisible();
  await expect(page).toHaveURL(/[?&]tests=/);
  await expectNoAxeViolations(page, 'the issues of step 1');

  await page.goto(`/workflow-analyzer/report?ids=${checkout},${returns}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Consolidated report across 2 reports' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Workflow steps' })).toHaveCount(0);
  await page.getByRole('button', { name: `${TAG} Checkout flow, ${TAG} Returns flow` }).click();
  await expect(page.getByRole('dialog', { name: 'Reports in this view' })).toBeVisible();
  await expectNoAxeViolations(page, 'the consolidated report');
  await page.keyboard.press('Escape');
  expect(await reflowProblems(page, 'the consolidated report')).toEqual([]);
});

test('keyboard only: an issue shows its step and screenshot, hide with a reason and Undo, the consolidation credits its sources, the public link signed out', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  await signInAt(page, '/workflow-analyzer');
  const auth = await manualTokenAuth(page, 'e2e details');
  const pay = await recordWorkflow(page.request, auth, `${TAG} Payment flow`, [`${SITE}/pay`, `${SITE}/done`], [
    { rule: 'image-alt', impact: 'critical', selector: 'img.card' },
    { rule: 'link-name', impact: 'serious', selector: 'a.help' },
  ]);
  const again = await recordWorkflow(page.request, auth, `${TAG} Payment again`, [`${SITE}/pay`], [{ rule: 'image-alt', impact: 'critical', selector: 'img.card' }]);

  await page.goto(`/workflow-analyzer/report?ids=${pay}`);
  await expect(page.getByRole('heading', { level: 1, name: `${TAG} Payment flow` })).toBeVisible();
  const issuesTab = page.getByRole('tab', { name: 'All issues' });
  await page.getByRole('tab', { name: 'Summary' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(issuesTab).toHaveAttribute('aria-selected', 'true');
  const images = ruleTrigger(page, 'Images must have alternative text');
  await tabTo(page, images, 30);
  await page.keyboard.press('Enter');
  const component = componentsOf(page, 'image-alt').getByRole('button').first();
  await tabTo(page, component, 6);
  await page.keyboard.press('Enter');

  // The details pane names the step and shows what the recorder saw.
  const pane = detailsPane(page);
  const origin = pane.getByRole('region', { name: 'Found at this step of the workflow' });
  await expect(origin.getByText('1. Step 1', { exact: true })).toBeVisible();
  await expect(origin.getByText('Navigate', { exact: true })).toBeVisible();
  await expect(origin.getByText(`${SITE}/pay`, { exact: true })).toBeVisible();
  const shot = origin.getByRole('img', { name: 'Screenshot of step 1: Step 1' });
  await expect(shot).toBeVisible();
  expect(await shot.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expectNoAxeViolations(page, 'a workflow issue with its step');
  expect(await reflowProblems(page, 'a workflow issue with its step')).toEqual([]);

  // The author hides it with a reason; Undo in the toast brings it back.
  const hidden = await hideAsDuplicateByKeyboard(page, pane);
  await expect(images).toHaveCount(0);
  const undo = hidden.getByRole('button', { name: 'Undo' });
  await tabTo(page, undo, 30);
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Issue has been restored')).toBeVisible();
  await expect(images).toBeVisible();

  // Two runs of the flow consolidated: the shared image issue counts once and names both reports;
  // nothing is decided here.
  await page.goto(`/workflow-analyzer/report?ids=${pay},${again}&activeTab=issues`);
  await expect(page.getByRole('heading', { level: 1, name: 'Consolidated report across 2 reports' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'All issues', selected: true })).toBeVisible();
  await expect(images).toHaveAccessibleName(/ 1 issue$/);
  await expect(ruleTrigger(page, 'Links must have discernible text')).toHaveAccessibleName(/ 1 issue$/);
  await tabTo(page, images, 30);
  await page.keyboard.press('Enter');
  await tabTo(page, component, 6);
  await page.keyboard.press('Enter');
  await expect(pane.getByText('Found in 2 of 2 reports', { exact: true })).toBeVisible();
  const lockedHide = pane.getByRole('button', { name: 'Hide', exact: true });
  await tabTo(page, lockedHide, 12);
  await expect(lockedHide).toHaveAttribute('aria-disabled', 'true');
  // Reaching it scrolled the pane, which closes a tooltip (react-aria); focused again in place, it opens.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(lockedHide).toHaveAccessibleDescription('Issues can be hidden in source reports by the report author');
  const sources = pane.getByRole('tab', { name: 'Source reports' });
  await tabTo(page, pane.getByRole('tab', { name: 'Element details' }), 12);
  await page.keyboard.press('End');
  await expect(sources).toHaveAttribute('aria-selected', 'true');
  const panel = pane.getByRole('tabpanel', { name: 'Source reports' });
  await expect(panel.getByText(`${TAG} Payment flow`, { exact: true })).toBeVisible();
  await expect(panel.getByText(`${TAG} Payment again`, { exact: true })).toBeVisible();
  await expect(panel.getByRole('list', { name: `Steps of ${TAG} Payment flow` }).getByRole('listitem')).toHaveText(['Step 1']);
  await expectNoAxeViolations(page, 'a consolidated issue with its source reports');

  // The public link of one report, opened signed out: the report without the author's actions.
  await page.goto(`/workflow-analyzer/report?ids=${pay}`);
  const share = page.getByRole('button', { name: 'Share', exact: true });
  await share.focus();
  await page.keyboard.press('Enter');
  const popover = page.getByRole('dialog', { name: 'Share' });
  await tabTo(page, popover.getByRole('tab', { name: 'Share report' }), 4);
  await page.keyboard.press('ArrowRight');
  const toggle = popover.getByRole('switch', { name: 'Public link' });
  await tabTo(page, toggle, 4);
  await page.keyboard.press('Space');
  await expect(page.getByText('Public link enabled')).toBeVisible();
  const link = await popover.locator('input[readonly]').inputValue();
  expect(link).toMatch(/\/public_report\?type=workflowScan&token=[^&]+$/);
  const visitor = await browser.newContext({ baseURL });
  const publicPage = await visitor.newPage();
  await publicPage.goto(link);
  await expect(publicPage.getByRole('heading', { level: 1, name: `Workflow analyzer: ${TAG} Payment flow` })).toBeVisible();
  await expect(publicPage.getByRole('button', { name: 'Share' })).toHaveCount(0);
  await expect(publicPage.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
  await expectNoAxeViolations(publicPage, 'the public workflow report');
  await visitor.close();
});

test("an assisted test's issue names its check, the verdict, the tester's notes and the element's screenshot; embedded elsewhere it reads only", async ({ page, server, partnerSites }) => {
  await signInAt(page, '/assisted-test');
  const auth = await manualTokenAuth(page, 'e2e assisted');
  const notes = 'The menu opens on click only; Enter and Space do nothing.';
  const id = await recordAssisted(page.request, auth, `${TAG} Keyboard audit`, '2.1.1', notes, {
    pageUrl: `${SITE}/`,
    selector: 'nav .menu-toggle',
    html: '<div class="menu-toggle">Menu</div>',
  });
  await page.goto(`/assisted-test/report?ar_ids=${id}&activeTab=issues`);
  await expect(page.getByRole('heading', { level: 1, name: `${TAG} Keyboard audit` })).toBeVisible();
  await openIssuesTab(page);
  await ruleTrigger(page, '2.1.1 Keyboard').click();
  await componentsOf(page, 'assisted-2-1-1').getByRole('button').first().click();
  const origin = detailsPane(page).getByRole('region', { name: 'Found by this assisted check' });
  await expect(origin.getByText('2.1.1 Keyboard', { exact: true })).toBeVisible();
  await expect(origin.getByText('Fail', { exact: true })).toBeVisible();
  await expect(origin.getByText(notes, { exact: true })).toBeVisible();
  const shot = origin.getByRole('img', { name: 'Screenshot of the failing element nav .menu-toggle' });
  await expect(shot).toBeVisible();
  expect(await shot.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expectNoAxeViolations(page, 'an assisted issue with its check');

  // The same report in a partner's page, with an embed token: its kind is read from the report, the
  // author's actions are gone, and the breadcrumb asks the parent to navigate.
  const minted = await page.request.post('/api/v1/auth/session_token', { data: { reportId: id } });
  expect(minted.status(), await minted.text()).toBe(200);
  const token = ((await minted.json()) as { data: { token: string } }).data.token;
  const partner = await startPartnerPage(server.url, id, token, partnerSites.partner, { path: '/embed/manual-report', title: 'Manual report' });
  try {
    await page.goto(partner.url);
    const frame = page.frameLocator('iframe[title="Manual report"]');
    await expect(frame.getByRole('heading', { level: 1, name: `${TAG} Keyboard audit` })).toBeVisible();
    await expect.poll(() => loggedTypes(page)).toEqual(expect.arrayContaining(['announce', 'welcome', 'ready']));
    await expect(frame.getByRole('tab', { name: 'Checks' })).toBeVisible();
    await expect(frame.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await expect(frame.getByRole('button', { name: 'Share', exact: true })).toHaveCount(0);
    await frame.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('button', { name: 'Assisted Tests' }).click();
    const navigations = async () => (await receivedMessages(page)).filter((m) => m.data?.type === 'navigate').map((m) => m.data?.payload);
    await expect.poll(navigations).toEqual([{ to: 'manualList', href: null }]);
    await expectNoAxeViolations(page, 'the partner page with the embedded assisted test');
  } finally {
    await partner.close();
  }
});

/**
 * The PDF report viewer (`<PdfReport>`, issue 18) in Chromium on the real server, on a PDF the test
 * builds with pdf-lib: the report opens once its check ends, the rules lead to a page's issues
 * with their outlines on the rendered page, Previous / Next step through them, hiding one asks a
 * reason and Undo brings it back, the profile toggle refilters, the public link opens the report
 * signed out without the author's actions, and every state passes axe and reflows at 320 px.
 * Embedded with a token on another site, it reads only and asks its parent to navigate.
 */
import { expectNoAxeViolations } from './support/axe';
import { expect, signInAt, test } from './support/fixtures';
import { createPdfReport, pdfWithFigures } from './support/pdfReports';
import { reflowProblems } from './support/reflow';
import { chooseRadio } from './support/reportPage';
import { loggedTypes, receivedMessages, startPartnerPage } from './support/scanEmbed';

test('a PDF report: highlighted issues step by step, hide and undo, profiles, and its public link signed out', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  await signInAt(page, '/pdf-scanner');
  const id = await createPdfReport(page.request, await pdfWithFigures(3), 'Brochure.pdf');
  await page.goto(`/pdf-scanner/report?id=${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Brochure.pdf' })).toBeVisible();
  // The check ends while the page is open: the rules arrive without a reload.
  await expect(page.getByRole('heading', { level: 3, name: /^Page Content/ })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveTitle('Brochure.pdf · PDF report · Curbcut');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'PDF Scanner' })).toHaveAttribute('href', '/pdf-scanner');
  // The document renders from byte ranges, with its text readable by a screen reader.
  const pageOne = page.locator('[data-page="1"]');
  await expect(pageOne).toHaveAttribute('data-rendered', 'true');
  await expect(pageOne.getByText('Quarterly brochure')).toBeAttached();
  await expectNoAxeViolations(page, 'the PDF report: rules');

  // The figure rule: its places, then the issues of page 1 one at a time.
  const figureRule = page.getByRole('button', { name: /alternate|alternative/i }).first();
  await figureRule.press('Enter');
  await expect(page).toHaveURL(/ruleId=/);
  await expect(page.getByRole('columnheader', { name: 'Issue Source' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Issue Found' })).toBeVisible();
  await page.getByRole('button', { name: 'Page 1' }).press('Enter');
  const position = page.getByRole('heading', { level: 2, name: /^Page 1, Issue \d of \d$/ });
  await expect(position).toHaveText('Page 1, Issue 1 of 3');
  await expect(position).toBeFocused();
  const active = pageOne.locator('[data-highlight-id][data-active="true"]');
  await expect(active).toHaveCount(1);
  await expect(pageOne.locator('[data-highlight-id]')).toHaveCount(3);
  const firstBox = await active.boundingBox();
  await page.getByRole('button', { name: 'Next' }).press('Enter');
  await expect(position).toHaveText('Page 1, Issue 2 of 3');
  await expect(page).toHaveURL(/activeIssueIndex=1/);
  // The emphasis moved to another figure's outline.
  await expect.poll(async () => JSON.stringify(await active.boundingBox())).not.toBe(JSON.stringify(firstBox));
  await page.screenshot({ path: test.info().outputPath('pdf-report-highlight.png') });
  await expectNoAxeViolations(page, 'the PDF report: an issue with its highlight');
  expect(await reflowProblems(page, 'the PDF report: an issue')).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Hide with a reason: the viewer moves to the next issue; Undo restores it.
  await page.getByRole('button', { name: 'Hide' }).press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Hide issue' });
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await chooseRadio(dialog, 'Reason', 'False positive');
  await expectNoAxeViolations(page, 'the PDF hide dialog');
  await dialog.getByRole('button', { name: 'Confirm' }).press('Enter');
  await expect(page.getByText('Issue has been hidden')).toBeVisible();
  await expect(position).toHaveText('Page 1, Issue 2 of 2');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Issue has been restored')).toBeVisible();
  await expect(position).toHaveText('Page 1, Issue 2 of 3');

  // Back to the rules; the profile toggle refilters them.
  await page.getByRole('button', { name: /^All issues of / }).press('Enter');
  await page.getByRole('button', { name: 'All rules' }).press('Enter');
  await page.getByRole('radio', { name: 'WCAG 2.2' }).or(page.getByRole('button', { name: 'WCAG 2.2' })).first().press('Enter');
  await expect(page).toHaveURL(/profile=wcag22/);
  await expect(page.getByRole('heading', { level: 3, name: /^Page Content/ })).toBeVisible();
  await page.getByRole('button', { name: 'View Hidden issues' }).press('Enter');
  await expect(page.getByRole('button', { name: 'Back', exact: true })).toBeFocused();
  await expect(page.getByText('No hidden issues', { exact: true })).toBeVisible();
  await expect(page.getByText('There are no hidden issues in this report.')).toBeVisible();
  await expectNoAxeViolations(page, 'the PDF report: hidden view, empty');
  expect(await reflowProblems(page, 'the PDF report: hidden view')).toEqual([]);

  // The public link, opened signed out: the same report without the author's actions.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Share', exact: true }).press('Enter');
  const popover = page.getByRole('dialog', { name: 'Share' });
  await popover.getByRole('tab', { name: /Share via public link/ }).click();
  await popover.getByRole('switch', { name: 'Public link' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Public link enabled')).toBeVisible();
  await expectNoAxeViolations(page, 'the PDF report’s share popover');
  const link = await popover.locator('input[readonly]').inputValue();
  expect(link).toMatch(/\/public_report\?type=pdfScanner&token=ccp_[^&]+$/);
  const visitor = await browser.newContext({ baseURL });
  const publicPage = await visitor.newPage();
  await publicPage.goto(link);
  await expect(publicPage.getByRole('heading', { level: 1, name: 'Brochure.pdf' })).toBeVisible();
  await expect(publicPage.locator('[data-page="1"]')).toHaveAttribute('data-rendered', 'true');
  await publicPage.getByRole('button', { name: /alternate|alternative/i }).first().press('Enter');
  await publicPage.getByRole('button', { name: 'Page 1' }).press('Enter');
  await expect(publicPage.getByRole('heading', { level: 2, name: 'Page 1, Issue 1 of 3' })).toBeVisible();
  await expect(publicPage.getByRole('button', { name: 'Hide' })).toHaveCount(0);
  await expect(publicPage.getByRole('button', { name: 'Share' })).toHaveCount(0);
  await expectNoAxeViolations(publicPage, 'the public PDF report');
  await visitor.close();
});

test('embedded on another site with an embed token: the PDF report reads only and its breadcrumb asks the parent to navigate', async ({ page, server, partnerSites }) => {
  await signInAt(page, '/pdf-scanner');
  const id = await createPdfReport(page.request, await pdfWithFigures(1), 'Embedded.pdf');
  await expect.poll(async () => ((await (await page.request.get(`/api/pdf_scanner/reports/${id}`)).json()) as { data: { status: string } }).data.status, { timeout: 30_000 }).toBe('completed');
  const minted = await page.request.post('/api/v1/auth/session_token', { data: { reportId: id } });
  expect(minted.status(), await minted.text()).toBe(200);
  const token = ((await minted.json()) as { data: { token: string } }).data.token;
  const partner = await startPartnerPage(server.url, id, token, partnerSites.partner, { path: '/embed/pdf-report', title: 'PDF report' });
  try {
    await page.goto(partner.url);
    await expect.poll(() => loggedTypes(page)).toEqual(expect.arrayContaining(['announce', 'welcome', 'ready']));
    const frame = page.frameLocator('iframe[title="PDF report"]');
    await expect(frame.getByRole('heading', { level: 1, name: 'Embedded.pdf' })).toBeVisible();
    // The file is read with the token (byte ranges, Bearer), so the page renders inside the frame.
    await expect(frame.locator('[data-page="1"]')).toHaveAttribute('data-rendered', 'true');
    await expect(frame.getByRole('button', { name: 'Share', exact: true })).toHaveCount(0);
    // The frame takes its content's height, and that height settles (the document has a fixed one here).
    const iframe = page.locator('iframe[title="PDF report"]');
    await expect.poll(() => iframe.evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThan(700);
    const settled = await iframe.evaluate((el) => el.getBoundingClientRect().height);
    await page.waitForTimeout(500);
    expect(await iframe.evaluate((el) => el.getBoundingClientRect().height)).toBe(settled);
    expect(settled).toBeLessThan(1500);
    await frame.getByRole('button', { name: /alternate|alternative/i }).first().click();
    await frame.getByRole('button', { name: 'Page 1' }).click();
    await expect(frame.getByRole('heading', { level: 2, name: 'Page 1, Issue 1 of 1' })).toBeVisible();
    await expect(frame.getByRole('button', { name: 'Hide' })).toHaveCount(0);
    await expect.poll(() => loggedTypes(page)).toContain('issue-selected');
    await frame.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('button', { name: 'PDF Scanner' }).click();
    const navigations = async () => (await receivedMessages(page)).filter((m) => m.data?.type === 'navigate').map((m) => m.data?.payload);
    await expect.poll(navigations).toEqual([{ to: 'pdfList', href: null }]);
    await expectNoAxeViolations(page, 'the partner page with the embedded PDF report');
  } finally {
    await partner.close();
  }
});

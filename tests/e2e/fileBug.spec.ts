/**
 * File a bug, end to end: a real Curbcut server started with `--bug-tracker` pointing at a fake
 * Jira (fileBugAzure.spec.ts: a fake Azure DevOps), driven from a demo build report by keyboard.
 * Success closes the dialog and toasts 'Issue {key} created successfully' with View Issue; a refusal
 * toasts 'Oops, something went wrong.' / 'Please try again later.' (spec 002 sections 4 and 8). The
 * same dialog files a ticket for one issue from the report's details pane, prefilled from the issue,
 * its open state kept in the address (`reportBug`) so a reload reopens it; the PDF report's issue
 * detail offers it too, prefilled from the PDF issue.
 */
import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { adfTexts, FAKE_JIRA_KEY, FAKE_PROJECT, openDemoReportForFiling, trackerTest as test } from './support/fakeTracker';
import { expect, signInAt } from './support/fixtures';
import { createPdfReport, pdfWithFigures } from './support/pdfReports';
import { detailsPane, escapeRegExp, ruleTrigger, tabTo, toast } from './support/reportPage';

/** A reload reopens the open dialog (`reportBug`) over the same issue; Escape closes it, clears the address and gives focus back to `opener`. */
async function expectReopenedByReload(page: Page, dialog: Locator, opener: Locator, title: string): Promise<void> {
  await page.reload();
  await expect(dialog).toBeVisible();
  const field = dialog.getByRole('textbox', { name: 'Title' });
  await expect(field).toHaveValue(title);
  await expect(field).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page).not.toHaveURL(/reportBug=/);
  await expect(opener).toBeFocused();
}

test.describe('Jira', () => {
  test('files the issue from a report: dialog by keyboard, Escape, then the success toast with View Issue', async ({ page, tracker }) => {
    const { opener, reportUrl } = await openDemoReportForFiling(page);
    const before = tracker.requests.length;
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'File a bug' });
    await expect(dialog).toBeVisible();
    const title = dialog.getByRole('textbox', { name: 'Title' });
    await expect(title).toBeFocused();
    await expect(title).toHaveValue('Accessibility issues in build main#3');
    await expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveValue(`Found in the Curbcut report of build main#3:\n${reportUrl}`);
    await expectNoAxeViolations(page, 'the File a bug dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
    expect(tracker.requests).toHaveLength(before);

    await page.keyboard.press('Enter');
    await expect(title).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Checkout images have no alternative text');
    await tabTo(page, dialog.getByRole('button', { name: 'File issue' }), 4);
    await page.keyboard.press('Enter');

    const created = toast(page, `Issue ${FAKE_JIRA_KEY} created successfully`);
    await expect(created).toBeVisible();
    await expect(created.getByRole('link', { name: /^View Issue/ })).toHaveAttribute('href', `${tracker.url}/browse/${FAKE_JIRA_KEY}`);
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
    await expectNoAxeViolations(page, 'the issue-created toast');

    expect(tracker.requests).toHaveLength(before + 1);
    const sent = tracker.requests.at(-1);
    expect(sent!.url).toBe('/rest/api/3/issue');
    expect(sent!.headers.authorization).toBe(`Basic ${Buffer.from('bot@curbcut.local:jira-token').toString('base64')}`);
    const fields = (sent!.body as { fields: { project: unknown; summary: string; description: { type: string }; issuetype: unknown } }).fields;
    expect(fields.project).toEqual({ key: FAKE_PROJECT });
    expect(fields.summary).toBe('Checkout images have no alternative text');
    expect(fields.issuetype).toEqual({ name: 'Bug' });
    // The description is an ADF document of text nodes (never markup) carrying the link to the report.
    expect(fields.description.type).toBe('doc');
    const texts = adfTexts(fields.description);
    expect(texts).toContain('Found in the Curbcut report of build main#3:');
    expect(texts).toContain(reportUrl);
  });

  for (const status of [400, 500]) {
    test(`a tracker answering ${status} gives the failure toast and keeps the dialog with the reason`, async ({ page, tracker }) => {
      const { opener } = await openDemoReportForFiling(page);
      tracker.refuseNext(status);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'File a bug' });
      await tabTo(page, dialog.getByRole('button', { name: 'File issue' }), 4);
      await page.keyboard.press('Enter');

      const failed = toast(page, 'Oops, something went wrong.');
      await expect(failed).toBeVisible();
      await expect(failed).toContainText('Please try again later.');
      await expect(dialog.getByRole('alert')).toHaveText(`Jira refused the issue (${status}): The fake tracker refuses this issue.`);
      await expectNoAxeViolations(page, `the dialog and the failure toast (${status})`);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(opener).toBeFocused();
    });
  }

  test("files a ticket for the issue in the details pane by keyboard: prefilled, reopened by a reload, kept on failure, then filed", async ({ page, tracker }) => {
    await openDemoReportForFiling(page);
    await tabTo(page, page.getByRole('tab', { name: 'Overview' }), 25);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'All issues' })).toHaveAttribute('aria-selected', 'true');
    const rule = ruleTrigger(page, /./).first();
    await tabTo(page, rule, 12);
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('table', { name: /^Components of / }).getByRole('button').first(), 4);
    await page.keyboard.press('Enter');
    const pane = detailsPane(page);
    await expect(pane.getByRole('heading', { level: 3 })).toBeFocused();
    const help = (await pane.getByRole('heading', { level: 4 }).textContent()) ?? '';
    const pageUrl = (await pane.locator('.cc-affected .cc-break').textContent()) ?? '';

    // Prefilled from the issue; the open dialog is in the address.
    const opener = pane.getByRole('button', { name: 'File a bug' });
    await tabTo(page, opener, 12);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'File a bug' });
    const title = dialog.getByRole('textbox', { name: 'Title' });
    await expect(title).toBeFocused();
    const expectedTitle = `${help}: ${new URL(pageUrl).pathname}`;
    await expect(title).toHaveValue(expectedTitle);
    const description = dialog.getByRole('textbox', { name: 'Description' });
    await expect(description).toHaveValue(new RegExp(`^Rule: \\S+ \\(${escapeRegExp(help)}\\)\\nImpact: (Critical|Serious|Moderate|Minor)\\n`));
    await expect(description).toHaveValue(new RegExp(`Page: ${escapeRegExp(pageUrl)}\\nElement: `));
    await expect(description).toHaveValue(/\nIssue in Curbcut: http.*activeIssueId=/);
    await expect(page).toHaveURL(/[?&]reportBug=true(&|$)/);
    await expectNoAxeViolations(page, "the details pane's File a bug dialog");

    await expectReopenedByReload(page, dialog, opener, expectedTitle);

    // A refusal keeps the dialog and what the user typed.
    const before = tracker.requests.length;
    tracker.refuseNext(500);
    await page.keyboard.press('Enter');
    await expect(title).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Fix this element');
    await tabTo(page, dialog.getByRole('button', { name: 'File issue' }), 4);
    await page.keyboard.press('Enter');
    const failed = toast(page, 'Oops, something went wrong.');
    await expect(failed).toBeVisible();
    await expect(failed).toContainText('Please try again later.');
    await expect(dialog.getByRole('alert')).toHaveText('Jira refused the issue (500): The fake tracker refuses this issue.');
    await expect(title).toHaveValue('Fix this element');
    await expectNoAxeViolations(page, "the details pane's dialog and the failure toast");

    // Filed: the dialog closes and focus is back on File a bug.
    await page.keyboard.press('Enter');
    const created = toast(page, `Issue ${FAKE_JIRA_KEY} created successfully`);
    await expect(created).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
    await expect(page).not.toHaveURL(/reportBug=/);
    await expectNoAxeViolations(page, "the details pane's issue-created toast");
    expect(tracker.requests).toHaveLength(before + 2);
    const fields = (tracker.requests.at(-1)!.body as { fields: { summary: string; description: unknown } }).fields;
    expect(fields.summary).toBe('Fix this element');
    const texts = adfTexts(fields.description);
    expect(texts).toContain(`Page: ${pageUrl}`);
    expect(texts.some((t) => t.startsWith('Issue in Curbcut: ') && t.includes('activeIssueId='))).toBe(true);

    // View Issue opens the ticket's page in a new tab.
    const popup = page.waitForEvent('popup');
    await created.getByRole('link', { name: 'View Issue' }).click();
    await expect.poll(async () => (await popup).url()).toBe(`${tracker.url}/browse/${FAKE_JIRA_KEY}`);
  });

  test('files a ticket for an issue of a PDF report by keyboard: prefilled, reopened by a reload, then filed', async ({ page, tracker }) => {
    await signInAt(page, '/pdf-scanner');
    const id = await createPdfReport(page.request, await pdfWithFigures(1), 'Flyer.pdf');
    await page.goto(`/pdf-scanner/report?id=${id}`);
    await expect(page.getByRole('heading', { level: 3, name: /^Page Content/ })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: /alternate|alternative/i }).first().press('Enter');
    await page.getByRole('button', { name: 'Page 1' }).press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'Page 1, Issue 1 of 1' })).toBeFocused();

    const opener = page.getByRole('group', { name: 'Issue actions' }).getByRole('button', { name: 'File a bug' });
    // The document panel's controls may come first in the Tab order once its pages have loaded.
    await tabTo(page, opener, 30);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'File a bug' });
    const title = dialog.getByRole('textbox', { name: 'Title' });
    await expect(title).toBeFocused();
    await expect(title).toHaveValue(/: Flyer\.pdf page 1$/);
    const expectedTitle = await title.inputValue();
    await expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveValue(/\nDocument: Flyer\.pdf\nLocation: Page 1\n/);
    await expect(page).toHaveURL(/[?&]reportBug=true(&|$)/);
    await expectNoAxeViolations(page, "the PDF report's File a bug dialog");

    await expectReopenedByReload(page, dialog, opener, expectedTitle);

    const before = tracker.requests.length;
    await page.keyboard.press('Enter');
    await tabTo(page, dialog.getByRole('button', { name: 'File issue' }), 4);
    await page.keyboard.press('Enter');
    await expect(toast(page, `Issue ${FAKE_JIRA_KEY} created successfully`)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
    expect(tracker.requests).toHaveLength(before + 1);
    const fields = (tracker.requests.at(-1)!.body as { fields: { summary: string; description: unknown } }).fields;
    expect(fields.summary).toBe(expectedTitle);
    expect(adfTexts(fields.description).some((t) => t.startsWith('Issue in Curbcut: ') && t.includes(`id=${id}`) && t.includes('activePageIndex=0'))).toBe(true);
  });
});

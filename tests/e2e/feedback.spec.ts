/**
 * The feedback widgets of a build report, end to end and by keyboard (spec 002 section 4, "Feedback
 * and helpers"; spec 000 sections 4.7 and 5): 'Was this report helpful?' (thumbs, form, thanks);
 * the troubleshooting question when the issue count changed since the previous build (text
 * required, Send disabled until there is some, thanks in a toast); the experimental-rules question
 * when the report has experimental rules (text required). Each answer is read back from the
 * server's admin list.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { FeedbackItem, ReportListItem } from '@curbcut/core';
import { expectNoAxeViolations } from './support/axe';
import { expect, signInAt, test } from './support/fixtures';
import { axePage, buildReportPath, createUploadProject, ingestApi } from './support/ingest';
import { tabTo, toast } from './support/reportPage';

/** The group's feedback, newest first, through the admin API (the demo user is an admin). */
async function storedFeedback(request: APIRequestContext): Promise<FeedbackItem[]> {
  const answer = await request.get('/api/v1/feedback');
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { data: { feedback: FeedbackItem[] } }).data.feedback;
}

/** Moves the focus into the main landmark through the skip link. */
async function skipToMain(page: Page): Promise<void> {
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
}

/** Answers a text-required widget by keyboard: thumb, Send disabled until real text, then sends. */
async function answerWithText(page: Page, widget: Locator, thumb: 'Thumbs up' | 'Thumbs down', field: string, text: string, what: string) {
  await expect(widget.getByRole('button', { name: thumb })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(widget.getByRole('button', { name: thumb })).toHaveAttribute('aria-pressed', 'true');
  const box = page.getByRole('textbox', { name: field });
  const send = page.getByRole('button', { name: 'Send feedback' });
  await expect(send).toBeDisabled();
  await expectNoAxeViolations(page, `the ${what} form`);
  await tabTo(page, box, 2);
  await page.keyboard.type('   ');
  await expect(send).toBeDisabled();
  await page.keyboard.type(text);
  await expect(send).toBeEnabled();
  await page.keyboard.press('Tab');
  await expect(send).toBeFocused();
  await page.keyboard.press('Enter');
}

test('on a demo build report: the troubleshooting question, then whether the report helped, all by keyboard', async ({ page }) => {
  // Five axe runs over a whole build report.
  test.setTimeout(120_000);
  await signInAt(page, '/home');
  const reports = await page.request.get('/api/v1/reports?type=automatedTest');
  const demo = ((await reports.json()) as { data: { reports: ReportListItem[] } }).data.reports.filter((r) => r.projectName === 'Demo shop' && r.buildName === 'main');
  const count = (n: number) => demo.find((r) => r.buildNumber === n)?.issueSummary.issueCount;
  expect(count(3), 'the demo builds main#2 and main#3 differ in issue count').not.toBe(count(2));

  // Arriving by its address, as from a link in a mail: the first Tab reaches the skip link.
  await page.goto((await page.getByRole('link', { name: 'main#3' }).getAttribute('href')) ?? '');
  await expect(page.getByRole('heading', { level: 1, name: /main#3/ })).toBeVisible();
  const trouble = page.getByRole('group', { name: `Issue count changed since build main#2 (from ${count(2)} to ${count(3)}). Is this what you expected?` });
  await expect(trouble).toBeVisible();
  await expectNoAxeViolations(page, 'the report with its feedback widgets');

  await skipToMain(page);
  // Under the report heading: after the breadcrumb and the header's actions.
  await tabTo(page, trouble.getByRole('button', { name: 'Thumbs down' }), 8);
  await answerWithText(page, trouble, 'Thumbs down', 'What could be better?', 'Two issues on the contact page are new.', 'troubleshooting');
  const thanks = toast(page, 'Thank you for your feedback!');
  await expect(thanks).toBeVisible();
  await expect(page.getByText('Feedback sent.')).toBeFocused();
  await expectNoAxeViolations(page, 'the troubleshooting thank-you toast');

  // The report's own question comes after the report.
  const helpful = page.getByRole('group', { name: 'Was this report helpful?' });
  await helpful.getByRole('button', { name: 'Thumbs up' }).focus();
  await page.keyboard.press('Enter');
  await expect(helpful.getByRole('button', { name: 'Thumbs up' })).toHaveAttribute('aria-pressed', 'true');
  const optional = page.getByRole('textbox', { name: 'What worked well? (optional)' });
  await expect(page.getByRole('button', { name: 'Send feedback' })).toBeEnabled();
  await expectNoAxeViolations(page, 'the report feedback form');
  await tabTo(page, optional, 2);
  await page.keyboard.type('The rule list made the fixes clear.');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  // In the page, not the toast of the same words (toasts are statuses too).
  const inline = page.getByRole('main').getByRole('status').filter({ hasText: 'Thank you for your feedback!' });
  await expect(inline).toBeFocused();
  await expectNoAxeViolations(page, 'the report feedback thanks');

  const stored = await storedFeedback(page.request);
  const reportUrl = page.url();
  expect(stored.find((f) => f.kind === 'troubleshooting')).toMatchObject({ rating: 'down', text: 'Two issues on the contact page are new.', page_url: reportUrl });
  expect(stored.find((f) => f.kind === 'report')).toMatchObject({ rating: 'up', text: 'The rule list made the fixes clear.', page_url: reportUrl });
});

test('a build with an experimental rule asks about it; its text is required too', async ({ page, request }) => {
  // Two builds uploaded, then three axe runs over the report.
  test.setTimeout(120_000);
  await signInAt(page, '/home');
  // The demo results have no experimental rule, so CI uploads two builds: the second adds one.
  const project = await createUploadProject(page.request, 'Experimental rules feedback');
  const ingest = ingestApi(request, project.token);
  const first = await ingest.createBuild('feedback');
  await ingest.appendBatch(first.id, 'b1', axePage('https://shop.example.com/', [{ rule: 'image-alt', impact: 'critical', selector: 'img.logo' }]));
  await ingest.finalize(first.id);
  const second = await ingest.createBuild('feedback');
  await ingest.appendBatch(
    second.id,
    'b1',
    axePage('https://shop.example.com/', [
      { rule: 'image-alt', impact: 'critical', selector: 'img.logo' },
      {
        rule: 'css-orientation-lock',
        impact: 'serious',
        selector: 'body',
        html: '<body>',
        help: 'CSS Media queries must not lock display orientation',
        tags: ['cat.structure', 'wcag134', 'wcag21aa', 'experimental'],
      },
    ]),
  );
  await ingest.finalize(second.id);

  await page.goto(buildReportPath(project.id, second));
  await expect(page.getByRole('heading', { level: 1, name: /feedback#2/ })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Issue count changed since build feedback#1 (from 1 to 2). Is this what you expected?' })).toBeVisible();
  const experimental = page.getByRole('group', { name: 'This report has results of 1 experimental rule. Were they useful?' });
  await expect(experimental).toBeVisible();
  await expectNoAxeViolations(page, 'the report with the experimental-rules question');

  await experimental.getByRole('button', { name: 'Thumbs up' }).focus();
  await answerWithText(page, experimental, 'Thumbs up', 'What worked well?', 'It caught the locked orientation.', 'experimental-rules');
  const thanks = page.getByRole('main').getByRole('status').filter({ hasText: 'Thank you for your feedback!' });
  await expect(thanks).toBeFocused();
  await expectNoAxeViolations(page, 'the experimental-rules thanks');

  const stored = await storedFeedback(page.request);
  expect(stored.find((f) => f.kind === 'experimental-rules')).toMatchObject({ rating: 'up', text: 'It caught the locked orientation.', page_url: page.url() });
});

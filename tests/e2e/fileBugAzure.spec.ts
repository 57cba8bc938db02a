/**
 * File a bug in Azure DevOps, end to end: the real server started with a `--bug-tracker` file for
 * a fake Azure DevOps (a worker of its own); the work item arrives as a JSON Patch document whose
 * Repro Steps carry the report link as escaped HTML, and the toast links to the work item.
 */
import { FAKE_AZURE_ID, FAKE_PROJECT, openDemoReportForFiling, trackerTest as test } from './support/fakeTracker';
import { expect } from './support/fixtures';
import { tabTo, toast } from './support/reportPage';

test.use({ trackerKind: 'azure-devops' });

test('files a Bug work item and links to it', async ({ page, tracker }) => {
  const { reportUrl } = await openDemoReportForFiling(page);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'File a bug' });
  await tabTo(page, dialog.getByRole('button', { name: 'File issue' }), 4);
  await page.keyboard.press('Enter');

  const created = toast(page, `Issue ${FAKE_AZURE_ID} created successfully`);
  await expect(created.getByRole('link', { name: /^View Issue/ })).toHaveAttribute('href', `${tracker.url}/${FAKE_PROJECT}/_workitems/edit/${FAKE_AZURE_ID}`);
  const sent = tracker.requests.at(-1);
  expect(sent!.url).toBe(`/${FAKE_PROJECT}/_apis/wit/workitems/$Bug?api-version=7.1`);
  expect(sent!.headers['content-type']).toBe('application/json-patch+json');
  const patch = sent!.body as { op: string; path: string; value: string }[];
  expect(patch).toContainEqual({ op: 'add', path: '/fields/System.Title', value: 'Accessibility issues in build main#3' });
  // Repro Steps is escaped HTML: the report link arrives as text.
  const steps = patch.find((op) => op.path === '/fields/Microsoft.VSTS.TCM.ReproSteps');
  expect(steps?.value).toContain(reportUrl.replaceAll('&', '&amp;'));
});

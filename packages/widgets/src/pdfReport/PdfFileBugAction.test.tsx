// @vitest-environment jsdom
/**
 * 'File a bug' in the PDF report's issue detail, as the details pane of the other reports offers
 * it: who sees it, the ticket prefilled from the PDF issue, `reportBug` in the view state (a reload
 * reopens it), the success toast's View Issue link and the failure toast.
 */
import '../ui/domTestSetup.testUtil';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ServerReportSource } from '../reportSource';
import { memoryUrlStateStore } from '../store/urlStateStore';
import { withFakeTracker } from '../fileBug/fakeTracker.testUtil';
import { fileAndExpectSuccess, refuseAndExpectTextKept } from '../fileBug/fileBugFlows.testUtil';
import { server } from './fakePdfServer.testUtil';
import { PdfReport } from './PdfReport';
import type { PdfReportProps } from './props';

vi.mock('pdfjs-dist', () => ({}));

/** The view of the first issue of 'Figures need alternative text' (page 2). */
const FIRST_ISSUE = 'ruleId=ua1%3A7.3-t01&activePageIndex=0&activeIssueIndex=0';
const TITLE = 'Figures need alternative text: Price list.pdf page 2';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

interface OpenOptions {
  features?: PdfReportProps['features'];
  author?: boolean;
  token?: Pick<ServerReportSource, 'token' | 'access'>;
  query?: string;
  /** Keep the view in the page's own URL instead of a memory store. */
  pageUrl?: boolean;
}

/** Opens the report on the first issue of the figures rule. */
async function openIssue({ features, author = true, token, query = '', pageUrl = false }: OpenOptions = {}) {
  const api = server({ author });
  const tracker = withFakeTracker(api.fetch);
  // A token reader's client is made from the page's fetch.
  if (token) vi.stubGlobal('fetch', tracker.fetch);
  const urlState = memoryUrlStateStore(`${FIRST_ISSUE}${query}`);
  if (pageUrl) window.history.replaceState(null, '', `/pdf-scanner/report?id=rep_pdf&${FIRST_ISSUE}${query}`);
  render(
    <PdfReport
      source={{ kind: 'server', reportId: 'rep_pdf', client: tracker.client, ...token }}
      {...(pageUrl ? {} : { urlState })}
      {...(features ? { features } : {})}
    />,
  );
  await screen.findByText('Figure at /Document[1]/Figure[1]');
  return { tracker, urlState };
}

const fileBugButton = () => screen.queryByRole('button', { name: 'File a bug' });
const lastQuery = (store: ReturnType<typeof memoryUrlStateStore>) => new URLSearchParams(store.writes.at(-1)?.query ?? '');
const fieldValue = (dialog: HTMLElement, name: string) => (within(dialog).getByRole('textbox', { name }) as HTMLInputElement).value;

describe('File a bug in the PDF report: who is offered it', () => {
  it('is among the issue actions of a signed-in viewer when the host says a tracker exists, author or not', async () => {
    await openIssue({ features: { bugTracker: true } });
    expect(within(screen.getByRole('group', { name: 'Issue actions' })).getByRole('button', { name: 'File a bug' })).toBeTruthy();
    cleanup();
    await openIssue({ features: { bugTracker: true }, author: false });
    expect(within(screen.getByRole('group', { name: 'Issue actions' })).getByRole('button', { name: 'File a bug' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Hide' })).toBeNull();
  });

  it('is not offered without a tracker (the default), and reportBug=1 then opens nothing', async () => {
    await openIssue({ query: '&reportBug=1' });
    expect(fileBugButton()).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is never offered in a public view or an embed read with a token', async () => {
    await openIssue({ features: { bugTracker: true }, token: { token: 'pub_secret', access: 'public' } });
    expect(fileBugButton()).toBeNull();
    cleanup();
    await openIssue({ features: { bugTracker: true }, token: { token: 'emb_token', access: 'embed' } });
    expect(fileBugButton()).toBeNull();
  });
});

describe('File a bug in the PDF report', () => {
  it('opens prefilled from the PDF issue, keeps reportBug in the view state, and Cancel clears it and returns focus', async () => {
    const { urlState, tracker } = await openIssue({ features: { bugTracker: true } });
    fireEvent.click(fileBugButton()!);
    const dialog = await screen.findByRole('dialog', { name: 'File a bug' });
    expect(lastQuery(urlState).get('reportBug')).toBe('true');
    expect(fieldValue(dialog, 'Title')).toBe(TITLE);
    const description = fieldValue(dialog, 'Description');
    for (const line of [
      'Rule: 7.3-t01 (Figures need alternative text)',
      'Profiles: PDF/UA-1',
      'Severity: Critical',
      'WCAG: SC 1.1.1 Non-text Content (A)',
      'Document: Price list.pdf',
      'Location: Page 2',
      'Object: Figure at /Document[1]/Figure[1]',
      'Found: The Figure has neither Alt nor ActualText',
      'How to fix:\nFix Figures need alternative text',
    ]) {
      expect(description).toContain(line);
    }
    // A host keeping the view state itself has no page address of the issue to give.
    expect(description).not.toContain('Issue in Curbcut');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(lastQuery(urlState).has('reportBug')).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(fileBugButton()));
    expect(tracker.filed).toEqual([]);
  });

  it('reopens from a link with reportBug=1 over the issue it names; closing gives focus to the button', async () => {
    const { urlState } = await openIssue({ features: { bugTracker: true }, query: '&reportBug=1' });
    const dialog = await screen.findByRole('dialog', { name: 'File a bug' });
    expect(fieldValue(dialog, 'Title')).toBe(TITLE);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(lastQuery(urlState).has('reportBug')).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(fileBugButton()));
  });

  it('files the ticket with the report and closes with the success toast, whose View Issue links to the ticket in a new tab', async () => {
    const { tracker, urlState } = await openIssue({ features: { bugTracker: true } });
    await fileAndExpectSuccess(fileBugButton()!);
    expect(lastQuery(urlState).has('reportBug')).toBe(false);
    expect(tracker.filed).toHaveLength(1);
    expect(tracker.filed[0]).toMatchObject({ title: TITLE, report_id: 'rep_pdf' });
    expect(tracker.filed[0]?.issue_url).toBeUndefined();
  });

  it("shows the spec's failure toast and keeps the dialog with the user's text", async () => {
    const { tracker } = await openIssue({ features: { bugTracker: true } });
    await refuseAndExpectTextKept(tracker, fileBugButton()!, 'Figure needs alt text');
  });

  it('links the ticket back to the issue when the widget keeps its view in the page URL', async () => {
    const { tracker } = await openIssue({ features: { bugTracker: true }, pageUrl: true, query: '&reportBug=true' });
    const dialog = await screen.findByRole('dialog', { name: 'File a bug' });
    const link = `${window.location.origin}/pdf-scanner/report?id=rep_pdf&${FIRST_ISSUE}`;
    expect(fieldValue(dialog, 'Description')).toContain(`Issue in Curbcut: ${link}`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'File issue' }));
    await screen.findByText('Issue A11Y-7 created successfully');
    expect(tracker.filed[0]?.issue_url).toBe(link);
    expect(new URLSearchParams(window.location.search).has('reportBug')).toBe(false);
  });
});

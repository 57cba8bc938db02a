// @vitest-environment jsdom
/**
 * `<PdfReport>`'s panels against scripted answers of the PDF scanner API (the document itself is
 * drawn in Chromium by the e2e tests and the bench): the rules by group with capped counts, a
 * rule's places, stepping through a place's issues with the `issue-selected` event, the failure
 * toast when the server refuses a hide, the hidden view's empty state, and the load failures.
 */
import '../ui/domTestSetup.testUtil';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryUrlStateStore } from '../store/urlStateStore';
import { server } from './fakePdfServer.testUtil';
import { PdfReport } from './PdfReport';
import type { PdfReportEvent } from './props';

vi.mock('pdfjs-dist', () => ({}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderReport(api: ReturnType<typeof server>, onEvent?: (event: PdfReportEvent) => void) {
  return render(<PdfReport source={{ kind: 'server', reportId: 'rep_pdf', client: api.client }} urlState={memoryUrlStateStore()} links={{ pdfList: '/pdf-scanner' }} {...(onEvent ? { onEvent } : {})} />);
}

describe('<PdfReport>', () => {
  it('lists the rules by group, opens a rule’s places and steps through a place’s issues', async () => {
    const events: PdfReportEvent[] = [];
    renderReport(server(), (e) => events.push(e));
    const pageContent = await screen.findByRole('region', { name: /^Page Content/ });
    expect(within(pageContent).getByRole('button', { name: /Content is tagged/ }).textContent).toContain('100+');
    expect(screen.getByRole('region', { name: /^Metadata/ }).textContent).toContain('DisplayDocTitle is true');
    expect(screen.getByText('This PDF contains untagged elements... you may see a high issue count.')).toBeTruthy();
    expect(await screen.findByText('Unable to load PDF')).toBeTruthy();
    expect(events[0]).toEqual({ type: 'ready', payload: { reportId: 'rep_pdf', name: 'Price list.pdf' } });

    fireEvent.click(await within(pageContent).getByRole('button', { name: /Figures need alternative text/ }));
    expect(await screen.findByRole('columnheader', { name: 'Issue Source' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Issue Found' })).toBeTruthy();
    fireEvent.click(await screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Page 2, Issue 1 of 2' })).toBeTruthy();
    expect(await screen.findByText('Figure at /Document[1]/Figure[1]')).toBeTruthy();
    fireEvent.click(await screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Page 2, Issue 2 of 2' })).toBeTruthy();
    expect(await screen.findByText('Highlight is not available for this issue.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    await waitFor(() => expect(events.filter((e) => e.type === 'issue-selected').map((e) => e.payload)).toContainEqual({ issueId: 'iss_2', ruleId: 'ua1:7.3-t01', componentId: 'Figure at /Document[1]/Figure[2]', index: 1, total: 2 }));
  });

  it('shows the spec’s failure toast when the server refuses a hide, and stays on the issue', async () => {
    const api = server({ hide: 500 });
    renderReport(api);
    fireEvent.click(await await screen.findByRole('button', { name: /Figures need alternative text/ }));
    fireEvent.click(await await screen.findByRole('button', { name: 'Page 2' }));
    await screen.findByText('Figure at /Document[1]/Figure[1]');
    fireEvent.click(await screen.getByRole('button', { name: 'Hide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide issue' });
    fireEvent.click(await within(dialog).getByText('Duplicate'));
    fireEvent.click(await within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Oops! Something went wrong.')).toBeTruthy();
    expect(api.calls.find((c) => c.url.includes('/issues/hide'))?.body).toEqual({ scope: 'issue', issueId: 'iss_1', hidden: true, reason: 'Duplicate' });
    expect(screen.getByRole('heading', { level: 2, name: 'Page 2, Issue 1 of 2' })).toBeTruthy();
  });

  it('says so when there are no hidden issues, with focus on Back', async () => {
    renderReport(server());
    fireEvent.click(await await screen.findByRole('button', { name: 'View Hidden issues' }));
    expect(await screen.findByText('No hidden issues')).toBeTruthy();
    expect(screen.getByText('There are no hidden issues in this report.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Back' }));
  });

  it('offers the way back to the PDF Scanner when the report cannot be read', async () => {
    renderReport(server({ meta: 404 }));
    expect(await screen.findByText("We're sorry, but something went wrong")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to PDF Scanner' }).getAttribute('href')).toBe('/pdf-scanner');
  });
});

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
import { createApiClient } from '@curbcut/client';
import type { PdfIssues, PdfReportIssue, PdfReportMeta, PdfReportRule, PdfRules } from '@curbcut/core';
import { memoryUrlStateStore } from '../store/urlStateStore';
import { PdfReport } from './PdfReport';
import type { PdfReportEvent } from './props';

vi.mock('pdfjs-dist', () => ({}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const META: PdfReportMeta = {
  id: 'rep_pdf',
  name: 'Price list.pdf',
  type: 'uploaded',
  pdfUrl: '/api/pdf_scanner/reports/rep_pdf/file',
  sourceUrl: null,
  fileSize: 20480,
  pdfVersion: '1.7',
  pageCount: 3,
  totalIssues: 152,
  hiddenIssuesCount: 0,
  needsReview: true,
  bestPractices: false,
  isTagged: false,
  timestamp: '2026-11-29T08:00:00.000Z',
  completedAt: '2026-11-29T08:00:05.000Z',
  createdBy: { id: 'usr_1', name: 'Ana' },
  status: 'completed',
  error: null,
  profiles: ['pdfua1', 'wcag22'],
  issueSummary: { profile: {} },
  publicLink: { isEnabled: false, link: null },
  isAuthor: true,
};

function rule(id: string, description: string, issueCount: number, impact: PdfReportRule['impact'] = 'critical'): PdfReportRule {
  return { id, ruleId: id.split(':')[1] ?? id, description, howToFix: `Fix ${description}`, impact, tags: [], wcag: ['1.1.1'], profiles: ['pdfua1'], outcome: 'failed', issueCount, truncated: false };
}

const FIGURES = rule('ua1:7.3-t01', 'Figures need alternative text', 2);
const RULES: PdfRules = {
  pageRules: [FIGURES, rule('ua1:7.1-t03', 'Content is tagged', 150, 'serious')],
  metaRules: [rule('ua1:7.1-t10', 'DisplayDocTitle is true', 1, 'moderate')],
  issueCount: 153,
  counts: { visible: 153, needsReview: 0, hidden: 0, nonIssue: 0 },
  profiles: [
    { profile: 'pdfua1', status: 'completed', reason: null },
    { profile: 'wcag22', status: 'completed', reason: null },
  ],
};
const EMPTY_HIDDEN: PdfRules = { ...RULES, pageRules: [], metaRules: [], issueCount: 0 };

function issue(n: number): PdfReportIssue {
  return {
    id: `iss_${n}`,
    pageNumber: 2,
    location: 'Page 2',
    object: `Figure at /Document[1]/Figure[${n}]`,
    failureSummary: 'The Figure has neither Alt nor ActualText',
    url: META.pdfUrl,
    type: 'page',
    ruleData: { id: FIGURES.id, ruleId: FIGURES.ruleId, description: FIGURES.description, howToFix: FIGURES.howToFix, impact: 'critical', tags: [] },
    profiles: ['pdfua1'],
    hidden: false,
    isHidden: false,
    hideReason: null,
    issueStatus: 'visible',
    confirmed: null,
    needsReview: false,
    target: n === 1 ? { page: 2, rect: [10, 10, 60, 60] } : null,
  };
}

const ISSUES: PdfIssues = { issues: [issue(1), issue(2)], total: 2, page: 1, pageSize: 10, hasMore: false, issueCountByPage: [{ location: 'Page 2', pageNumber: 2, count: 2 }] };

/** Answers the API by route; `hide` is the status the hide call answers. */
function server({ meta = 200, hide = 200 }: { meta?: number; hide?: number } = {}) {
  const calls: { url: string; body: unknown }[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = String(input);
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    calls.push({ url, body });
    const json = (status: number, data: unknown) => new Response(JSON.stringify(status < 400 ? { data } : { error: { code: 'internal', message: 'no' } }), { status, headers: { 'content-type': 'application/json' } });
    if (url.endsWith('/rules')) return json(200, body?.['issueStatus'] === 'hidden' ? EMPTY_HIDDEN : RULES);
    if (url.includes('/issues/hide')) return json(hide, {});
    if (url.endsWith('/issues')) return json(200, ISSUES);
    if (url.endsWith('/rep_pdf')) return json(meta, META);
    return json(404, null);
  });
  // The document's own byte ranges go through the page's fetch: no file here, so 'Unable to load PDF'.
  vi.stubGlobal('fetch', vi.fn(async () => new Response('gone', { status: 404 })));
  return { client: createApiClient({ baseUrl: '/api', fetch: fetch as unknown as typeof globalThis.fetch }), calls };
}

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

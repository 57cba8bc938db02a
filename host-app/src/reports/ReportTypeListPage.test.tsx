// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router';
import { ApiRequestError } from '@curbcut/client';
import type { ManualReportListItem, ManualReportListQuery, ManualReportListPage } from '@curbcut/core';
import '../growth/jsdomSetup.testUtil';
import { ReportTypeListPage } from './ReportTypeListPage';
import { WORKFLOW_ANALYZER } from './reportProducts';

function report(n: number, changes: Partial<ManualReportListItem> = {}): ManualReportListItem {
  return {
    id: `rep_${n}`,
    type: 'workflowScan',
    name: `Flow ${n}`,
    projectName: 'Manual reports',
    status: 'completed',
    createdAt: `2026-11-${String(28 - (n % 20)).padStart(2, '0')}T10:00:00.000Z`,
    createdBy: { id: 'usr_1', name: 'Dana Demo' },
    isAuthor: true,
    issueSummary: { critical: n, serious: 2, moderate: 0, minor: 1, issueCount: n + 3, componentCount: 1, pageCount: 1, needsReviewCount: 0, hiddenIssuesCount: 0, aiIssuesCount: 0 },
    pageCount: 2,
    unitCount: 3,
    ...changes,
  };
}

/** 27 reports: a checkout flow, a teammate's sign-up flow, one still processing, and 24 more. */
let list: ManualReportListItem[] = [];
function resetList() {
  list = [
    report(1, { name: 'Checkout flow', unitCount: 4 }),
    report(2, { name: 'Sign-up flow', isAuthor: false, createdBy: { id: 'usr_2', name: 'Tess Teammate' } }),
    report(3, { name: 'Returns flow', status: 'processing' }),
    ...Array.from({ length: 24 }, (_, i) => report(i + 4)),
  ];
}
resetList();
const asked: ManualReportListQuery[] = [];

function pageOf(query: ManualReportListQuery): ManualReportListPage {
  asked.push(query);
  const found = list.filter((r) => r.name.toLowerCase().includes((query.query ?? '').toLowerCase()));
  const page = query.page ?? 1;
  return { reports: found.slice((page - 1) * 25, page * 25), info: { next: page * 25 < found.length ? page + 1 : null, total: found.length } };
}

const deleted = vi.fn(async (r: { id: string }) => {
  if (r.id === 'rep_9') throw new ApiRequestError({ kind: 'http', status: 403, body: null, method: 'DELETE', url: '/api/tests/rep_9' });
  list = list.filter((x) => x.id !== r.id);
});
vi.mock('@curbcut/client', async (original) => {
  const real = await original<typeof import('@curbcut/client')>();
  return {
    ...real,
    manualReportsQuery: (query: ManualReportListQuery) => ({ ...real.manualReportsQuery(query), queryFn: async () => pageOf(query) }),
    deleteManualReport: (r: { id: string }) => deleted(r),
  };
});
const toasts = vi.hoisted(() => [] as { title: string; tone: string }[]);
vi.mock('../toasts', () => ({ showToast: (t: { title: string; tone: string }) => toasts.push(t) }));

let path = '';
function Location() {
  const at = useLocation();
  path = `${at.pathname}${at.search}`;
  return null;
}

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/workflow-analyzer']}>
        <ReportTypeListPage product={WORKFLOW_ANALYZER} />
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  asked.length = 0;
  toasts.length = 0;
  deleted.mockClear();
  resetList();
});

describe('the manual report list', () => {
  it('shows each report with its link, pages, severities, author and status, 25 a page', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Workflow Analyzer reports' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Select', 'Report', 'Steps', 'Critical', 'Serious', 'Moderate', 'Minor', 'Author', 'Created', 'Status', 'Export']);
    const row = within(table).getByRole('row', { name: /Checkout flow/ });
    expect(within(row).getByRole('link', { name: 'Checkout flow' }).getAttribute('href')).toBe('/workflow-analyzer/report?ids=rep_1');
    expect(within(row).getAllByRole('cell').map((c) => c.textContent).slice(1, 7)).toEqual(['4', '1', '2', '0', '1', 'Dana Demo']);
    // A workflow report not yet complete is in advanced processing, and cannot be selected.
    const busy = within(table).getByRole('row', { name: /Returns flow/ });
    expect(within(busy).getByText('Advanced processing')).toBeTruthy();
    expect(within(busy).queryByRole('checkbox')).toBeNull();
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    expect(screen.getByText('27 reports.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
    await vi.waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3));
    expect(screen.getByRole('button', { name: 'Next page' }).hasAttribute('disabled')).toBe(true);
  });

  it('searches 300 ms after typing, at once on Enter, and says when nothing matches', async () => {
    renderPage();
    const field = await screen.findByRole('searchbox', { name: 'Search reports' });
    fireEvent.change(field, { target: { value: 'flow 1' } });
    expect(asked.some((q) => q.query === 'flow 1')).toBe(false);
    expect(await screen.findByText('10 reports match ‘flow 1’.')).toBeTruthy();

    fireEvent.change(field, { target: { value: 'nothing like it' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(await screen.findByRole('heading', { name: 'No reports match “nothing like it”' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByText('27 reports.')).toBeTruthy();
  });

  it('consolidates two or more selected reports, and explains why it cannot before', async () => {
    renderPage();
    const consolidate = await screen.findByRole('button', { name: 'Consolidate' });
    expect(consolidate.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(consolidate.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Select at least two reports to compare them');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Checkout flow' }));
    fireEvent.click(consolidate);
    expect(path).toBe('/workflow-analyzer');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Sign-up flow' }));
    expect(screen.getByText('2 selected')).toBeTruthy();
    expect(consolidate.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(consolidate);
    expect(path).toBe('/workflow-analyzer/report?ids=rep_1,rep_2');
  });

  it("offers Delete for one report of the user's own, asks first, and says when the server refuses", async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Sign-up flow' }));
    expect(screen.queryByRole('button', { name: 'Delete…' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Clear selection' }));

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Checkout flow' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete…' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByRole('heading').textContent).toBe('Delete ‘Checkout flow’?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete report' }));
    await vi.waitFor(() => expect(toasts).toEqual([{ title: 'Report ‘Checkout flow’ deleted', tone: 'success' }]));
    await vi.waitFor(() => expect(screen.queryByRole('link', { name: 'Checkout flow' })).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Search reports' }));
    expect(screen.queryByText('1 selected')).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Flow 9' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete…' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete report' }));
    await vi.waitFor(() => expect(toasts.at(-1)).toEqual({ title: 'Only report authors can perform this action.', tone: 'error' }));
    expect(screen.getByRole('link', { name: 'Flow 9' })).toBeTruthy();
  });
});

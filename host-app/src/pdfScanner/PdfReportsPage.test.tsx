// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router';
import type { PdfBreakdown, PdfBreakdownBody, PdfReport } from '@curbcut/core';
import type { Profile } from '@curbcut/client';
import '../growth/jsdomSetup.testUtil';
import { appProfileQuery } from '../queryClient';
import { PdfReportsPage } from './PdfReportsPage';
import { pdfReportFixture } from './pdfReport.testUtil';

function report(n: number, status: PdfReport['status'] = 'completed'): PdfReport {
  return pdfReportFixture(String(n), { name: `Document ${n}.pdf`, totalIssues: n, status });
}

/** Eleven completed reports and one being checked. */
const LIST = [...Array.from({ length: 11 }, (_, i) => report(i + 1)), report(12, 'processing')];

const asked: PdfBreakdownBody[] = [];
function breakdownOf(body: PdfBreakdownBody): PdfBreakdown {
  asked.push(body);
  const reports = body.reports ?? LIST.filter((r) => r.status === 'completed').map((r) => r.id);
  return {
    rules: [
      {
        id: 'ua1:7.3-t01',
        ruleId: '7.3-t01',
        description: 'Figures have alternative text',
        impact: 'critical',
        profiles: ['pdfua1', 'wcag22'],
        wcag: ['1.1.1'],
        outcome: 'failed',
        issueCount: 5,
        reportCount: 2,
        topReports: [
          { id: 'rep_3', name: 'Document 3.pdf', issueCount: 3 },
          { id: 'rep_2', name: 'Document 2.pdf', issueCount: 2 },
        ],
      },
    ],
    totals: { reports: reports.length, rules: 1, issues: 5 },
    reports,
  };
}

// The page's calls answered from memory (the factories' keys kept, so the page's cache works as in the app).
vi.mock('@curbcut/client', async (original) => {
  const real = await original<typeof import('@curbcut/client')>();
  return {
    ...real,
    pdfReportsQuery: () => ({ ...real.pdfReportsQuery(), queryFn: async () => LIST }),
    pdfBreakdownQuery: (body: PdfBreakdownBody = {}) => ({ ...real.pdfBreakdownQuery(body), queryFn: async () => breakdownOf(body) }),
  };
});

let search = '';
function Location() {
  search = useLocation().search;
  return null;
}

function renderPage(entry: string) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(appProfileQuery().queryKey, { user_id: 'usr_1', public_links_enabled: true } as Partial<Profile> as Profile);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[entry]}>
        <PdfReportsPage />
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  asked.length = 0;
});

describe('PdfReportsPage', () => {
  it('selects completed reports into the URL up to 10, the eleventh focusable but ignored with the reason', async () => {
    renderPage('/pdf-scanner');
    const boxes = await screen.findAllByRole('checkbox');
    // Completed reports only: the one being checked has no box.
    expect(boxes).toHaveLength(11);
    for (const box of boxes.slice(0, 10)) fireEvent.click(box);
    expect(screen.getByText('10 selected')).toBeTruthy();
    expect(decodeURIComponent(search)).toContain(`selected=${LIST.slice(0, 10).map((r) => r.id).join(',')}`);
    const eleventh = screen.getByRole('checkbox', { name: 'Select Document 11.pdf' }) as HTMLInputElement;
    expect(eleventh.getAttribute('aria-disabled')).toBe('true');
    expect(eleventh.disabled).toBe(false);
    const note = document.getElementById(eleventh.getAttribute('aria-describedby') ?? '');
    expect(note?.textContent).toBe('You can select up to 10 reports.');
    fireEvent.click(eleventh);
    expect(eleventh.checked).toBe(false);
    expect(screen.getByText('10 selected')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(search).not.toContain('selected=');
    expect(eleventh.getAttribute('aria-disabled')).toBeNull();
    // Each row's actions are one menu named after its report.
    expect(screen.getByRole('button', { name: 'Actions for Document 1.pdf' })).toBeTruthy();
  });

  it('counts only listed completed reports of an address whose selection names a deleted one', async () => {
    renderPage('/pdf-scanner?selected=rep_gone,rep_1,rep_12');
    expect(await screen.findByText('1 selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Summary' }));
    expect(await screen.findByText('Showing 1 selected report')).toBeTruthy();
  });

  it('shows the Issue Breakdown of the selected reports, with the profile filter in the spec order', async () => {
    renderPage('/pdf-scanner?tab=breakdown&selected=rep_2,rep_3');
    expect(await screen.findByText('Showing 2 selected reports')).toBeTruthy();
    const table = await screen.findByRole('table', { name: /issues by rule/i });
    const row = within(table).getByRole('row', { name: /7\.3-t01/ });
    expect(within(row).getByRole('link', { name: 'Document 3.pdf' }).getAttribute('href')).toBe('/pdf-scanner/report?id=rep_3');
    expect(within(row).getByText('Critical')).toBeTruthy();
    expect(asked.at(-1)).toEqual({ reports: ['rep_2', 'rep_3'], selectedProfiles: 'all' });
    const radios = within(screen.getByRole('radiogroup', { name: 'Profile' })).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual(['All', 'PDF/UA-2', 'PDF/UA-1', 'WCAG 2.2']);

    fireEvent.click(screen.getByRole('radio', { name: 'WCAG 2.2' }));
    await vi.waitFor(() => expect(asked.at(-1)).toEqual({ reports: ['rep_2', 'rep_3'], selectedProfiles: 'wcag22' }));
    expect(search).toContain('profile=wcag22');

    fireEvent.click(screen.getByRole('button', { name: 'Show all reports' }));
    await vi.waitFor(() => expect(asked.at(-1)).toEqual({ selectedProfiles: 'wcag22' }));
    expect(screen.getByText(/Showing every completed report/)).toBeTruthy();
  });

  it("offers Share and Export CSV of a completed report and Delete to its author, in the row's menu, Delete asked first", async () => {
    renderPage('/pdf-scanner');
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Document 1.pdf' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Share', 'Export CSV', 'Delete…']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Delete…' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByRole('heading').textContent).toBe('Delete ‘Document 1.pdf’?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // A report being checked has no Share or Export: its author's menu holds Delete alone.
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Document 12.pdf' }));
    expect(within(await screen.findByRole('menu')).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Delete…']);
  });
});

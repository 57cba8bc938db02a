// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { projectsQuery, reportsQuery, type Profile, type ProjectListItem, type ReportListItem } from '@curbcut/client';
import '../growth/jsdomSetup.testUtil';
import { appProfileQuery } from '../queryClient';
import { HomePage } from './HomePage';

const profile = {
  pdf_scanner_enabled: true,
  product_status: { has_pdf_scanner_report: false, has_assisted_test_report: false, has_website_scanner_report: false, has_workflow_analyzer_report: false },
} as Partial<Profile> as Profile;

function report(id: string, type: ReportListItem['type'], projectId: string, projectName: string): ReportListItem {
  return {
    id,
    type,
    projectId,
    projectName,
    name: projectName,
    buildNumber: 1,
    status: 'completed',
    createdAt: '2026-11-20T10:00:00Z',
    issueSummary: { issueCount: 2 },
  } as Partial<ReportListItem> as ReportListItem;
}

const scanRun = report('rep_scan', 'websiteScan', 'prj_scan', 'Shop website');
const pdf = report('rep_pdf', 'pdfScanner', 'prj_pdf', 'PDF Scanner');

function project(id: string, name: string, product: ProjectListItem['product'], latest: ReportListItem | null): ProjectListItem {
  return { id, name, product, createdAt: '2026-11-01T10:00:00Z', buildCount: latest ? 1 : 0, latestBuild: latest };
}

function renderHome() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(appProfileQuery().queryKey, profile);
  queryClient.setQueryData(projectsQuery().queryKey, [
    project('prj_pdf', 'PDF Scanner', 'pdfScanner', pdf),
    project('prj_scan', 'Shop website', 'websiteScan', scanRun),
    project('prj_ci', 'Storefront', 'automatedTest', null),
  ]);
  queryClient.setQueryData(reportsQuery({}).queryKey, [scanRun, pdf]);
  for (const id of ['prj_pdf', 'prj_scan', 'prj_ci']) queryClient.setQueryData(reportsQuery({ type: 'automatedTest', projectId: id }).queryKey, []);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/home']}>
        <HomePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('HomePage', () => {
  it('lists only the projects CI uploads to, on the page and in the upload token picker', async () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 2, name: 'Storefront' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2, name: 'Shop website' })).toBeNull();
    expect(screen.queryByRole('heading', { level: 2, name: 'PDF Scanner' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Create upload token' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /Storefront/ }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Storefront']);
  });

  it('opens a PDF among the recent reports on its report, not on the list', () => {
    renderHome();
    const recent = screen.getByRole('region', { name: 'Recent reports' });
    expect(within(recent).getByRole('link', { name: /^PDF Scanner/ }).getAttribute('href')).toBe('/pdf-scanner/report?id=rep_pdf');
  });

  it('offers in Get started only first steps that work: a new scan and a PDF upload', () => {
    renderHome();
    const start = screen.getByRole('region', { name: 'Get started' });
    const links = within(start)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Scan a website', '/site-scanner/create'],
      ['Check a PDF', '/pdf-scanner/create'],
    ]);
  });
});

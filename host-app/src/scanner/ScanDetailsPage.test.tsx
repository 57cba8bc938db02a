// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import axe from 'axe-core';
import { scanQuery, scanRunsQuery, trendsQuery, type ScanConfig, type ScanRunItem } from '@curbcut/client';
import { scanSettingsWithDefaults } from '@curbcut/core';
import { ScanDetailsPage } from './ScanDetailsPage';

function runOf(fields: Partial<ScanRunItem>): ScanRunItem {
  return {
    id: 'rep_1',
    projectId: 'prj_1',
    runNumber: 1,
    status: 'completed',
    pagesDone: 3,
    pagesTotal: 3,
    error: null,
    score: 90,
    issueSummary: { issueCount: 4 },
    createdAt: '2026-11-20T10:05:00Z',
    ...fields,
  } as Partial<ScanRunItem> as ScanRunItem;
}

/** Renders the details page of a scan whose only run is `run`, its data already in the cache. */
function renderDetails(run: ScanRunItem): void {
  const scan = {
    id: 'scn_1',
    name: 'Shop',
    scanType: 'on_demand',
    settings: scanSettingsWithDefaults({ startUrls: ['https://shop.example.com/'] }),
    schedule: null,
    authConfig: null,
    latestRun: run.status === 'completed' ? null : run,
    createdAt: '2026-11-20T10:00:00Z',
    updatedAt: '2026-11-20T10:00:00Z',
    createdBy: { name: 'Demo User' },
  } as Partial<ScanConfig> as ScanConfig;
  const queryClient = new QueryClient();
  queryClient.setQueryData(scanQuery(scan.id).queryKey, scan);
  queryClient.setQueryData(scanRunsQuery(scan.id).queryKey, [run]);
  queryClient.setQueryData(trendsQuery({ kind: 'scan', scanId: scan.id }, 'month').queryKey, {
    product: 'websiteScan',
    range: 'month',
    from: '2026-10-21T10:05:00.000Z',
    to: '2026-11-20T10:05:00.000Z',
    points: [],
    truncated: false,
  });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/site-scanner/scan-details/${scan.id}`]}>
        <Routes>
          <Route path="/site-scanner/scan-details/:id" element={<ScanDetailsPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('ScanDetailsPage', () => {
  it('names each of its landmarks differently (axe landmark-unique)', async () => {
    renderDetails(runOf({}));
    expect(await screen.findByRole('link', { name: 'Run #1' })).toBeTruthy();
    const results = await axe.run(document.body, { runOnly: ['landmark-unique'], resultTypes: ['violations'] });
    expect(results.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
  });

  it('shows the trends of its runs over the last month', async () => {
    renderDetails(runOf({}));
    expect(await screen.findByRole('heading', { name: 'Trends over time' })).toBeTruthy();
    expect(screen.getByText('No runs in this time range')).toBeTruthy();
  });

  it("shows 'Scanning 12 of 33 pages' over a progress bar while a run goes", async () => {
    renderDetails(runOf({ id: 'rep_2', runNumber: 2, status: 'running', pagesDone: 12, pagesTotal: 33, score: null }));
    const bar = await screen.findByRole('progressbar', { name: 'Scan progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('12');
    expect(bar.getAttribute('aria-valuemax')).toBe('33');
    expect(screen.getByText('Scanning 12 of 33 pages')).toBeTruthy();
  });
});

// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ServerReportSource } from '@curbcut/widgets';

const request = vi.fn();

vi.mock('@curbcut/client', async (original) => ({
  ...(await original<typeof import('@curbcut/client')>()),
  getDefaultApiClient: () => ({ request }),
}));
// The widget itself is tested in its package; here only what the page hands it matters.
vi.mock('@curbcut/widgets', () => ({
  BuildReport: ({ source }: { source: ServerReportSource }) => <p>{`report ${source.reportId} read with ${source.token} as ${source.access}`}</p>,
}));

const { PublicReportPage } = await import('./PublicReportPage');

function openAt(path: string) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/public_report" element={<PublicReportPage />} />
          <Route path="/public_report/404" element={<h1>Page Not Found</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  request.mockReset();
});

describe('PublicReportPage', () => {
  it('opens the report the token names when the link carries no thBuildId', async () => {
    request.mockResolvedValue({ reportId: 'rep_1', type: 'automatedTest' });
    openAt('/public_report?type=automatedTest&token=ccp_abc');
    expect(await screen.findByText('report rep_1 read with ccp_abc as public')).toBeTruthy();
    expect(request).toHaveBeenCalledWith('/public_reports/feature_flags', expect.objectContaining({ query: { token: 'ccp_abc' }, cache: false }));
  });

  it("asks the server with the link's thBuildId and ends on the public 404 when it refuses", async () => {
    request.mockRejectedValue(Object.assign(new Error('This public link is for another report.'), { status: 404 }));
    openAt('/public_report?type=automatedTest&token=ccp_abc&thBuildId=rep_other');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(request).toHaveBeenCalledWith('/public_reports/feature_flags', expect.objectContaining({ query: { token: 'ccp_abc', thBuildId: 'rep_other' } }));
    expect(screen.queryByText(/^report /)).toBeNull();
  });

  it('ends on the public 404 without asking when the link has no token', async () => {
    openAt('/public_report?type=automatedTest');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(request).not.toHaveBeenCalled();
  });
});

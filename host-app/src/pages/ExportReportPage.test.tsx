// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CSV_DOWNLOAD_STARTED_TOAST } from '@curbcut/core';
import { toastQueue } from '../toasts';

const client = vi.hoisted(() => ({ getExport: vi.fn() }));
vi.mock('@curbcut/client', async (original) => ({ ...(await original<typeof import('@curbcut/client')>()), ...client }));

const { ExportReportPage } = await import('./ExportReportPage');

afterEach(() => {
  cleanup();
  for (const t of toastQueue.visibleToasts) toastQueue.close(t.key);
});

describe('ExportReportPage', () => {
  it('shows the download toast while the export is still being written, not only once its file is ready', async () => {
    client.getExport.mockResolvedValue({ id: 'job_1', status: 'running', fileName: 'Checkout.csv', url: null, error: null, progress: { rowsDone: 2, rowsTotal: 10 } });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/export-report?report_id=job_1']}>
          <ExportReportPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Preparing Checkout.csv…')).toBeTruthy();
    expect(toastQueue.visibleToasts.map((t) => t.content.title)).toEqual([CSV_DOWNLOAD_STARTED_TOAST]);
  });
});

// @vitest-environment jsdom
import '../ui/domTestSetup.testUtil';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { memoryUrlStateStore } from '../store/urlStateStore';
import { ScanReport } from './ScanReport';
import { FailedPagesList } from './FailedPages';
import { createFakeScanServer } from './fakeScanServer.testUtil';
import type { FakeScanServer, FakeScanServerOptions } from './fakeScanServer.testUtil';

let server: FakeScanServer;

function setup(options: FakeScanServerOptions = {}, query = 'tab=SCANLOGS', features = {}) {
  server = createFakeScanServer(options);
  vi.stubGlobal('fetch', server.fetch);
  const urlState = memoryUrlStateStore(query);
  render(<ScanReport source={{ kind: 'server', reportId: 'rep_1', client: server.client }} urlState={urlState} features={features} />);
  return { urlState };
}

const logCalls = () => server.calls.filter((c) => c.path.startsWith('/api/v1/reports/rep_1/scan_logs')).map((c) => c.path);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Scan logs tab', () => {
  it('filters by status with count chips, and a description link opens All issues filtered by its page', async () => {
    const { urlState } = setup();
    const tab = await screen.findByRole('tab', { name: 'Scan logs' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    const table = await screen.findByRole('table', { name: 'Scan logs' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Date', 'Page', 'Description', 'Score']);
    expect(within(table).getByRole('img', { name: 'Failed' })).toBeTruthy();
    expect(within(table).getByRole('img', { name: 'Redirected' })).toBeTruthy();
    for (const [status, count] of [['success', '1'], ['failure', '1'], ['redirect', '1']]) {
      expect(screen.getByTestId(`scan-log-count-${status}`).textContent).toBe(count);
    }

    fireEvent.click(screen.getByRole('checkbox', { name: /Failures/ }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Scan logs' })).queryByText('https://shop.example/slow')).toBeNull());
    expect(logCalls().at(-1)).toBe('/api/v1/reports/rep_1/scan_logs?status=success%2Credirect');
    // The counts stay those of every status.
    expect(screen.getByTestId('scan-log-count-failure').textContent).toBe('1');

    fireEvent.click(screen.getByRole('button', { name: 'Scanned: 5 issues found on https://shop.example/' }));
    expect((await screen.findByRole('tab', { name: 'All issues' })).getAttribute('aria-selected')).toBe('true');
    expect(urlState.read().get('activeTab')).toBe('issues');
    expect(urlState.read().get('pages')).toBe('https://shop.example/');
    expect(within(await screen.findByRole('list', { name: 'Applied filters' })).getByText(/1 page/)).toBeTruthy();
  });

  it('hides the Score column without the score feature, and offers Retry when the logs fail to load', async () => {
    setup({ failScanLogs: true }, 'tab=SCANLOGS', { score: false });
    expect(await screen.findByText('The scan logs could not be loaded.')).toBeTruthy();
    const calls = logCalls().length;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(logCalls().length).toBeGreaterThan(calls));
    cleanup();
    setup({}, 'tab=SCANLOGS', { score: false });
    const table = await screen.findByRole('table', { name: 'Scan logs' });
    expect(within(table).queryByRole('columnheader', { name: 'Score' })).toBeNull();
  });
});

describe('failed pages note', () => {
  const item = (n: number) => ({ url: `https://shop.example/p${n}`, reason: 'Page crashed' });

  it("says 'At least N pages affected.' when processing timed out", () => {
    render(<FailedPagesList pages={{ items: [item(1), item(2)], totalConfiguredPages: 10, backend_rules_processing_timed_out: true }} />);
    expect(screen.getByText('At least 2 pages affected.')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Pages with failed checks' })).getByText('https://shop.example/p2')).toBeTruthy();
  });

  it("says 'N/T pages affected (P% pages)', with 'page' for one", () => {
    const { rerender } = render(<FailedPagesList pages={{ items: [item(1), item(2), item(3)], totalConfiguredPages: 12, backend_rules_processing_timed_out: false }} />);
    expect(screen.getByText('3/12 pages affected (25% pages)')).toBeTruthy();
    rerender(<FailedPagesList pages={{ items: [item(1)], totalConfiguredPages: 1, backend_rules_processing_timed_out: false }} />);
    expect(screen.getByText('1/1 page affected (100% pages)')).toBeTruthy();
    rerender(<FailedPagesList pages={{ items: [item(1)], totalConfiguredPages: 1, backend_rules_processing_timed_out: true }} />);
    expect(screen.getByText('At least 1 page affected.')).toBeTruthy();
  });

  it('virtualises a list of more than 20 pages', () => {
    const items = Array.from({ length: 30 }, (_, i) => item(i));
    render(<FailedPagesList pages={{ items, totalConfiguredPages: 60, backend_rules_processing_timed_out: false }} />);
    expect(screen.getByText('30/60 pages affected (50% pages)')).toBeTruthy();
    const rows = within(screen.getByRole('table', { name: 'Pages with failed checks' })).getAllByRole('row');
    expect(rows.length).toBeLessThan(30);
  });
});

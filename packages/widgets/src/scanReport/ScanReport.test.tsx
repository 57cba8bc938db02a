// @vitest-environment jsdom
import '../ui/domTestSetup.testUtil';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { TOKEN_REFRESH_MS } from '../buildReport/useReportData';
import { sampleAxeResults } from '../data/fixtures.testUtil';
import { memoryUrlStateStore } from '../store/urlStateStore';
import { ScanReport } from './ScanReport';
import { mountScanReport } from './mountScanReport';
import { createFakeScanServer, runItem } from './fakeScanServer.testUtil';
import type { FakeScanServer, FakeScanServerOptions } from './fakeScanServer.testUtil';
import type { ScanReportEvent, ScanReportProps } from './props';

let server: FakeScanServer;

const LINKS: NonNullable<ScanReportProps['links']> = {
  scanList: '/site-scanner',
  scan: '/site-scanner/scn_1',
  home: '/home',
  compare: (base, id) => `/site-scanner/compare?ids=${base},${id}`,
};

// A token source builds its own client on the default base URL: the stubbed global fetch answers it.
function setup(options: FakeScanServerOptions = {}, props: Partial<ScanReportProps> = {}, query = '') {
  server = createFakeScanServer(options);
  vi.stubGlobal('fetch', server.fetch);
  const events: ScanReportEvent[] = [];
  const urlState = memoryUrlStateStore(query);
  render(
    <ScanReport
      source={{ kind: 'server', reportId: 'rep_1', client: server.client }}
      urlState={urlState}
      links={LINKS}
      onEvent={(e) => events.push(e)}
      {...props}
    />,
  );
  return { events, urlState };
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ScanReport header', () => {
  it('shows breadcrumbs, the scan name, the Latest run badge, the scan details and the member actions', async () => {
    const { events } = setup({ runs: [runItem('rep_0', 2), runItem('rep_1', 3), runItem('rep_x', 1, { status: 'running' })] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Shop scan' })).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Website Scan' }).getAttribute('href')).toBe('/site-scanner');
    expect(within(crumbs).getByRole('link', { name: 'Shop scan' }).getAttribute('href')).toBe('/site-scanner/scn_1');
    expect(crumbs.querySelector('[aria-current="page"] time')?.getAttribute('datetime')).toBe('2025-09-01T10:00:00.000Z');
    expect(screen.getByText('Latest run')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Scan details' }));
    const details = await screen.findByRole('dialog', { name: 'Scan details' });
    for (const text of ['https://shop.example/', '/admin/*', 'WCAG 2.1 AA', 'Shop login', '30 seconds']) expect(within(details).getByText(text)).toBeTruthy();
    fireEvent.keyDown(details, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Scan details' })).toBeNull());

    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Compare' }));
    const modal = await screen.findByRole('dialog', { name: 'Select a scan run for comparison' });
    // Runs in progress and this run are not offered; choosing run #2 opens the compare page of it and this run.
    const run2 = await within(modal).findByRole('radio', { name: /Run #2/ });
    expect(within(modal).getAllByRole('radio')).toHaveLength(1);
    fireEvent.click(run2);
    fireEvent.click(within(modal).getByRole('button', { name: 'Compare' }));
    expect(events.at(-1)).toEqual({ type: 'navigate', payload: { to: 'compare', href: '/site-scanner/compare?ids=rep_0,rep_1' } });
  });

  it('in the minimal view, posts navigate events from the first two breadcrumbs instead of linking', async () => {
    const { events } = setup({ scan: { isLatest: false } }, { minimal: true });
    const crumbs = within(await screen.findByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.queryByRole('link')).toBeNull();
    fireEvent.click(crumbs.getByRole('button', { name: 'Website Scan' }));
    fireEvent.click(crumbs.getByRole('button', { name: 'Shop scan' }));
    expect(events.filter((e) => e.type === 'navigate')).toEqual([
      { type: 'navigate', payload: { to: 'scanList', href: '/site-scanner' } },
      { type: 'navigate', payload: { to: 'scan', href: '/site-scanner/scn_1' } },
    ]);
    expect(screen.queryByText('Latest run')).toBeNull();
    expect(events.some((e) => e.type === 'ready' && e.payload.name === 'Shop scan')).toBe(true);
  });

  it('gives public viewers the public heading, no breadcrumbs, share, compare or export, and no failure banners', async () => {
    setup(
      { meta: { hasFailedAdvancedScan: true, loadLimitReachedFailure: true }, scan: { authConfigName: 'Secret login' } },
      { source: { kind: 'server', reportId: 'rep_1', token: 'ccp_pub', access: 'public' } },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Website scan: Shop scan' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
    for (const name of ['Share', 'Export CSV', 'Compare', 'View affected pages']) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByText(/page limit/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Scan details' }));
    expect(within(await screen.findByRole('dialog', { name: 'Scan details' })).queryByText('Secret login')).toBeNull();
  });
});

describe('a scan in progress', () => {
  it('keeps share, compare, export and filters unavailable and shows 3 skeleton rows in Scan logs', async () => {
    setup({ status: 'running' }, {}, 'tab=SCANLOGS');
    expect(await screen.findByText('Viewing report for a scan in progress')).toBeTruthy();
    for (const name of ['Share', 'Export CSV', 'Compare']) {
      expect(screen.getByRole('button', { name }).getAttribute('aria-disabled')).toBe('true');
    }
    await screen.findByRole('table', { name: 'Scan logs' });
    expect(screen.getAllByTestId('scan-log-skeleton-row')).toHaveLength(3);
    fireEvent.click(screen.getByRole('tab', { name: 'All issues' }));
    expect((await screen.findByRole('button', { name: 'Filters' })).getAttribute('aria-disabled')).toBe('true');
  });

  it('read with an embed token, is read again until complete and says Scan complete once', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    setup({ status: 'running' }, { source: { kind: 'server', reportId: 'rep_1', token: 'cce_x', access: 'embed' } });
    expect(await screen.findByText('Viewing report for a scan in progress')).toBeTruthy();
    server.setStatus('completed');
    await act(() => vi.advanceTimersByTimeAsync(TOKEN_REFRESH_MS));
    expect(await screen.findByText('Scan complete')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(TOKEN_REFRESH_MS * 2));
    expect(screen.getAllByText('Scan complete')).toHaveLength(1);
    // Completed, but a token never carries a member's actions (docs/embedding.md).
    for (const name of ['Share', 'Export CSV', 'Compare']) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(server.calls.some((c) => c.path.startsWith('/api/v1/reports/rep_1/scan'))).toBe(true);
    expect(server.calls.filter((c) => c.path.startsWith('/api/v1/reports/rep_1')).every((c) => c.authorization === 'Bearer cce_x')).toBe(true);
  });
});

describe('run errors and failure banners', () => {
  it("shows 'Scan timed out' with Go to homepage, and the failed-pages slide-over with its note", async () => {
    setup({
      scan: { run: { error: 'Scan timed out', hasFailedAdvancedScan: true } },
      failedPages: { items: [{ url: 'https://shop.example/<b>x</b>', reason: 'Rules processing timed out' }], totalConfiguredPages: 4, backend_rules_processing_timed_out: false },
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Scan timed out')).toBeTruthy();
    expect(within(alert).getByText(/If this issue persists, please contact support\./)).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Go to homepage' }).getAttribute('href')).toBe('/home');
    fireEvent.click(screen.getByRole('button', { name: 'View affected pages' }));
    const sheet = await screen.findByRole('dialog', { name: 'Pages with failed checks' });
    expect(within(sheet).getByText('Some advanced issues might not be detected in the following pages. Please retry the scan or contact support.')).toBeTruthy();
    expect(await within(sheet).findByText('1/4 pages affected (25% pages)')).toBeTruthy();
    // A URL from the scanned site is text, never markup.
    expect(within(sheet).getByText('https://shop.example/<b>x</b>')).toBeTruthy();
    expect(sheet.querySelector('b')).toBeNull();
  });
});

describe('offline source', () => {
  it('mounts from axe results: Summary cards, and Scan logs from the results’ pages with no server call', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const element = document.createElement('div');
    document.body.append(element);
    const urlState = memoryUrlStateStore('tab=SUMMARY');
    let widget!: ReturnType<typeof mountScanReport>;
    act(() => {
      widget = mountScanReport(element, { source: { kind: 'offline', results: sampleAxeResults(), name: 'Local scan' }, urlState });
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Local scan' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Top Affected URLs' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Test health summary' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Scan logs' }));
    const table = await screen.findByRole('table', { name: 'Scan logs' });
    expect(within(table).getByText('https://shop.example/cart')).toBeTruthy();
    expect(within(table).getAllByRole('img', { name: 'Scanned' })).toHaveLength(2);
    expect(screen.getByTestId('scan-log-count-success').textContent).toBe('2');
    expect(fetchSpy).not.toHaveBeenCalled();
    act(() => widget.unmount());
    element.remove();
  });
});

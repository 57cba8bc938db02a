// @vitest-environment jsdom
import '../ui/domTestSetup.testUtil';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { memoryUrlStateStore } from '../store/urlStateStore';
import { ScanReport } from './ScanReport';
import { createFakeScanServer } from './fakeScanServer.testUtil';
import type { FakeScanServerOptions } from './fakeScanServer.testUtil';

function setup(options: FakeScanServerOptions) {
  const server = createFakeScanServer(options);
  vi.stubGlobal('fetch', server.fetch);
  render(<ScanReport source={{ kind: 'server', reportId: 'rep_1', client: server.client }} urlState={memoryUrlStateStore('')} />);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the scan report header of a run in progress', () => {
  it("shows 'Scanning 12 of 33 pages' over a progress bar, and no 'Latest run' badge", async () => {
    setup({ status: 'running', scan: { run: { pagesDone: 12, pagesTotal: 33 } } });
    const bar = await screen.findByRole('progressbar', { name: 'Scan progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('12');
    expect(bar.getAttribute('aria-valuemax')).toBe('33');
    expect(bar.getAttribute('aria-valuetext')).toBe('Scanning 12 of 33 pages');
    expect(screen.getByText('Scanning 12 of 33 pages').closest('header')).toBeTruthy();
    expect(screen.queryByText('Latest run')).toBeNull();
  });

  it("shows no progress once the run completed, and the 'Latest run' badge", async () => {
    setup({ status: 'completed' });
    expect(await screen.findByText('Latest run')).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: 'Scan progress' })).toBeNull();
  });
});

// @vitest-environment jsdom
import '../../ui/domTestSetup.testUtil';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { IssueSnapshot as IssueSnapshotData, Profile } from '@curbcut/core';
import { ScanReport } from '../../scanReport/ScanReport';
import { scanFeaturesFromProfile } from '../../scanReport/features';
import { createFakeScanServer, type FakeScanServerOptions } from '../../scanReport/fakeScanServer.testUtil';
import type { ScanReportProps } from '../../scanReport/props';
import { memoryUrlStateStore } from '../../store/urlStateStore';
import { SNAPSHOT_TEXTS } from './texts';

const READY: IssueSnapshotData = {
  status: 'ready',
  snapshotUrl: '/api/v1/reports/rep_1/snapshot_pages/abc',
  proxyMap: {},
  target: ['img.logo'],
};

/** Renders the scan report with image-alt open and opens its first issue. */
async function openIssue(options: FakeScanServerOptions, props: Partial<ScanReportProps> = {}) {
  const server = createFakeScanServer(options);
  vi.stubGlobal('fetch', server.fetch);
  render(
    <ScanReport
      source={{ kind: 'server', reportId: 'rep_1', client: server.client }}
      urlState={memoryUrlStateStore('activeTab=issues&activeViolationId=image-alt')}
      {...props}
    />,
  );
  const table = await screen.findByRole('table', { name: 'Components of image-alt' });
  fireEvent.click(within(table).getAllByRole('button')[0]!);
  await screen.findByText(/^Issue 1 of/);
  return server;
}

function frame(): HTMLIFrameElement {
  const element = document.querySelector<HTMLIFrameElement>('iframe.cc-snapshot-frame');
  if (!element) throw new Error('no snapshot frame');
  return element;
}

/** A message as the snapshot page posts it, from `source`. */
function fromFrame(type: string, detail: unknown = null, source: Window | null = frame().contentWindow) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data: { source: 'curbcut-snapshot', type, detail }, source }));
  });
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('issue snapshot', () => {
  it('shows the stored page in a sandboxed frame, asks it to highlight the issue and follows its answers', async () => {
    await openIssue({ snapshot: READY });
    const section = await screen.findByRole('region', { name: SNAPSHOT_TEXTS.heading });
    const iframe = frame();
    expect(iframe.getAttribute('sandbox')).toBe('allow-scripts');
    expect(iframe.getAttribute('src')).toBe(new URL(READY.snapshotUrl!, window.location.href).href);
    expect(iframe.getAttribute('width')).toBe('1280');
    expect(within(section).getByText(SNAPSHOT_TEXTS.preparing)).toBeTruthy();
    expect(within(section).getByRole('link', { name: /Open snapshot in a new tab/ }).getAttribute('href')).toBe(iframe.getAttribute('src'));

    const posted = vi.spyOn(iframe.contentWindow!, 'postMessage');
    // A message from any other window is not the snapshot's.
    fromFrame('ready', null, window);
    expect(posted).not.toHaveBeenCalled();
    fromFrame('ready');
    expect(posted).toHaveBeenCalledWith({ source: 'curbcut-snapshot-viewer', type: 'highlight', target: ['img.logo'] }, '*');
    fromFrame('highlighted');
    expect(within(section).queryByText(SNAPSHOT_TEXTS.preparing)).toBeNull();
    fromFrame('domError', 'Element Not Found');
    expect(within(section).getByText(SNAPSHOT_TEXTS.elementNotFound)).toBeTruthy();
    fromFrame('domError', 'Snapshot Not Available');
    expect(within(section).getByText(SNAPSHOT_TEXTS.snapshotNotAvailable)).toBeTruthy();
  });

  it('zooms between full size and half size in steps, and collapses to the smallest view', async () => {
    await openIssue({ snapshot: READY });
    await screen.findByRole('region', { name: SNAPSHOT_TEXTS.heading });
    const box = () => document.querySelector<HTMLElement>('.cc-snapshot-box')!;
    const zoomIn = screen.getByRole('button', { name: SNAPSHOT_TEXTS.zoomIn });
    const zoomOut = screen.getByRole('button', { name: SNAPSHOT_TEXTS.zoomOut });
    expect([box().dataset.scale, box().style.height]).toEqual(['1.8', '484px']);
    fireEvent.click(zoomOut);
    expect(box().dataset.scale).toBe('2');
    expect(zoomOut.hasAttribute('disabled')).toBe(true);
    for (let i = 0; i < 5; i += 1) fireEvent.click(zoomIn);
    expect(box().dataset.scale).toBe('1');
    expect(zoomIn.hasAttribute('disabled')).toBe(true);
    // The page is laid out 1280 px wide and shown at 1280 / scale.
    expect(frame().style.transform).toBe('scale(1)');

    fireEvent.click(screen.getByRole('button', { name: SNAPSHOT_TEXTS.collapse }));
    expect([box().dataset.scale, box().style.height]).toEqual(['2', '200px']);
    expect(zoomIn.hasAttribute('disabled')).toBe(true);
    expect(zoomOut.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: SNAPSHOT_TEXTS.expand }));
    expect([box().dataset.scale, box().style.height]).toEqual(['1.8', '484px']);
  });

  it('loads a frame that stays silent again, 5 times, then offers Reload', async () => {
    await openIssue({ snapshot: READY });
    await screen.findByRole('region', { name: SNAPSHOT_TEXTS.heading });
    vi.useFakeTimers();
    for (let attempt = 0; attempt <= 5; attempt += 1) {
      fireEvent.load(frame());
      await act(() => vi.advanceTimersByTimeAsync(400 + 100 * 2 ** attempt));
    }
    expect(screen.getByRole('alert').textContent).toContain(SNAPSHOT_TEXTS.failedToLoad);
    fireEvent.click(screen.getByRole('button', { name: SNAPSHOT_TEXTS.reload }));
    expect(frame()).toBeTruthy();
    expect(screen.getByText(SNAPSHOT_TEXTS.preparing)).toBeTruthy();
  });

  it.each([
    [{ status: 'preparing', snapshotUrl: null, proxyMap: {}, target: [] }, SNAPSHOT_TEXTS.notReady],
    [{ status: 'failed', snapshotUrl: null, proxyMap: {}, target: [] }, SNAPSHOT_TEXTS.failedToCapture],
    [{ status: 'unavailable', snapshotUrl: null, proxyMap: {}, target: [] }, SNAPSHOT_TEXTS.unavailable],
  ] as const)('says why there is no snapshot (%s)', async (snapshot, text) => {
    await openIssue({ snapshot: { ...snapshot, proxyMap: {}, target: [] } });
    expect(await screen.findByText(text)).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('offers Reload when the snapshot call fails, and asks again', async () => {
    const server = await openIssue({ snapshot: 'error' });
    expect(await screen.findByText(SNAPSHOT_TEXTS.failedToLoad)).toBeTruthy();
    const before = server.calls.filter((c) => c.path.startsWith('/api/v1/reports/rep_1/snapshot')).length;
    fireEvent.click(screen.getByRole('button', { name: SNAPSHOT_TEXTS.reload }));
    await waitFor(() => expect(server.calls.filter((c) => c.path.startsWith('/api/v1/reports/rep_1/snapshot')).length).toBeGreaterThan(before));
    expect(server.calls.find((c) => c.path.startsWith('/api/v1/reports/rep_1/snapshot'))?.path).toMatch(/[?&]issueId=/);
  });

  it('shows an upsell to a signed-in user without snapshots, and nothing to a public viewer', async () => {
    await openIssue({ snapshot: READY }, { features: { issueSnapshots: 'upsell' } });
    expect(await screen.findByText(SNAPSHOT_TEXTS.upsell)).toBeTruthy();
    cleanup();
    await openIssue({ snapshot: READY }, { features: { issueSnapshots: 'upsell' }, source: { kind: 'server', reportId: 'rep_1', access: 'public', token: 't' } });
    expect(screen.queryByRole('region', { name: SNAPSHOT_TEXTS.heading })).toBeNull();
  });

  it('reads the access from the profile: paid or trial users see snapshots, others the upsell, none without the flag', () => {
    const profile = (over: Partial<Profile>) =>
      ({
        feature_flags: { score: true, decision_persistence: true },
        report_comparison_supported: { websiteScan: true },
        issue_snapshot_supported: { websiteScan: true },
        isPaidUser: false,
        trial_status: 'not_started',
        ...over,
      }) as unknown as Profile;
    expect(scanFeaturesFromProfile(profile({ isPaidUser: true })).issueSnapshots).toBe('shown');
    expect(scanFeaturesFromProfile(profile({ trial_status: 'enabled' })).issueSnapshots).toBe('shown');
    expect(scanFeaturesFromProfile(profile({})).issueSnapshots).toBe('upsell');
    expect(scanFeaturesFromProfile(profile({ isPaidUser: true, issue_snapshot_supported: { websiteScan: false } as Profile['issue_snapshot_supported'] })).issueSnapshots).toBe(
      'hidden',
    );
  });
});

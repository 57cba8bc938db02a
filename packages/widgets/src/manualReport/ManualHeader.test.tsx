// @vitest-environment jsdom
import '../ui/domTestSetup.testUtil';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { LATEST_AXE_CORE_VERSION } from '@curbcut/core';
import { memoryUrlStateStore } from '../store/urlStateStore';
import { ManualReport } from './ManualReport';
import { createFakeManualServer } from './fakeManualServer.testUtil';
import type { FakeManualServer, FakeManualServerOptions } from './fakeManualServer.testUtil';
import type { ManualReportEvent, ManualReportSource } from './props';
import { tooltipOf } from '../ui/tooltip.testUtil';

const DAY_MS = 24 * 60 * 60 * 1000;
let server: FakeManualServer;

function setup(options: FakeManualServerOptions = {}, source: Partial<ManualReportSource> = {}) {
  server = createFakeManualServer(options);
  vi.stubGlobal('fetch', server.fetch);
  const events: ManualReportEvent[] = [];
  const ids = options.type === 'assistedTest' ? { arIds: ['rep_1'] } : { ids: options.consolidated ? ['rep_1', 'rep_2'] : ['rep_1'] };
  render(
    <ManualReport
      source={{ kind: 'server', ...ids, client: server.client, ...source }}
      urlState={memoryUrlStateStore('')}
      onEvent={(e) => events.push(e)}
    />,
  );
  return { events };
}

/** The report's heading, once the report has loaded. */
const heading = () => screen.findByRole('heading', { level: 1 });
/** The header's actions, once the report has loaded (Export is always there for a member). */
const loaded = () => screen.findByRole('button', { name: 'Export CSV' });
const publicSource = { token: 'tok_public', access: 'public' } as const;

// The date is shown in the viewer's zone: the tests' viewer is in UTC.
beforeAll(() => {
  vi.stubEnv('TZ', 'UTC');
});
afterAll(() => {
  vi.unstubAllEnvs();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('ManualReport header: the date and the name', () => {
  it("dates the report 'MMM dd, yyyy | h:mm:ss a' with the zone, as a machine-readable time", async () => {
    setup();
    const breadcrumb = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    const date = await within(breadcrumb).findByText('Nov 29, 2026 | 8:41:07 PM UTC');
    expect(date.tagName).toBe('TIME');
    expect(date.getAttribute('datetime')).toBe('2026-11-29T20:41:07.000Z');
    expect(within(breadcrumb).getByRole('button', { name: 'Workflow Analyzer' })).toBeTruthy();
  });

  it('shows a name of 101 characters whole in the heading and in a tooltip its keyboard users reach', async () => {
    const name = `Checkout ${'x'.repeat(92)}`;
    expect(name).toHaveLength(101);
    setup({ name });
    const h1 = await heading();
    expect(h1.textContent).toBe(name);
    const trigger = within(h1).getByRole('button', { name });
    expect(await tooltipOf(trigger)).toBe(name);
  });

  it('shows a name of 100 characters as it is, with nothing to focus in the heading', async () => {
    const name = `Checkout ${'x'.repeat(91)}`;
    expect(name).toHaveLength(100);
    setup({ name });
    const h1 = await heading();
    expect(h1.textContent).toBe(name);
    expect(within(h1).queryByRole('button')).toBeNull();
  });

  it('gives the tooltip the public heading of a long name', async () => {
    const name = 'n'.repeat(101);
    setup({ name }, publicSource);
    const h1 = await screen.findByRole('heading', { level: 1, name: `Workflow analyzer: ${name}` });
    expect(await tooltipOf(within(h1).getByRole('button'))).toBe(`Workflow analyzer: ${name}`);
  });
});

describe('ManualReport header: the latest-engine notice', () => {
  const latest = { name: 'axe-core', version: LATEST_AXE_CORE_VERSION };

  it('tells the reader a report of the last 30 days was tested with the newest engine, until dismissed', async () => {
    setup({ meta: { testEngine: latest, createdAt: new Date(Date.now() - DAY_MS).toISOString() } });
    const notice = await screen.findByText(`Tested with the latest engine: axe-core ${LATEST_AXE_CORE_VERSION}.`);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss engine notice' }));
    await waitFor(() => expect(notice.isConnected).toBe(false));
  });

  it('says nothing of an older report, another engine version, or on the public page', async () => {
    setup({ meta: { testEngine: latest, createdAt: new Date(Date.now() - 31 * DAY_MS).toISOString() } });
    await loaded();
    expect(screen.queryByText(/Tested with the latest engine/)).toBeNull();
    cleanup();
    setup({ meta: { testEngine: { name: 'axe-core', version: '4.10.0' }, createdAt: new Date().toISOString() } });
    await loaded();
    expect(screen.queryByText(/Tested with the latest engine/)).toBeNull();
    cleanup();
    setup({ meta: { testEngine: latest, createdAt: new Date().toISOString() } }, publicSource);
    await heading();
    expect(screen.queryByText(/Tested with the latest engine/)).toBeNull();
  });
});

describe('ManualReport header: failures', () => {
  const advanced = 'Some advanced issues might not be detected in this report. Please retry the scan or contact support.';
  const loadLimit = 'The load limit was reached before every page was fully checked, so some issues might be missing from this report.';
  const timedOut = 'Processing ran out of time before every page was checked. The results cover the pages checked so far.';

  it('shows a banner per failure the meta records and counts them in the errors popover', async () => {
    setup({ meta: { hasFailedAdvancedScan: true, loadLimitReachedFailure: true } });
    expect(await screen.findByText(advanced)).toBeTruthy();
    expect(screen.getByText(loadLimit)).toBeTruthy();
    expect(screen.queryByText(timedOut)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '2 errors' }));
    const popover = await screen.findByRole('dialog', { name: 'Errors in this report' });
    const items = within(popover).getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([`Advanced scan failed: ${advanced}`, `Load limit reached: ${loadLimit}`]);
  });

  it("lists the recorder's failed pages in the slide-over the advanced-scan banner opens; a consolidation offers none", async () => {
    const failedPages = { items: [{ url: 'https://shop.example/refund', reason: 'Navigation timed out after 30 s' }], totalConfiguredPages: 4, backend_rules_processing_timed_out: false };
    setup({ meta: { hasFailedAdvancedScan: true }, failedPages });
    fireEvent.click(await screen.findByRole('button', { name: 'View affected pages' }));
    const sheet = await screen.findByRole('dialog', { name: 'Pages with failed checks' });
    expect(within(sheet).getByText('Some advanced issues might not be detected in the following pages. Please retry the scan or contact support.')).toBeTruthy();
    const rows = await within(sheet).findAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual(['PageReason', 'https://shop.example/refundNavigation timed out after 30 s']);
    expect(within(sheet).getByText('1/4 pages affected (25% pages)')).toBeTruthy();
    fireEvent.click(within(sheet).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Pages with failed checks' })).toBeNull());
    cleanup();
    setup({ meta: { hasFailedAdvancedScan: true }, consolidated: true });
    expect(await screen.findByText(advanced)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'View affected pages' })).toBeNull();
  });

  it("says '1 error' for one failure", async () => {
    setup({ meta: { loadLimitReachedFailure: true } });
    expect(await screen.findByText(loadLimit)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '1 error' }));
    const popover = await screen.findByRole('dialog', { name: 'Errors in this report' });
    expect(within(popover).getAllByRole('listitem').map((li) => li.textContent)).toEqual([`Load limit reached: ${loadLimit}`]);
  });

  it('counts a timed-out build among the failures', async () => {
    setup({ meta: { hasFailedAdvancedScan: true, loadLimitReachedFailure: true, buildTimedOutFailure: true } });
    expect(await screen.findByText(timedOut)).toBeTruthy();
    expect(screen.getByRole('button', { name: '3 errors' })).toBeTruthy();
  });

  it('has no errors button without a failure, and shows public viewers neither banners nor errors', async () => {
    setup();
    await loaded();
    expect(screen.queryByRole('button', { name: /^\d+ errors?$/ })).toBeNull();
    cleanup();
    setup({ meta: { hasFailedAdvancedScan: true, loadLimitReachedFailure: true } }, publicSource);
    await heading();
    expect(screen.queryByRole('button', { name: /^\d+ errors?$/ })).toBeNull();
    expect(screen.queryByText(advanced)).toBeNull();
  });
});

describe('ManualReport header: Delete', () => {
  const deletes = () => server.calls.filter((c) => c.method === 'DELETE').map((c) => c.path);

  it("asks first, then deletes the author's workflow report and leads back to the list", async () => {
    const { events } = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete ‘Checkout flow’?' });
    expect(within(dialog).getByText('The report, its issues, decisions and screenshots are deleted. This cannot be undone.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete report' }));
    await waitFor(() => expect(events).toContainEqual({ type: 'navigate', payload: { to: 'manualList', href: null } }));
    expect(deletes()).toEqual(['/api/tests/rep_1']);
  });

  it('deletes an assisted test through its own call', async () => {
    const { events } = setup({ type: 'assistedTest' });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete report' }));
    await waitFor(() => expect(events.some((e) => e.type === 'navigate')).toBe(true));
    expect(deletes()).toEqual(['/api/assistive_reports/rep_1']);
  });

  it('keeps the report on Cancel', async () => {
    const { events } = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(deletes()).toEqual([]);
    expect(events.some((e) => e.type === 'navigate')).toBe(false);
  });

  it('stays on the report and says so when the server refuses', async () => {
    const { events } = setup({ failDelete: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete report' }));
    expect(await screen.findByText('Oops! Something went wrong.')).toBeTruthy();
    expect(deletes()).toEqual(['/api/tests/rep_1']);
    expect(events.some((e) => e.type === 'navigate')).toBe(false);
  });

  it('offers no Delete to another member, on a consolidated report or on the public page', async () => {
    setup({ userId: 'usr_other' });
    await loaded();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    cleanup();
    setup({ consolidated: true });
    await screen.findByRole('heading', { level: 1, name: 'Consolidated report across 2 reports' });
    await loaded();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    cleanup();
    setup({}, publicSource);
    await heading();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});

describe('ManualReport header: Export', () => {
  it('keeps Export unavailable, with its reason, when the report has no issues', async () => {
    setup({ meta: { issueSummary: { critical: 0, serious: 0, moderate: 0, minor: 0, issueCount: 0, componentCount: 0, pageCount: 0, needsReviewCount: 0, hiddenIssuesCount: 0, aiIssuesCount: 0 } } });
    const exportButton = await loaded();
    expect(exportButton.getAttribute('aria-disabled')).toBe('true');
    expect(await tooltipOf(exportButton)).toBe('There are no issues to export');
  });
});

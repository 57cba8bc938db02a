// @vitest-environment jsdom
import '../ui/domTestSetup.testUtil';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { BuildReport } from '../buildReport/BuildReport';
import { createFakeServer } from '../buildReport/fakeServer.testUtil';
import type { FakeServer, FakeServerOptions } from '../buildReport/fakeServer.testUtil';
import { memoryUrlStateStore } from '../store/urlStateStore';
import { twoBehaviourResults } from '../data/fixtures.testUtil';
import type { BuildReportProps } from '../buildReport/props';
import { reasonOf } from '../ui/tooltip.testUtil';

type ReportFeatureFlags = NonNullable<BuildReportProps['features']>;

const HOME = 'https://shop.example/';
const CART = 'https://shop.example/cart';

/** Renders the report with the issue on `pageUrl` whose selector is `target` open in the pane. */
async function openIssue(target: string, pageUrl: string, options: FakeServerOptions = {}, features?: ReportFeatureFlags): Promise<FakeServer> {
  const server = createFakeServer(options);
  vi.stubGlobal('fetch', server.fetch);
  const query = `activeTab=issues&activeIssueId=${encodeURIComponent(server.issueId(target, pageUrl))}`;
  render(
    <BuildReport
      source={{ kind: 'server', reportId: 'rep_1', client: server.client }}
      urlState={memoryUrlStateStore(query)}
      {...(features ? { features } : {})}
    />,
  );
  await screen.findByText(/^Issue 1 of/);
  return server;
}

const patches = (server: FakeServer) => server.calls.filter((c) => c.method === 'PATCH');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('IssueActions without decision persistence', () => {
  it('offers no Keep this decision for future builds, and saves decisions for this build only', async () => {
    const server = await openIssue('.a', HOME, {}, { decisionPersistence: false });
    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide issue' });
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Duplicate' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(patches(server)).toHaveLength(1));
    expect(patches(server)[0]?.body).toMatchObject({ hidden: true, persist: false });
  });
});

describe('IssueActions for non-authors', () => {
  it('shows Hide unavailable, with the reason, and sends nothing when pressed', async () => {
    const server = await openIssue('.a', HOME, { userId: 'usr_other' });
    const hide = screen.getByRole('button', { name: 'Hide' });
    expect(await reasonOf(hide)).toBe('Only report authors can hide issues');
    fireEvent.click(hide);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(patches(server)).toHaveLength(0);
  });

  it("reads the needs-review confirmation as the author's, by name", async () => {
    await openIssue('#deals', CART, { userId: 'usr_other' });
    expect(screen.getByText('Report author Ada Author can review potential issues in this report.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm as issue' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Not an issue' })).toBeNull();
  });

  it('shows preferred marking unavailable with the authors-only reason', async () => {
    await openIssue('#deals', HOME, { userId: 'usr_other', results: twoBehaviourResults() });
    expect(await reasonOf(screen.getByRole('button', { name: 'Mark as preferred' }))).toBe('Only report authors can perform this action.');
  });
});

describe('IssueActions while the scan is in progress', () => {
  it('keeps Confirm as issue, Not an issue and Hide unavailable until the scan completes', async () => {
    const server = await openIssue('#deals', CART, { status: 'running' });
    for (const name of ['Confirm as issue', 'Not an issue', 'Hide']) {
      const button = screen.getByRole('button', { name });
      expect(await reasonOf(button)).toBe('Available once scan is complete');
      fireEvent.click(button);
    }
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(patches(server)).toHaveLength(0);
    expect(screen.queryByText('Oops! Something went wrong.')).toBeNull();
  });
});

describe('Unhide', () => {
  it('offers the scopes Hide offers, without a reason, and restores the whole component', async () => {
    const server = await openIssue('.a', HOME);
    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    const hideDialog = await screen.findByRole('dialog');
    fireEvent.click(within(hideDialog).getByRole('radio', { name: 'All issues of this component' }));
    fireEvent.click(within(hideDialog).getByRole('radio', { name: 'Duplicate' }));
    fireEvent.click(within(hideDialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Issues hidden successfully')).toBeTruthy();

    fireEvent.click(await screen.findByRole('button', { name: 'Hidden issues' }));
    expect(await screen.findByRole('radio', { name: 'Hidden (2)' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: /image-alt help/ }));
    const table = await screen.findByRole('table', { name: 'Components of image-alt' });
    fireEvent.click(within(table).getAllByRole('button')[0]!);
    expect(await screen.findByText('Issue 1 of 2')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Unhide' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Unhide issue' })).toBeTruthy();
    expect(within(dialog).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      'This issue',
      'All issues of this component',
      'All issues of this rule',
    ]);
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    expect(confirm.hasAttribute('disabled')).toBe(false);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'All issues of this component' }));
    fireEvent.click(confirm);

    expect(await screen.findByText('Issues restored successfully')).toBeTruthy();
    expect(patches(server).at(-1)).toMatchObject({
      path: '/api/issues/hide',
      body: { hidden: false, scope: 'component', reason: null, componentId: 'img.a', ruleId: 'image-alt', persist: true, reportId: 'rep_1' },
    });
    expect(await screen.findByRole('radio', { name: 'Hidden (0)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('radio', { name: 'Confirmed (7)' })).toBeTruthy();
  });
});

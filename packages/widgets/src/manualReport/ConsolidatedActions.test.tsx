// @vitest-environment jsdom
import '../ui/domTestSetup.testUtil';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { twoBehaviourResults } from '../data/fixtures.testUtil';
import { memoryUrlStateStore } from '../store/urlStateStore';
import { ManualReport } from './ManualReport';
import { createFakeManualServer, type FakeManualServerOptions } from './fakeManualServer.testUtil';
import { reasonOf } from '../ui/tooltip.testUtil';

const HOME = 'https://shop.example/';
const CART = 'https://shop.example/cart';

/** A consolidation of two workflow reports, signed in as the author of one, with the issue of `target` on `pageUrl` open. */
async function openConsolidatedIssue(target: string, pageUrl: string, options: FakeManualServerOptions = {}) {
  const server = createFakeManualServer({ consolidated: true, ...options });
  vi.stubGlobal('fetch', server.fetch);
  render(
    <ManualReport
      source={{ kind: 'server', ids: ['rep_1', 'rep_2'], client: server.client }}
      urlState={memoryUrlStateStore(`activeTab=issues&activeIssueId=${encodeURIComponent(server.issueId(target, pageUrl))}`)}
    />,
  );
  await screen.findByText(/^Issue 1 of/);
  return server;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a consolidated report's issue actions (spec 002 section 5)", () => {
  it('leaves hiding to the source reports, even for the author of one of them, and sends nothing', async () => {
    const server = await openConsolidatedIssue('.a', HOME);
    const hide = screen.getByRole('button', { name: 'Hide' });
    expect(await reasonOf(hide)).toBe('Issues can be hidden in source reports by the report author');
    fireEvent.click(hide);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
    expect(screen.getByRole('tab', { name: 'Source reports' })).toBeTruthy();
  });

  it('reads the needs-review confirmation as the source authors’ and offers no review', async () => {
    await openConsolidatedIssue('#deals', CART);
    expect(screen.getByText('Report author Ada Author can review potential issues in this report.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm as issue' })).toBeNull();
  });

  it('names the rule that can be marked as preferred in the source reports', async () => {
    await openConsolidatedIssue('#deals', HOME, { results: twoBehaviourResults() });
    expect(await reasonOf(screen.getByRole('button', { name: 'Mark as preferred' }))).toBe('color-contrast can be marked as preferred in source reports.');
  });
});

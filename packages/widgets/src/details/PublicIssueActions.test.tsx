// @vitest-environment jsdom
import '../ui/domTestSetup.testUtil';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { BuildReport } from '../buildReport/BuildReport';
import { createFakeServer } from '../buildReport/fakeServer.testUtil';
import { memoryUrlStateStore } from '../store/urlStateStore';
import { twoBehaviourResults } from '../data/fixtures.testUtil';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('The issue pane of a public report', () => {
  it('shows an anonymous viewer no author-only controls: no greyed Hide, no Mark as preferred', async () => {
    const server = createFakeServer({ results: twoBehaviourResults() });
    vi.stubGlobal('fetch', server.fetch);
    const query = `activeTab=issues&activeIssueId=${encodeURIComponent(server.issueId('#deals', 'https://shop.example/'))}`;
    render(
      <BuildReport
        source={{ kind: 'server', reportId: 'rep_1', client: server.client, token: 'pub_secret', access: 'public' }}
        urlState={memoryUrlStateStore(query)}
      />,
    );
    await screen.findByText(/^Issue 1 of/);
    expect(screen.getByRole('tab', { name: 'How to fix this issue' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Issue actions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hide' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark as preferred' })).toBeNull();
  });
});

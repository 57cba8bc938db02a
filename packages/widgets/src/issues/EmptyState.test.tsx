// @vitest-environment jsdom
import '../ui/domTestSetup.testUtil';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { BuildReport } from '../buildReport/BuildReport';
import { createFakeServer } from '../buildReport/fakeServer.testUtil';
import { memoryUrlStateStore } from '../store/urlStateStore';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('EmptyState in the hidden view', () => {
  it("says 'No hidden issues' on the Hidden tab and 'No issues to show' on the Not an issue tab", async () => {
    const server = createFakeServer();
    vi.stubGlobal('fetch', server.fetch);
    render(<BuildReport source={{ kind: 'server', reportId: 'rep_1', client: server.client }} urlState={memoryUrlStateStore('activeTab=issues&activeIssueStatus=hidden')} />);
    expect(await screen.findByText('No hidden issues')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Not an issue (0)' }));
    expect(await screen.findByText('No issues to show')).toBeTruthy();
    expect(screen.queryByText('No hidden issues')).toBeNull();
  });
});

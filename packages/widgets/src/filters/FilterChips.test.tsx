// @vitest-environment jsdom
import '../ui/domTestSetup.testUtil';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { BuildReport } from '../buildReport/BuildReport';
import { createFakeServer } from '../buildReport/fakeServer.testUtil';
import { memoryUrlStateStore } from '../store/urlStateStore';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('FilterChips focus', () => {
  it('moves focus to the next chip when one is removed, and to the Filters button when none is left', async () => {
    const server = createFakeServer();
    vi.stubGlobal('fetch', server.fetch);
    render(
      <BuildReport
        source={{ kind: 'server', reportId: 'rep_1', client: server.client }}
        urlState={memoryUrlStateStore('activeTab=issues&impact=critical&category=keyboard')}
      />,
    );
    const severity = await screen.findByRole('button', { name: 'Remove filter 1 severity' });
    severity.focus();
    fireEvent.click(severity);
    await waitFor(() => expect(screen.queryByText('1 severity')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove filter 1 category' })));

    const clearAll = screen.getByRole('button', { name: 'Clear all' });
    clearAll.focus();
    fireEvent.click(clearAll);
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Applied filters' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Filters' })));
  });
});

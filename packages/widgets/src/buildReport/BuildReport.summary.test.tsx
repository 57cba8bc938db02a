// @vitest-environment jsdom
/**
 * A finished report's All issues tab shows its first accordions and counts from the server's
 * explorer summary while the worker still loads the dataset, and the engine's answers that follow
 * change nothing on screen (issue 17, large reports).
 */
import '../ui/domTestSetup.testUtil';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { BuildReport } from './BuildReport';
import { memoryUrlStateStore } from '../store/urlStateStore';
import { createFakeServer } from './fakeServer.testUtil';
import type { FakeServer } from './fakeServer.testUtil';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup(query: string, token?: string): { server: FakeServer; release: () => Promise<void> } {
  let open = (): void => undefined;
  const datasetGate = new Promise<void>((resolve) => (open = resolve));
  const server = createFakeServer({ explorerSummary: true, datasetGate });
  vi.stubGlobal('fetch', server.fetch);
  const source = { kind: 'server' as const, reportId: 'rep_1', client: server.client, ...(token ? { token, access: 'embed' as const } : {}) };
  render(<BuildReport source={source} urlState={memoryUrlStateStore(query)} />);
  // Lets the dataset through, then gives the engine time to load it and answer.
  const release = async (): Promise<void> => {
    open();
    await datasetGate;
    await new Promise((resolve) => setTimeout(resolve, 100));
  };
  return { server, release };
}

/** The list as a user sees it: the toolbar's review toggles and every accordion's heading. */
function shownList(): string {
  const toggles = screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent ?? r.textContent ?? '');
  const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent ?? '');
  return [...toggles, ...headings].join('\n');
}

describe('a large report before its dataset is in the worker', () => {
  it.each([
    ['rules, Confirmed', 'activeTab=issues'],
    ['guidelines, Needs review', 'activeTab=issues&activeIssuesTab=guidelines&activeReviewStatus=needs-review'],
  ])('shows the %s accordions from the summary, and the engine changes nothing', async (_name, query) => {
    const { server, release } = setup(query);
    await screen.findAllByRole('heading', { level: 3 });
    expect(screen.queryByText('Loading issues…')).toBeNull();
    const before = shownList();
    expect(before).toMatch(/Confirmed \(\d+\)/);
    expect(server.calls.filter((c) => c.path.endsWith('/explorer_summary'))).toHaveLength(1);
    await release();
    expect(shownList()).toBe(before);
  });

  it('starts a token reader’s export, which the worker writes, once the dataset has arrived', async () => {
    vi.stubGlobal('showSaveFilePicker', undefined);
    const made = vi.fn(() => 'blob:csv');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: made, revokeObjectURL: () => undefined }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { release } = setup('activeTab=issues', 'emb_secret');
    await screen.findAllByRole('heading', { level: 3 });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('progressbar', { name: 'Exporting CSV' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(made).not.toHaveBeenCalled();
    await release();
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(made).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });

  it('hands a signed-in reader’s export to the browser at once: the server writes it, not the worker', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    setup('activeTab=issues');
    await screen.findAllByRole('heading', { level: 3 });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    click.mockRestore();
  });
});

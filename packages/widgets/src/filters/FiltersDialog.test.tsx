// @vitest-environment jsdom
import '../ui/domTestSetup.testUtil';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { BuildReport } from '../buildReport/BuildReport';
import { createFakeServer } from '../buildReport/fakeServer.testUtil';
import { memoryUrlStateStore } from '../store/urlStateStore';

function renderReport(query: string) {
  const server = createFakeServer();
  vi.stubGlobal('fetch', server.fetch);
  render(<BuildReport source={{ kind: 'server', reportId: 'rep_1', client: server.client }} urlState={memoryUrlStateStore(query)} />);
}

/** Opens the Filters modal and returns its Tags section once loaded. */
async function openTags() {
  fireEvent.click(await screen.findByRole('button', { name: 'Filters' }));
  const dialog = await screen.findByRole('dialog', { name: 'Filters' });
  return within(dialog).findByRole('region', { name: 'Tags' });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Filters modal', () => {
  it('groups the tags by standard, names criteria, and searches them', async () => {
    renderReport('activeTab=issues');
    const tags = await openTags();
    const headings = within(tags)
      .getAllByRole('heading', { level: 4 })
      .map((h) => h.textContent);
    expect(headings).toEqual(['WCAG 2.0 A', 'Best practices', 'Category tags']);
    const wcag20a = within(tags).getByRole('heading', { name: 'WCAG 2.0 A' }).parentElement!;
    expect(within(wcag20a).getByRole('checkbox', { name: 'SC 1.1.1 Non-text Content (wcag111) (3)' })).toBeTruthy();
    fireEvent.change(within(tags).getByRole('searchbox'), { target: { value: 'non-text' } });
    await waitFor(() => expect(within(tags).getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['WCAG 2.0 A']));
    expect(within(tags).getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual(['Select all', 'SC 1.1.1 Non-text Content (wcag111) (3)']);
  });

  it("counts the issues of the view's tab, so a count is what the list shows", async () => {
    renderReport('activeTab=issues&activeReviewStatus=needs-review');
    const tags = await openTags();
    expect(within(tags).getByRole('heading', { name: 'WCAG 2.0 AA' })).toBeTruthy();
    expect(within(tags).getByRole('checkbox', { name: 'SC 1.4.3 Contrast (Minimum) (wcag143) (1)' })).toBeTruthy();
    expect(within(tags).queryByRole('checkbox', { name: /wcag111/ })).toBeNull();
  });
});

describe('No results of the filters', () => {
  it("offers 'Clear filters', which brings the list back with focus on its first group", async () => {
    renderReport('activeTab=issues&impact=minor');
    expect(await screen.findByText('No issues match the applied filters')).toBeTruthy();
    const clear = screen.getByRole('button', { name: 'Clear filters' });
    clear.focus();
    fireEvent.click(clear);
    await screen.findByRole('button', { name: /^image-alt help/ });
    expect(screen.queryByRole('list', { name: 'Applied filters' })).toBeNull();
    await waitFor(() => expect(document.activeElement?.getAttribute('data-cc-group')).toBe('image-alt'));
  });
});

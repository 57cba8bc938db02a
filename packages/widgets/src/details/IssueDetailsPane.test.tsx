// @vitest-environment jsdom
import '../ui/domTestSetup.testUtil';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { BuildReport } from '../buildReport/BuildReport';
import { createFakeServer } from '../buildReport/fakeServer.testUtil';
import { memoryUrlStateStore } from '../store/urlStateStore';

/** Renders the report with image-alt open and opens its first component (2 issues), as a keyboard user would. */
async function openImageAlt() {
  const server = createFakeServer();
  vi.stubGlobal('fetch', server.fetch);
  render(
    <BuildReport
      source={{ kind: 'server', reportId: 'rep_1', client: server.client }}
      urlState={memoryUrlStateStore('activeTab=issues&activeViolationId=image-alt')}
    />,
  );
  const table = await screen.findByRole('table', { name: 'Components of image-alt' });
  const component = within(table).getAllByRole('button')[0]!;
  component.focus();
  fireEvent.click(component);
  await screen.findByText('Issue 1 of 2');
  return { component };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('IssueDetailsPane focus', () => {
  it('moves focus to Previous when Next becomes disabled at the last issue, and back to Next at the first', async () => {
    await openImageAlt();
    const next = screen.getByRole('button', { name: 'Next' });
    const previous = screen.getByRole('button', { name: 'Previous' });
    next.focus();
    fireEvent.click(next);
    await screen.findByText('Issue 2 of 2');
    expect(next.hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(previous));
    fireEvent.click(previous);
    await screen.findByText('Issue 1 of 2');
    await waitFor(() => expect(document.activeElement).toBe(next));
  });

  it('hands focus back to the component that opened the pane when it closes', async () => {
    const { component } = await openImageAlt();
    const close = screen.getByRole('button', { name: 'Close issue details' });
    close.focus();
    fireEvent.click(close);
    await waitFor(() => expect(screen.queryByText('Issue 1 of 2')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(component));
  });

  it('makes the scrolled code boxes focusable, named regions', async () => {
    await openImageAlt();
    const snippet = screen.getByRole('region', { name: 'HTML snippet' });
    expect(snippet.tabIndex).toBe(0);
    expect(snippet.textContent).toBe('<img class="a" src="/logo.png">');
    fireEvent.click(screen.getByRole('tab', { name: 'How to fix this issue' }));
    const summary = await screen.findByRole('region', { name: 'Failure summary' });
    expect(summary.tabIndex).toBe(0);
    expect(summary.textContent).toContain('Element does not have an alt attribute');
  });
});

// @vitest-environment jsdom
import '../ui/domTestSetup.testUtil';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { BuildReport } from '../buildReport/BuildReport';
import { openIssueById } from './openIssue.testUtil';
import { createFakeServer } from '../buildReport/fakeServer.testUtil';
import { memoryUrlStateStore } from '../store/urlStateStore';
import { zoomRuleResults } from '../data/fixtures.testUtil';
import { DETAILS_TEXTS } from './texts';

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

  it('closes on Escape from anywhere in the pane and hands focus back to the component that opened it', async () => {
    const { component } = await openImageAlt();
    const next = screen.getByRole('button', { name: 'Next' });
    next.focus();
    fireEvent.keyDown(next, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByText('Issue 1 of 2')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(component));
  });

  it('makes the scrolled code boxes focusable, named regions', async () => {
    await openImageAlt();
    const snippet = screen.getByRole('region', { name: 'HTML snippet' });
    expect(snippet.tabIndex).toBe(0);
    expect(snippet.textContent).toBe('<img class="a" src="/logo.png">');
    fireEvent.click(screen.getByRole('tab', { name: 'How to fix this issue' }));
    const example = await screen.findByRole('region', { name: 'Correct example' });
    expect(example.tabIndex).toBe(0);
    expect(example.textContent).toContain('<img src="logo.png" alt="Demo shop">');
  });
});

describe('IssueDetailsPane element metadata', () => {
  it("lists the page's browser and viewport from the dataset, and 'Not available' for an OS nothing recorded", async () => {
    await openImageAlt();
    const panel = screen.getByRole('tabpanel', { name: 'Element details' });
    // axe results name no test case, so the browser is the page's user agent (the server's rule too).
    const value = (term: string) => within(panel).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Browser')).toBe('Mozilla/5.0 HeadlessChrome/156.0');
    expect(value('OS')).toBe('Not available');
    expect(value('Viewport')).toBe('1280*720');
  });
});

describe('IssueDetailsPane issue link', () => {
  it('copies a link that opens this issue in this report, when the widget owns the page URL', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    window.history.replaceState(null, '', '/automated-tests/projects/prj_1/builds/Checkout/42?thBuildId=rep_1&activeTab=issues&activeViolationId=image-alt');
    const server = createFakeServer();
    vi.stubGlobal('fetch', server.fetch);
    render(<BuildReport source={{ kind: 'server', reportId: 'rep_1', client: server.client }} />);
    const table = await screen.findByRole('table', { name: 'Components of image-alt' });
    fireEvent.click(within(table).getAllByRole('button')[0]!);
    await screen.findByText('Issue 1 of 2');
    fireEvent.click(screen.getByRole('button', { name: 'Copy link to this issue' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
    const link = new URL((writeText.mock.calls[0] as unknown as [string])[0]);
    expect(link.pathname).toBe('/automated-tests/projects/prj_1/builds/Checkout/42');
    expect(link.searchParams.get('thBuildId')).toBe('rep_1');
    expect(link.searchParams.get('activeIssueId')).toBe(server.issueId('.a', 'https://shop.example/'));
  });

  it('offers no issue link when the host keeps the view state', async () => {
    await openImageAlt();
    expect(screen.queryByRole('button', { name: 'Copy link to this issue' })).toBeNull();
  });
});

describe('IssueDetailsPane element details', () => {
  /** Renders the zoom fixture with the issue whose selector is `target` open. */
  async function openZoomIssue(target: string) {
    await openIssueById(zoomRuleResults(), target, 'https://shop.example/');
    return screen.getByRole('tabpanel', { name: 'Element details' });
  }

  it('asks for a check at 200% zoom on a text-resize rule', async () => {
    const panel = await openZoomIssue('meta[name="viewport"]');
    expect(within(panel).getByText('Check this issue with the page zoomed to 200%.')).toBeTruthy();
    expect(within(panel).getByRole('region', { name: 'HTML snippet' }).textContent).toContain('user-scalable=no');
  });

  it('adds no zoom note to other rules', async () => {
    const panel = await openZoomIssue('.a');
    expect(within(panel).getByText('.a')).toBeTruthy();
    expect(within(panel).queryByText(DETAILS_TEXTS.zoomCheck)).toBeNull();
  });
});

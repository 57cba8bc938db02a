// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@curbcut/client';
import { ORG_PUBLIC_LINKS_DISABLED_MESSAGE, REPORT_SHARING_DISABLED_MESSAGE, publicReportLink, type PublicLinkState } from '@curbcut/core';
import { CONSOLIDATED_NOT_SHAREABLE_MESSAGE, NON_AUTHOR_LINK_NOTE, SharePopover, type SharePopoverProps, type ShareToast } from './SharePopover';

const OFF: PublicLinkState = { isEnabled: false, link: null };
/** The link as the server gives it: built by core's publicReportLink. */
const ON: PublicLinkState = { isEnabled: true, link: publicReportLink('automatedTest', 'ccp_abc') };
const SUPPORT = 'https://app.example/contact';

function fakeClient(answer: (path: string, method: string) => unknown) {
  const request = vi.fn(async (path: string, options?: { method?: string }) => answer(path, options?.method ?? 'GET'));
  const client = { baseUrl: '/api', request, clearCache: () => {}, dispose: () => {} } as unknown as ApiClient;
  return { client, request };
}

/** A client whose every call fails, as a server error would. */
function failingClient(): ApiClient {
  return { baseUrl: '/api', request: vi.fn(async () => Promise.reject(new Error('500'))), clearCache() {}, dispose() {} } as unknown as ApiClient;
}

function open(props: Partial<SharePopoverProps> = {}) {
  const toasts: ShareToast[] = [];
  const { client, request } = fakeClient((_path, method) => (method === 'POST' ? ON : OFF));
  render(
    <SharePopover
      report={{ id: 'rep_1', type: 'automatedTest' }}
      publicLink={OFF}
      isAuthor
      publicLinksAllowed
      reportUrl="https://app.example/automated-tests/projects/p/builds/b/1?thBuildId=rep_1"
      appOrigin="https://app.example"
      client={client}
      supportHref={SUPPORT}
      onToast={(t) => toasts.push(t)}
      {...props}
    />,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Share' }));
  return { toasts, request };
}

function showPublicTab() {
  fireEvent.click(screen.getByRole('tab', { name: /Share via public link/ }));
}

beforeEach(() => {
  // jsdom has no CSS.escape, which react-aria's popover uses; the ids it escapes here are plain.
  if (!globalThis.CSS?.escape) Object.defineProperty(globalThis, 'CSS', { value: { escape: (s: string) => s }, configurable: true });
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn(async () => {}) }, configurable: true });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
});

describe('SharePopover', () => {
  it('keeps keyboard focus on the public-link switch while the change is saved, and ignores presses meanwhile', async () => {
    let answer: (value: PublicLinkState) => void = () => undefined;
    const request = vi.fn((_path: string, options?: { method?: string }) =>
      options?.method === 'POST' ? new Promise<PublicLinkState>((resolve) => (answer = resolve)) : Promise.resolve(OFF),
    );
    const client = { baseUrl: '/api', request, clearCache: () => {}, dispose: () => {} } as unknown as ApiClient;
    open({ client });
    showPublicTab();
    const toggle = screen.getByRole('switch', { name: 'Public link' });
    toggle.focus();
    fireEvent.click(toggle);
    expect(document.activeElement).toBe(toggle);
    expect(toggle.hasAttribute('disabled')).toBe(false);
    fireEvent.click(toggle);
    expect(request.mock.calls.filter(([, o]) => o?.method === 'POST')).toHaveLength(1);
    await act(async () => answer(ON));
    await waitFor(() => expect((screen.getByRole('switch', { name: 'Public link' }) as HTMLInputElement).checked).toBe(true));
    expect(document.activeElement).toBe(screen.getByRole('switch', { name: 'Public link' }));
  });

  it('has the two tabs of the spec, the second marked New', () => {
    open();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Share report', 'Share via public link New']);
  });

  it('copies the report link and resets the confirmation after 2.5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy());
    expect(navigator.clipboard.writeText).toHaveBeenCalledWith('https://app.example/automated-tests/projects/p/builds/b/1?thBuildId=rep_1');
    act(() => void vi.advanceTimersByTime(2400));
    expect(screen.queryByRole('button', { name: 'Copied' })).not.toBeNull();
    act(() => void vi.advanceTimersByTime(200));
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
  });

  it('turning the switch on posts {id, type} and toasts Public link enabled', async () => {
    const { toasts, request } = open();
    showPublicTab();
    fireEvent.click(screen.getByRole('switch', { name: 'Public link' }));
    await waitFor(() => expect(toasts).toEqual([{ title: 'Public link enabled', tone: 'success' }]));
    expect(request).toHaveBeenCalledWith('/public_reports', { method: 'POST', body: { id: 'rep_1', type: 'automatedTest' } });
    // The server's own link, made absolute and nothing added: the one form core's publicReportLink builds.
    expect((screen.getByLabelText('Public link', { selector: 'input[readonly]' }) as HTMLInputElement).value).toBe(
      'https://app.example/public_report?type=automatedTest&token=ccp_abc',
    );
  });

  it('shows a non-author the same link form the server hands out', () => {
    open({ isAuthor: false, publicLink: ON });
    showPublicTab();
    expect((screen.getByLabelText('Public link', { selector: 'input[readonly]' }) as HTMLInputElement).value).toBe(
      new URL(publicReportLink('automatedTest', 'ccp_abc'), 'https://app.example').href,
    );
  });

  it("turning it off asks first: Cancel keeps the popover open, Disable link calls DELETE and toasts 'Public link disabled'", async () => {
    const { request, toasts } = open({ publicLink: ON });
    showPublicTab();
    fireEvent.click(screen.getByRole('switch', { name: 'Public link' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Disable public link?' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(confirm.isConnected).toBe(false));
    expect(screen.getByRole('dialog', { name: 'Share' })).toBeTruthy();
    expect((screen.getByRole('switch', { name: 'Public link' }) as HTMLInputElement).checked).toBe(true);
    expect(request).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('switch', { name: 'Public link' }));
    fireEvent.click(screen.getByRole('button', { name: 'Disable link' }));
    await waitFor(() => expect((screen.getByRole('switch', { name: 'Public link' }) as HTMLInputElement).checked).toBe(false));
    expect(request).toHaveBeenCalledWith('/public_reports/rep_1', { method: 'DELETE', query: { type: 'automatedTest' } });
    expect(toasts).toEqual([{ title: 'Public link disabled', tone: 'success' }]);
  });

  it('a failed call shows the spec failure toast with its contact-support link and leaves the switch as it was', async () => {
    const toasts: ShareToast[] = [];
    open({ client: failingClient(), onToast: (t) => toasts.push(t) });
    showPublicTab();
    fireEvent.click(screen.getByRole('switch', { name: 'Public link' }));
    await waitFor(() =>
      expect(toasts).toEqual([
        { title: 'Oops! Something went wrong.', description: 'Please try again later. If this issue persists', supportHref: SUPPORT, tone: 'error' },
      ]),
    );
    expect((screen.getByRole('switch', { name: 'Public link' }) as HTMLInputElement).checked).toBe(false);
  });

  it('without a host toast, shows the failure toast itself, as the report widget renders it', async () => {
    render(
      <SharePopover
        report={{ id: 'rep_1', type: 'automatedTest' }}
        publicLink={OFF}
        isAuthor
        publicLinksAllowed
        appOrigin="https://app.example"
        client={failingClient()}
        supportHref={SUPPORT}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    showPublicTab();
    fireEvent.click(screen.getByRole('switch', { name: 'Public link' }));
    const toast = await screen.findByText('Oops! Something went wrong.');
    const region = toast.closest('.cc-toast') as HTMLElement;
    expect(region.querySelector('.cc-toast-description')?.textContent).toBe('Please try again later. If this issue persists contact support.');
    expect(within(region).getByRole('link', { name: 'contact support' }).getAttribute('href')).toBe(SUPPORT);
  });

  it('tells the organisation, non-authors and consolidated reports what they cannot do', () => {
    open({ publicLinksAllowed: false });
    showPublicTab();
    expect(screen.getByText(ORG_PUBLIC_LINKS_DISABLED_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
    cleanup();

    open({ isAuthor: false });
    showPublicTab();
    expect(screen.getByText(REPORT_SHARING_DISABLED_MESSAGE)).toBeTruthy();
    cleanup();

    open({ isAuthor: false, publicLink: ON });
    showPublicTab();
    expect(screen.getByText(NON_AUTHOR_LINK_NOTE)).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
    cleanup();

    open({ consolidated: true });
    showPublicTab();
    expect(screen.getByText(CONSOLIDATED_NOT_SHAREABLE_MESSAGE)).toBeTruthy();
  });

  it("drops the 'New' marker from the next opening once the public-link tab has been opened", () => {
    open();
    expect(screen.getByRole('tab', { name: /Share via public link/ }).textContent).toBe('Share via public link New');
    showPublicTab();
    // Not while the user looks at it.
    expect(screen.getByRole('tab', { name: /Share via public link/ }).textContent).toBe('Share via public link New');
    cleanup();
    open();
    expect(screen.getByRole('tab', { name: /Share via public link/ }).textContent).toBe('Share via public link');
  });

  it("keeps the 'New' marker while only the report tab is shown, and survives a corrupt stored value", () => {
    localStorage.setItem('curbcut.share.publicTabSeen', 'not json');
    open();
    fireEvent.click(screen.getByRole('tab', { name: 'Share report' }));
    expect(screen.getByRole('tab', { name: /Share via public link/ }).textContent).toBe('Share via public link New');
  });
});

// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@curbcut/client';
import { ORG_PUBLIC_LINKS_DISABLED_MESSAGE, REPORT_SHARING_DISABLED_MESSAGE, type PublicLinkState } from '@curbcut/core';
import { CONSOLIDATED_NOT_SHAREABLE_MESSAGE, NON_AUTHOR_LINK_NOTE, SharePopover, type SharePopoverProps, type ShareToast } from './SharePopover';

const OFF: PublicLinkState = { isEnabled: false, link: null };
const ON: PublicLinkState = { isEnabled: true, link: '/public_report?type=automatedTest&token=ccp_abc' };

function fakeClient(answer: (path: string, method: string) => unknown) {
  const request = vi.fn(async (path: string, options?: { method?: string }) => answer(path, options?.method ?? 'GET'));
  const client = { baseUrl: '/api', request, clearCache: () => {}, dispose: () => {} } as unknown as ApiClient;
  return { client, request };
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
});

describe('SharePopover', () => {
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
    expect((screen.getByLabelText('Public link', { selector: 'input[readonly]' }) as HTMLInputElement).value).toBe(
      'https://app.example/public_report?type=automatedTest&token=ccp_abc&thBuildId=rep_1',
    );
  });

  it('turning it off asks first: Cancel keeps the popover open, Disable link calls DELETE', async () => {
    const { request } = open({ publicLink: ON });
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
  });

  it('a failed call shows the spec failure toast and leaves the switch as it was', async () => {
    const toasts: ShareToast[] = [];
    const client = { baseUrl: '/api', request: vi.fn(async () => Promise.reject(new Error('500'))), clearCache() {}, dispose() {} } as unknown as ApiClient;
    open({ client, onToast: (t) => toasts.push(t) });
    showPublicTab();
    fireEvent.click(screen.getByRole('switch', { name: 'Public link' }));
    await waitFor(() => expect(toasts[0]?.title).toBe('Oops! Something went wrong.'));
    expect((screen.getByRole('switch', { name: 'Public link' }) as HTMLInputElement).checked).toBe(false);
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
});

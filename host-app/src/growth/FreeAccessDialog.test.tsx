// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@curbcut/client';
import './jsdomSetup.testUtil';

const client = vi.hoisted(() => ({
  createGrowthClient: vi.fn(() => ({})),
  setDefaultGrowthClient: vi.fn(),
  provisionFreeAccess: vi.fn(),
}));
vi.mock('@curbcut/client', async (original) => ({ ...(await original<typeof import('@curbcut/client')>()), ...client }));
const page = vi.hoisted(() => ({ openInNewTab: vi.fn(() => true), reloadPage: vi.fn(), leaveFor: vi.fn(() => true) }));
vi.mock('./pageNavigation', () => page);
const toasts = vi.hoisted(() => ({ showToast: vi.fn() }));
vi.mock('../toasts', () => toasts);

const { GrowthActionsProvider, useGrowthModals } = await import('./GrowthActions');

function Opener() {
  const growth = useGrowthModals();
  return (
    <button type="button" onClick={() => growth.openFreeAccess(['screenReader'], 'screen-reader-paywall')}>
      Try it free
    </button>
  );
}

function open() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <GrowthActionsProvider>
        <Opener />
      </GrowthActionsProvider>
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Try it free' }));
}

async function settle() {
  // Lets the provision promise and the state updates after it run.
  await act(async () => {
    await Promise.resolve();
  });
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.useRealTimers();
});

describe('FreeAccessDialog', () => {
  it('provisions, says so, opens the product in a new tab and reloads', async () => {
    client.provisionFreeAccess.mockResolvedValue({ success: true, products: ['screenReader'], product_url: '/screen-reader' });
    open();
    expect(screen.getByRole('dialog', { name: 'Get Free Access' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Request Free Access' }));
    await settle();
    expect(client.provisionFreeAccess).toHaveBeenCalledWith(
      { products: ['screenReader'], source: 'screen-reader-paywall', availWithOutAllocation: true, availedViaFPAStandardisation: true },
      expect.anything(),
    );
    expect(toasts.showToast).toHaveBeenCalledWith({ title: 'Request received', description: 'We will reach out to you shortly', tone: 'success' });
    expect(page.openInNewTab).toHaveBeenCalledWith('/screen-reader');
    expect(page.reloadPage).toHaveBeenCalledTimes(1);
  });

  it('shows the error and closes itself after 3 s', async () => {
    vi.useFakeTimers();
    client.provisionFreeAccess.mockRejectedValue(new ApiRequestError({ kind: 'http', status: 500, method: 'POST', url: '/x' }));
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Request Free Access' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('We encountered an error. Please retry');
    expect(page.reloadPage).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(2900));
    expect(screen.queryByRole('dialog')).not.toBeNull();
    act(() => vi.advanceTimersByTime(100));
    // react-aria may animate the exit; the dialog is gone once its timers have run.
    act(() => vi.runAllTimers());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, queryKeys, type Profile } from '@curbcut/client';

const client = vi.hoisted(() => ({ listDeviceCombinations: vi.fn(), startDeviceSession: vi.fn() }));
vi.mock('@curbcut/client', async (original) => ({ ...(await original<typeof import('@curbcut/client')>()), ...client }));

const { ScreenReaderPage } = await import('./ScreenReaderPage');
const { ScreenReaderAutomationPage } = await import('./ScreenReaderAutomationPage');

const PAID = { isPaidUser: true, trial_status: null, toolkit_on_live: true, rft_eligible: false, private_network_scans_allowed: false, feature_flags: { sr_automation_access: false } };
const FREE = { ...PAID, isPaidUser: false, toolkit_on_live: false, trial_status: 'not_started', rft_eligible: true };
const NVDA = { id: 'win-nvda', os: 'Windows', os_version: '11', device: 'Windows desktop', screen_reader: 'NVDA', browser: 'Chrome' };
const VOICEOVER = { id: 'ios-vo', os: 'iOS', os_version: '18', device: 'iPhone 16', screen_reader: 'VoiceOver', browser: 'Safari' };

function openPage(profile: object, page: 'manual' | 'automation' = 'manual', props = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(queryKeys.profile(), profile as Profile);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{page === 'manual' ? <ScreenReaderPage {...props} /> : <ScreenReaderAutomationPage {...props} />}</MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe('ScreenReaderPage', () => {
  it('groups the combinations by screen reader and opens the started session in a new tab', async () => {
    client.listDeviceCombinations.mockResolvedValue({ provider: { name: 'DeviceCloud' }, combinations: [VOICEOVER, NVDA] });
    client.startDeviceSession.mockResolvedValue({ url: 'https://devices.example.com/session/1' });
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.fn(() => tab);
    vi.stubGlobal('open', open);
    openPage(PAID);
    const headings = (await screen.findAllByRole('heading', { level: 2 })).map((h) => h.textContent);
    expect(headings).toEqual(['Page to test', 'VoiceOver', 'NVDA']);

    const start = screen.getByRole('button', { name: 'Start NVDA on Windows desktop, Windows 11, Chrome' });
    fireEvent.click(start);
    expect(await screen.findByText('Enter a website URL.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Website URL' }));
    expect(open).not.toHaveBeenCalled();

    fireEvent.change(screen.getByRole('textbox', { name: 'Website URL' }), { target: { value: 'https://shop.example.com/cart' } });
    fireEvent.click(start);
    await waitFor(() => expect(tab.location.href).toBe('https://devices.example.com/session/1'));
    expect(tab.opener).toBeNull();
    expect(client.startDeviceSession).toHaveBeenCalledWith({ combination_id: 'win-nvda', url: 'https://shop.example.com/cart' });
    expect(screen.getByRole('link', { name: /Open the session/ }).getAttribute('href')).toBe('https://devices.example.com/session/1');
  });

  it("says the server's refusal next to the list and closes the tab it opened", async () => {
    client.listDeviceCombinations.mockResolvedValue({ provider: { name: 'DeviceCloud' }, combinations: [NVDA] });
    client.startDeviceSession.mockRejectedValue(
      new ApiRequestError({ kind: 'http', status: 403, method: 'POST', url: '/api/v1/toolkit-on-live/start', body: { code: 'forbidden', message: 'Screen reader testing needs a trial or a paid plan.' } }),
    );
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.stubGlobal('open', vi.fn(() => tab));
    openPage(PAID);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Website URL' }), { target: { value: 'http://localhost:8080/' } });
    fireEvent.click(screen.getByRole('button', { name: /^Start NVDA/ }));
    expect(await screen.findByText('Screen reader testing needs a trial or a paid plan.')).toBeTruthy();
    expect(tab.close).toHaveBeenCalledOnce();
    expect(client.startDeviceSession).toHaveBeenCalledWith({ combination_id: 'win-nvda', url: 'http://localhost:8080/' });
  });

  it('says no device provider is configured and what an admin must do', async () => {
    client.listDeviceCombinations.mockResolvedValue({ provider: null, combinations: [] });
    openPage(PAID);
    expect(await screen.findByRole('heading', { name: 'No device provider is configured' })).toBeTruthy();
    expect(screen.getByText(/A server administrator describes the provider/)).toBeTruthy();
  });

  it('shows free users the paywall, whose trial button calls the shell', async () => {
    const onStartTrial = vi.fn();
    openPage(FREE, 'manual', { onStartTrial });
    fireEvent.click(screen.getByRole('button', { name: 'Get 14-day free trial' }));
    expect(onStartTrial).toHaveBeenCalledOnce();
    expect(client.listDeviceCombinations).not.toHaveBeenCalled();
  });
});

describe('ScreenReaderAutomationPage', () => {
  it('explains the Alpha and how to get access while the flag is off', () => {
    openPage(PAID, 'automation');
    expect(screen.getByRole('heading', { name: 'Screen Reader Automation is in Alpha' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Settings, Feature flags' }).getAttribute('href')).toBe('/settings?tab=flags');
    expect(client.listDeviceCombinations).not.toHaveBeenCalled();
  });

  it('lists the combinations once the flag is on', async () => {
    client.listDeviceCombinations.mockResolvedValue({ provider: { name: 'DeviceCloud' }, combinations: [NVDA] });
    openPage({ ...PAID, feature_flags: { sr_automation_access: true } }, 'automation');
    expect(await screen.findByRole('button', { name: 'Start NVDA on Windows desktop, Windows 11, Chrome' })).toBeTruthy();
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../growth/jsdomSetup.testUtil';
import { growthDetails } from '../growth/growthDetails.testUtil';

const client = vi.hoisted(() => ({
  createGrowthClient: vi.fn(() => ({})),
  setDefaultGrowthClient: vi.fn(),
  getGrowthDetails: vi.fn(),
  dismissProductIntro: vi.fn(),
}));
vi.mock('@curbcut/client', async (original) => ({ ...(await original<typeof import('@curbcut/client')>()), ...client }));

const { GrowthActionsProvider } = await import('../growth/GrowthActions');
const { ProductIntroPage } = await import('./ProductIntroPage');

function openIntro() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/introduction']}>
        <GrowthActionsProvider>
          <Routes>
            <Route path="/introduction" element={<ProductIntroPage />} />
            <Route path="/home" element={<h1>Home</h1>} />
          </Routes>
        </GrowthActionsProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  client.getGrowthDetails.mockResolvedValue(growthDetails({ intro: { required: true, seen: false } }));
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('ProductIntroPage', () => {
  it('records the intro as seen on Get started, then goes home', async () => {
    client.dismissProductIntro.mockResolvedValue({ product_key: 'accessibility', seen: true });
    openIntro();
    expect(screen.getByText('More than 50,000 customers')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Get started' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(client.dismissProductIntro).toHaveBeenCalledWith('accessibility', 'csrf-1', expect.anything());
  });

  it('stays and says so when the dismissal fails', async () => {
    client.dismissProductIntro.mockRejectedValue(new Error('offline'));
    openIntro();
    fireEvent.click(await screen.findByRole('button', { name: 'Get started' }));
    expect((await screen.findByRole('alert')).textContent).toBe('We could not save that you have seen this introduction. Please try again.');
  });

  it('opens the demo request on Get a demo', async () => {
    openIntro();
    fireEvent.click(screen.getByRole('button', { name: 'Get a demo' }));
    expect(await screen.findByRole('dialog', { name: 'Get a demo' })).toBeTruthy();
  });
});

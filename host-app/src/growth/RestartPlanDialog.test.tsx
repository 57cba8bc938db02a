// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@curbcut/client';
import './jsdomSetup.testUtil';
import { growthDetails } from './growthDetails.testUtil';

const client = vi.hoisted(() => ({
  createGrowthClient: vi.fn(() => ({})),
  setDefaultGrowthClient: vi.fn(),
  getGrowthDetails: vi.fn(),
  getRestartPlan: vi.fn(),
  createRestartOrder: vi.fn(),
}));
vi.mock('@curbcut/client', async (original) => ({ ...(await original<typeof import('@curbcut/client')>()), ...client }));
const page = vi.hoisted(() => ({ openInNewTab: vi.fn(() => true), reloadPage: vi.fn(), leaveFor: vi.fn(() => true) }));
vi.mock('./pageNavigation', () => page);

const { GrowthActionsProvider, useGrowthModals } = await import('./GrowthActions');

function Opener() {
  const growth = useGrowthModals();
  return (
    <button type="button" onClick={() => growth.openRestartPlan()}>
      Buy a plan
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
  fireEvent.click(screen.getByRole('button', { name: 'Buy a plan' }));
}

const PLAN = {
  plan: { id: 'free', name: 'Free', plan_type: 'free' },
  restart_order: { plan_id: 'automate_monitor', plan_name: 'Automate & Monitor' },
} as const;
const failure = () => new ApiRequestError({ kind: 'http', status: 500, method: 'GET', url: '/api/growth/accounts/restart' });

beforeEach(() => {
  client.getGrowthDetails.mockResolvedValue(growthDetails());
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('RestartPlanDialog', () => {
  it('places the order for the plan to restart and follows its redirect', async () => {
    client.getRestartPlan.mockResolvedValue(PLAN);
    client.createRestartOrder.mockResolvedValue({ order_id: 'ord_1', redirect_url: '/home?order=ord_1' });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Restart Automate & Monitor' }));
    await waitFor(() => expect(page.leaveFor).toHaveBeenCalledWith('/home?order=ord_1'));
    expect(client.createRestartOrder).toHaveBeenCalledWith('automate_monitor', 'csrf-1', expect.anything());
  });

  it('says when the current plan cannot be fetched', async () => {
    client.getRestartPlan.mockRejectedValue(failure());
    open();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'There was an error while trying to fetch your current plan. Please try again later.',
    );
    expect(screen.queryByRole('button', { name: /^Restart/ })).toBeNull();
  });

  it('says when the order cannot be placed, and lets the user try again', async () => {
    client.getRestartPlan.mockResolvedValue(PLAN);
    client.createRestartOrder.mockRejectedValue(failure());
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Restart Automate & Monitor' }));
    expect((await screen.findByRole('alert')).textContent).toBe('There was an error while trying to place your order. Please try again later.');
    expect(page.leaveFor).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Restart Automate & Monitor' })).toBeTruthy();
  });
});

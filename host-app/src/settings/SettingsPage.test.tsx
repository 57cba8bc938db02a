// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, queryKeys, type Profile } from '@curbcut/client';
import type { InstanceSettings, Settings } from '@curbcut/core';

const client = vi.hoisted(() => ({
  getSettings: vi.fn(),
  updateGroupSettings: vi.fn(),
  updatePlanFeatures: vi.fn(),
  updateMemberRole: vi.fn(),
  updateTrialSettings: vi.fn(),
  listContactRequests: vi.fn(),
  listFeedback: vi.fn(),
  getInstanceSettings: vi.fn(),
  setInstanceGroupPlan: vi.fn(),
  updateInstanceGroupTrial: vi.fn(),
  decideRestartOrder: vi.fn(),
}));
vi.mock('@curbcut/client', async (original) => ({ ...(await original<typeof import('@curbcut/client')>()), ...client }));
const toasts = vi.hoisted(() => ({ showToast: vi.fn() }));
vi.mock('../toasts', () => toasts);

const { SettingsPage } = await import('./SettingsPage');

// jsdom has no CSS.escape, which react-aria's popover and modal use; the ids it escapes here are plain.
if (!globalThis.CSS?.escape) Object.defineProperty(globalThis, 'CSS', { value: { escape: (s: string) => s }, configurable: true });

const FLAGS = { score: true, lca: false, ai_remediation: false, dashboard_use_first_project: false, decision_persistence: true, read_from_testhub: false, sr_automation_access: false };
const features = (on: boolean) => ({
  issue_snapshot: on,
  report_comparison: on,
  public_links: true,
  pdf_scanner: on,
  th_automation: on,
  toolkit_on_live: on,
  screen_readers: on,
  automated_tests: on,
});

function settingsOf(canEdit: boolean, instanceAdmin = false): Settings {
  return {
    group: { id: 'grp_1', name: 'Demo group', plan_id: 'automate_monitor', product_intro_required: false, priority_notification: null },
    can_edit: canEdit,
    instance_admin: instanceAdmin,
    plans: [
      { id: 'free', name: 'Free', plan_type: 'free', enterprise: false, features: features(false) },
      { id: 'automate_monitor', name: 'Automate & Monitor', plan_type: 'paid', enterprise: false, features: features(true) },
    ],
    plan_features: ['issue_snapshot', 'report_comparison', 'public_links', 'pdf_scanner', 'th_automation', 'toolkit_on_live', 'screen_readers', 'automated_tests'],
    feature_flags: FLAGS,
    members: [
      { id: 'usr_1', name: 'Demo User', email: 'demo@curbcut.local', role: 'admin' },
      { id: 'usr_2', name: 'Ada', email: 'ada@example.com', role: 'member' },
    ],
    invitations: [],
    trial: { status: 'not_started', start_date: null, end_date: null, eft_type: 'rft', rft_eligible: true },
    integrations: { bug_tracker: null, device_provider: { configured: false } },
  };
}

const TRIAL = { status: 'expired', start_date: null, end_date: null, eft_type: 'rft', rft_eligible: false } as const;
const INSTANCE: InstanceSettings = {
  groups: [
    { id: 'grp_1', name: 'Demo group', plan_id: 'automate_monitor', previous_plan_id: null, created_at: '2026-11-01T09:00:00.000Z', member_count: 2, admins: ['demo@curbcut.local'], trial: { ...TRIAL, status: null } },
    { id: 'grp_2', name: 'Free group', plan_id: 'free', previous_plan_id: null, created_at: '2026-11-02T09:00:00.000Z', member_count: 1, admins: ['free@curbcut.local'], trial: TRIAL },
  ],
  orders: [
    {
      id: 'order_1',
      group_id: 'grp_2',
      group_name: 'Free group',
      plan_id: 'automate_monitor',
      plan_name: 'Automate & Monitor',
      placed_by: { id: 'usr_3', name: 'Free User', email: 'free@curbcut.local' },
      status: 'placed',
      created_at: '2026-11-03T09:00:00.000Z',
      decided_at: null,
    },
  ],
  administrators: [{ id: 'usr_1', name: 'Demo User', email: 'demo@curbcut.local', group_name: 'Demo group' }],
  integrations: {
    bug_tracker: null,
    device_provider: null,
    mail: 'outbox',
    sales_email: 'sales@curbcut.local',
    demo_scheduler_url: null,
    chat_widget: false,
    telemetry_script: false,
    private_network_scans: true,
  },
};

function openSettings(path = '/settings') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(queryKeys.profile(), { user_id: 'usr_1' } as Profile);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <SettingsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('SettingsPage', () => {
  it('lets an admin switch a feature flag, sending the change and toasting it', async () => {
    client.getSettings.mockResolvedValue(settingsOf(true));
    client.updateGroupSettings.mockResolvedValue({ ...settingsOf(true), feature_flags: { ...FLAGS, lca: true } });
    openSettings('/settings?tab=flags');
    const lca = await screen.findByRole('switch', { name: 'Low-code automation' });
    expect((lca as HTMLInputElement).checked).toBe(false);
    fireEvent.click(lca);
    await waitFor(() => expect(toasts.showToast).toHaveBeenCalledWith({ title: 'Low-code automation turned on', tone: 'success' }));
    expect(client.updateGroupSettings).toHaveBeenCalledWith({ feature_flags: { lca: true } });
    expect((screen.getByRole('switch', { name: 'Low-code automation' }) as HTMLInputElement).checked).toBe(true);
  });

  it('shows a group admin plans and the trial read only, the Requests tab, and no Instance tab', async () => {
    client.getSettings.mockResolvedValue(settingsOf(true));
    openSettings('/settings?tab=plan');
    const cell = await screen.findByRole('switch', { name: 'PDF Scanner in Free' });
    expect(cell.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Plans are set by the instance administrators of this server.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Plan of the group/ })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Requests' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Instance' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Trial' }));
    expect(screen.queryByRole('button', { name: 'Reset trial…' })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(client.getInstanceSettings).not.toHaveBeenCalled();
  });

  it("changes a member's role from the Members tab", async () => {
    client.getSettings.mockResolvedValue(settingsOf(true));
    client.updateMemberRole.mockResolvedValue(settingsOf(true));
    openSettings('/settings?tab=members');
    fireEvent.click(await screen.findByRole('button', { name: /Role of Ada/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Admin' }));
    await waitFor(() => expect(client.updateMemberRole).toHaveBeenCalledWith('usr_2', 'admin'));
    await waitFor(() => expect(toasts.showToast).toHaveBeenCalledWith({ title: 'Ada is now an admin', tone: 'success' }));
  });

  it("gives an instance admin the Instance tab: plan features, a group's plan, a confirmed trial reset, orders", async () => {
    client.getSettings.mockResolvedValue(settingsOf(true, true));
    client.getInstanceSettings.mockResolvedValue(INSTANCE);
    client.updatePlanFeatures.mockResolvedValue(settingsOf(true, true));
    client.setInstanceGroupPlan.mockResolvedValue(INSTANCE);
    client.updateInstanceGroupTrial.mockResolvedValue(INSTANCE);
    client.decideRestartOrder.mockResolvedValue({ ...INSTANCE, orders: [] });
    openSettings('/settings?tab=instance');
    fireEvent.click(await screen.findByRole('switch', { name: 'PDF Scanner in Free' }));
    await waitFor(() => expect(client.updatePlanFeatures).toHaveBeenCalledWith('free', { pdf_scanner: true }));

    fireEvent.click(screen.getByRole('button', { name: /Plan of Free group/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Automate & Monitor (paid)' }));
    await waitFor(() => expect(client.setInstanceGroupPlan).toHaveBeenCalledWith('grp_2', 'automate_monitor'));

    fireEvent.click(screen.getByRole('button', { name: 'Reset the trial of Free group' }));
    expect(client.updateInstanceGroupTrial).not.toHaveBeenCalled();
    fireEvent.click(await screen.findByRole('button', { name: 'Reset trial' }));
    await waitFor(() => expect(client.updateInstanceGroupTrial).toHaveBeenCalledWith('grp_2', { reset: true }));

    fireEvent.click(screen.getByRole('button', { name: 'Fulfil the order of Free group for Automate & Monitor' }));
    await waitFor(() => expect(client.decideRestartOrder).toHaveBeenCalledWith('order_1', 'fulfilled'));
    await waitFor(() => expect(toasts.showToast).toHaveBeenCalledWith({ title: 'Free group is now on Automate & Monitor', tone: 'success' }));
    expect(await screen.findByText('No group has ordered a plan from the restart-plan dialog yet.')).toBeTruthy();
  });

  it('shows members everything read-only, with the note and without the Requests tab', async () => {
    client.getSettings.mockResolvedValue(settingsOf(false));
    openSettings('/settings?tab=members');
    expect(await screen.findByText("You can see your group's settings. Only group admins can change settings.")).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Requests' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Instance' })).toBeNull();
    const ada = screen.getByRole('row', { name: /Ada/ });
    expect(within(ada).getByText('Member')).toBeTruthy();
    expect(within(ada).queryByRole('button')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'General' }));
    expect(screen.getByRole('switch', { name: 'Require the product introduction' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('textbox', { name: 'Group name' }).hasAttribute('readonly')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save name' })).toBeNull();
  });

  it("toasts the server's refusal and puts the switch back", async () => {
    client.getSettings.mockResolvedValue(settingsOf(true));
    client.updateGroupSettings.mockRejectedValue(
      new ApiRequestError({ kind: 'http', status: 403, method: 'PATCH', url: '/api/v1/settings/group', body: { code: 'forbidden', message: 'Only group admins can change settings.' } }),
    );
    openSettings('/settings?tab=general');
    fireEvent.click(await screen.findByRole('switch', { name: 'Require the product introduction' }));
    await waitFor(() => expect(toasts.showToast).toHaveBeenCalledWith({ title: 'Only group admins can change settings.', tone: 'error' }));
    expect((screen.getByRole('switch', { name: 'Require the product introduction' }) as HTMLInputElement).checked).toBe(false);
  });
});

/**
 * Typed functions for the Instance tab of /settings (docs/decisions/0031-instance-administrators.md):
 * every call is for instance administrators and rejects with 403 for anyone else. Each write answers
 * the whole Instance tab; like every write, each one empties the client's cache.
 */
import { encodePathSegment } from '@curbcut/core';
import type { InstanceSettings, UpdateTrialSettingsBody } from '@curbcut/core';
import type { ApiClient } from './apiClient';
import { getDefaultApiClient } from './defaultClient';
import type { CallOptions } from './routes';

/** Every group with its plan and trial, the restart-plan orders, the instance administrators and the server-wide integrations. */
export function getInstanceSettings(client: ApiClient = getDefaultApiClient(), options: CallOptions = {}): Promise<InstanceSettings> {
  return client.request<InstanceSettings>('/v1/settings/instance', options);
}

/** Puts a group on a plan; its old plan becomes its previous plan. Rejects with 400 for an unknown plan, 404 for an unknown group. */
export function setInstanceGroupPlan(groupId: string, planId: string, client: ApiClient = getDefaultApiClient()): Promise<InstanceSettings> {
  return client.request<InstanceSettings>(`/v1/settings/instance/groups/${encodePathSegment(groupId)}`, { method: 'PATCH', body: { plan_id: planId } });
}

/** Sets a group's trial eligibility, or starts its trial over with `{reset: true}`. */
export function updateInstanceGroupTrial(groupId: string, changes: UpdateTrialSettingsBody, client: ApiClient = getDefaultApiClient()): Promise<InstanceSettings> {
  return client.request<InstanceSettings>(`/v1/settings/instance/groups/${encodePathSegment(groupId)}/trial`, { method: 'PATCH', body: changes });
}

/** Fulfils a placed restart-plan order (the group gets the plan) or refuses it. Rejects with 409 when it was already decided. */
export function decideRestartOrder(orderId: string, status: 'fulfilled' | 'refused', client: ApiClient = getDefaultApiClient()): Promise<InstanceSettings> {
  return client.request<InstanceSettings>(`/v1/settings/instance/orders/${encodePathSegment(orderId)}`, { method: 'PATCH', body: { status } });
}

/**
 * The trial calls (spec 000 sections 4.1 and 7.3): start the 14-day trial, read its status while
 * the server activates it, and switch tunnel-vision mode off.
 */
import type { TrialStatusResponse } from '@curbcut/core';
import type { ApiClient } from './apiClient';
import { getDefaultApiClient } from './defaultClient';

/** How often the client reads the trial status while it is being activated (spec 000 section 9). */
export const TRIAL_POLL_INTERVAL_MS = 2000;

/** Starts the group's trial; the answer says `processing` until the server has enabled it. */
export function startFreeTrial(client: ApiClient = getDefaultApiClient()): Promise<TrialStatusResponse> {
  return client.request<TrialStatusResponse>('/v1/group/free-trial', { method: 'POST' });
}

/** The trial status, never from the cache: polling must see the server's latest answer. */
export function getFreeTrialStatus(client: ApiClient = getDefaultApiClient()): Promise<TrialStatusResponse> {
  return client.request<TrialStatusResponse>('/v1/group/free-trial-status', { cache: false });
}

/** Switches tunnel-vision mode off for the signed-in user (spec 000 section 4.3). */
export function disableTunnelVision(client: ApiClient = getDefaultApiClient()): Promise<{ show_tunnel_vision: boolean }> {
  return client.request<{ show_tunnel_vision: boolean }>('/v1/user/disable-tunnel-vision', { method: 'PATCH' });
}

/**
 * Typed functions for the settings page (/settings), screen-reader device sessions, the feedback
 * widgets and bug filing (contracts: HTTP API, docs/decisions/0025). Every settings write answers
 * the whole settings, so a page can render the stored result without reading again; like every
 * write, each one empties the client's cache.
 */
import { encodePathSegment } from '@curbcut/core';
import type {
  DeviceCombinationList,
  DeviceSession,
  FeatureFlagName,
  FeedbackBody,
  FeedbackItem,
  FiledIssue,
  FileIssueBody,
  PlanFeature,
  Settings,
  StartDeviceSessionBody,
  UpdateGroupSettingsBody,
  UpdateTrialSettingsBody,
} from '@curbcut/core';
import type { ApiClient } from './apiClient';
import { getDefaultApiClient } from './defaultClient';
import type { CallOptions } from './routes';

/** Fields of a group update; flags are typed by name (the body schema accepts any name and the server names an unknown one). */
export type GroupSettingsChanges = Omit<UpdateGroupSettingsBody, 'feature_flags'> & {
  feature_flags?: Partial<Record<FeatureFlagName, boolean>>;
};

/** The caller's group settings, plan catalogue, flags, members, trial and integrations. */
export function getSettings(client: ApiClient = getDefaultApiClient(), options: CallOptions = {}): Promise<Settings> {
  return client.request<Settings>('/v1/settings', options);
}

/**
 * Changes the group (admins): name, plan (the old one becomes the previous plan), product
 * introduction, group feature flags. Rejects with 403 for members, 400 naming an unknown plan or flag.
 */
export function updateGroupSettings(changes: GroupSettingsChanges, client: ApiClient = getDefaultApiClient()): Promise<Settings> {
  return client.request<Settings>('/v1/settings/group', { method: 'PATCH', body: changes });
}

/** Switches capabilities of a plan, for every group on it (admins). Rejects with 404 for an unknown plan. */
export function updatePlanFeatures(
  planId: string,
  features: Partial<Record<PlanFeature, boolean>>,
  client: ApiClient = getDefaultApiClient(),
): Promise<Settings> {
  return client.request<Settings>(`/v1/settings/plans/${encodePathSegment(planId)}`, { method: 'PATCH', body: { features } });
}

/** Changes a member's role (admins). Rejects with 409 when it would leave the group without an admin. */
export function updateMemberRole(userId: string, role: 'member' | 'admin', client: ApiClient = getDefaultApiClient()): Promise<Settings> {
  return client.request<Settings>(`/v1/settings/members/${encodePathSegment(userId)}`, { method: 'PATCH', body: { role } });
}

/** Sets trial eligibility or starts the trial over with `{reset: true}` (admins). */
export function updateTrialSettings(changes: UpdateTrialSettingsBody, client: ApiClient = getDefaultApiClient()): Promise<Settings> {
  return client.request<Settings>('/v1/settings/trial', { method: 'PATCH', body: changes });
}

/** The device provider's combinations; `provider` is null (and the list empty) when none is configured. */
export function listDeviceCombinations(client: ApiClient = getDefaultApiClient(), options: CallOptions = {}): Promise<DeviceCombinationList> {
  return client.request<DeviceCombinationList>('/v1/toolkit-on-live/supported-combinations', options);
}

/**
 * The provider's session URL for a combination and a page. Rejects with 403 without a trial or
 * paid plan, 404 for an unknown combination, 400 for a page that is not http(s), 503 without a provider.
 */
export function startDeviceSession(body: StartDeviceSessionBody, client: ApiClient = getDefaultApiClient()): Promise<DeviceSession> {
  return client.request<DeviceSession>('/v1/toolkit-on-live/start', { method: 'POST', body });
}

/** Sends a feedback widget's answer; resolves to its id. Rejects with 400 (`path` `$.text`) when the form needs text. */
export async function sendFeedback(body: FeedbackBody, client: ApiClient = getDefaultApiClient()): Promise<string> {
  const data = await client.request<{ id: string }>('/v1/feedback', { method: 'POST', body });
  return data.id;
}

/** The group's feedback, newest first (admins; 403 for members). */
export async function listFeedback(client: ApiClient = getDefaultApiClient(), options: CallOptions = {}): Promise<FeedbackItem[]> {
  const data = await client.request<{ feedback: FeedbackItem[] }>('/v1/feedback', options);
  return data.feedback;
}

/**
 * Files a bug in the configured tracker; resolves to its key and page (for the toast
 * `issueCreatedToast(key)` with View Issue). Rejects with 502 and the tracker's message when the
 * tracker refuses, 503 when none is configured.
 */
export function fileBugReport(body: FileIssueBody, client: ApiClient = getDefaultApiClient()): Promise<FiledIssue> {
  return client.request<FiledIssue>('/v1/integrations/issues', { method: 'POST', body });
}

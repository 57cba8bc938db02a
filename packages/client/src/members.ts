/**
 * Typed functions for group membership (docs/decisions/0028-members-and-announcements.md): admins
 * invite, revoke and remove; the invited person looks the link up and accepts it. The admin calls
 * answer the whole settings, like every settings write.
 */
import { encodePathSegment } from '@curbcut/core';
import type { AcceptInvitationBody, CreatedInvitation, InvitationPreview, InviteMemberBody, Settings, SignInResponse } from '@curbcut/core';
import type { ApiClient } from './apiClient';
import { getDefaultApiClient } from './defaultClient';

/** Invites someone by email (admins); the answer carries the one-time link, shown once. Rejects with 409 for an address that has an account. */
export function inviteMember(
  body: InviteMemberBody,
  client: ApiClient = getDefaultApiClient(),
): Promise<{ settings: Settings; invitation: CreatedInvitation }> {
  return client.request<{ settings: Settings; invitation: CreatedInvitation }>('/v1/settings/invitations', { method: 'POST', body });
}

/** Revokes a pending invitation (admins); its link stops working. */
export function revokeInvitation(invitationId: string, client: ApiClient = getDefaultApiClient()): Promise<Settings> {
  return client.request<Settings>(`/v1/settings/invitations/${encodePathSegment(invitationId)}`, { method: 'DELETE' });
}

/** Removes a member (admins): their sessions and upload tokens end; their reports stay. */
export function removeMember(userId: string, client: ApiClient = getDefaultApiClient()): Promise<Settings> {
  return client.request<Settings>(`/v1/settings/members/${encodePathSegment(userId)}`, { method: 'DELETE' });
}

/** What an invitation link is for. Rejects with 404 (unknown or revoked) or 410 (expired or used). */
export function lookupInvitation(token: string, client: ApiClient = getDefaultApiClient()): Promise<InvitationPreview> {
  return client.request<InvitationPreview>('/v1/invitations/lookup', { method: 'POST', body: { token } });
}

/** Accepts an invitation: makes the account and signs it in (the session cookie is set). */
export function acceptInvitation(body: AcceptInvitationBody, client: ApiClient = getDefaultApiClient()): Promise<SignInResponse> {
  return client.request<SignInResponse>('/v1/invitations/accept', { method: 'POST', body });
}

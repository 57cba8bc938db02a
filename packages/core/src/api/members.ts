/**
 * Group membership managed on the settings page: admins invite people by email (a one-time link
 * to set a password), revoke invitations and remove members; the invited person accepts on
 * `/accept-invitation`. Also the group's announcement (the priority banner of spec 000 section 4.2)
 * as an admin writes it. See docs/decisions/0028-members-and-announcements.md.
 */
import { Type, type Static } from '@sinclair/typebox';

/** Days an invitation link stays valid. */
export const INVITATION_TTL_DAYS = 7;
/** Shortest password a new account may choose. */
export const PASSWORD_MIN_LENGTH = 10;
/** Longest announcement text. */
export const ANNOUNCEMENT_TEXT_MAX = 500;

/** Answer for a link that is unknown (or was revoked). */
export const INVITATION_INVALID_MESSAGE = 'This invitation link is not valid. Ask your group admin for a new one.';
/** Answer for a link that expired or was used already. */
export const INVITATION_GONE_MESSAGE = 'This invitation has expired or was already used. Ask your group admin for a new one.';

const Role = Type.Union([Type.Literal('member'), Type.Literal('admin')], { description: 'Role in the group: admins change settings' });

/** A pending invitation, as group admins see it. */
export const SettingsInvitation = Type.Object({
  id: Type.String({ description: 'Invitation id (`inv_...`)' }),
  email: Type.String({ description: 'Who is invited, lower-cased' }),
  name: Type.String({ description: 'Their display name' }),
  role: Role,
  invited_by: Type.Union([Type.Object({ id: Type.String({ description: 'User id' }), name: Type.String({ description: 'Display name' }) }), Type.Null()], {
    description: 'The admin who sent it; null: made on the command line (`curbcut add-admin`)',
  }),
  created_at: Type.String({ description: 'When it was sent (ISO 8601, UTC)' }),
  expires_at: Type.String({ description: 'When the link stops working (ISO 8601, UTC)' }),
});
export type SettingsInvitation = Static<typeof SettingsInvitation>;

/** `POST /api/v1/settings/invitations` (admins). */
export const InviteMemberBody = Type.Object({
  email: Type.String({ minLength: 3, maxLength: 320, description: 'Email address of the person to invite' }),
  name: Type.String({ minLength: 1, maxLength: 200, description: 'Their display name' }),
  role: Role,
});
export type InviteMemberBody = Static<typeof InviteMemberBody>;

/** Path of `DELETE /api/v1/settings/invitations/{invitationId}`. */
export const InvitationIdParams = Type.Object({
  invitationId: Type.String({ minLength: 1, maxLength: 100, description: 'Invitation id (`inv_...`)' }),
});
export type InvitationIdParams = Static<typeof InvitationIdParams>;

/** The invitation just made: its link is shown once, so an admin can pass it on when mail is not delivered. */
export const CreatedInvitation = Type.Object({
  id: Type.String({ description: 'Invitation id (`inv_...`)' }),
  url: Type.String({ description: 'The one-time link to accept it (shown once; only its hash is stored)' }),
  mailed: Type.Boolean({ description: 'Whether the invitation mail was handed to the mail transport' }),
});
export type CreatedInvitation = Static<typeof CreatedInvitation>;

/** `POST /api/v1/invitations/lookup` and `POST /api/v1/invitations/accept` carry the link's token. */
export const InvitationTokenBody = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 200, description: 'The token of the invitation link' }),
});
export type InvitationTokenBody = Static<typeof InvitationTokenBody>;

/** What the accept page shows before the person sets a password. */
export const InvitationPreview = Type.Object({
  email: Type.String({ description: 'The invited address' }),
  name: Type.String({ description: 'The name the admin gave' }),
  group_name: Type.String({ description: 'The group to join' }),
  invited_by: Type.Union([Type.String(), Type.Null()], { description: 'Name of the admin who invited them; null: the server operator' }),
  expires_at: Type.String({ description: 'When the link stops working (ISO 8601, UTC)' }),
});
export type InvitationPreview = Static<typeof InvitationPreview>;

/** `POST /api/v1/invitations/accept`: creates the account and signs it in. */
export const AcceptInvitationBody = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 200, description: 'The token of the invitation link' }),
  name: Type.String({ minLength: 1, maxLength: 200, description: 'Display name (the invited name, or a correction)' }),
  password: Type.String({ minLength: 1, maxLength: 1024, description: `New password, at least ${PASSWORD_MIN_LENGTH} characters` }),
});
export type AcceptInvitationBody = Static<typeof AcceptInvitationBody>;

/** The group's announcement as an admin writes it; the server gives it a fresh id on every change. */
export const AnnouncementBody = Type.Object({
  description: Type.String({ minLength: 1, maxLength: ANNOUNCEMENT_TEXT_MAX, description: 'Text of the banner' }),
  link: Type.Optional(Type.Union([Type.String({ maxLength: 2048 }), Type.Null()], { description: 'http(s) address of the call to action' })),
  ctaText: Type.Optional(Type.Union([Type.String({ maxLength: 60 }), Type.Null()], { description: 'Text of the call to action' })),
  showOnlyOnce: Type.Optional(Type.Boolean({ description: 'Hidden for good once a person dismisses it' })),
  showUntil: Type.Optional(Type.Union([Type.String({ maxLength: 10 }), Type.Null()], { description: 'Last day it shows (YYYY-MM-DD)' })),
  align: Type.Optional(Type.Union([Type.Literal('start'), Type.Literal('center')], { description: 'Text alignment' })),
  openInSameTab: Type.Optional(Type.Boolean({ description: 'The link opens in the same tab' })),
});
export type AnnouncementBody = Static<typeof AnnouncementBody>;

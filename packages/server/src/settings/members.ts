/**
 * Group membership (docs/decisions/0028-members-and-announcements.md): admins invite people by
 * email with a one-time link, revoke pending invitations and remove members; the invited person
 * sets a password and is signed in. A removed member's row stays (reports keep their author) but
 * is deactivated: sessions, upload tokens and embed tokens end at once, and sign-in refuses it.
 */
import {
  INVITATION_GONE_MESSAGE,
  INVITATION_INVALID_MESSAGE,
  INVITATION_TTL_DAYS,
  PASSWORD_MIN_LENGTH,
  type AcceptInvitationBody,
  type CreatedInvitation,
  type InvitationPreview,
  type InviteMemberBody,
  type SettingsInvitation,
} from '@curbcut/core';
import type { Kysely } from 'kysely';
import type { ServerContext } from '../context';
import type { Database } from '../db/schema';
import type { AuthUser } from '../auth/guards';
import { hashSecret, newSecret } from '../auth/secrets';
import { hashPassword } from '../accounts/passwords';
import { normalizeEmail } from '../accounts/users';
import { newId } from '../db/ids';
import { isEmailAddress } from '../growth/freeMailDomains';
import { ApiError } from '../http/errors';
import { isoNow, type Clock } from '../time/clock';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Path of the host app's page that accepts an invitation. */
export const ACCEPT_INVITATION_PATH = '/accept-invitation';

/** The link of an invitation token on the host app at `origin`. */
export function invitationUrl(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}${ACCEPT_INVITATION_PATH}#token=${encodeURIComponent(token)}`;
}

/** Fields of a new invitation; `email` is normalised by the caller. */
export interface NewInvitation {
  groupId: string;
  email: string;
  name: string;
  role: 'member' | 'admin';
  /** The inviting admin; null on the command line. */
  invitedBy: string | null;
  /** The account it makes is an instance administrator (`curbcut add-admin --instance` only). Default false. */
  instanceAdmin?: boolean;
}

/**
 * Stores an invitation, replacing a pending one for the same address in the group, and returns its
 * id and the plain token (only its SHA-256 is kept).
 */
export async function createInvitation(db: Kysely<Database>, clock: Clock, invitation: NewInvitation): Promise<{ id: string; token: string }> {
  const token = newSecret();
  const now = clock.now();
  const id = newId('invitation');
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('member_invitations')
      .where('group_id', '=', invitation.groupId)
      .where('email', '=', invitation.email)
      .where('accepted_at', 'is', null)
      .execute();
    await trx
      .insertInto('member_invitations')
      .values({
        id,
        group_id: invitation.groupId,
        email: invitation.email,
        name: invitation.name,
        role: invitation.role,
        token_hash: hashSecret(token),
        invited_by: invitation.invitedBy,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS).toISOString(),
        accepted_at: null,
        instance_admin: invitation.instanceAdmin === true ? 1 : 0,
      })
      .execute();
  });
  return { id, token };
}

/** The group's pending (not accepted, not expired) invitations, newest first. */
export async function listInvitations(ctx: ServerContext, groupId: string): Promise<SettingsInvitation[]> {
  const rows = await ctx.db
    .selectFrom('member_invitations')
    .leftJoin('users', 'users.id', 'member_invitations.invited_by')
    .select([
      'member_invitations.id',
      'member_invitations.email',
      'member_invitations.name',
      'member_invitations.role',
      'member_invitations.created_at',
      'member_invitations.expires_at',
      'users.id as inviter_id',
      'users.name as inviter_name',
    ])
    .where('member_invitations.group_id', '=', groupId)
    .where('member_invitations.accepted_at', 'is', null)
    .where('member_invitations.expires_at', '>', isoNow(ctx.clock))
    .orderBy('member_invitations.created_at', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    name: r.name,
    role: r.role,
    invited_by: r.inviter_id !== null && r.inviter_name !== null ? { id: r.inviter_id, name: r.inviter_name } : null,
    created_at: r.created_at,
    expires_at: r.expires_at,
  }));
}

/**
 * Invites `body.email` into the admin's group. A pending invitation for the same address is
 * replaced (its link stops working). An address that already has an active account is a 409; a
 * removed member of this group may be invited back. The mail is best effort: the answer carries
 * the link, which the admin can pass on when mail is not delivered.
 */
export async function inviteMember(
  ctx: ServerContext,
  admin: AuthUser,
  body: InviteMemberBody,
  origin: string,
  onMailError: (error: unknown) => void,
): Promise<CreatedInvitation> {
  if (!isEmailAddress(body.email)) throw new ApiError('bad_request', `Field $.email is not an email address: "${body.email}".`, { path: '$.email' });
  const email = normalizeEmail(body.email);
  const name = body.name.trim();
  if (name === '') throw new ApiError('bad_request', 'The name cannot be empty.', { path: '$.name' });
  const existing = await ctx.db.selectFrom('users').select(['group_id', 'deactivated_at']).where('email', '=', email).executeTakeFirst();
  if (existing && (existing.deactivated_at === null || existing.group_id !== admin.groupId)) {
    throw new ApiError('conflict', `${email} already has a Curbcut account.`, {
      path: '$.email',
      description: existing.group_id === admin.groupId ? 'They are a member of your group already.' : 'An account belongs to one group.',
    });
  }
  const { id, token } = await createInvitation(ctx.db, ctx.clock, { groupId: admin.groupId, email, name, role: body.role, invitedBy: admin.id });
  const url = invitationUrl(origin, token);
  const group = await ctx.db.selectFrom('groups').select('name').where('id', '=', admin.groupId).executeTakeFirstOrThrow();
  let mailed = true;
  try {
    await ctx.mail.send({
      to: email,
      subject: `${admin.name} invited you to ${group.name} on Curbcut`,
      text:
        `${admin.name} (${admin.email}) invited you to join ${group.name} on Curbcut, the accessibility testing dashboard.\n\n` +
        `Choose your password here (the link works once, for ${INVITATION_TTL_DAYS} days):\n${url}\n`,
    });
  } catch (error) {
    onMailError(error);
    mailed = false;
  }
  return { id, url, mailed };
}

/** Revokes a pending invitation of the admin's group; its link stops working. */
export async function revokeInvitation(ctx: ServerContext, groupId: string, invitationId: string): Promise<void> {
  const result = await ctx.db
    .deleteFrom('member_invitations')
    .where('id', '=', invitationId)
    .where('group_id', '=', groupId)
    .where('accepted_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw new ApiError('not_found', 'Invitation not found.');
}

/**
 * Removes a member from the admin's group: the account is deactivated and everything it could
 * sign in or send with ends. Admins cannot remove themselves, so a group always keeps an admin.
 */
export async function removeMember(ctx: ServerContext, admin: AuthUser, userId: string): Promise<void> {
  if (userId === admin.id) {
    throw new ApiError('conflict', 'You cannot remove yourself.', { description: 'Another admin of your group can remove you.' });
  }
  await ctx.db.transaction().execute(async (trx) => {
    const target = await trx
      .selectFrom('users')
      .select('id')
      .where('id', '=', userId)
      .where('group_id', '=', admin.groupId)
      .where('deactivated_at', 'is', null)
      .executeTakeFirst();
    if (!target) throw new ApiError('not_found', 'Member not found.');
    const now = isoNow(ctx.clock);
    // The instance role goes too: an account brought back later gets only what its new invitation says.
    await trx.updateTable('users').set({ deactivated_at: now, role: 'member', instance_admin: 0 }).where('id', '=', userId).execute();
    await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
    await trx.deleteFrom('embed_tokens').where('user_id', '=', userId).execute();
    await trx.updateTable('upload_tokens').set({ revoked_at: now }).where('created_by', '=', userId).where('revoked_at', 'is', null).execute();
    await trx.updateTable('manual_report_tokens').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
  });
}

/** The pending invitation of a link token; 404 when unknown, 410 when expired or used. */
async function invitationOf(ctx: ServerContext, token: string) {
  const row = await ctx.db
    .selectFrom('member_invitations')
    .innerJoin('groups', 'groups.id', 'member_invitations.group_id')
    .leftJoin('users', 'users.id', 'member_invitations.invited_by')
    .select([
      'member_invitations.id',
      'member_invitations.group_id',
      'member_invitations.email',
      'member_invitations.name',
      'member_invitations.role',
      'member_invitations.expires_at',
      'member_invitations.accepted_at',
      'member_invitations.instance_admin',
      'groups.name as group_name',
      'users.name as inviter_name',
    ])
    .where('member_invitations.token_hash', '=', hashSecret(token))
    .executeTakeFirst();
  if (!row) throw new ApiError('not_found', INVITATION_INVALID_MESSAGE);
  if (row.accepted_at !== null || row.expires_at <= isoNow(ctx.clock)) throw new ApiError('gone', INVITATION_GONE_MESSAGE);
  return row;
}

/** What the accept page shows. */
export async function previewInvitation(ctx: ServerContext, token: string): Promise<InvitationPreview> {
  const row = await invitationOf(ctx, token);
  return { email: row.email, name: row.name, group_name: row.group_name, invited_by: row.inviter_name, expires_at: row.expires_at };
}

/**
 * Makes the account of an invitation (or brings a removed member of the same group back) and
 * returns its user id. The invitation is claimed by a conditional UPDATE, so a link used twice at
 * once makes one account.
 */
export async function acceptInvitation(ctx: ServerContext, body: AcceptInvitationBody): Promise<string> {
  if ([...body.password].length < PASSWORD_MIN_LENGTH) {
    throw new ApiError('bad_request', `The password needs at least ${PASSWORD_MIN_LENGTH} characters.`, { path: '$.password' });
  }
  const name = body.name.trim();
  if (name === '') throw new ApiError('bad_request', 'The name cannot be empty.', { path: '$.name' });
  const invitation = await invitationOf(ctx, body.token);
  // A request: beyond the hash limiter's queue it is refused (429) rather than queued.
  const passwordHash = await hashPassword(body.password, { whenBusy: 'refuse' });
  const now = isoNow(ctx.clock);
  return ctx.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('member_invitations')
      .set({ accepted_at: now })
      .where('id', '=', invitation.id)
      .where('accepted_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) throw new ApiError('gone', INVITATION_GONE_MESSAGE);
    const existing = await trx.selectFrom('users').select(['id', 'group_id', 'deactivated_at']).where('email', '=', invitation.email).executeTakeFirst();
    if (existing) {
      // Someone made an account for this address after the invitation was sent: only a removed
      // member of this same group is brought back; anything else keeps its account untouched.
      if (existing.deactivated_at === null || existing.group_id !== invitation.group_id) {
        throw new ApiError('conflict', `${invitation.email} already has a Curbcut account. Sign in instead.`);
      }
      await trx
        .updateTable('users')
        .set({ name, password_hash: passwordHash, role: invitation.role, deactivated_at: null, instance_admin: invitation.instance_admin })
        .where('id', '=', existing.id)
        .execute();
      return existing.id;
    }
    const id = newId('user');
    await trx
      .insertInto('users')
      .values({
        id,
        group_id: invitation.group_id,
        email: invitation.email,
        name,
        password_hash: passwordHash,
        role: invitation.role,
        // A new member starts in the focused first-visit view until they open a report (spec 000 section 4.3).
        show_tunnel_vision: 1,
        access_restricted_by_grr: 0,
        created_at: now,
        deactivated_at: null,
        instance_admin: invitation.instance_admin,
      })
      .execute();
    return id;
  });
}

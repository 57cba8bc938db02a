/**
 * Design accessibility invitations (spec 000 section 2.4, secondary entry "Design accessibility"):
 * a user invites members of their group, typed addresses, or both; each recipient gets one mail
 * through the mail transport.
 */
import { INVITATION_SENT_MESSAGE, type DesignInviteBody, type DesignInviteResult, type DesignMember } from '@curbcut/core';
import type { ServerContext } from '../context';
import type { AuthUser } from '../auth/guards';
import { ApiError } from '../http/errors';
import { isEmailAddress } from './freeMailDomains';

/** The other members of the user's group, by name. */
export async function listDesignMembers(ctx: ServerContext, user: AuthUser): Promise<DesignMember[]> {
  return ctx.db
    .selectFrom('users')
    .select(['id', 'name', 'email'])
    .where('group_id', '=', user.groupId)
    .where('id', '!=', user.id)
    .where('deactivated_at', 'is', null)
    .orderBy('name')
    .orderBy('email')
    .execute();
}

/** The checked, de-duplicated recipients of `body`. */
async function recipientsOf(ctx: ServerContext, user: AuthUser, body: DesignInviteBody): Promise<string[]> {
  const ids = body.user_ids ?? [];
  const emails = body.emails ?? [];
  if (ids.length === 0 && emails.length === 0) {
    throw new ApiError('bad_request', 'Choose at least one member ($.user_ids) or type at least one email address ($.emails).', { path: '$' });
  }
  const members = ids.length === 0 ? [] : await ctx.db.selectFrom('users').select(['id', 'email']).where('group_id', '=', user.groupId).where('id', 'in', ids).execute();
  const byId = new Map(members.map((m) => [m.id, m.email]));
  const recipients = new Set<string>();
  ids.forEach((id, i) => {
    const email = byId.get(id);
    if (email === undefined) throw new ApiError('bad_request', `Field $.user_ids[${i}] is not a member of your group: "${id}".`, { path: `$.user_ids[${i}]` });
    recipients.add(email.toLowerCase());
  });
  emails.forEach((email, i) => {
    if (!isEmailAddress(email)) throw new ApiError('bad_request', `Field $.emails[${i}] is not an email address: "${email}".`, { path: `$.emails[${i}]` });
    recipients.add(email.trim().toLowerCase());
  });
  return [...recipients];
}

/** Sends one invitation per recipient; 503 when the transport fails. */
export async function sendDesignInvites(
  ctx: ServerContext,
  user: AuthUser,
  body: DesignInviteBody,
  onMailError: (error: unknown) => void,
): Promise<DesignInviteResult> {
  const recipients = await recipientsOf(ctx, user, body);
  let sent = 0;
  try {
    for (const to of recipients) {
      await ctx.mail.send({
        to,
        subject: `${user.name} invited you to Curbcut design accessibility`,
        text:
          `${user.name} (${user.email}) invited you to check designs for accessibility with Curbcut.\n\n` +
          'Sign in to Curbcut and open "Design accessibility" in the sidebar to get started.\n',
      });
      sent += 1;
    }
  } catch (error) {
    onMailError(error);
    throw new ApiError('unavailable', `The invitations could not be sent right now (${sent} of ${recipients.length} sent). Please try again.`);
  }
  return { sent, message: INVITATION_SENT_MESSAGE };
}

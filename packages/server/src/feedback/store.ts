/** Feedback rows: one per answer of a feedback widget, readable by the group's admins. */
import { randomBytes } from 'node:crypto';
import { FEEDBACK_TEXT_REQUIRED_KINDS, type FeedbackBody, type FeedbackItem } from '@curbcut/core';
import type { ServerContext } from '../context';
import type { AuthUser } from '../auth/guards';
import { ApiError } from '../http/errors';
import { isoNow } from '../time/clock';
import { isHttpUrl } from '../integrations/configCheck';

/** A feedback id: `fbk_` and 128 random bits in base 36, the shape of every stored id. */
function feedbackId(): string {
  return `fbk_${BigInt(`0x${randomBytes(16).toString('hex')}`).toString(36).padStart(25, '0')}`;
}

/** Stores a widget's answer; the troubleshooting and experimental-rules forms need text (spec 000 section 5). */
export async function saveFeedback(ctx: ServerContext, user: AuthUser, body: FeedbackBody): Promise<string> {
  const text = body.text?.trim() ?? '';
  if (text === '' && FEEDBACK_TEXT_REQUIRED_KINDS.includes(body.kind)) {
    throw new ApiError('bad_request', 'Tell us more: this feedback form needs text.', { path: '$.text' });
  }
  if (body.page_url !== undefined && !isHttpUrl(body.page_url)) {
    throw new ApiError('bad_request', 'The page address must be an http:// or https:// URL.', { path: '$.page_url' });
  }
  const id = feedbackId();
  await ctx.db
    .insertInto('feedback')
    .values({
      id,
      group_id: user.groupId,
      user_id: user.id,
      kind: body.kind,
      rating: body.rating,
      text: text === '' ? null : text,
      page_url: body.page_url ?? null,
      created_at: isoNow(ctx.clock),
    })
    .execute();
  return id;
}

/** The group's feedback, newest first. */
export async function listFeedback(ctx: ServerContext, groupId: string): Promise<FeedbackItem[]> {
  const rows = await ctx.db
    .selectFrom('feedback')
    .innerJoin('users', 'users.id', 'feedback.user_id')
    .select(['feedback.id', 'feedback.kind', 'feedback.rating', 'feedback.text', 'feedback.page_url', 'feedback.created_at', 'users.id as user_id', 'users.name as user_name'])
    .where('feedback.group_id', '=', groupId)
    .orderBy('feedback.created_at', 'desc')
    .orderBy('feedback.id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    rating: r.rating,
    text: r.text,
    page_url: r.page_url,
    user: { id: r.user_id, name: r.user_name },
    created_at: r.created_at,
  }));
}

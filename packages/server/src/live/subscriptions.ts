/**
 * Who wants updates for which report (spec 002 "Live updates": get_updates / stop_updates resent
 * every 5000 ms). Kept in the database, not in memory, so a server process that ingests a batch can
 * notify viewers whose get_updates reached another process. A row not resent within
 * LIVE_SUBSCRIPTION_TTL_MS expires; `'*'` stands for every report of the group (listing pages).
 *
 * A row belongs to one live connection: its channel and the session that opened it. Events go to
 * the channels of rows whose session still exists, and signing out deletes the session's rows, so
 * a signed-out tab's socket gets nothing more even while the same user stays signed in elsewhere
 * (docs/decisions/0014-live-updates.md).
 */
import { LIVE_SUBSCRIPTION_TTL_MS, type LiveSubscription, type LiveUpdatesResult } from '@curbcut/core';
import type { Kysely } from 'kysely';
import type { ServerContext } from '../context';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';

/** Report id of a subscription to every report of a group. */
export const ALL_REPORTS = '*';

/** The live connection a subscription belongs to: a signed-in user through one session. */
export interface Subscriber {
  id: string;
  groupId: string;
  /** The session that opened the connection; its rows go when it ends. */
  sessionId: string;
  /** The connection's private channel, where its events are published. */
  channel: string;
}

function checkOwner(user: Subscriber, message: LiveSubscription): void {
  if (message.user_id !== user.id || message.group_id !== user.groupId) {
    throw new ApiError('forbidden', 'user_id and group_id must be those of the signed-in user.', {
      path: message.user_id !== user.id ? '$.data.user_id' : '$.data.group_id',
    });
  }
}

/**
 * Records or refreshes a get_updates. Reports of other groups and completed reports are left out
 * (the subscription stops once a report is completed); the answer lists what was subscribed.
 */
export async function subscribe(
  ctx: ServerContext,
  user: Subscriber,
  message: LiveSubscription,
): Promise<LiveUpdatesResult> {
  checkOwner(user, message);
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + LIVE_SUBSCRIPTION_TTL_MS).toISOString();
  let reportIds: string[] = [ALL_REPORTS];
  if (message.build_uuid.length > 0) {
    const rows = await ctx.db
      .selectFrom('reports')
      .select('id')
      .where('group_id', '=', user.groupId)
      .where('id', 'in', [...new Set(message.build_uuid)])
      .where('status', 'not in', ['completed', 'failed'])
      .execute();
    reportIds = rows.map((r) => r.id);
  }
  await ctx.db.transaction().execute(async (tx) => {
    await tx.deleteFrom('live_subscriptions').where('expires_at', '<', now.toISOString()).execute();
    if (reportIds.length === 0) return;
    await tx
      .insertInto('live_subscriptions')
      .values(
        reportIds.map((reportId) => ({
          channel: user.channel,
          session_id: user.sessionId,
          user_id: user.id,
          group_id: user.groupId,
          report_id: reportId,
          product: message.product,
          category: message.category,
          expires_at: expiresAt,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['channel', 'report_id']).doUpdateSet((eb) => ({
          expires_at: eb.ref('excluded.expires_at'),
          product: eb.ref('excluded.product'),
          category: eb.ref('excluded.category'),
        })),
      )
      .execute();
  });
  return { subscribed: reportIds, expiresAt: reportIds.length > 0 ? expiresAt : null };
}

/** Handles a stop_updates: forgets the listed reports (or the group-wide subscription when empty). */
export async function unsubscribe(ctx: ServerContext, user: Subscriber, message: LiveSubscription): Promise<void> {
  checkOwner(user, message);
  const reportIds = message.build_uuid.length > 0 ? [...new Set(message.build_uuid)] : [ALL_REPORTS];
  await ctx.db
    .deleteFrom('live_subscriptions')
    .where('channel', '=', user.channel)
    .where('report_id', 'in', reportIds)
    .execute();
}

/**
 * The channels of live subscriptions to `reportId`, or to every report of the group when
 * `reportId` is null (a new report nobody could have named yet). Only sessions that still exist
 * count: however a session ended (signed out, expired, its member removed), its connection hears
 * nothing more, without waiting for its rows to expire.
 */
export async function subscribedChannels(ctx: ServerContext, groupId: string, reportId: string | null): Promise<string[]> {
  const targets = reportId === null ? [ALL_REPORTS] : [reportId, ALL_REPORTS];
  const now = ctx.clock.now().toISOString();
  const rows = await ctx.db
    .selectFrom('live_subscriptions')
    .innerJoin('sessions', 'sessions.id', 'live_subscriptions.session_id')
    .select('live_subscriptions.channel')
    .distinct()
    .where('live_subscriptions.group_id', '=', groupId)
    .where('live_subscriptions.report_id', 'in', targets)
    .where('live_subscriptions.expires_at', '>=', now)
    .where('sessions.expires_at', '>', now)
    .execute();
  return rows.map((r) => r.channel);
}

/** Drops every subscription to a report once it is completed. */
export async function endSubscriptions(ctx: ServerContext, reportId: string): Promise<void> {
  await ctx.db.deleteFrom('live_subscriptions').where('report_id', '=', reportId).execute();
}

/** Drops every subscription of a session's connections (sign-out), in the caller's transaction if any. */
export async function endSessionSubscriptions(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db.deleteFrom('live_subscriptions').where('session_id', '=', sessionId).execute();
}

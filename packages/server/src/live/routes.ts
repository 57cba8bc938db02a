/**
 * Live-update calls (docs/decisions/0014-live-updates.md):
 * - `POST /api/pusher_connection/start`: what pusher-js needs, for the signed-in session's channel;
 * - `POST /api/pusher/auth`: signs a subscription, only to the caller's own session channel;
 * - `POST /api/pusher/updates`: get_updates / stop_updates, resent by clients every 5000 ms.
 * The auth and updates calls accept the session cookie or the live token (embeds without cookies);
 * a live token is void once the session it was started from ends.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ApiErrorEnvelope,
  DataEnvelope,
  LIVE_TOKEN_HEADER,
  LiveUpdatesBody,
  LiveUpdatesResult,
  PusherAuthBody,
  PusherConnection,
  PusherConnectionStartBody,
  SESSION_AUTH,
  SESSION_OR_LIVE_TOKEN_AUTH,
} from '@curbcut/core';
import { Type } from '@sinclair/typebox';
import type { LiveConfig, LiveEndpoint, ServerContext } from '../context';
import { requireSession } from '../auth/guards';
import { ApiError } from '../http/errors';
import { sessionChannel } from './channel';
import { createPusherClient } from './publisher';
import { subscribe, unsubscribe, type Subscriber } from './subscriptions';
import { mintLiveToken, verifyLiveToken } from './token';

const AUTH_ENDPOINT = '/api/pusher/auth';

/** Where browsers open their WebSocket: the public endpoint when configured, else where the server publishes. */
export function liveBrowserEndpoint(config: LiveConfig): LiveEndpoint {
  return config.public ?? { host: config.host, port: config.port, useTLS: config.useTLS ?? false };
}

function liveConfig(ctx: ServerContext): LiveConfig {
  const config = ctx.options.live;
  if (!config) throw new ApiError('not_found', 'Live updates are not enabled on this server (start it with --live).');
  return config;
}

/** The caller's connection, by live token (header or body) when one is sent, else by session cookie. */
async function liveCaller(ctx: ServerContext, req: FastifyRequest, bodyToken?: string): Promise<Subscriber> {
  const header = req.headers[LIVE_TOKEN_HEADER];
  const token = bodyToken ?? (typeof header === 'string' ? header : undefined);
  if (token === undefined) {
    const { user, sessionId } = await requireSession(ctx, req);
    return { id: user.id, groupId: user.groupId, sessionId, channel: sessionChannel(user.id, sessionId) };
  }
  const now = ctx.clock.now();
  const claims = verifyLiveToken(liveConfig(ctx).secret, token, now);
  // The token holds until its session ends: signing out (or a removed member) voids it at once.
  const user = claims
    ? await ctx.db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select(['users.id', 'users.group_id'])
        .where('sessions.id', '=', claims.sessionId)
        .where('users.id', '=', claims.userId)
        .where('sessions.expires_at', '>', now.toISOString())
        .where('users.deactivated_at', 'is', null)
        .executeTakeFirst()
    : undefined;
  if (!claims || !user) {
    throw new ApiError('unauthorized', 'The live token is not valid, has expired or its session has signed out; start a new connection.');
  }
  return { id: user.id, groupId: user.group_id, sessionId: claims.sessionId, channel: sessionChannel(user.id, claims.sessionId) };
}

/** Registers the pusher connection, channel auth and subscription calls. */
export function registerLiveRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const errors = { 400: ApiErrorEnvelope, 401: ApiErrorEnvelope, 403: ApiErrorEnvelope, 404: ApiErrorEnvelope };

  r.post(
    '/api/pusher_connection/start',
    {
      attachValidation: true,
      schema: {
        tags: ['live'],
        summary: 'Connection details for live updates on the signed-in session\'s channel',
        security: SESSION_AUTH,
        body: PusherConnectionStartBody,
        response: { 200: DataEnvelope(PusherConnection), ...errors },
      },
    },
    async (req) => {
      // The body only says where the connection comes from (spec: source dashboard); a missing or
      // odd body does not stop a viewer from getting updates, so validation errors are ignored.
      const { user, sessionId } = await requireSession(ctx, req);
      const config = liveConfig(ctx);
      const browser = liveBrowserEndpoint(config);
      return {
        data: {
          channel: sessionChannel(user.id, sessionId),
          token: mintLiveToken(config.secret, { userId: user.id, sessionId }, ctx.clock.now()),
          key: config.key,
          wsHost: browser.host,
          wsPort: browser.port,
          forceTLS: browser.useTLS,
          authEndpoint: AUTH_ENDPOINT,
        },
      };
    },
  );

  r.post(
    AUTH_ENDPOINT,
    {
      schema: {
        tags: ['live'],
        summary: 'Pusher channel authorisation (own session channel only)',
        description: 'pusher-js posts it form-encoded; JSON is accepted too.',
        security: SESSION_OR_LIVE_TOKEN_AUTH,
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: PusherAuthBody,
        response: {
          200: Type.Object({ auth: Type.String({ description: 'The subscription signature for pusher-js, `<key>:<HMAC-SHA256>`' }) }),
          ...errors,
        },
      },
    },
    async (req) => {
      // Who asks comes first, so a signed-out caller learns nothing about this server's set-up.
      const caller = await liveCaller(ctx, req, req.body.token);
      const config = liveConfig(ctx);
      const { socket_id: socketId, channel_name: channel } = req.body;
      // Only the channel of the caller's own session: another session's, even the same user's,
      // would keep hearing that session after it signs out.
      const own = caller.channel;
      if (channel !== own) {
        throw new ApiError('forbidden', `You can subscribe only to your own channel ${own}, not ${channel}.`, {
          path: '$.channel_name',
        });
      }
      if (!/^\d+\.\d+$/.test(socketId)) {
        throw new ApiError('bad_request', `socket_id "${socketId}" is not a Pusher socket id.`, { path: '$.socket_id' });
      }
      return { auth: createPusherClient(config).authorizeChannel(socketId, channel).auth };
    },
  );

  r.post(
    '/api/pusher/updates',
    {
      schema: {
        tags: ['live'],
        summary: 'get_updates / stop_updates for builds (resend every 5000 ms)',
        security: SESSION_OR_LIVE_TOKEN_AUTH,
        body: LiveUpdatesBody,
        response: { 200: DataEnvelope(LiveUpdatesResult), ...errors },
      },
    },
    async (req) => {
      const caller = await liveCaller(ctx, req);
      if (req.body.event === 'stop_updates') {
        await unsubscribe(ctx, caller, req.body.data);
        return { data: { subscribed: [], expiresAt: null } };
      }
      return { data: await subscribe(ctx, caller, req.body.data) };
    },
  );
}

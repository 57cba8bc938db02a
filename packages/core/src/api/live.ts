/**
 * Live updates over the Pusher protocol (docs/decisions/0014-live-updates.md; spec 002 "Live
 * updates"). The server publishes to `private-user-<userId>`; clients subscribe to builds with
 * get_updates (resent every LIVE_RESEND_MS) sent to `POST /api/pusher/updates`.
 */
import { Type, type Static } from '@sinclair/typebox';
import type { HealthSummary, IssueSummary, ReportStatus, ReportType } from '../model';

/** How often clients resend get_updates (spec 001 section 9: push resend 5000 ms). */
export const LIVE_RESEND_MS = 5000;
/** A subscription not resent for this long expires (three missed resends). */
export const LIVE_SUBSCRIPTION_TTL_MS = 3 * LIVE_RESEND_MS;
/** Reconnection attempts before the client gives up (spec 000 section 9). */
export const LIVE_MAX_RECONNECT_ATTEMPTS = 25;

/** Events the server publishes (spec 002 "Live updates"). */
export const LIVE_EVENTS = {
  buildUpdates: 'build_updates',
  newBuildUpdates: 'new_build_updates',
  newProjectUpdates: 'new_project_updates',
  aiRemediation: 'ai-remediation',
} as const;

/** The private channel a user's live updates arrive on. */
export function userChannel(userId: string): string {
  return `private-user-${userId}`;
}

/** Body of `POST /api/pusher_connection/start`. */
export const PusherConnectionStartBody = Type.Object({ source: Type.Optional(Type.String({ maxLength: 50 })) });
export type PusherConnectionStartBody = Static<typeof PusherConnectionStartBody>;

/** What a client needs to open its pusher-js connection. */
export const PusherConnection = Type.Object({
  channel: Type.String(),
  /** Short-lived token accepted by the auth endpoint in place of the session cookie (embeds). */
  token: Type.String(),
  key: Type.String(),
  wsHost: Type.String(),
  wsPort: Type.Integer(),
  forceTLS: Type.Boolean(),
  authEndpoint: Type.String(),
});
export type PusherConnection = Static<typeof PusherConnection>;

/** Body of `POST /api/pusher/auth` (pusher-js sends it form-encoded; JSON also accepted). */
export const PusherAuthBody = Type.Object({
  socket_id: Type.String({ minLength: 1, maxLength: 100 }),
  channel_name: Type.String({ minLength: 1, maxLength: 200 }),
  token: Type.Optional(Type.String({ maxLength: 500 })),
});
export type PusherAuthBody = Static<typeof PusherAuthBody>;

/** The subscribe message of spec 002: which builds a viewer wants updates for. */
export const LiveSubscription = Type.Object({
  product: Type.String({ minLength: 1, maxLength: 100 }),
  category: Type.String({ minLength: 1, maxLength: 100 }),
  /** Report ids; empty means every report of the group (listing pages, new builds). */
  build_uuid: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 200 }),
  user_id: Type.String(),
  group_id: Type.String(),
  timestamp: Type.Union([Type.Integer(), Type.String()]),
});
export type LiveSubscription = Static<typeof LiveSubscription>;

/** Body of `POST /api/pusher/updates`. */
export const LiveUpdatesBody = Type.Object({
  event: Type.Union([Type.Literal('get_updates'), Type.Literal('stop_updates')]),
  data: LiveSubscription,
});
export type LiveUpdatesBody = Static<typeof LiveUpdatesBody>;

/** Answer of `POST /api/pusher/updates`: the reports now subscribed and until when. */
export const LiveUpdatesResult = Type.Object({
  subscribed: Type.Array(Type.String()),
  expiresAt: Type.Union([Type.String(), Type.Null()]),
});
export type LiveUpdatesResult = Static<typeof LiveUpdatesResult>;

/** Payload of a build_updates / new_build_updates event. */
export interface BuildUpdatePayload {
  build_uuid: string;
  status: ReportStatus;
  metadata: { id: string; projectId: string; name: string; buildName: string; buildNumber: number; type: ReportType };
  buildSummary: { summary: IssueSummary; health: HealthSummary };
}

/**
 * Live updates over the Pusher protocol (docs/decisions/0014-live-updates.md; spec 002 "Live
 * updates"). The server publishes to the private channel of each connection that subscribed
 * (`private-user-<userId>-<connection>`, one per signed-in session, so signing out silences it);
 * clients subscribe to builds with get_updates (resent every LIVE_RESEND_MS) sent to
 * `POST /api/pusher/updates`.
 */
import { Type, type Static } from '@sinclair/typebox';
import type { HealthSummary, IssueSummary, ReportStatus, ReportType } from '../model';
import { LIVE_TOKEN_HEADER } from './security';

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
  /** A website scan run checked another page (ScanProgressPayload). */
  scanProgress: 'scan_progress',
} as const;

/**
 * The private channel one live connection of a user receives its updates on: `connection` names
 * the connection's owner (a signed-in session), so another session of the same user, or a
 * signed-out one, never shares it. Clients use the channel `pusher_connection/start` returns.
 */
export function liveChannel(userId: string, connection: string): string {
  return `private-user-${userId}-${connection}`;
}

/** Body of `POST /api/pusher_connection/start`. */
export const PusherConnectionStartBody = Type.Object({
  source: Type.Optional(
    Type.String({ maxLength: 50, description: 'Where the connection comes from, for example `dashboard`; informational' }),
  ),
});
export type PusherConnectionStartBody = Static<typeof PusherConnectionStartBody>;

/** What a client needs to open its pusher-js connection. */
export const PusherConnection = Type.Object({
  channel: Type.String({
    description: "This session's private channel, `private-user-<userId>-<connection>`; it receives nothing once the session signs out",
  }),
  token: Type.String({
    description:
      'Live token (valid 12 hours, and only while its session lasts) accepted by the auth and updates calls in place of the session cookie (embeds)',
  }),
  key: Type.String({ description: 'Pusher app key' }),
  wsHost: Type.String({ description: 'Host browsers open the WebSocket to' }),
  wsPort: Type.Integer({ description: 'Port browsers open the WebSocket to' }),
  forceTLS: Type.Boolean({ description: 'true: connect with WSS / HTTPS' }),
  authEndpoint: Type.String({ description: 'Where pusher-js asks for channel authorisation' }),
});
export type PusherConnection = Static<typeof PusherConnection>;

/** Body of `POST /api/pusher/auth` (pusher-js sends it form-encoded; JSON also accepted). */
export const PusherAuthBody = Type.Object({
  socket_id: Type.String({ minLength: 1, maxLength: 100, description: 'Pusher socket id of the connection (`1234.5678`)' }),
  channel_name: Type.String({ minLength: 1, maxLength: 200, description: "Channel to subscribe to; only the caller's own is signed" }),
  token: Type.Optional(
    Type.String({ maxLength: 500, description: `Live token, in place of the session cookie or the \`${LIVE_TOKEN_HEADER}\` header` }),
  ),
});
export type PusherAuthBody = Static<typeof PusherAuthBody>;

/** The subscribe message of spec 002: which builds a viewer wants updates for. */
export const LiveSubscription = Type.Object(
  {
    product: Type.String({ minLength: 1, maxLength: 100, description: 'Product of the reports, for example `automate`' }),
    category: Type.String({ minLength: 1, maxLength: 100, description: 'Kind of page, for example `build`' }),
    build_uuid: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), {
      maxItems: 200,
      description: "Report ids; empty means every report of the caller's group (listing pages, new builds)",
    }),
    user_id: Type.String({ description: "The caller's user id; any other is refused (403)" }),
    group_id: Type.String({ description: "The caller's group id; any other is refused (403)" }),
    timestamp: Type.Union([Type.Integer(), Type.String()], { description: 'When the client sent the message' }),
  },
  { description: 'Which reports to get updates for' },
);
export type LiveSubscription = Static<typeof LiveSubscription>;

/** Body of `POST /api/pusher/updates`. */
export const LiveUpdatesBody = Type.Object({
  event: Type.Union([Type.Literal('get_updates'), Type.Literal('stop_updates')], {
    description: `get_updates subscribes (resend every ${LIVE_RESEND_MS} ms to keep it); stop_updates ends it`,
  }),
  data: LiveSubscription,
});
export type LiveUpdatesBody = Static<typeof LiveUpdatesBody>;

/** Answer of `POST /api/pusher/updates`: the reports now subscribed and until when. */
export const LiveUpdatesResult = Type.Object({
  subscribed: Type.Array(Type.String(), { description: 'Report ids now subscribed (an empty list after stop_updates)' }),
  expiresAt: Type.Union([Type.String(), Type.Null()], {
    description: 'When the subscription lapses unless resent (ISO 8601, UTC); null after stop_updates',
  }),
});
export type LiveUpdatesResult = Static<typeof LiveUpdatesResult>;

/** Payload of a build_updates / new_build_updates event. */
export interface BuildUpdatePayload {
  build_uuid: string;
  status: ReportStatus;
  metadata: { id: string; projectId: string; name: string; buildName: string; buildNumber: number; type: ReportType };
  buildSummary: { summary: IssueSummary; health: HealthSummary };
}

/** Payload of a new_project_updates event: a project was created in the subscriber's group. */
export interface ProjectUpdatePayload {
  project_uuid: string;
  metadata: { id: string; name: string };
}

/**
 * Live updates (spec 002 "Live updates", spec 001 section 9): open a session with
 * `POST /api/pusher_connection/start`, join the returned private channel with pusher-js, and tell
 * the server which builds to watch with get_updates, resent every 5000 ms while subscribed
 * (stop_updates once when the view leaves). Unparsable messages are only logged; after 25
 * reconnection attempts the socket is disconnected. pusher-js is loaded on first connect, so
 * pages without live updates never download it.
 */
import { LIVE_MAX_RECONNECT_ATTEMPTS, LIVE_RESEND_MS } from '@curbcut/core';
import type { ApiClient } from './apiClient';
import { getDefaultApiClient } from './defaultClient';
import { startPusherConnection } from './routes';
import type { PusherConnection } from './types';

/** The subscribe message of spec 002: which builds a viewer wants updates for. */
export interface LiveUpdatesMessage {
  event: 'get_updates' | 'stop_updates';
  data: {
    product: string;
    category: string;
    /** Report ids; empty for every report of the group (listing pages). */
    build_uuid: string[];
    user_id: string;
    group_id: string;
    /** Milliseconds since the epoch when the message was sent. */
    timestamp: number;
  };
}

/** Delivers a get_updates / stop_updates message to the server. */
export type LiveUpdatesTransport = (message: LiveUpdatesMessage) => Promise<void>;

/** A message received on the channel, its data parsed. */
export interface LiveMessage {
  /** For example build_updates, new_build_updates, new_project_updates, ai-remediation. */
  event: string;
  data: unknown;
}

/** The parts of a pusher-js channel this module uses. */
export interface PusherChannelLike {
  bind(event: string, callback: (data: unknown) => void): unknown;
  bind_global(callback: (event: string, data: unknown) => void): unknown;
}

/** The parts of a pusher-js client this module uses. */
export interface PusherLike {
  subscribe(channel: string): PusherChannelLike;
  unsubscribe(channel: string): void;
  disconnect(): void;
  connection: { bind(event: 'state_change', callback: (states: { previous: string; current: string }) => void): unknown };
}

/** Creates the pusher-js client for a session; injectable for tests. */
export type PusherFactory = (connection: PusherConnection) => PusherLike | Promise<PusherLike>;

/** Where the live connection is. */
export type LiveState = 'idle' | 'connecting' | 'connected' | 'given-up' | 'closed';

/** Settings of createLiveUpdates. */
export interface LiveUpdatesOptions {
  /** The signed-in user (from the profile). */
  userId: string;
  groupId: string;
  /** Called for every parsed message on the channel. */
  onMessage?: (message: LiveMessage) => void;
  /** Called when the state changes. */
  onStateChange?: (state: LiveState) => void;
  client?: ApiClient;
  /** Default: `POST {baseUrl}/pusher/updates` with the message as JSON. */
  transport?: LiveUpdatesTransport;
  /** Default: pusher-js with the session's host, port, key and auth endpoint. */
  createPusher?: PusherFactory;
  /** Default 5000 ms (core's LIVE_RESEND_MS). */
  resendIntervalMs?: number;
  /** Default 25 (core's LIVE_MAX_RECONNECT_ATTEMPTS). */
  maxReconnects?: number;
  logger?: Pick<Console, 'warn' | 'error'>;
}

/** What a view watches. */
export interface LiveTopic {
  product: string;
  category: string;
  buildIds: string[];
}

/** A live-updates connection. */
export interface LiveUpdates {
  /** Starts the session and joins the private channel. */
  connect(): Promise<void>;
  /**
   * Watches a topic (replacing the previous one): sends get_updates now, or as soon as the
   * channel is joined, and again every 5000 ms.
   */
  subscribe(topic: LiveTopic): void;
  /** Stops watching: sends stop_updates once and stops resending. */
  unsubscribe(): void;
  /** Leaves the channel and closes the socket. */
  disconnect(): void;
  readonly state: LiveState;
}

/** The default transport: an HTTP POST through the client (no cache invalidation, one try). */
export function httpLiveTransport(client: ApiClient = getDefaultApiClient()): LiveUpdatesTransport {
  return async (message) => {
    await client.request<unknown>('/pusher/updates', { method: 'POST', body: message, invalidates: false });
  };
}

/** Creates pusher-js for a session, loading the library on first use. */
export const createPusherJs: PusherFactory = async (connection) => {
  const { default: Pusher } = await import('pusher-js');
  return new Pusher(connection.key, {
    cluster: 'local',
    wsHost: connection.wsHost,
    wsPort: connection.wsPort,
    wssPort: connection.wsPort,
    forceTLS: connection.forceTLS,
    enabledTransports: ['ws', 'wss'],
    disableStats: true,
    channelAuthorization: {
      endpoint: connection.authEndpoint,
      transport: 'ajax',
      params: { token: connection.token },
    },
  }) as unknown as PusherLike;
};

/** Creates a live-updates connection; call connect() to start it. */
export function createLiveUpdates(options: LiveUpdatesOptions): LiveUpdates {
  const client = options.client ?? getDefaultApiClient();
  const transport = options.transport ?? httpLiveTransport(client);
  const createPusher = options.createPusher ?? createPusherJs;
  const resendMs = options.resendIntervalMs ?? LIVE_RESEND_MS;
  const maxReconnects = options.maxReconnects ?? LIVE_MAX_RECONNECT_ATTEMPTS;
  const logger = options.logger ?? console;

  let state: LiveState = 'idle';
  let pusher: PusherLike | null = null;
  let channelName: string | null = null;
  let channelReady = false;
  let topic: LiveTopic | null = null;
  let resendTimer: ReturnType<typeof setInterval> | null = null;
  let reconnects = 0;
  let firstAttempt = true;

  const setState = (next: LiveState) => {
    if (state === next) return;
    state = next;
    options.onStateChange?.(next);
  };

  const send = (event: LiveUpdatesMessage['event'], watched: LiveTopic) => {
    if (!channelReady) {
      logger.warn('Live updates: the channel is not initialised; message not sent', event);
      return;
    }
    const message: LiveUpdatesMessage = {
      event,
      data: {
        product: watched.product,
        category: watched.category,
        build_uuid: [...watched.buildIds],
        user_id: options.userId,
        group_id: options.groupId,
        timestamp: Date.now(),
      },
    };
    transport(message).catch((error: unknown) => logger.warn(`Live updates: ${event} failed`, error));
  };

  const stopResending = () => {
    if (resendTimer !== null) clearInterval(resendTimer);
    resendTimer = null;
  };

  const receive = (event: string, raw: unknown) => {
    if (event.startsWith('pusher:') || event.startsWith('pusher_internal:')) return;
    let data = raw;
    if (typeof raw === 'string') {
      try {
        data = JSON.parse(raw) as unknown;
      } catch (error) {
        logger.warn(`Live updates: could not parse a ${event} message`, error);
        return;
      }
    }
    options.onMessage?.({ event, data });
  };

  const onConnectionState = ({ current }: { previous: string; current: string }) => {
    if (current === 'connected') {
      reconnects = 0;
      setState('connected');
    } else if (current === 'connecting') {
      // The first attempt is the connection itself; every later one is a reconnection.
      if (firstAttempt) {
        firstAttempt = false;
        return;
      }
      reconnects += 1;
      if (reconnects > maxReconnects) {
        logger.warn(`Live updates: gave up after ${maxReconnects} reconnection attempts`);
        stopResending();
        channelReady = false;
        pusher?.disconnect();
        setState('given-up');
      }
    }
  };

  return {
    get state() {
      return state;
    },
    async connect() {
      if (state !== 'idle' && state !== 'closed') return;
      setState('connecting');
      let created: PusherLike;
      let connection: PusherConnection;
      try {
        connection = await startPusherConnection(client);
        created = await createPusher(connection);
      } catch (error) {
        setState('idle');
        throw error;
      }
      if (state === 'closed') {
        created.disconnect();
        return;
      }
      pusher = created;
      channelName = connection.channel;
      pusher.connection.bind('state_change', onConnectionState);
      const channel = pusher.subscribe(connection.channel);
      channel.bind('pusher:subscription_succeeded', () => {
        channelReady = true;
        if (topic) send('get_updates', topic);
      });
      channel.bind('pusher:subscription_error', (error) => logger.error('Live updates: could not join the channel', error));
      channel.bind_global(receive);
    },
    subscribe(next) {
      topic = { ...next, buildIds: [...next.buildIds] };
      stopResending();
      // Before the channel is joined the first message goes out on subscription_succeeded.
      if (channelReady) send('get_updates', topic);
      resendTimer = setInterval(() => {
        if (topic) send('get_updates', topic);
      }, resendMs);
    },
    unsubscribe() {
      stopResending();
      if (topic) send('stop_updates', topic);
      topic = null;
    },
    disconnect() {
      stopResending();
      topic = null;
      channelReady = false;
      if (pusher) {
        if (channelName) pusher.unsubscribe(channelName);
        pusher.disconnect();
      }
      pusher = null;
      setState('closed');
    },
  };
}

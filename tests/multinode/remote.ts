/**
 * Curbcut servers of another process seen through the contract suite's TestServer shape, so the
 * shared helpers (sign-in, scans, PDF reports) drive them over HTTP. Those helpers that write the
 * database directly (pointing a scan at the local fixture site) use the test's own connection to
 * the deployment's database, the only part of `context` there is. Also: a pusher-js client on a
 * chosen soketi node, and a recorder of the events it receives.
 */
import Pusher, { type Channel } from 'pusher-js';
import type { OpenDatabase, ServerContext } from '@curbcut/server';
import { requester, type TestServer } from '../contract/harness';

/** A TestServer for `baseUrl`, whose `context` holds only `db`. */
export function remoteServer(baseUrl: string, store: OpenDatabase): TestServer {
  const context = { db: store.db, dialect: store.dialect } as unknown as ServerContext;
  return {
    port: Number(new URL(baseUrl).port),
    url: baseUrl,
    context,
    routes: [],
    close: async () => undefined,
    request: requester(baseUrl),
  };
}

/** What `POST /api/pusher_connection/start` answers. */
export interface LiveStart {
  key: string;
  channel: string;
  token: string;
  wsHost: string;
  wsPort: number;
  forceTLS: boolean;
  authEndpoint: string;
}

/** A connected client on the user's channel, recording one event. */
export interface LiveRecorder<P> {
  /** Resolves with the first payload (received or to come) that passes `test`. */
  next(test: (payload: P) => boolean, timeoutMs?: number): Promise<P>;
  close(): void;
}

/**
 * Opens the user's live connection on the soketi at `wsPort` (a node, or nginx in front of them),
 * authorised by `authBase` (any server) with the start's live token, and records `event`.
 */
export async function connectLive<P>(start: LiveStart, wsPort: number, authBase: string, event: string): Promise<LiveRecorder<P>> {
  const client = new Pusher(start.key, {
    cluster: '',
    wsHost: start.wsHost,
    wsPort,
    forceTLS: start.forceTLS,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: { endpoint: `${authBase}${start.authEndpoint}`, transport: 'ajax', params: { token: start.token } },
  });
  const channel: Channel = client.subscribe(start.channel);
  const seen: P[] = [];
  const waiters: { test: (p: P) => boolean; resolve: (p: P) => void }[] = [];
  channel.bind(event, (payload: P) => {
    seen.push(payload);
    for (const waiter of [...waiters]) {
      if (waiter.test(payload)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(payload);
      }
    }
  });
  await new Promise<void>((resolve, reject) => {
    channel.bind('pusher:subscription_succeeded', () => resolve());
    channel.bind('pusher:subscription_error', (e: unknown) => reject(new Error(`subscription on port ${wsPort} failed: ${JSON.stringify(e)}`)));
  });
  return {
    next(test, timeoutMs = 10_000) {
      const already = seen.find(test);
      if (already !== undefined) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${event} on port ${wsPort} within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({ test, resolve: (p) => (clearTimeout(timer), resolve(p)) });
      });
    },
    close: () => client.disconnect(),
  };
}

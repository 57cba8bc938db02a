/**
 * A pusher-js client on the signed-in session's private channel, as the dashboard opens it: the live
 * connection the server hands out (`POST /api/pusher_connection/start`), authorised by its live
 * token, resolved once the subscription succeeded.
 */
import Pusher, { type Channel } from 'pusher-js';
import type { PusherConnection } from '@curbcut/core';
import type { TestServer } from './harness';

/** The connected client, its subscribed channel and the connection details it was opened with. */
export interface LiveClient {
  client: Pusher;
  channel: Channel;
  connection: PusherConnection;
}

/** Opens the live connection of the session `cookie` names and subscribes to its channel. */
export async function connectLiveClient(server: TestServer, cookie: string): Promise<LiveClient> {
  const start: PusherConnection = (await server.request('POST', '/api/pusher_connection/start', { cookie, json: { source: 'dashboard' } })).body.data;
  const client = new Pusher(start.key, {
    cluster: '',
    wsHost: start.wsHost,
    wsPort: start.wsPort,
    forceTLS: start.forceTLS,
    enabledTransports: ['ws'],
    disableStats: true,
    // The live token stands in for the cookie, as in an embedded widget.
    channelAuthorization: { endpoint: `${server.url}${start.authEndpoint}`, transport: 'ajax', params: { token: start.token } },
  });
  const channel = client.subscribe(start.channel);
  await new Promise<void>((resolve, reject) => {
    channel.bind('pusher:subscription_succeeded', () => resolve());
    channel.bind('pusher:subscription_error', (e: unknown) => reject(new Error(`subscription failed: ${JSON.stringify(e)}`)));
  });
  return { client, channel, connection: start };
}

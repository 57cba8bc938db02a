/**
 * A pusher-js client on the signed-in user's private channel, as the dashboard opens it: the live
 * connection the server hands out (`POST /api/pusher_connection/start`), authorised by its live
 * token, resolved once the subscription succeeded.
 */
import Pusher, { type Channel } from 'pusher-js';
import type { TestServer } from './harness';

/** The connected client and its subscribed channel. */
export interface LiveClient {
  client: Pusher;
  channel: Channel;
}

/** Opens the live connection of the user `cookie` signs in and subscribes to their channel. */
export async function connectLiveClient(server: TestServer, cookie: string): Promise<LiveClient> {
  const start = (await server.request('POST', '/api/pusher_connection/start', { cookie, json: { source: 'dashboard' } })).body.data;
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
  return { client, channel };
}

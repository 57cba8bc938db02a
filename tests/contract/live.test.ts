/**
 * Contract of live updates (docs/decisions/0014): a real soketi, a real pusher-js client (its Node
 * build) and the server publishing build_updates to the subscribed session's private channel after
 * ingest calls, and new_project_updates after a project is created; channel auth limited to the
 * caller's own session channel; subscriptions that expire; a signed-out session's socket and live
 * token silenced at once while the same user's other session keeps its updates.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import Pusher from 'pusher-js';
import { LIVE_SUBSCRIPTION_TTL_MS, LIVE_TOKEN_HEADER, type BuildUpdatePayload, type ProjectUpdatePayload } from '@curbcut/core';
import { ManualClock } from '@curbcut/server';
import { startSoketi, type RunningSoketi } from '../../packages/server/src/live/soketi';
import { axePage } from './axeFixtures';
import { describeEachDatabase, signIn, type TestServer } from './harness';
import { connectLiveClient } from './liveClient';

/** Collects the events a channel receives and waits for the next one matching a test. */
function recorder<P = BuildUpdatePayload>(channel: ReturnType<Pusher['subscribe']>, event: string) {
  const seen: P[] = [];
  const waiters: { test: (p: P) => boolean; resolve: (p: P) => void }[] = [];
  channel.bind(event, (payload: P) => {
    seen.push(payload);
    for (const w of [...waiters]) {
      if (w.test(payload)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(payload);
      }
    }
  });
  return {
    seen,
    next(test: (p: P) => boolean, timeoutMs = 5000): Promise<P> {
      const already = seen.find(test);
      if (already) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${event} matching within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({ test, resolve: (p) => (clearTimeout(timer), resolve(p)) });
      });
    },
  };
}

describeEachDatabase('live updates', (db) => {
  let soketi: RunningSoketi;
  let server: TestServer;
  let client: Pusher;
  let channelName: string;
  let cookie: string;
  let token: string;
  let me: { id: string; groupId: string };
  const clock = new ManualClock('2026-11-22T10:00:00.000Z');

  const subscribeMessage = (buildIds: string[], user = me) => ({
    event: 'get_updates',
    data: {
      product: 'automate',
      category: 'build',
      build_uuid: buildIds,
      user_id: user.id,
      group_id: user.groupId,
      timestamp: clock.now().getTime(),
    },
  });
  const createBuild = async (buildName: string) =>
    (await server.request('POST', '/api/v1/ingest/builds', { token, json: { buildName } })).body.data.id as string;

  beforeAll(async () => {
    soketi = await startSoketi({ port: 0 });
    server = await db().start({ demo: true, live: soketi.config, clock });
    cookie = await signIn(server, 'demo@curbcut.local');
    const profile = await server.request('GET', '/api/v1/user/get-user-profile', { cookie });
    me = { id: profile.body.data.user_id, groupId: profile.body.data.group_id };
    const project = await server.request('POST', '/api/v1/projects', { cookie, json: { name: 'Live' } });
    const projectId: string = project.body.data.project.id;
    token = (await server.request('POST', `/api/v1/projects/${projectId}/upload_tokens`, { cookie, json: {} })).body.data.token;
  });

  afterAll(async () => {
    client?.disconnect();
    await server?.close();
    await soketi?.stop();
  });

  const startConnection = async (session: string) =>
    (await server.request('POST', '/api/pusher_connection/start', { cookie: session, json: { source: 'dashboard' } })).body.data as {
      channel: string;
      token: string;
    };

  it('starts a connection on the session\'s own private channel', async () => {
    const res = await server.request('POST', '/api/pusher_connection/start', { cookie, json: { source: 'dashboard' } });
    expect(res.status).toBe(200);
    expect(res.body.data.channel).toMatch(new RegExp(`^private-user-${me.id}-[A-Za-z0-9_-]{22}$`));
    // The same session keeps its channel; another session of the same user gets its own.
    expect((await startConnection(cookie)).channel).toBe(res.body.data.channel);
    expect((await startConnection(await signIn(server, 'demo@curbcut.local'))).channel).not.toBe(res.body.data.channel);
    expect(res.body.data).toMatchObject({
      key: soketi.config.key,
      wsHost: '127.0.0.1',
      wsPort: soketi.config.port,
      forceTLS: false,
      authEndpoint: '/api/pusher/auth',
    });
    expect(typeof res.body.data.token).toBe('string');
    expect((await server.request('POST', '/api/pusher_connection/start', { json: {} })).status).toBe(401);
  });

  it('signs only the caller\'s own session channel', async () => {
    const { channel: mine, token: myToken } = await startConnection(cookie);
    const auth = (channel: string, extra: { cookie?: string; token?: string } = { cookie }) =>
      server.request('POST', '/api/pusher/auth', {
        cookie: extra.cookie,
        form: { socket_id: '1234.5678', channel_name: channel, ...(extra.token ? { token: extra.token } : {}) },
      });
    const own = await auth(mine);
    expect(own.status).toBe(200);
    expect((JSON.parse(own.text) as { auth: string }).auth).toMatch(new RegExp(`^${soketi.config.key}:[0-9a-f]{64}$`));
    expect((await auth(mine, { token: myToken })).status).toBe(200);
    // Someone else's channel, the user-wide channel of old, and the same user's other session: 403.
    expect((await auth('private-user-usr_someoneelse00000000000')).status).toBe(403);
    expect((await auth(`private-user-${me.id}`)).status).toBe(403);
    const otherSession = await startConnection(await signIn(server, 'demo@curbcut.local'));
    expect((await auth(otherSession.channel)).status).toBe(403);
    expect((await auth(otherSession.channel, { token: myToken })).status).toBe(403);
    expect((await auth(mine, {})).status).toBe(401);
    const sessionId = myToken.split('.')[1];
    const forged = await auth(mine, { token: `${me.id}.${sessionId}.9999999999999.${'A'.repeat(43)}` });
    expect(forged.status).toBe(401);
  });

  it('delivers build_updates to a pusher-js client after an ingest batch, until the build completes', async () => {
    const live = await connectLiveClient(server, cookie);
    client = live.client;
    channelName = live.connection.channel;
    const channel = live.channel;
    const updates = recorder(channel, 'build_updates');

    const id = await createBuild('Live build');
    const sub = await server.request('POST', '/api/pusher/updates', { cookie, json: subscribeMessage([id]) });
    expect(sub.status).toBe(200);
    expect(sub.body.data.subscribed).toEqual([id]);

    await server.request('POST', `/api/v1/ingest/builds/${id}/batches`, {
      token,
      json: { batchId: 'b1', results: axePage('https://shop.example.com/', { violations: [['image-alt', 'critical', 'img.hero']] }) },
    });
    const running = await updates.next((p) => p.build_uuid === id && p.status === 'running');
    expect(running.buildSummary.summary.issueCount).toBe(1);
    expect(running.buildSummary.summary.critical).toBe(1);
    expect(running.metadata).toMatchObject({ id, buildName: 'Live build', buildNumber: 1, type: 'automatedTest' });

    await server.request('POST', `/api/v1/ingest/builds/${id}/finalize`, { token });
    const completed = await updates.next((p) => p.build_uuid === id && p.status === 'completed');
    expect(completed.buildSummary.summary.issueCount).toBe(1);
    // The subscription stops once the build is completed: a resend subscribes nothing.
    const again = await server.request('POST', '/api/pusher/updates', { cookie, json: subscribeMessage([id]) });
    expect(again.body.data.subscribed).toEqual([]);
  });

  it('sends new builds to group-wide subscribers until the subscription expires unresent', async () => {
    const channel = client.channel(channelName);
    const created = recorder(channel, 'new_build_updates');
    const sub = await server.request('POST', '/api/pusher/updates', { cookie, json: subscribeMessage([]) });
    expect(sub.body.data.subscribed).toEqual(['*']);

    const first = await createBuild('Listing 1');
    expect((await created.next((p) => p.build_uuid === first)).status).toBe('running');

    clock.advance(LIVE_SUBSCRIPTION_TTL_MS + 1);
    const second = await createBuild('Listing 2');
    await new Promise((r) => setTimeout(r, 500));
    expect(created.seen.some((p) => p.build_uuid === second)).toBe(false);

    await server.request('POST', '/api/pusher/updates', {
      cookie,
      json: { ...subscribeMessage([]), event: 'stop_updates' },
    });
  });

  it('sends new projects to group-wide subscribers, and not to other groups', async () => {
    const channel = client.channel(channelName);
    const created = recorder<ProjectUpdatePayload>(channel, 'new_project_updates');
    const sub = await server.request('POST', '/api/pusher/updates', { cookie, json: subscribeMessage([]) });
    expect(sub.body.data.subscribed).toEqual(['*']);

    const res = await server.request('POST', '/api/v1/projects', { cookie, json: { name: 'Live 2' } });
    expect(res.status).toBe(201);
    const id: string = res.body.data.project.id;
    expect(await created.next((p) => p.project_uuid === id)).toEqual({ project_uuid: id, metadata: { id, name: 'Live 2' } });

    // Another group's new project reaches none of this group's subscribers.
    const freeCookie = await signIn(server, 'free@curbcut.local');
    const theirs = await server.request('POST', '/api/v1/projects', { cookie: freeCookie, json: { name: 'Not yours' } });
    expect(theirs.status).toBe(201);
    await new Promise((r) => setTimeout(r, 500));
    expect(created.seen.map((p) => p.metadata.name)).toEqual(['Live 2']);

    await server.request('POST', '/api/pusher/updates', {
      cookie,
      json: { ...subscribeMessage([]), event: 'stop_updates' },
    });
  });

  it('refuses subscriptions in someone else\'s name and ignores other groups\' builds', async () => {
    const id = await createBuild('Private build');
    const spoofed = await server.request('POST', '/api/pusher/updates', {
      cookie,
      json: subscribeMessage([id], { id: 'usr_someoneelse00000000000', groupId: me.groupId }),
    });
    expect(spoofed.status).toBe(403);

    const freeCookie = await signIn(server, 'free@curbcut.local');
    const free = (await server.request('GET', '/api/v1/user/get-user-profile', { cookie: freeCookie })).body.data;
    const res = await server.request('POST', '/api/pusher/updates', {
      cookie: freeCookie,
      json: subscribeMessage([id], { id: free.user_id, groupId: free.group_id }),
    });
    expect(res.status).toBe(200);
    expect(res.body.data.subscribed).toEqual([]);
  });

  it('silences a signed-out session\'s socket and live token at once, while the same user\'s other session keeps its updates', async () => {
    const first = await signIn(server, 'demo@curbcut.local');
    const second = await signIn(server, 'demo@curbcut.local');
    const one = await connectLiveClient(server, first);
    const two = await connectLiveClient(server, second);
    try {
      const heardByOne = recorder(one.channel, 'build_updates');
      const heardByTwo = recorder(two.channel, 'build_updates');
      const id = await createBuild('Two sessions');
      // Both sessions watch the running build, each through its live token as an embedded widget does.
      for (const live of [one, two]) {
        const sub = await server.request('POST', '/api/pusher/updates', {
          headers: { [LIVE_TOKEN_HEADER]: live.connection.token },
          json: subscribeMessage([id]),
        });
        expect(sub.status, sub.text).toBe(200);
        expect(sub.body.data.subscribed).toEqual([id]);
      }

      expect((await server.request('POST', '/api/v1/auth/sign-out', { cookie: first })).status).toBe(200);
      await server.request('POST', `/api/v1/ingest/builds/${id}/batches`, {
        token,
        json: { batchId: 'b1', results: axePage('https://shop.example.com/', { violations: [['image-alt', 'critical', 'img.hero']] }) },
      });
      expect((await heardByTwo.next((p) => p.build_uuid === id && p.status === 'running')).buildSummary.summary.issueCount).toBe(1);
      // soketi delivers in milliseconds; a second is ample for an event that should not come.
      await new Promise((r) => setTimeout(r, 1000));
      expect(heardByOne.seen).toEqual([]);

      // The signed-out session's live token is refused by both calls; the other session's still works.
      const message = 'The live token is not valid, has expired or its session has signed out; start a new connection.';
      const auth = await server.request('POST', '/api/pusher/auth', {
        form: { socket_id: '1234.5678', channel_name: one.connection.channel, token: one.connection.token },
      });
      expect(auth.status).toBe(401);
      expect(auth.body.error.message).toBe(message);
      const resend = await server.request('POST', '/api/pusher/updates', {
        headers: { [LIVE_TOKEN_HEADER]: one.connection.token },
        json: subscribeMessage([id]),
      });
      expect(resend.status).toBe(401);
      expect(resend.body.error.message).toBe(message);
      const stillSignedIn = await server.request('POST', '/api/pusher/auth', {
        form: { socket_id: '1234.5678', channel_name: two.connection.channel, token: two.connection.token },
      });
      expect(stillSignedIn.status).toBe(200);
      // Nothing of the signed-out session is left to publish to.
      const rows = await server.context.db.selectFrom('live_subscriptions').select('channel').where('report_id', '=', id).execute();
      expect(rows.map((r) => r.channel)).toEqual([two.connection.channel]);
    } finally {
      one.client.disconnect();
      two.client.disconnect();
    }
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './apiClient';
import { bodyOf, fakeFetch } from './fakeFetch.testUtil';
import {
  createLiveUpdates,
  type LiveMessage,
  type LiveUpdatesMessage,
  type PusherChannelLike,
  type PusherLike,
} from './liveUpdates';
import type { PusherConnection } from './types';

const connection: PusherConnection = {
  channel: 'private-user-usr_1',
  token: 'tok',
  key: 'app-key',
  wsHost: '127.0.0.1',
  wsPort: 6001,
  forceTLS: false,
  authEndpoint: '/api/pusher/auth',
};

/** A pusher-js stand-in that lets the test fire channel and connection events. */
function fakePusher() {
  const channelHandlers = new Map<string, (data: unknown) => void>();
  let globalHandler: ((event: string, data: unknown) => void) | null = null;
  let stateHandler: ((s: { previous: string; current: string }) => void) | null = null;
  const channel: PusherChannelLike = {
    bind: (event, cb) => channelHandlers.set(event, cb),
    bind_global: (cb) => {
      globalHandler = cb;
    },
  };
  const pusher: PusherLike & { subscribed: string[]; disconnected: number } = {
    subscribed: [],
    disconnected: 0,
    subscribe(name) {
      this.subscribed.push(name);
      return channel;
    },
    unsubscribe: () => undefined,
    disconnect() {
      this.disconnected += 1;
    },
    connection: {
      bind: (_event, cb) => {
        stateHandler = cb;
      },
    },
  };
  return {
    pusher,
    joined: () => channelHandlers.get('pusher:subscription_succeeded')?.(undefined),
    emit: (event: string, data: unknown) => globalHandler?.(event, data),
    state: (previous: string, current: string) => stateHandler?.({ previous, current }),
  };
}

function setup() {
  const fake = fakePusher();
  const sent: LiveUpdatesMessage[] = [];
  const received: LiveMessage[] = [];
  const logger = { warn: vi.fn(), error: vi.fn() };
  const f = fakeFetch([{ status: 200, body: { data: connection } }]);
  const live = createLiveUpdates({
    userId: 'usr_1',
    groupId: 'grp_1',
    client: createApiClient({ fetch: f.fetch }),
    createPusher: (c) => {
      expect(c).toEqual(connection);
      return fake.pusher;
    },
    transport: async (message) => {
      sent.push(message);
    },
    onMessage: (m) => received.push(m),
    logger,
  });
  return { fake, sent, received, logger, live, calls: f.calls };
}

const topic = { product: 'automated-tests', category: 'build', buildIds: ['rep_1', 'rep_2'] };

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createLiveUpdates', () => {
  it('starts a session and joins the private channel it returns', async () => {
    const { live, fake, calls } = setup();
    await live.connect();
    expect(calls[0]?.url).toBe('/api/pusher_connection/start');
    expect(bodyOf(calls[0])).toEqual({ source: 'dashboard' });
    expect(fake.pusher.subscribed).toEqual(['private-user-usr_1']);
  });

  it('sends get_updates with the subscription fields and resends it every 5000 ms', async () => {
    const { live, fake, sent } = setup();
    await live.connect();
    fake.joined();
    live.subscribe(topic);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toEqual({
      event: 'get_updates',
      data: {
        product: 'automated-tests',
        category: 'build',
        build_uuid: ['rep_1', 'rep_2'],
        user_id: 'usr_1',
        group_id: 'grp_1',
        timestamp: Date.parse('2026-11-22T10:00:00Z'),
      },
    });
    vi.advanceTimersByTime(4999);
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sent).toHaveLength(2);
    vi.advanceTimersByTime(10_000);
    expect(sent).toHaveLength(4);
  });

  it('sends stop_updates once and stops resending on unsubscribe', async () => {
    const { live, fake, sent } = setup();
    await live.connect();
    fake.joined();
    live.subscribe(topic);
    live.unsubscribe();
    expect(sent.map((m) => m.event)).toEqual(['get_updates', 'stop_updates']);
    vi.advanceTimersByTime(20_000);
    expect(sent).toHaveLength(2);
  });

  it('sends the first get_updates as soon as the channel is joined', async () => {
    const { live, fake, sent, logger } = setup();
    await live.connect();
    live.subscribe(topic);
    expect(sent).toHaveLength(0);
    fake.joined();
    expect(sent).toHaveLength(1);
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('warns instead of sending when the channel is still not initialised at a resend', async () => {
    const { live, sent, logger } = setup();
    await live.connect();
    live.subscribe(topic);
    vi.advanceTimersByTime(5000);
    expect(sent).toHaveLength(0);
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('channel is not initialised'), 'get_updates');
  });

  it('passes parsed messages on and only logs the ones it cannot parse', async () => {
    const { live, fake, received, logger } = setup();
    await live.connect();
    fake.emit('build_updates', { build_uuid: 'rep_1', status: 'completed' });
    fake.emit('new_build_updates', '{"build_uuid":"rep_3"}');
    fake.emit('build_updates', '{not json');
    fake.emit('pusher:pong', {});
    expect(received).toEqual([
      { event: 'build_updates', data: { build_uuid: 'rep_1', status: 'completed' } },
      { event: 'new_build_updates', data: { build_uuid: 'rep_3' } },
    ]);
    expect(logger.warn).toHaveBeenCalledWith('Live updates: could not parse a build_updates message', expect.any(SyntaxError));
  });

  it('disconnects after 25 reconnection attempts', async () => {
    const { live, fake } = setup();
    await live.connect();
    fake.state('initialized', 'connecting');
    fake.state('connecting', 'connected');
    expect(live.state).toBe('connected');
    for (let attempt = 1; attempt <= 25; attempt += 1) {
      fake.state(attempt === 1 ? 'connected' : 'unavailable', 'connecting');
      fake.state('connecting', 'unavailable');
    }
    expect(fake.pusher.disconnected).toBe(0);
    fake.state('unavailable', 'connecting');
    expect(fake.pusher.disconnected).toBe(1);
    expect(live.state).toBe('given-up');
  });

  it('counts reconnection attempts afresh after a successful reconnection', async () => {
    const { live, fake } = setup();
    await live.connect();
    fake.state('initialized', 'connecting');
    for (let round = 0; round < 3; round += 1) {
      for (let attempt = 0; attempt < 20; attempt += 1) fake.state('unavailable', 'connecting');
      fake.state('connecting', 'connected');
    }
    expect(fake.pusher.disconnected).toBe(0);
  });
});

describe('default transport', () => {
  it('posts the message to /api/pusher/updates without emptying the read cache', async () => {
    const f = fakeFetch([
      { status: 200, body: { data: connection } },
      { status: 200, body: { data: { subscribed: ['rep_1'], expiresAt: null } } },
    ]);
    const fake = fakePusher();
    const live = createLiveUpdates({
      userId: 'usr_1',
      groupId: 'grp_1',
      client: createApiClient({ fetch: f.fetch }),
      createPusher: () => fake.pusher,
    });
    await live.connect();
    fake.joined();
    live.subscribe({ product: 'automated-tests', category: 'build', buildIds: ['rep_1'] });
    await vi.advanceTimersByTimeAsync(0);
    expect(f.calls[1]?.url).toBe('/api/pusher/updates');
    expect(bodyOf(f.calls[1])).toMatchObject({ event: 'get_updates', data: { build_uuid: ['rep_1'] } });
    live.disconnect();
    expect(live.state).toBe('closed');
  });
});

/**
 * Screen-reader testing on real devices on every database: the configured combinations, the empty
 * state without a provider, starting a session (the filled template), the paywall (paid plan or
 * enabled trial), and the provider file checks at start.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ServerOptions } from '@curbcut/server';
import { ManualClock } from '@curbcut/server';
import { describeEachDatabase, signIn, type TestServer } from './harness';

const PROVIDER = {
  name: 'Device Cloud',
  start_url_template: 'https://provider.example/session?os={os}&v={os_version}&device={device}&sr={screen_reader}&browser={browser}&url={url}',
  combinations: [
    { id: 'mac-vo', os: 'macOS', os_version: '15', device: 'MacBook Pro', screen_reader: 'VoiceOver', browser: 'Safari' },
    { id: 'win-nvda', os: 'Windows', os_version: '11', device: 'Surface Laptop', screen_reader: 'NVDA', browser: 'Chrome' },
    { id: 'android-tb', os: 'Android', os_version: '15', device: 'Pixel 9', screen_reader: 'TalkBack', browser: 'Chrome' },
  ],
} satisfies ServerOptions['deviceProvider'];

describeEachDatabase('devices', (db) => {
  let server: TestServer;
  let bare: TestServer;

  beforeAll(async () => {
    const clock = new ManualClock('2026-06-01T09:00:00.000Z');
    server = await db().start({ demo: true, clock, deviceProvider: PROVIDER });
    bare = await db().start({ demo: true, clock });
  });

  describe('GET /api/v1/toolkit-on-live/supported-combinations', () => {
    it('lists the provider and its combinations to any member', async () => {
      for (const email of ['demo@curbcut.local', 'free@curbcut.local']) {
        const res = await server.request('GET', '/api/v1/toolkit-on-live/supported-combinations', { cookie: await signIn(server, email) });
        expect(res.status).toBe(200);
        expect(res.body.data).toEqual({ provider: { name: 'Device Cloud' }, combinations: PROVIDER.combinations });
      }
      const settings = await server.request('GET', '/api/v1/settings', { cookie: await signIn(server, 'demo@curbcut.local') });
      expect(settings.body.data.integrations.device_provider).toEqual({ configured: true });
    });

    it('answers an empty list without a provider, and 401 when signed out', async () => {
      const res = await bare.request('GET', '/api/v1/toolkit-on-live/supported-combinations', { cookie: await signIn(bare, 'demo@curbcut.local') });
      expect(res.body.data).toEqual({ provider: null, combinations: [] });
      expect((await server.request('GET', '/api/v1/toolkit-on-live/supported-combinations')).status).toBe(401);
      expect((await server.request('POST', '/api/v1/toolkit-on-live/start', { json: { combination_id: 'mac-vo', url: 'https://a.example' } })).status).toBe(401);
    });
  });

  describe('POST /api/v1/toolkit-on-live/start', () => {
    it('fills the template with every value URL-encoded', async () => {
      const cookie = await signIn(server, 'demo@curbcut.local');
      const res = await server.request('POST', '/api/v1/toolkit-on-live/start', {
        cookie,
        json: { combination_id: 'win-nvda', url: 'https://shop.example/cart?item=1&qty=2#top' },
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({
        url: 'https://provider.example/session?os=Windows&v=11&device=Surface%20Laptop&sr=NVDA&browser=Chrome&url=https%3A%2F%2Fshop.example%2Fcart%3Fitem%3D1%26qty%3D2%23top',
      });
    });

    it('answers 404 for an unknown combination and 400 for a page that is not http(s)', async () => {
      const cookie = await signIn(server, 'demo@curbcut.local');
      const unknown = await server.request('POST', '/api/v1/toolkit-on-live/start', { cookie, json: { combination_id: 'ios-jaws', url: 'https://a.example' } });
      expect(unknown.status).toBe(404);
      expect(unknown.body.error.message).toBe('Unknown device combination "ios-jaws".');
      for (const url of ['javascript:alert(1)', 'ftp://a.example/x', 'not a url']) {
        const res = await server.request('POST', '/api/v1/toolkit-on-live/start', { cookie, json: { combination_id: 'mac-vo', url } });
        expect(res.status, url).toBe(400);
        expect(res.body.error).toMatchObject({ code: 'bad_request', path: '$.url' });
      }
      const missing = await server.request('POST', '/api/v1/toolkit-on-live/start', { cookie, json: { url: 'https://a.example' } });
      expect(missing.body.error.path).toBe('$.combination_id');
    });

    it('answers 503 without a provider', async () => {
      const res = await bare.request('POST', '/api/v1/toolkit-on-live/start', {
        cookie: await signIn(bare, 'demo@curbcut.local'),
        json: { combination_id: 'mac-vo', url: 'https://a.example' },
      });
      expect(res.status).toBe(503);
      expect(res.body.error).toEqual({ code: 'unavailable', message: 'No device provider is configured.' });
    });

    it('needs a paid plan or an enabled trial', async () => {
      const body = { combination_id: 'mac-vo', url: 'https://a.example' };
      const free = await server.request('POST', '/api/v1/toolkit-on-live/start', { cookie: await signIn(server, 'free@curbcut.local'), json: body });
      expect(free.status).toBe(403);
      expect(free.body.error).toEqual({ code: 'forbidden', message: 'Screen reader testing needs a trial or a paid plan.' });

      const trialCookie = await signIn(server, 'trial@curbcut.local');
      expect((await server.request('POST', '/api/v1/toolkit-on-live/start', { cookie: trialCookie, json: body })).status).toBe(403);
      const now = server.context.clock.now();
      await server.context.db
        .updateTable('groups')
        .set({ trial_status: 'enabled', trial_start_date: now.toISOString(), trial_end_date: new Date(now.getTime() + 86_400_000).toISOString() })
        .where('id', '=', (await server.request('GET', '/api/v1/user/get-user-profile', { cookie: trialCookie })).body.data.group_id)
        .execute();
      const trial = await server.request('POST', '/api/v1/toolkit-on-live/start', { cookie: trialCookie, json: body });
      expect(trial.status).toBe(200);
      expect(trial.body.data.url).toContain('sr=VoiceOver');
    });
  });

  describe('provider file checks at start', () => {
    const bad: [string, unknown, string][] = [
      ['not an object', [], 'deviceProvider must be a JSON object.'],
      ['no name', { ...PROVIDER, name: '' }, 'deviceProvider.name must be a non-empty string.'],
      ['unknown placeholder', { ...PROVIDER, start_url_template: 'https://p.example/?u={url}&x={nope}' }, 'unknown placeholder {nope}'],
      ['no {url}', { ...PROVIDER, start_url_template: 'https://p.example/?os={os}' }, 'must contain {url}'],
      ['not http', { ...PROVIDER, start_url_template: 'javascript:{url}' }, 'must be an http:// or https:// URL'],
      ['combinations not a list', { ...PROVIDER, combinations: {} }, 'deviceProvider.combinations must be a list.'],
      ['unknown os', { ...PROVIDER, combinations: [{ ...PROVIDER.combinations[0], os: 'BeOS' }] }, 'deviceProvider.combinations[0].os must be one of "macOS", "iOS", "Windows", "Android".'],
      ['reader on wrong os', { ...PROVIDER, combinations: [{ ...PROVIDER.combinations[1], screen_reader: 'TalkBack' }] }, 'TalkBack runs on Android, not Windows'],
      ['duplicate id', { ...PROVIDER, combinations: [PROVIDER.combinations[0], PROVIDER.combinations[0]] }, 'deviceProvider.combinations[1].id "mac-vo" is used twice.'],
      ['missing browser', { ...PROVIDER, combinations: [{ ...PROVIDER.combinations[0], browser: undefined }] }, 'deviceProvider.combinations[0].browser must be a non-empty string.'],
    ];
    for (const [name, provider, message] of bad) {
      it(`refuses a provider file: ${name}`, async () => {
        await expect(db().start({ deviceProvider: provider as ServerOptions['deviceProvider'] })).rejects.toThrow(message);
      });
    }
  });
});

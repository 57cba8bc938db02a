import { describe, expect, it } from 'vitest';
import { parseLiveUrl, withPublicEndpoint } from '@curbcut/cli';

describe('parseLiveUrl', () => {
  it('reads app id, key, secret, host and port of an external soketi', () => {
    expect(parseLiveUrl('http://app-id:key:secret@soketi.internal:6001')).toEqual({
      appId: 'app-id',
      key: 'key',
      secret: 'secret',
      host: 'soketi.internal',
      port: 6001,
      useTLS: false,
    });
  });

  it('takes https as TLS with port 443 by default, and decodes escaped characters of the secret', () => {
    expect(parseLiveUrl('https://curbcut:k3y:s%2Fe%3Acret@live.example.com')).toMatchObject({
      key: 'k3y',
      secret: 's/e:cret',
      host: 'live.example.com',
      port: 443,
      useTLS: true,
    });
    expect(parseLiveUrl('http://a:k:s@[::1]:6001').host).toBe('::1');
  });

  it('says what is wrong without repeating the secret', () => {
    const cases: [string, string][] = [
      ['soketi.internal:6001', 'it must start with http:// or https://'],
      ['not a url', 'it is not a URL'],
      ['ws://a:k:s@h:6001', 'it must start with http:// or https://'],
      ['http://h:6001', 'the app id is missing'],
      ['http://app:only-key@h:6001', 'give the key and the secret after the app id, each after a colon'],
      ['http://app:key:@h:6001', 'give the key and the secret after the app id, each after a colon'],
      ['http://app:key:topsecret@h:6001/apps', 'it has a path, query or fragment after the port'],
    ];
    for (const [url, reason] of cases) {
      let message = '';
      try {
        parseLiveUrl(url);
      } catch (error) {
        message = (error as Error).message;
        expect((error as { exitCode: number }).exitCode).toBe(2);
      }
      expect(message, url).toBe(`--live-url (or CURBCUT_LIVE_URL) must look like http://APP_ID:KEY:SECRET@HOST:PORT: ${reason}.`);
      expect(message).not.toContain('topsecret');
    }
  });
});

describe('withPublicEndpoint', () => {
  const publish = parseLiveUrl('http://app:key:secret@soketi.internal:6001');

  it('tells browsers where the server publishes when no public flag is given', () => {
    expect(withPublicEndpoint(publish, {})).toEqual(publish);
  });

  it('uses the public host with TLS on 443 behind a TLS proxy, or the port given', () => {
    expect(withPublicEndpoint(publish, { host: 'live.example.com', tls: true }).public).toEqual({
      host: 'live.example.com',
      port: 443,
      useTLS: true,
    });
    expect(withPublicEndpoint(publish, { host: 'live.example.com', port: 8443, tls: true }).public?.port).toBe(8443);
    expect(withPublicEndpoint(publish, { host: 'soketi.example.com' }).public).toEqual({
      host: 'soketi.example.com',
      port: 6001,
      useTLS: false,
    });
  });
});

/** The scanner policy built from the server options: what a server that refuses private networks lets its scans fetch (IP literals only: no DNS). */
import { describe, expect, it } from 'vitest';
import type { ServerContext, ServerOptions } from '../context';
import { scanUrlPolicy } from './networkPolicy';

const contextWith = (options: ServerOptions): ServerContext => ({ options: { dataDir: './data', bodyLimit: 1024, ...options } }) as unknown as ServerContext;

describe('scanUrlPolicy', () => {
  const allowUrl = scanUrlPolicy(contextWith({ allowPrivateNetworkScans: false }));
  const allows = (url: string): Promise<boolean> => {
    if (allowUrl === undefined) throw new Error('expected a policy');
    return Promise.resolve(allowUrl(new URL(url)));
  };

  it('refuses loopback, private, link-local and localhost hosts', async () => {
    for (const url of [
      'http://127.0.0.1/',
      'http://127.0.0.1:8080/sitemap.xml',
      'http://10.1.2.3/',
      'http://192.168.0.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://localhost:3000/',
      'http://app.localhost/',
    ]) {
      expect(await allows(url), url).toBe(false);
    }
  });

  it('allows a public address and refuses schemes other than http(s)', async () => {
    expect(await allows('http://93.184.215.14/')).toBe(true);
    expect(await allows('https://93.184.215.14:8443/a')).toBe(true);
    expect(await allows('ftp://93.184.215.14/')).toBe(false);
  });

  it('is undefined, so the scanner intercepts nothing, when private networks are allowed', () => {
    expect(scanUrlPolicy(contextWith({ allowPrivateNetworkScans: true }))).toBeUndefined();
    // The embedded default: a loopback server that trusts no proxy.
    expect(scanUrlPolicy(contextWith({}))).toBeUndefined();
    expect(scanUrlPolicy(contextWith({ host: '0.0.0.0' }))).toBeTypeOf('function');
  });
});

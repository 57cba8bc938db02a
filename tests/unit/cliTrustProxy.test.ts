/**
 * `--trust-proxy` alone believes every sender of X-Forwarded-*; `--trust-proxy=ADDRS` only those
 * proxies, so a client cannot choose the address the sign-in throttle counts it under by sending its
 * own X-Forwarded-For through a proxy that appends to it. `--redis-url` is a plain string flag.
 */
import { describe, expect, it } from 'vitest';
import { parseCommandLine, stringFlag, trustProxyFlag } from '../../packages/cli/src/commandLine';

describe('curbcut serve --trust-proxy', () => {
  it('is false when absent and true alone', () => {
    expect(trustProxyFlag(parseCommandLine('serve', []))).toBe(false);
    expect(trustProxyFlag(parseCommandLine('serve', ['--trust-proxy', '--port', '0']))).toBe(true);
  });

  it('takes addresses and CIDRs after =, for serve and growth', () => {
    expect(trustProxyFlag(parseCommandLine('serve', ['--trust-proxy=127.0.0.1, 10.0.0.0/8', '--quiet']))).toEqual(['127.0.0.1', '10.0.0.0/8']);
    expect(trustProxyFlag(parseCommandLine('growth', ['--app-origin', 'https://a.example', '--trust-proxy=::1']))).toEqual(['::1']);
  });

  it('refuses an empty list and a value for other boolean flags', () => {
    expect(() => trustProxyFlag(parseCommandLine('serve', ['--trust-proxy=']))).toThrow(/--trust-proxy= needs addresses or CIDRs/);
    expect(() => parseCommandLine('serve', ['--quiet=yes'])).toThrow(/does not take an argument/);
  });

  it('reads --redis-url', () => {
    expect(stringFlag(parseCommandLine('serve', ['--redis-url', 'redis://127.0.0.1:6379']), 'redis-url')).toBe('redis://127.0.0.1:6379');
  });
});

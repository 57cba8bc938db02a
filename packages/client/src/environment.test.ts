import { describe, expect, it } from 'vitest';
import { apiBaseUrl, cookieName, environmentFromHostname, readCookie } from './environment';

describe('environmentFromHostname', () => {
  it.each([
    ['localhost', 'local'],
    ['127.0.0.1', 'local'],
    ['[::1]', 'local'],
    ['curbcut.local', 'local'],
    ['staging.curbcut.example', 'staging'],
    ['qa.curbcut.example', 'qa'],
    ['preprod.curbcut.example', 'preprod'],
    ['testhub-staging.curbcut.example', 'testhub-staging'],
    ['central-scanner-staging.curbcut.example', 'central-scanner-staging'],
    ['dr.curbcut.example', 'dr'],
    ['k8s-eu.curbcut.example', 'k8s'],
    ['curbcut.example', 'production'],
    ['app.curbcut.example', 'production'],
    ['staging-looking.example', 'production'],
  ])('%s is %s', (host, env) => {
    expect(environmentFromHostname(host)).toBe(env);
  });
});

describe('cookies', () => {
  it('prefixes cookie names outside production', () => {
    expect(cookieName('production', 'zone')).toBe('zone');
    expect(cookieName('testhub-staging', 'zone')).toBe('testhub_staging_zone');
  });
  it('reads a cookie by exact name', () => {
    expect(readCookie('a=1; staging_zone=eu; zone=us', 'zone')).toBe('us');
    expect(readCookie('a=1', 'zone')).toBeNull();
    expect(readCookie('zone=%E0%A4%A', 'zone')).toBeNull();
  });
});

describe('apiBaseUrl', () => {
  const prod = { protocol: 'https:', host: 'curbcut.example', hostname: 'curbcut.example' };
  it('is /api without a zone', () => {
    expect(apiBaseUrl(prod, '')).toBe('/api');
  });
  it("prefixes the host with the environment's zone cookie", () => {
    expect(apiBaseUrl(prod, 'zone=eu')).toBe('https://eu.curbcut.example/api');
    const staging = { protocol: 'https:', host: 'staging.curbcut.example:8443', hostname: 'staging.curbcut.example' };
    expect(apiBaseUrl(staging, 'zone=eu')).toBe('/api');
    expect(apiBaseUrl(staging, 'staging_zone=eu')).toBe('https://eu.staging.curbcut.example:8443/api');
  });
  it('ignores zones that are not a plain DNS label, and local pages', () => {
    expect(apiBaseUrl(prod, 'zone=evil.example%2F')).toBe('/api');
    expect(apiBaseUrl(prod, 'zone=-eu')).toBe('/api');
    expect(apiBaseUrl({ protocol: 'http:', host: 'localhost:8080', hostname: 'localhost' }, 'zone=eu')).toBe('/api');
  });
});

import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGE_MAX_LENGTH, validateContactMessage } from './contactMessage';
import { isValidWebsiteUrl, validateScanUrl, validateWebsiteUrl } from './websiteUrl';

const errorOf = (input: string, rule: 'strict' | 'loose' = 'strict') => {
  const r = validateWebsiteUrl(input, rule);
  return r.ok ? null : r.error;
};

describe('strict website URL: https, optional www, TLD of 2 to 15 letters, port up to 20 digits, optional path', () => {
  it.each([
    'https://example.com',
    'https://www.example.com',
    'https://example.co.uk/',
    'https://shop.example.io/cart/items?id=7#top',
    'https://example.photography',
    'https://example.com:8443/app',
    'https://example.com:12345678901234567890',
    'HTTPS://WWW.Example.COM/Path',
    'https://my-site.example.com',
    '  https://example.com  ',
  ])('accepts %s', (url) => {
    expect(validateWebsiteUrl(url)).toEqual({ ok: true, value: url.trim() });
  });

  it.each([
    ['http://example.com', 'URL must start with https://'],
    ['example.com', 'URL must start with https://'],
    ['ftp://example.com', 'URL must start with https://'],
    ['https://example', 'Enter a domain with a top-level domain, such as example.com.'],
    ['https://localhost:3000', 'Enter a domain with a top-level domain, such as example.com.'],
    ['https://example.c', 'Top-level domain must be 2 to 15 letters.'],
    ['https://example.abcdefghijklmnop', 'Top-level domain must be 2 to 15 letters.'],
    ['https://example.co1', 'Top-level domain must be 2 to 15 letters.'],
    ['https://192.168.0.1', 'Top-level domain must be 2 to 15 letters.'],
    ['https://example.com:123456789012345678901', 'Port must be 1 to 20 digits.'],
    ['https://example.com:', 'Port must be 1 to 20 digits.'],
    ['https://example.com:80a', 'Port must be 1 to 20 digits.'],
    ['https://-example.com', "'-example' is not a valid part of a domain name."],
    ['https://exa_mple.com', "'exa_mple' is not a valid part of a domain name."],
    ['https://example..com', "'' is not a valid part of a domain name."],
    ['https://user:pw@example.com', 'URL must not contain a user name or password.'],
    ['https://exa mple.com', 'URL must not contain spaces.'],
    ['https://', 'Enter a domain, such as example.com.'],
    ['   ', 'Enter a website URL.'],
  ])('rejects %s: %s', (url, error) => {
    expect(errorOf(url)).toBe(error);
  });
});

describe('loose website URL: http or no scheme, TLD of 2 to 63 characters, port up to 5 digits', () => {
  it.each([
    'http://example.com',
    'https://example.com',
    'example.com',
    'www.example.com/path',
    'example.com:8080',
    'example.com:65535/x',
    'example.xn--p1ai',
    'example.abcdefghijklmnop',
    `example.${'a'.repeat(63)}`,
  ])('accepts %s', (url) => {
    expect(isValidWebsiteUrl(url, 'loose')).toBe(true);
  });

  it.each([
    ['ftp://example.com', 'URL must start with http://, https:// or the domain.'],
    ['example.com:123456', 'Port must be 1 to 5 digits.'],
    [`example.${'a'.repeat(64)}`, 'Top-level domain must be 2 to 63 letters, digits or hyphens.'],
    ['example.c', 'Top-level domain must be 2 to 63 letters, digits or hyphens.'],
    ['10.0.0.10', 'Top-level domain must be 2 to 63 letters, digits or hyphens.'],
    ['example.-com', 'Top-level domain must be 2 to 63 letters, digits or hyphens.'],
    ['localhost', 'Enter a domain with a top-level domain, such as example.com.'],
  ])('rejects %s: %s', (url, error) => {
    expect(errorOf(url, 'loose')).toBe(error);
  });

  it('is looser than the strict rule, never stricter', () => {
    for (const url of ['https://example.com', 'https://www.example.com:8443/a', 'https://example.co.uk']) {
      expect(isValidWebsiteUrl(url, 'loose')).toBe(true);
    }
    expect(isValidWebsiteUrl('https://example.com:123456', 'strict')).toBe(true);
    expect(isValidWebsiteUrl('https://example.com:123456', 'loose')).toBe(false);
  });
});

describe('contact message', () => {
  it('is mandatory', () => {
    expect(validateContactMessage('')).toEqual({ ok: false, error: 'Message is required.' });
    expect(validateContactMessage(' \n ')).toEqual({ ok: false, error: 'Message is required.' });
  });

  it('takes at most 300 characters', () => {
    expect(CONTACT_MESSAGE_MAX_LENGTH).toBe(300);
    expect(validateContactMessage('x'.repeat(300))).toEqual({ ok: true, value: 'x'.repeat(300) });
    expect(validateContactMessage('x'.repeat(301))).toEqual({ ok: false, error: 'Message must be at most 300 characters (it has 301).' });
    expect(validateContactMessage('  We need a demo.  ')).toEqual({ ok: true, value: 'We need a demo.' });
  });
});

describe('scan URL rule: strict, widened to local addresses where the server may scan private networks', () => {
  it('takes http, localhost and IP addresses only when private networks are allowed', () => {
    for (const url of ['http://127.0.0.1:4000/', 'http://localhost:8080/shop', 'http://intranet/', 'https://10.0.0.5/']) {
      expect(validateScanUrl(url, true)).toEqual({ ok: true, value: url });
      expect(validateScanUrl(url, false).ok).toBe(false);
    }
  });
  it('keeps refusing what no scan can use', () => {
    expect(validateScanUrl('ftp://example.com/', true)).toEqual({ ok: false, error: 'URL must start with http:// or https://' });
    expect(validateScanUrl('http://user:pw@localhost/', true)).toEqual({ ok: false, error: 'URL must not contain a user name or password.' });
    expect(validateScanUrl('not a url', true).ok).toBe(false);
    expect(validateScanUrl('https://example.com/', false)).toEqual({ ok: true, value: 'https://example.com/' });
  });
});

import { describe, expect, it } from 'vitest';
import { isCrawlableLink, looksLikeSignOut, matchesPattern, normaliseUrl, passesPatterns } from './urls';

describe('normaliseUrl', () => {
  it('drops the fragment, the default port and an empty query, and lowercases scheme and host', () => {
    expect(normaliseUrl('HTTPS://Example.COM:443/Shop?#top')).toBe('https://example.com/Shop');
    expect(normaliseUrl('http://example.com:80')).toBe('http://example.com/');
    expect(normaliseUrl('http://example.com:8080/a?b=1#c')).toBe('http://example.com:8080/a?b=1');
  });

  it('resolves against a base and refuses what is not http(s)', () => {
    expect(normaliseUrl('../b?x=1', 'https://example.com/a/c')).toBe('https://example.com/b?x=1');
    expect(normaliseUrl('mailto:someone@example.com')).toBeNull();
    expect(normaliseUrl('javascript:void(0)')).toBeNull();
    expect(normaliseUrl('not a url')).toBeNull();
  });
});

describe('matchesPattern', () => {
  it('matches a pattern starting with / against the path and query', () => {
    expect(matchesPattern('https://example.com/blog/post-1', '/blog/*')).toBe(true);
    expect(matchesPattern('https://example.com/blog', '/blog/*')).toBe(false);
    expect(matchesPattern('https://example.com/shop?page=2', '/shop?page=*')).toBe(true);
    expect(matchesPattern('https://example.com/en/blog/x', '/blog/*')).toBe(false);
    expect(matchesPattern('https://example.com/en/blog/x', '*/blog/*')).toBe(true);
  });

  it('matches any other pattern against the whole URL, fragment dropped', () => {
    expect(matchesPattern('https://example.com/shop/item#reviews', 'https://example.com/shop/*')).toBe(true);
    expect(matchesPattern('https://shop.example.com/item', 'https://example.com/*')).toBe(false);
    expect(matchesPattern('https://shop.example.com/item', 'https://*.example.com/*')).toBe(true);
  });

  it('takes regular-expression characters literally', () => {
    expect(matchesPattern('https://example.com/a.html', '/a.html')).toBe(true);
    expect(matchesPattern('https://example.com/aXhtml', '/a.html')).toBe(false);
    expect(matchesPattern('https://example.com/p(1)', '/p(1)')).toBe(true);
  });

  it('lets exclude win over include, and an empty include list include all', () => {
    expect(passesPatterns('https://example.com/blog/x', [], [])).toBe(true);
    expect(passesPatterns('https://example.com/blog/x', ['/blog/*'], ['*/x'])).toBe(false);
    expect(passesPatterns('https://example.com/shop', ['/blog/*'], [])).toBe(false);
  });
});

describe('isCrawlableLink', () => {
  it('follows pages and skips files and non-http links', () => {
    expect(isCrawlableLink('https://example.com/about')).toBe(true);
    expect(isCrawlableLink('https://example.com/about.html')).toBe(true);
    expect(isCrawlableLink('https://example.com/v1.2/')).toBe(true);
    expect(isCrawlableLink('https://example.com/report.PDF')).toBe(false);
    expect(isCrawlableLink('https://example.com/logo.png?v=2')).toBe(false);
    expect(isCrawlableLink('mailto:a@example.com')).toBe(false);
    expect(isCrawlableLink('tel:+100')).toBe(false);
  });

  it('recognises sign-out links', () => {
    expect(looksLikeSignOut('https://example.com/logout')).toBe(true);
    expect(looksLikeSignOut('https://example.com/account/sign-out?next=/')).toBe(true);
    expect(looksLikeSignOut('https://example.com/blog/logo-design')).toBe(false);
  });
});

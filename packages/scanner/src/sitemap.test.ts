import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractSitemap, parseSitemap, SitemapError } from './sitemap';
import { startTestSite, type TestSite } from './testSite.testUtil';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(async () => {
  await site.close();
});

describe('extractSitemap', () => {
  it('reads a urlset, normalising and de-duplicating its URLs', async () => {
    const result = await extractSitemap(site.url('/sitemap.xml'));
    expect(result).toEqual({ urls: [site.url('/from-sitemap'), site.url('/b')], sitemaps: [site.url('/sitemap.xml')], truncated: false });
  });

  it('follows a sitemap index, gzip children included, the index listed first', async () => {
    const result = await extractSitemap(site.url('/sitemap-index.xml'));
    expect(result.urls).toEqual([site.url('/from-sitemap'), site.url('/b'), site.url('/a'), site.url('/a/deep')]);
    expect(result.sitemaps).toEqual([site.url('/sitemap-index.xml'), site.url('/sitemap.xml'), site.url('/sitemap-more.xml.gz')]);
  });

  it('reads each file once when indexes point at each other', async () => {
    const result = await extractSitemap(site.url('/sitemap-cycle.xml'));
    expect(result.sitemaps).toEqual([site.url('/sitemap-cycle.xml'), site.url('/sitemap-index.xml'), site.url('/sitemap.xml'), site.url('/sitemap-more.xml.gz')]);
    expect(result.urls).toHaveLength(4);
  });

  it('cuts the list at maxUrls and says so', async () => {
    const result = await extractSitemap(site.url('/sitemap-index.xml'), { maxUrls: 3 });
    expect(result.urls).toEqual([site.url('/from-sitemap'), site.url('/b'), site.url('/a')]);
    expect(result.truncated).toBe(true);
  });

  it('reads namespace prefixes, entities and plain-text sitemaps', async () => {
    expect((await extractSitemap(site.url('/sitemap-prefixed.xml'))).urls).toEqual([site.url('/a?x=1&y=2')]);
    expect((await extractSitemap(site.url('/sitemap.txt'))).urls).toEqual([site.url('/a'), site.url('/b')]);
  });

  it('skips a child sitemap that cannot be read when others give URLs', async () => {
    const result = await extractSitemap(site.url('/sitemap-broken-child.xml'));
    expect(result.urls).toEqual([site.url('/from-sitemap'), site.url('/b')]);
    expect(result.sitemaps).not.toContain(site.url('/no-such-sitemap.xml'));
  });

  it('explains what is wrong', async () => {
    await expect(extractSitemap(site.url('/sitemap-malformed.xml'))).rejects.toThrow(`${site.url('/sitemap-malformed.xml')} is not a sitemap: malformed XML`);
    await expect(extractSitemap(site.url('/b'))).rejects.toThrow(`${site.url('/b')} is not a sitemap: it is an HTML page`);
    await expect(extractSitemap(site.url('/no-such.xml'))).rejects.toThrow(`Could not read sitemap ${site.url('/no-such.xml')}: HTTP 404 Not Found`);
    await expect(extractSitemap('ftp://example.com/sitemap.xml')).rejects.toThrow('A sitemap URL must be an http or https URL: ftp://example.com/sitemap.xml');
    await expect(extractSitemap(site.url('/hang'), { timeoutMs: 300 })).rejects.toThrow('Reading the sitemap timed out');
    await expect(extractSitemap(site.url('/sitemap.xml'), { signal: AbortSignal.abort() })).rejects.toBeInstanceOf(SitemapError);
  });
});

describe('parseSitemap', () => {
  it('names the root element of an XML file that is not a sitemap', () => {
    expect(() => parseSitemap('https://example.com/feed.xml', '<?xml version="1.0"?><rss><channel/></rss>')).toThrow(
      'https://example.com/feed.xml is not a sitemap: its root element is <rss>, not <urlset> or <sitemapindex>',
    );
    expect(() => parseSitemap('https://example.com/s.xml', '   ')).toThrow('is not a sitemap: the file is empty');
  });
});

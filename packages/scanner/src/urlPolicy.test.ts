/** The network policy on files the scanner reads itself: sitemaps (every hop, every index child) and robots.txt. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fetchFile } from './boundedFetch';
import { startPolicySites, type PolicySites } from './policySites.testUtil';
import { RobotsCache } from './robots';
import { extractSitemap } from './sitemap';
import { UrlPolicy } from './urlPolicy';

let sites: PolicySites;
beforeAll(async () => {
  sites = await startPolicySites();
});
afterAll(async () => {
  await sites.close();
});
beforeEach(() => {
  sites.site.hits.clear();
  sites.secret.hits.clear();
});

const at = (path: string): string => sites.site.origin + path;
const secretAt = (path: string): string => sites.secret.origin + path;
const refusal = `127.0.0.1 is a private or local network address`;

describe('extractSitemap with allowUrl', () => {
  it('skips an index child on a refused host without requesting it', async () => {
    const result = await extractSitemap(at('/sitemap-index.xml'), { allowUrl: sites.allowUrl });
    expect(result.urls).toEqual([at('/ok')]);
    expect(result.sitemaps).toEqual([at('/sitemap-index.xml'), at('/sitemap.xml')]);
    expect(sites.secret.total()).toBe(0);
  });

  it('names the refused host when nothing else was found', async () => {
    await expect(extractSitemap(at('/sitemap-private-only.xml'), { allowUrl: sites.allowUrl })).rejects.toThrow(
      `Could not read sitemap ${secretAt('/sitemap.xml')}: ${refusal}`,
    );
    await expect(extractSitemap(secretAt('/sitemap.xml'), { allowUrl: sites.allowUrl })).rejects.toThrow(refusal);
    expect(sites.secret.total()).toBe(0);
  });

  it('refuses a redirect to a refused host before following it', async () => {
    await expect(extractSitemap(at('/sitemap-moved.xml'), { allowUrl: sites.allowUrl })).rejects.toThrow(
      `Could not read sitemap ${at('/sitemap-moved.xml')}: redirected to ${secretAt('/sitemap.xml')}: ${refusal}`,
    );
    expect(sites.secret.total()).toBe(0);
  });

  it('follows allowed redirects, a few at most', async () => {
    expect((await extractSitemap(at('/sitemap-hop.xml'), { allowUrl: sites.allowUrl })).urls).toEqual([at('/ok')]);
    await expect(extractSitemap(at('/loop'), { allowUrl: sites.allowUrl })).rejects.toThrow('more than 5 redirects');
    expect(sites.site.hits.get('/loop')).toBe(6);
  });

  it('changes nothing without a policy', async () => {
    expect((await extractSitemap(at('/sitemap-index.xml'))).urls).toEqual([secretAt('/secret-page'), at('/ok')]);
    expect((await extractSitemap(at('/sitemap-moved.xml'))).urls).toEqual([secretAt('/secret-page')]);
    expect(sites.secret.hits.get('/sitemap.xml')).toBe(2);
  });
});

describe('robots.txt with a policy', () => {
  it('reads a robots.txt redirected to a refused host as missing (everything allowed), without requesting it', async () => {
    const robots = new RobotsCache(undefined, new UrlPolicy(sites.allowUrl));
    expect(await robots.isAllowed(at('/ok'))).toBe(true);
    expect(sites.secret.total()).toBe(0);
    // Without the policy, the redirected file's Disallow applies.
    expect(await new RobotsCache().isAllowed(at('/ok'))).toBe(false);
  });
});

describe('UrlPolicy', () => {
  it('asks once per origin and refuses when the policy throws or the text is no URL', async () => {
    const asked: string[] = [];
    const policy = new UrlPolicy(async (url) => {
      asked.push(url.host);
      if (url.hostname === 'broken.example') throw new Error('lookup failed');
      return url.hostname !== 'blocked.example';
    });
    expect(await policy.allows('https://ok.example/a')).toBe(true);
    expect(await policy.allows('https://ok.example/b?c')).toBe(true);
    expect(await policy.allows(new URL('https://blocked.example/'))).toBe(false);
    expect(await policy.allows('https://broken.example/')).toBe(false);
    expect(await policy.allows('not a url')).toBe(false);
    expect(await policy.allows('http://ok.example/')).toBe(true);
    expect(asked).toEqual(['ok.example', 'blocked.example', 'broken.example', 'ok.example']);
  });

  it('refuses the first URL of a fetch before requesting it', async () => {
    await expect(fetchFile(secretAt('/robots.txt'), { maxBytes: 1000, policy: new UrlPolicy(sites.allowUrl) })).rejects.toThrow(
      `Could not read ${secretAt('/robots.txt')}: ${refusal}`,
    );
    expect(sites.secret.total()).toBe(0);
  });
});

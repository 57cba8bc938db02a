/**
 * The scanner on real pages: every HTML page of the W3C BAD site's before/ and after/ folders
 * (annotated/ included)
 * (read from ../shared/corpora at run time, served from 127.0.0.1) is scanned with scanSite and
 * checked directly with @axe-core/playwright using the same tags; violation nodes per rule must
 * be equal on every page. The corpus's known outcomes hold too: before/home.html has 33 images
 * without alt text, and each repaired after/ page has fewer violations than its before/ page.
 * Run: npx vitest run --project corpus tests/corpus/scannerFidelity.test.ts
 */
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scanSettingsWithDefaults } from '@curbcut/core';
import { axeTagsFor, launchScanBrowser, scanSite, type PageResult, type ScanBrowser } from '@curbcut/scanner';
import { axeBuilderCounts } from '../../packages/scanner/src/fidelity.testUtil';
import { serveDirectory, type StaticServer } from '../../packages/scanner/src/staticServer.testUtil';

const corpus = fileURLToPath(new URL('../../../shared/corpora/w3c-bad/', import.meta.url));
const present = existsSync(`${corpus}before/home.html`);
if (!present) console.warn(`scannerFidelity: skipped, the W3C BAD corpus is missing at ${corpus}`);

/** The .html pages under a folder, its annotated/ subfolder included, as paths relative to the corpus. */
const htmlPages = (folder: string): string[] =>
  present
    ? (readdirSync(`${corpus}${folder}`, { recursive: true }) as string[])
        .filter((f) => f.endsWith('.html') && !f.startsWith('reports'))
        .sort()
        .map((f) => `${folder}/${f}`)
    : [];
const PAGES = [...htmlPages('before'), ...htmlPages('after')];
const TAGS = axeTagsFor('2.1', 'AA', true);
const total = (counts: Record<string, number>): number => Object.values(counts).reduce((a, b) => a + b, 0);

describe.skipIf(!present)('scanner fidelity on the W3C BAD site (../shared/corpora/w3c-bad)', () => {
  let server: StaticServer;
  let browser: ScanBrowser;
  const results = new Map<string, PageResult>();

  beforeAll(async () => {
    [server, browser] = await Promise.all([serveDirectory(corpus), launchScanBrowser()]);
    const summary = await scanSite({
      settings: scanSettingsWithDefaults({
        startUrls: PAGES.map((p) => server.baseUrl + p),
        crawl: { enabled: false, maxDepth: 0, maxPages: PAGES.length },
        bestPractice: true,
        pageTimeoutSeconds: 60,
        respectRobotsTxt: false,
      }),
      browser,
      onPage: (page) => void results.set(page.url.slice(server.baseUrl.length), page),
    });
    expect(summary).toMatchObject({ pagesDone: PAGES.length, pagesFailed: 0, error: null });
  }, 300_000);

  afterAll(async () => {
    await Promise.all([browser?.close(), server?.close()]);
  });

  it('scans the HTML pages of before/ and after/', () => {
    expect(PAGES.length).toBeGreaterThanOrEqual(20);
    expect([...results.keys()].sort()).toEqual([...PAGES].sort());
  });

  it.each(PAGES)('%s: violation nodes per rule equal a direct @axe-core/playwright run', async (path) => {
    const reference = await axeBuilderCounts(browser, server.baseUrl + path, TAGS);
    expect(results.get(path)?.violations).toEqual(reference.violations);
  });

  it('finds the 33 images without alt text of before/home.html', () => {
    expect(results.get('before/home.html')?.violations['image-alt']).toBe(33);
  });

  it('finds fewer violations on each repaired page than on its original', () => {
    // The annotated/ copies add the demo's own annotation overlay, with defects of its own; the claim is about the pages.
    const pairs = htmlPages('after').filter((p) => !p.includes('/annotated/') && results.has(p.replace('after/', 'before/')));
    expect(pairs.length).toBeGreaterThanOrEqual(5);
    for (const after of pairs) {
      const before = after.replace('after/', 'before/');
      const afterCount = total(results.get(after)?.violations ?? {});
      const beforeCount = total(results.get(before)?.violations ?? {});
      expect(afterCount, `${after} (${afterCount}) against ${before} (${beforeCount})`).toBeLessThan(beforeCount);
    }
  });
});

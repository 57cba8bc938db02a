/** The scanner's axe results against @axe-core/playwright's, and what a checked page brings back (score, snapshot, needs review). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeTagsFor } from './axeTags';
import { launchScanBrowser } from './browser';
import { axeBuilderCounts, nodeCounts } from './fidelity.testUtil';
import { scanSite } from './scanSite';
import { startTestSite, testSettings, type TestSite } from './testSite.testUtil';
import type { PageResult, ScanBrowser } from './types';

let site: TestSite;
let browser: ScanBrowser;
beforeAll(async () => {
  [site, browser] = await Promise.all([startTestSite(), launchScanBrowser()]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), site?.close()]);
});

type AxeLists = Record<'violations' | 'incomplete' | 'passes', { id: string; nodes: unknown[] }[]>;

async function scanPages(paths: string[], overrides: Parameters<typeof testSettings>[0] = {}, snapshots = true): Promise<Map<string, PageResult>> {
  const pages = new Map<string, PageResult>();
  await scanSite({
    settings: testSettings({ startUrls: paths.map((p) => site.url(p)), ...overrides }),
    browser,
    snapshots,
    onPage: (page) => void pages.set(new URL(page.url).pathname, page),
  });
  return pages;
}

describe('fidelity with @axe-core/playwright', () => {
  it('finds the same violation and needs-review nodes per rule, frames included', async () => {
    const tags = axeTagsFor('2.2', 'AA', true);
    const paths = ['/defects', '/frames', '/b', '/'];
    const pages = await scanPages(paths, { wcagVersion: '2.2', wcagLevel: 'AA', bestPractice: true });
    for (const path of paths) {
      const reference = await axeBuilderCounts(browser, site.url(path), tags);
      const page = pages.get(path);
      expect(page?.status, path).toBe('success');
      const axe = page?.axe as AxeLists;
      expect(page?.violations, path).toEqual(reference.violations);
      expect(nodeCounts(axe.incomplete), path).toEqual(reference.incomplete);
    }
    // The frame's two images count on the page that holds the frame, as AxeBuilder counts them.
    expect(pages.get('/frames')?.violations['image-alt']).toBe(2);
  });
});

describe('a checked page', () => {
  it('keeps needs-review results only when asked', async () => {
    const withReview = await scanPages(['/defects'], { needsReview: true }, false);
    const without = await scanPages(['/defects'], { needsReview: false }, false);
    expect(nodeCounts((withReview.get('/defects')?.axe as AxeLists).incomplete)).toMatchObject({ 'color-contrast': 1 });
    expect((without.get('/defects')?.axe as AxeLists).incomplete).toEqual([]);
    expect(without.get('/defects')?.violations).toEqual(withReview.get('/defects')?.violations);
  });

  it('scores the page with the score model: failed rules weigh against passed ones', async () => {
    const pages = await scanPages(['/defects', '/b'], {}, false);
    const defects = pages.get('/defects');
    expect(defects?.score).toBeGreaterThan(0);
    expect(defects?.score).toBeLessThan(100);
    expect(pages.get('/b')?.score).toBe(100);
  });

  it('captures a snapshot: the DOM with its scripts emptied in place, a base URL, and the resources the page loaded', async () => {
    const pages = await scanPages(['/defects']);
    const snapshot = pages.get('/defects')?.snapshot;
    expect(snapshot?.html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(snapshot?.html).toContain(`<base href="${site.url('/defects')}">`);
    expect(snapshot?.html).toContain('<img src="/img/dot.gif">');
    // Scripts stay as inert, empty elements, so axe's :nth-child selectors still find their elements.
    expect(snapshot?.html).not.toContain('defectsScriptRan');
    expect(snapshot?.html.match(/<script\b[^>]*>/gi)).toEqual(['<script type="application/x-curbcut-removed">', '<script type="application/x-curbcut-removed">']);
    const types = Object.fromEntries(snapshot?.resources.map((r) => [new URL(r.url).pathname + new URL(r.url).search, r.contentType]) ?? []);
    expect(types).toMatchObject({ '/style.css': 'text/css', '/img/dot.gif': 'image/gif', '/img/dot.gif?2': 'image/gif' });
    const css = snapshot?.resources.find((r) => r.url.endsWith('/style.css'));
    expect(new TextDecoder().decode(css?.body)).toContain('font-family');
  });

  it("keeps a single-page app's stylesheet in its snapshot after its router pushes a new URL", async () => {
    const pages = await scanPages(['/spa']);
    const urls = pages.get('/spa')?.snapshot?.resources.map((r) => new URL(r.url).pathname);
    expect(urls).toContain('/style.css');
  });

  it('captures no snapshot when snapshots are off', async () => {
    const pages = await scanPages(['/defects'], {}, false);
    expect(pages.get('/defects')?.snapshot).toBeNull();
  });
});

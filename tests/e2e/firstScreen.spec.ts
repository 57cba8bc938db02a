/**
 * The first screen downloads only what it shows (issue 17): sign-in and Home need at most 250 KB
 * of gzipped JavaScript before their heading appears, none of it the report widgets, chart.js or
 * pdf.js, which arrive with a report's route; and the scripts come precompressed (brotli) from
 * the server. Before route splitting every page loaded one 445 KB (gzip) bundle holding all of it.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { HOST_APP_DIST } from './support/curbcutServer';
import { expect, signInAt, test } from './support/fixtures';

const FIRST_SCREEN_LIMIT_BYTES = 250_000;
const HEAVY_SOURCES = /packages\/widgets\/src\/(buildReport\/BuildReport|scanReport\/ScanReport)\.tsx$|node_modules\/(chart\.js|pdfjs-dist)\//;

/** The app's scripts the current document has loaded so far (paths under /assets). */
async function loadedScripts(page: Page): Promise<string[]> {
  const names = await page.evaluate(() => performance.getEntriesByType('resource').map((r) => r.name));
  return names.map((n) => new URL(n).pathname).filter((p) => p.startsWith('/assets/') && p.endsWith('.js'));
}

/** A built file's gzip size: its precompressed copy, or the file gzipped here. */
function gzipBytes(asset: string): number {
  const file = path.join(HOST_APP_DIST, asset);
  return existsSync(`${file}.gz`) ? readFileSync(`${file}.gz`).length : gzipSync(readFileSync(file), { level: 9 }).length;
}

/** Sources of the given scripts (from their source maps) that belong to the report screens. */
function heavySources(scripts: readonly string[]): string[] {
  return scripts.flatMap((asset) => {
    const map = path.join(HOST_APP_DIST, `${asset}.map`);
    if (!existsSync(map)) return [];
    const { sources } = JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] };
    return sources.filter((s) => HEAVY_SOURCES.test(s)).map((s) => `${asset}: ${s}`);
  });
}

/** Checks the scripts that one screen loaded before its heading: size, and no report code. */
async function expectLightFirstScreen(page: Page, screen: string): Promise<void> {
  const scripts = await loadedScripts(page);
  expect(scripts.length, `${screen}: scripts loaded`).toBeGreaterThan(0);
  const total = scripts.reduce((n, s) => n + gzipBytes(s), 0);
  expect(total, `${screen}: gzipped JavaScript of ${scripts.join(', ')}`).toBeLessThanOrEqual(FIRST_SCREEN_LIMIT_BYTES);
  expect(heavySources(scripts), `${screen}: report code in the first screen`).toEqual([]);
}

test.describe('the first screen', () => {
  test('sign-in and Home load only their own scripts, brotli-compressed; a report brings its widgets with it', async ({ page }) => {
    const encodings = new Map<string, string>();
    page.on('response', (res) => {
      const at = new URL(res.url());
      if (at.pathname.startsWith('/assets/') && at.pathname.endsWith('.js')) encodings.set(at.pathname, res.headers()['content-encoding'] ?? 'identity');
    });

    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectLightFirstScreen(page, 'sign-in');
    const signInScripts = await loadedScripts(page);
    for (const script of signInScripts) {
      if (existsSync(path.join(HOST_APP_DIST, `${script}.br`))) expect(encodings.get(script), `${script} content-encoding`).toBe('br');
    }

    await signInAt(page, '/home');
    // A fresh document, so its resource list is Home's alone.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await expectLightFirstScreen(page, 'Home');

    // A build report's route brings the widget (and chart.js) when it is opened.
    const reports = (await (await page.request.get('/api/v1/reports?type=automatedTest')).json()) as {
      data: { reports: { id: string; projectId: string; buildName: string; buildNumber: number }[] };
    };
    const build = reports.data.reports[0];
    expect(build, 'a demo build').toBeDefined();
    if (!build) return;
    await page.goto(
      `/automated-tests/projects/${encodeURIComponent(build.projectId)}/builds/${encodeURIComponent(build.buildName)}/${build.buildNumber}?thBuildId=${encodeURIComponent(build.id)}`,
    );
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(heavySources(await loadedScripts(page)).join('\n')).toMatch(/BuildReport\.tsx/);
  });
});

/**
 * The Curbcut side of the scanner benchmark: `scanSite` of @curbcut/scanner over a fixed list of
 * pages in a browser launched once (warm), with the settings that match the pa11y-ci side
 * (WCAG 2.1 AA plus best practice, needs-review results kept, concurrency 2, no crawl) and page
 * snapshots on, as the product scans.
 */
import { launchScanBrowser, scanSite } from '@curbcut/scanner';
import type { PageResult, ScanBrowser } from '@curbcut/scanner';
import { scanSettingsWithDefaults, type ScanSettings } from '@curbcut/core';
import type { PageOutcome, RuleCounts } from './pa11y';

/** One Curbcut scan. */
export interface CurbcutRun {
  /** scanSite's call to its resolution. */
  ms: number;
  pages: Map<string, PageOutcome>;
  /** Snapshot bytes (HTML plus resources) captured over the run, to show snapshots were on. */
  snapshotBytes: number;
  engineVersion: string;
}

/** Settings for scanning exactly `urls`. */
export function benchSettings(urls: readonly string[]): ScanSettings {
  return scanSettingsWithDefaults({
    startUrls: [...urls],
    crawl: { enabled: false, maxDepth: 0, maxPages: urls.length },
    bestPractice: true,
    respectRobotsTxt: false,
  });
}

/** Needs-review nodes per rule from axe's raw results (axe's `incomplete` list). */
function reviewCounts(axe: unknown): RuleCounts {
  const incomplete = (axe as { incomplete?: { id: string; nodes: unknown[] }[] } | null)?.incomplete ?? [];
  return Object.fromEntries(incomplete.map((r) => [r.id, r.nodes.length]));
}

function outcome(page: PageResult): PageOutcome {
  if (page.status === 'failure') return { ok: false, error: page.reason ?? 'failed', violations: {}, review: {}, ms: page.durationMs };
  return { ok: true, violations: { ...page.violations }, review: reviewCounts(page.axe), ms: page.durationMs };
}

/** Launches the warm browser every Curbcut round reuses. */
export function launchBenchBrowser(): Promise<ScanBrowser> {
  return launchScanBrowser();
}

/** One scan of `urls` with the warm `browser`. */
export async function runCurbcut(urls: readonly string[], browser: ScanBrowser): Promise<CurbcutRun> {
  const pages = new Map<string, PageOutcome>();
  let snapshotBytes = 0;
  const started = performance.now();
  const summary = await scanSite({
    settings: benchSettings(urls),
    browser,
    snapshots: true,
    onPage: (page) => {
      pages.set(page.url, outcome(page));
      if (page.snapshot) {
        snapshotBytes += Buffer.byteLength(page.snapshot.html);
        for (const resource of page.snapshot.resources) snapshotBytes += resource.body.byteLength;
      }
    },
  });
  const ms = performance.now() - started;
  if (summary.error) throw new Error(`scanSite failed: ${summary.error}`);
  return { ms, pages, snapshotBytes, engineVersion: summary.engineVersion };
}

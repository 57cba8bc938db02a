/**
 * Scan logs of an offline scan report (axe results in memory, no server). Decision: the Scan logs
 * tab stays, with one Success row per distinct URL of the results (axe only reports pages it
 * checked, so there are no failures or redirects to show), timed by the page's own timestamp, with
 * its issue count and score computed as the server computes them. The results are imported again
 * on the main thread, but only when the tab is opened.
 */
import { computeScore, ruleImpact, scoreAvailability } from '@curbcut/core';
import type { BuildOverview, Impact, PageResult, PageStatus, ScanLogRow, ScanLogs } from '@curbcut/core';
import { importOfflineResults } from '../data/offlineReport';
import { scannedDescription } from './texts';

/** The scan logs of offline results: a success row per URL, in the order the results list them. */
export function offlineScanLogs(results: unknown, overview: Pick<BuildOverview, 'issueCountByUrl'>): ScanLogs {
  const imported = importOfflineResults(results);
  const impactOf = (id: string): Impact | null => imported.rules[id]?.impact ?? ruleImpact(id);
  const byUrl = new Map<string, PageResult[]>();
  for (const page of imported.pages) byUrl.set(page.url, [...(byUrl.get(page.url) ?? []), page]);
  const counts = new Map(overview.issueCountByUrl.map((r) => [r.url, r.count]));
  const rows: ScanLogRow[] = [...byUrl].map(([url, states]) => {
    const time = states[0]?.timestamp ?? new Date(0).toISOString();
    const shown = scoreAvailability(time, 'completed').state === 'available';
    return {
      time,
      pageUrl: url,
      description: scannedDescription(counts.get(url) ?? 0),
      cumulativeStatus: 'success',
      pageUrlToFilter: url,
      finalRedirectUrl: null,
      score: shown ? computeScore(states, impactOf).score : null,
    };
  });
  return { scanLogs: rows, cumulativeStatusCounts: { success: rows.length, failure: 0, redirect: 0 } };
}

/** The rows of `logs` whose status is one of `statuses` (the counts stay those of every row). */
export function filterScanLogs(logs: ScanLogs, statuses: readonly PageStatus[]): ScanLogs {
  return { ...logs, scanLogs: logs.scanLogs.filter((r) => statuses.includes(r.cumulativeStatus)) };
}

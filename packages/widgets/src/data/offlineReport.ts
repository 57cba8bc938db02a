/**
 * A build report made straight from axe results, with no server (a partner CI portal rendering one
 * results file): the same import, issue identity, dataset, score, conformance and chart counts the
 * server computes, done in the browser. The report is one build with nothing to compare against.
 */
import {
  AxeImportError,
  DatasetBuilder,
  allRows,
  buildIssues,
  computePageScores,
  computeScore,
  conformanceOutcomesFromResults,
  decodeDataset,
  filterDataset,
  issueResolutionTrend,
  importAxeResults,
  overviewCounts,
  ruleImpact,
  scoreAvailability,
  summarizeRows,
  withoutPreferredRows,
} from '@curbcut/core';
import type { BuildOverview, Impact, ImportedResults, Issue, ReportMeta, RuleInfo } from '@curbcut/core';

/** Id of every offline report (it has no server id). */
export const OFFLINE_REPORT_ID = 'offline';
/** Heading of an offline report given no name. */
export const OFFLINE_REPORT_NAME = 'Offline report';
/** What an offline report is judged against (the server's default as well). */
const OFFLINE_WCAG_VERSION = '2.1 AA';

/** An offline report: what the header and overview read, and the engine's dataset. */
export interface OfflineReport {
  meta: ReportMeta;
  overview: BuildOverview;
  /** A complete worker dataset (string columns included). */
  datasetBytes: Uint8Array;
}

/**
 * Imports one axe results document of any shape, or a list of documents (one per page or test):
 * a list whose first entry is itself a list (raw reporter output) is read document by document.
 * @throws AxeImportError naming the JSON path of the first thing that is not axe output.
 */
export function importOfflineResults(results: unknown): ImportedResults {
  if (!Array.isArray(results) || !Array.isArray(results[0])) return importAxeResults(results);
  const merged: ImportedResults = { pages: [], rules: {} };
  results.forEach((doc: unknown, i) => {
    let imported: ImportedResults;
    try {
      imported = importAxeResults(doc);
    } catch (err) {
      if (err instanceof AxeImportError) {
        throw new AxeImportError(err.expected, `$[${i}]${err.path.slice(1)}`);
      }
      throw err;
    }
    merged.pages.push(...imported.pages);
    for (const [id, rule] of Object.entries(imported.rules)) merged.rules[id] ??= rule;
  });
  return merged;
}

/** The distinct issues of imported results (by fingerprint, with their sources). */
export function offlineIssues(imported: ImportedResults): Issue[] {
  return buildIssues(imported.pages, {});
}

/** When the results were produced: the latest page time, else now. */
function testedAt(imported: ImportedResults): string {
  const times = imported.pages.map((p) => Date.parse(p.timestamp)).filter((t) => !Number.isNaN(t));
  return new Date(times.length > 0 ? Math.max(...times) : Date.now()).toISOString();
}

/** The overview of an offline report, computed as the server computes a build's. */
export function computeOfflineOverview(imported: ImportedResults, datasetBytes: Uint8Array, createdAt: string): BuildOverview {
  const dataset = decodeDataset(datasetBytes);
  // The issues the charts count, as the server counts a build's: visible, confirmed, not preferred.
  const counted = withoutPreferredRows(dataset, filterDataset(dataset));
  const issueSummary = summarizeRows(dataset, allRows(dataset));
  const impactOf = (id: string): Impact | null => imported.rules[id]?.impact ?? ruleImpact(id);
  const availability = scoreAvailability(createdAt, 'completed');
  const shown = availability.state === 'available';
  const score = computeScore(imported.pages, impactOf);
  const pageScores = new Map(computePageScores(imported.pages, impactOf).map((p) => [p.url, p.score]));
  const statesOf = new Map<string, number>();
  for (const p of imported.pages) statesOf.set(p.url, (statesOf.get(p.url) ?? 0) + 1);
  const counts = overviewCounts(dataset, counted);
  const healthSummary = { passed: 0, failed: 0, skipped: 0, total: 0 };
  const fingerprints = offlineIssues(imported).map((i) => i.fingerprint);
  return {
    reportId: OFFLINE_REPORT_ID,
    issueSummary,
    healthSummary,
    score: { state: availability.state, score: shown ? score.score : null, bySeverity: score.bySeverity },
    trend: [{ reportId: OFFLINE_REPORT_ID, buildNumber: 1, createdAt, issueSummary, healthSummary, score: shown ? score.score : null }],
    issueResolutionTrend: { buildNumbers: [1], ...issueResolutionTrend([fingerprints]) },
    snapshotComparison: null,
    conformance: { wcagVersion: OFFLINE_WCAG_VERSION, outcomes: toPlain(conformanceOutcomesFromResults(imported)) },
    issueCountByCategory: counts.byCategory,
    issueCountByComponent: counts.byComponent,
    issueCountByUrl: counts.byPage.map((p) => ({
      ...p,
      score: shown ? (pageScores.get(p.url) ?? null) : null,
      pageStatesCount: statesOf.get(p.url) ?? 0,
    })),
    needsReviewCount: issueSummary.needsReviewCount,
    hiddenIssuesCount: 0,
    markedAsNonIssueCount: 0,
  };
}

/** The outcome lists as the overview's (mutable) wire shape. */
function toPlain(outcomes: ReturnType<typeof conformanceOutcomesFromResults>): BuildOverview['conformance']['outcomes'] {
  return {
    violated: outcomes.violated.map((v) => ({ ruleId: v.ruleId, tags: [...v.tags], pages: [...v.pages] })),
    incomplete: outcomes.incomplete.map((r) => ({ ruleId: r.ruleId, tags: [...r.tags] })),
    passed: outcomes.passed.map((r) => ({ ruleId: r.ruleId, tags: [...r.tags] })),
  };
}

/** Makes the whole offline report from axe results. */
export function createOfflineReport(results: unknown, options: { name?: string } = {}): OfflineReport {
  const imported = importOfflineResults(results);
  // axe results name no test case, so a page's testEnvironment is all the details pane can show.
  const builder = new DatasetBuilder({
    rules: Object.values(imported.rules) as RuleInfo[],
    pageEnvironments: imported.pages.map((p) => [p.url, p.environment] as const),
  });
  for (const issue of offlineIssues(imported)) builder.append(issue);
  const datasetBytes = builder.finish();
  const createdAt = testedAt(imported);
  const overview = computeOfflineOverview(imported, datasetBytes, createdAt);
  const name = options.name ?? OFFLINE_REPORT_NAME;
  const engine = imported.pages[0]?.engine;
  const meta: ReportMeta = {
    id: OFFLINE_REPORT_ID,
    thBuildId: OFFLINE_REPORT_ID,
    type: 'automatedTest',
    name,
    projectId: '',
    projectName: '',
    buildName: name,
    buildNumber: 1,
    status: 'completed',
    wcagVersion: OFFLINE_WCAG_VERSION,
    createdAt,
    completedAt: createdAt,
    createdBy: { id: '', name: '' },
    testEngine: engine ? { name: engine.name, version: engine.version } : null,
    additionalSettings: {},
    autoEnabledBuild: false,
    issueSummary: overview.issueSummary,
    healthSummary: overview.healthSummary,
    hiddenIssuesCount: 0,
    markedAsNonIssueCount: 0,
    publicLink: { isEnabled: false, link: null },
    versionControl: null,
    ciInfo: null,
    hostInfo: null,
    sdkVersion: null,
    hasFailedAdvancedScan: false,
    loadLimitReachedFailure: false,
    buildTimedOutFailure: false,
  };
  return { meta, overview, datasetBytes };
}

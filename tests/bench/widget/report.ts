/**
 * The JSON answers of the bench server for its one report: the meta (completed, created after the
 * current score model began on 2025-07-10, so the widget shows everything), a small valid overview
 * (the bench is about All issues, which reads only the dataset) and a signed-in profile.
 */
import type { BuildOverview, IssueSummary, ReportMeta } from '@curbcut/core';

/** Id of the bench report. */
export const BENCH_REPORT_ID = 'rep_bench';

/** The build meta, with the dataset's own issue summary. */
export function benchMeta(issueSummary: IssueSummary): ReportMeta {
  return {
    id: BENCH_REPORT_ID,
    thBuildId: BENCH_REPORT_ID,
    type: 'automatedTest',
    name: 'bench',
    projectId: 'prj_bench',
    projectName: 'Bench',
    buildName: 'bench',
    buildNumber: 1,
    status: 'completed',
    wcagVersion: '2.1 AA',
    createdAt: '2025-08-01T10:00:00.000Z',
    completedAt: '2025-08-01T10:05:00.000Z',
    createdBy: { id: 'usr_bench', name: 'Bench' },
    testEngine: { name: 'axe-core', version: '4.10.0' },
    additionalSettings: {},
    autoEnabledBuild: false,
    issueSummary,
    healthSummary: { passed: 0, failed: 0, skipped: 0, total: 0 },
    hiddenIssuesCount: issueSummary.hiddenIssuesCount,
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
}

/** An overview with no trend, comparison or charts: valid, and cheap to render. */
export function benchOverview(issueSummary: IssueSummary): BuildOverview {
  return {
    reportId: BENCH_REPORT_ID,
    issueSummary,
    healthSummary: { passed: 0, failed: 0, skipped: 0, total: 0 },
    score: { state: 'available', score: 50, bySeverity: {} },
    trend: [],
    issueResolutionTrend: { buildNumbers: [], newIssueTrend: [], issueResolvedTrend: [], openIssueTrend: [] },
    snapshotComparison: null,
    conformance: { wcagVersion: '2.1 AA', outcomes: { violated: [], incomplete: [], passed: [] } },
    issueCountByCategory: [],
    issueCountByComponent: [],
    issueCountByUrl: [],
    needsReviewCount: issueSummary.needsReviewCount,
    hiddenIssuesCount: issueSummary.hiddenIssuesCount,
    markedAsNonIssueCount: 0,
  };
}

/** The viewer: the report's author (the widget reads user_id, group_id and public_links_enabled). */
export const BENCH_PROFILE = { user_id: 'usr_bench', group_id: 'grp_bench', public_links_enabled: false };

/** A build meta and overview with the spec's kind of numbers, for the overview tests. */
import type { BuildOverview, ReportMeta } from '@curbcut/core';

const summary = (critical: number, serious: number, moderate: number, minor: number) => ({
  critical,
  serious,
  moderate,
  minor,
  issueCount: critical + serious + moderate + minor,
  componentCount: 4,
  pageCount: 2,
  needsReviewCount: 0,
  hiddenIssuesCount: 0,
  aiIssuesCount: 0,
});

/** A completed build created after the current score model began (Jul 10, 2025). */
export function makeMeta(overrides: Partial<ReportMeta> = {}): ReportMeta {
  return {
    id: 'rep_7',
    thBuildId: 'rep_7',
    type: 'automatedTest',
    name: 'main',
    projectId: 'prj_1',
    projectName: 'Shop',
    buildName: 'main',
    buildNumber: 7,
    status: 'completed',
    wcagVersion: '2.1 AA',
    createdAt: '2025-08-01T10:00:00.000Z',
    completedAt: '2025-08-01T10:05:00.000Z',
    createdBy: { id: 'usr_1', name: 'Ada' },
    testEngine: { name: 'axe-core', version: '4.10.0' },
    additionalSettings: {},
    autoEnabledBuild: false,
    issueSummary: summary(3, 5, 7, 2),
    healthSummary: { passed: 8, failed: 3, skipped: 1, total: 12 },
    hiddenIssuesCount: 4,
    markedAsNonIssueCount: 1,
    publicLink: { isEnabled: false, link: null },
    versionControl: null,
    ciInfo: null,
    hostInfo: null,
    sdkVersion: null,
    hasFailedAdvancedScan: false,
    loadLimitReachedFailure: false,
    buildTimedOutFailure: false,
    ...overrides,
  };
}

/** The overview of build #7 of 'main', with builds #5 and #6 before it. */
export function makeOverview(overrides: Partial<BuildOverview> = {}): BuildOverview {
  return {
    reportId: 'rep_7',
    issueSummary: summary(3, 5, 7, 2),
    healthSummary: { passed: 8, failed: 3, skipped: 1, total: 12 },
    score: {
      state: 'available',
      score: 82,
      bySeverity: {
        critical: { passed: 10, failed: 1 },
        serious: { passed: 6, failed: 2 },
        moderate: { passed: 4, failed: 0 },
        minor: { passed: 2, failed: 1 },
      },
    },
    trend: [
      {
        reportId: 'rep_5',
        buildNumber: 5,
        createdAt: '2025-03-01T10:00:00.000Z',
        issueSummary: summary(6, 5, 4, 1),
        healthSummary: { passed: 6, failed: 5, skipped: 1, total: 12 },
        score: 40,
      },
      {
        reportId: 'rep_6',
        buildNumber: 6,
        createdAt: '2025-07-20T10:00:00.000Z',
        issueSummary: summary(4, 5, 6, 2),
        healthSummary: { passed: 7, failed: 4, skipped: 1, total: 12 },
        score: 75,
      },
      {
        reportId: 'rep_7',
        buildNumber: 7,
        createdAt: '2025-08-01T10:00:00.000Z',
        issueSummary: summary(3, 5, 7, 2),
        healthSummary: { passed: 8, failed: 3, skipped: 1, total: 12 },
        score: 82,
      },
    ],
    issueResolutionTrend: {
      buildNumbers: [5, 6, 7],
      newIssueTrend: [16, 3, 2],
      issueResolvedTrend: [0, 2, 4],
      openIssueTrend: [16, 17, 17],
    },
    snapshotComparison: { new: 2, retained: 15, resolved: 4, comparedTo: 'rep_6', comparedToBuildNumber: 6 },
    conformance: {
      wcagVersion: '2.1 AA',
      outcomes: {
        violated: [
          { ruleId: 'color-contrast', tags: ['wcag2aa', 'wcag143'], pages: ['https://shop.test/', 'https://shop.test/cart'] },
          { ruleId: 'image-alt', tags: ['wcag2a', 'wcag111'], pages: ['https://shop.test/'] },
        ],
        incomplete: [{ ruleId: 'video-caption', tags: ['wcag2a', 'wcag122'] }],
        passed: [
          { ruleId: 'document-title', tags: ['wcag2a', 'wcag242'] },
          { ruleId: 'html-has-lang', tags: ['wcag2a', 'wcag311'] },
          { ruleId: 'target-size', tags: ['wcag22aa', 'wcag258'] },
        ],
      },
    },
    issueCountByCategory: [
      { category: 'color', count: 5 },
      { category: 'aria', count: 9 },
      { category: 'forms', count: 3 },
    ],
    issueCountByComponent: [
      { componentId: 'button.buy', count: 6, impact: 'serious' },
      { componentId: 'img.hero', count: 3, impact: 'critical' },
    ],
    issueCountByUrl: [
      { url: 'https://shop.test/', count: 11, score: 70, pageStatesCount: 1200 },
      { url: 'https://shop.test/cart', count: 6, score: null, pageStatesCount: 3 },
    ],
    needsReviewCount: 5,
    hiddenIssuesCount: 4,
    markedAsNonIssueCount: 1,
    ...overrides,
  };
}

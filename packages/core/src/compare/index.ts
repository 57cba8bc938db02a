export { compareFingerprints, snapshotComparison, issueResolutionTrend } from './compareFingerprints';
export type { FingerprintComparison, SnapshotComparison, IssueResolutionTrend } from './compareFingerprints';
export { COMPARE_STATUSES, compareRunStatus } from './runStatus';
export type { CompareStatus, CompareIssueRecord, CompareRunInput, CompareItem, CompareResult, NotComparedRule, NotComparedPage } from './runStatus';
export { PAGE_FAILED_IN_BASE, PAGE_FAILED_IN_NEXT, engineRuleReasons } from './engineReasons';
export { REPORT_TABS, reportTabOf, shownRecord, countCompareItems } from './statusCounts';
export type { ReportTab, StatusTally, KeyedStatusTally, CompareCounts } from './statusCounts';
export { compareRecordOf } from './compareRecord';
export type { CompareRecordSource } from './compareRecord';

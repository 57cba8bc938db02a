export { compareFingerprints, snapshotComparison, issueResolutionTrend } from './compareFingerprints';
export type { FingerprintComparison, SnapshotComparison, IssueResolutionTrend } from './compareFingerprints';

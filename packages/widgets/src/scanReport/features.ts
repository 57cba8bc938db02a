/** The scan report's flags from a signed-in user's profile (spec 001 section 6). */
import type { Profile } from '@curbcut/core';
import { snapshotAccessFromProfile } from '../details/snapshot/access';
import type { ScanReportFeatures } from './props';

/** Score, decision persistence, comparison and issue snapshots as the profile allows them for website scans (the host adds `bugTracker`). */
export function scanFeaturesFromProfile(
  profile: Pick<Profile, 'feature_flags' | 'report_comparison_supported' | 'issue_snapshot_supported' | 'isPaidUser' | 'trial_status'>,
): Omit<ScanReportFeatures, 'bugTracker'> {
  return {
    score: profile.feature_flags.score,
    comparison: profile.report_comparison_supported.websiteScan,
    decisionPersistence: profile.feature_flags.decision_persistence,
    issueSnapshots: snapshotAccessFromProfile(profile),
  };
}

/** The manual report's flags from a signed-in user's profile (spec 002 section 6). */
import type { Profile } from '@curbcut/core';
import { snapshotAccessFromProfile } from '../details/snapshot/access';
import type { ManualReportFeatures } from './props';

/** Score, decision persistence and the step snapshots as the profile allows them for workflow reports (the host adds `bugTracker`). */
export function manualFeaturesFromProfile(profile: Pick<Profile, 'feature_flags' | 'issue_snapshot_supported' | 'isPaidUser' | 'trial_status'>): Omit<ManualReportFeatures, 'bugTracker'> {
  return {
    score: profile.feature_flags.score,
    decisionPersistence: profile.feature_flags.decision_persistence,
    issueSnapshots: snapshotAccessFromProfile(profile, 'workflowScan'),
  };
}

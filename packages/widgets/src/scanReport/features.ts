/** The scan report's flags from a signed-in user's profile (spec 001 section 6). */
import type { Profile } from '@curbcut/core';
import type { ScanReportFeatures } from './props';

/** Score, decision persistence, and comparison as the profile allows it for website scans. */
export function scanFeaturesFromProfile(profile: Pick<Profile, 'feature_flags' | 'report_comparison_supported'>): ScanReportFeatures {
  return {
    score: profile.feature_flags.score,
    comparison: profile.report_comparison_supported.websiteScan,
    decisionPersistence: profile.feature_flags.decision_persistence,
  };
}

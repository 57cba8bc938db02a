/**
 * The viewer's feature flags as the build report reads them (spec 001 section 6: "Feature flags per
 * product ...; comparison needs an access flag and a non-public view"). A host with a signed-in user
 * passes `featuresFromProfile(profile)`; a widget given none (embedded, public, offline) has every
 * flag on, except that the public view never compares, and `bugTracker`, which only a host that
 * knows its server files bugs turns on.
 */
import type { Profile } from '@curbcut/core';

/** What the flags turn on in the build report. */
export interface ReportFeatures {
  /** Score card, score trend and the pages' Score column (flag `score`). */
  score: boolean;
  /** Issue resolution trend and 'Changes since last run' (`report_comparison_supported.automatedTest`). */
  comparison: boolean;
  /** Hide and review decisions may be kept for later builds (flag `decision_persistence`). */
  decisionPersistence: boolean;
  /** The heading carries the build number, 'name#buildNumber' (`th_enabled_automation`); off: the name alone. */
  testHarness: boolean;
  /**
   * The server files bugs in a tracker (settings `integrations.bug_tracker`): the details pane offers
   * 'File a bug' to a signed-in viewer. Off unless given: the widget cannot know it on its own.
   */
  bugTracker: boolean;
}

/** The flags of a signed-in user, read from `GET /api/v1/user/get-user-profile` (the profile does not say whether bugs can be filed). */
export function featuresFromProfile(profile: Pick<Profile, 'feature_flags' | 'report_comparison_supported' | 'th_enabled_automation'>): Omit<ReportFeatures, 'bugTracker'> {
  return {
    score: profile.feature_flags.score,
    comparison: profile.report_comparison_supported.automatedTest,
    decisionPersistence: profile.feature_flags.decision_persistence,
    testHarness: profile.th_enabled_automation,
  };
}

/** The flags in force: each given one, the others on (the bug tracker off); never comparison in the public view. */
export function resolveReportFeatures(given: Partial<ReportFeatures> | undefined, isPublic: boolean): ReportFeatures {
  return {
    score: given?.score ?? true,
    comparison: !isPublic && (given?.comparison ?? true),
    decisionPersistence: given?.decisionPersistence ?? true,
    testHarness: given?.testHarness ?? true,
    bugTracker: !isPublic && (given?.bugTracker ?? false),
  };
}

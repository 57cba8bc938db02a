import { describe, expect, it } from 'vitest';
import { featuresFromProfile, resolveReportFeatures } from './features';

const PER_PRODUCT_OFF = { automatedTest: false, websiteScan: false, workflowScan: false, assistedTest: false, pdfScanner: false };

describe('report features', () => {
  it('reads the signed-in user’s flags from the profile', () => {
    const profile = {
      feature_flags: { score: true, lca: false, ai_remediation: false, dashboard_use_first_project: false, decision_persistence: false, read_from_testhub: false, sr_automation_access: false },
      report_comparison_supported: { ...PER_PRODUCT_OFF, automatedTest: true },
      th_enabled_automation: false,
    };
    expect(featuresFromProfile(profile)).toEqual({ score: true, comparison: true, decisionPersistence: false, testHarness: false });
  });

  it('turns on every flag not given but the bug tracker, and never comparison in the public view', () => {
    expect(resolveReportFeatures(undefined, false)).toEqual({ score: true, comparison: true, decisionPersistence: true, testHarness: true, bugTracker: false });
    expect(resolveReportFeatures({ score: false }, false)).toEqual({ score: false, comparison: true, decisionPersistence: true, testHarness: true, bugTracker: false });
    expect(resolveReportFeatures({ comparison: true }, true).comparison).toBe(false);
  });

  it('offers bug filing only where the host says a tracker exists, never in the public view', () => {
    expect(resolveReportFeatures({ bugTracker: true }, false).bugTracker).toBe(true);
    expect(resolveReportFeatures({ bugTracker: true }, true).bugTracker).toBe(false);
  });
});

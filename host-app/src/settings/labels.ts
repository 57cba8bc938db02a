/**
 * Display names of the settings' machine names. Names the server adds later still show, as
 * themselves, through {@link labelOf}.
 */

/** Capabilities a plan can grant (the server's PLAN_FEATURES). */
export const PLAN_FEATURE_LABELS: Readonly<Record<string, string>> = {
  issue_snapshot: 'Issue snapshots',
  report_comparison: 'Report comparison',
  public_links: 'Public links',
  pdf_scanner: 'PDF Scanner',
  th_automation: 'Test automation reports',
  toolkit_on_live: 'Toolkit on live sites',
  screen_readers: 'Screen Readers',
  automated_tests: 'Automated Tests',
};

/** Feature flags (spec 000 section 3.1) and what each one gates (section 6). */
export const FEATURE_FLAG_LABELS: Readonly<Record<string, string>> = {
  score: 'Accessibility score',
  lca: 'Low-code automation',
  ai_remediation: 'AI remediation',
  dashboard_use_first_project: 'Open the first project on the dashboard',
  decision_persistence: 'Keep issue decisions across runs',
  read_from_testhub: 'Read automated test results from the test hub',
  sr_automation_access: 'Screen Reader Automation (Alpha)',
};

/** Trial states (spec 000 section 4.1). */
export const TRIAL_STATUS_LABELS: Readonly<Record<string, string>> = {
  not_started: 'Not started',
  enabled: 'Active',
  processing: 'Processing',
  expired: 'Expired',
  failed: 'Failed',
  pending: 'Pending',
};

/** Roles in a group. */
export const ROLE_LABELS: Readonly<Record<string, string>> = { admin: 'Admin', member: 'Member' };

/** The display name of `name` in `labels`, or `name` itself when it has none. */
export function labelOf(labels: Readonly<Record<string, string>>, name: string): string {
  return labels[name] ?? name;
}

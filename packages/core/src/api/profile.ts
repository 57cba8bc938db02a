/**
 * `GET /api/v1/user/get-user-profile`: every field of spec 000 section 3.1. Field names keep the
 * spec's spelling (snake_case with a few camelCase ones) because host apps and the growth flows read
 * them by those names.
 */
import { Type, type Static } from '@sinclair/typebox';

/** Feature flag names (spec 000 section 3.1). */
export const FEATURE_FLAG_NAMES = [
  'score',
  'lca',
  'ai_remediation',
  'dashboard_use_first_project',
  'decision_persistence',
  'read_from_testhub',
  'sr_automation_access',
] as const;
export type FeatureFlagName = (typeof FEATURE_FLAG_NAMES)[number];

/** Trial states (spec 000 section 4.1), `pending` included. */
export const TRIAL_STATUSES = ['not_started', 'enabled', 'processing', 'expired', 'failed', 'pending'] as const;
export type TrialStatus = (typeof TRIAL_STATUSES)[number];

/** Trial length in days (spec 000 section 9). */
export const TRIAL_LENGTH_DAYS = 14;
/** The sidebar expiry tile shows while within this many days of the trial start (spec 000 section 4.1). */
export const TRIAL_EXPIRY_TILE_DAYS = 60;

const Bool = Type.Boolean();
const NullableString = Type.Union([Type.String(), Type.Null()]);

/** One value per report type (`issue_snapshot_supported`, `report_comparison_supported`). */
export const PerProductFlags = Type.Object({
  automatedTest: Bool,
  websiteScan: Bool,
  workflowScan: Bool,
  assistedTest: Bool,
  pdfScanner: Bool,
});
export type PerProductFlags = Static<typeof PerProductFlags>;

/** The priority banner (spec 000 section 4.2). */
export const PriorityNotification = Type.Object({
  id: Type.String(),
  events: Type.Array(Type.String()),
  showOnlyOnce: Bool,
  /** ISO date after which the banner is disabled; null: no end. */
  showUntil: NullableString,
  link: NullableString,
  ctaText: NullableString,
  description: Type.String(),
  align: Type.String(),
  modifier: Type.String(),
  openInSameTab: Bool,
});
export type PriorityNotification = Static<typeof PriorityNotification>;

/** The signed-in user's profile. */
export const Profile = Type.Object({
  user_id: Type.String(),
  group_id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  userRole: Type.Union([Type.Literal('member'), Type.Literal('admin')]),
  /** Display name of the plan, for example 'Automate & Monitor'. */
  plan: Type.String(),
  plan_type: Type.Union([Type.Literal('free'), Type.Literal('paid')]),
  /** Capabilities of the plan by name (see the server's PLAN_FEATURES). */
  plan_features: Type.Record(Type.String(), Bool),
  eft_type: Type.Union([Type.Literal('eft'), Type.Literal('rft'), Type.Null()]),
  trial_status: Type.Union([...TRIAL_STATUSES.map((s) => Type.Literal(s)), Type.Null()]),
  trial_end_date: NullableString,
  isPaidUser: Bool,
  rft_eligible: Bool,
  enterprise_plan: Bool,
  feature_flags: Type.Object(Object.fromEntries(FEATURE_FLAG_NAMES.map((f) => [f, Bool])) as Record<FeatureFlagName, typeof Bool>),
  show_expiry_sidebar_component: Bool,
  priority_notification: Type.Union([PriorityNotification, Type.Null()]),
  show_tunnel_vision: Bool,
  access_restricted_by_grr: Bool,
  pdf_scanner_enabled: Bool,
  issue_snapshot_supported: PerProductFlags,
  report_comparison_supported: PerProductFlags,
  public_links_enabled: Bool,
  th_enabled_automation: Bool,
  ai_remediation_supported_rules: Type.Array(Type.String()),
  toolkit_on_live: Bool,
  /** Chat is not part of the self-hosted product; always false. */
  show_fresh_chat_widget: Bool,
  product_status: Type.Object({
    has_pdf_scanner_report: Bool,
    has_assisted_test_report: Bool,
    has_website_scanner_report: Bool,
    has_workflow_analyzer_report: Bool,
  }),
});
export type Profile = Static<typeof Profile>;

/** `GET /api/v1/group/free-trial-status`: `success` once the trial is enabled. */
export const TrialStatusResponse = Type.Object({
  success: Bool,
  trial_status: Type.Union([...TRIAL_STATUSES.map((s) => Type.Literal(s)), Type.Null()]),
  trial_end_date: NullableString,
});
export type TrialStatusResponse = Static<typeof TrialStatusResponse>;

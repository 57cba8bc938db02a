/**
 * `GET /api/v1/user/get-user-profile`: every field of spec 000 section 3.1. Field names keep the
 * spec's spelling (snake_case with a few camelCase ones) because host apps and the growth flows read
 * them by those names.
 */
import { CloneType, Type, type Static, type TBoolean } from '@sinclair/typebox';

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

const Bool = (description: string) => Type.Boolean({ description });
const NullableString = (description: string) => Type.Union([Type.String(), Type.Null()], { description });
const TrialStatusSchema = (description: string) =>
  Type.Union([...TRIAL_STATUSES.map((s) => Type.Literal(s)), Type.Null()], { description });

/** One value per report type (`issue_snapshot_supported`, `report_comparison_supported`). */
export const PerProductFlags = Type.Object({
  automatedTest: Bool('For automated test builds'),
  websiteScan: Bool('For website scans'),
  workflowScan: Bool('For workflow scans'),
  assistedTest: Bool('For assisted tests'),
  pdfScanner: Bool('For PDF scans'),
});
export type PerProductFlags = Static<typeof PerProductFlags>;

/** The priority banner (spec 000 section 4.2). */
export const PriorityNotification = Type.Object(
  {
    id: Type.String({ description: 'Banner id' }),
    events: Type.Array(Type.String(), { description: 'Event names configured for the banner' }),
    showOnlyOnce: Bool('Hidden for good once dismissed'),
    showUntil: NullableString('ISO date after which the banner is disabled; null: no end'),
    link: NullableString('Where the call to action leads; null: no link'),
    ctaText: NullableString('Text of the call to action; null: none'),
    description: Type.String({ description: 'Text of the banner' }),
    align: Type.String({ description: 'Alignment of the banner text, as configured' }),
    modifier: Type.String({ description: 'Style variant of the banner, as configured' }),
    openInSameTab: Bool('The link opens in the same tab'),
  },
  { description: 'The priority banner (spec 000 section 4.2); null when there is none' },
);
export type PriorityNotification = Static<typeof PriorityNotification>;

const PerProduct = (description: string) => CloneType(PerProductFlags, { description });

/** The signed-in user's profile. */
export const Profile = Type.Object({
  user_id: Type.String({ description: 'User id (`usr_...`)' }),
  group_id: Type.String({ description: "The user's group (`grp_...`); every project and report belongs to one" }),
  name: Type.String({ description: 'Display name' }),
  email: Type.String({ description: 'Email address, lower-cased' }),
  userRole: Type.Union([Type.Literal('member'), Type.Literal('admin')], { description: 'Role in the group' }),
  instance_admin: Bool('An instance administrator: manages the plans, group plans, trials and restart orders of the whole server'),
  plan: Type.String({ description: "Display name of the group's plan, for example `Automate & Monitor`" }),
  plan_type: Type.Union([Type.Literal('free'), Type.Literal('paid')], { description: 'Whether the plan is paid' }),
  plan_features: Type.Record(Type.String(), Type.Boolean(), { description: 'Capabilities of the plan by name (PLAN_FEATURES of the server)' }),
  eft_type: Type.Union([Type.Literal('eft'), Type.Literal('rft'), Type.Null()], {
    description: 'Kind of trial the group had (`rft` once one was started here); null: none',
  }),
  trial_status: TrialStatusSchema('Trial state of the group (spec 000 section 4.1); an enabled trial past its end date reads expired'),
  trial_end_date: NullableString('When the trial ends (ISO 8601, UTC); null: no trial started'),
  isPaidUser: Bool('The plan is paid'),
  rft_eligible: Bool('The group may start the free trial'),
  enterprise_plan: Bool('The plan is an enterprise plan'),
  feature_flags: Type.Object(
    Object.fromEntries(FEATURE_FLAG_NAMES.map((f) => [f, Type.Boolean()])) as Record<FeatureFlagName, TBoolean>,
    { description: "Feature flags by name; a user's own setting overrides the group's" },
  ),
  show_expiry_sidebar_component: Bool(`Show the trial expiry tile: within ${TRIAL_EXPIRY_TILE_DAYS} days of the trial start`),
  priority_notification: Type.Union([PriorityNotification, Type.Null()], { description: 'The priority banner; null when there is none' }),
  show_tunnel_vision: Bool('Tunnel-vision mode is on for the user'),
  access_restricted_by_grr: Bool('The user may see only the no-access page'),
  pdf_scanner_enabled: Bool('The plan includes the PDF scanner'),
  issue_snapshot_supported: PerProduct('Issue snapshots are available, per report type'),
  report_comparison_supported: PerProduct('Report comparison is available, per report type'),
  public_links_enabled: Bool('The plan allows public links to reports'),
  th_enabled_automation: Bool('The plan includes test-hub automation (plan feature th_automation)'),
  ai_remediation_supported_rules: Type.Array(Type.String(), {
    description: 'Rule ids AI remediation can suggest fixes for; empty while the ai_remediation flag is off',
  }),
  toolkit_on_live: Bool('The plan includes the toolkit on live sites'),
  private_network_scans_allowed: Bool(
    'This server may scan private networks (localhost, IP addresses, http://): scan URLs follow the widened rule of validateScanUrl',
  ),
  show_fresh_chat_widget: Bool('Chat is not part of the self-hosted product; always false'),
  product_status: Type.Object(
    {
      has_pdf_scanner_report: Bool('The group has a PDF scan'),
      has_assisted_test_report: Bool('The group has an assisted test'),
      has_website_scanner_report: Bool('The group has a website scan'),
      has_workflow_analyzer_report: Bool('The group has a workflow scan'),
    },
    { description: 'Which kinds of report the group has' },
  ),
});
export type Profile = Static<typeof Profile>;

/** `GET /api/v1/group/free-trial-status`: `success` once the trial is enabled. */
export const TrialStatusResponse = Type.Object({
  success: Bool('true once the trial is enabled: stop polling'),
  trial_status: TrialStatusSchema('Trial state of the group (spec 000 section 4.1)'),
  trial_end_date: NullableString('When the trial ends (ISO 8601, UTC); null until it is enabled'),
});
export type TrialStatusResponse = Static<typeof TrialStatusResponse>;

/**
 * The settings page (/settings), screen-reader device sessions, feedback widgets and bug filing
 * (spec 000 sections 2, 4.7, 5, 6; docs/decisions/0025-settings-and-integrations.md). Plans and their
 * capabilities live here, not in the server, because the settings page lists them by name.
 */
import { Type, type Static, type TBoolean, type TObject } from '@sinclair/typebox';
import { AnnouncementBody, SettingsInvitation } from './members';
import { FEATURE_FLAG_NAMES, PriorityNotification, TRIAL_STATUSES } from './profile';

/** Capabilities a plan can grant, in the order the settings page lists them. */
export const PLAN_FEATURES = [
  'issue_snapshot',
  'report_comparison',
  'public_links',
  'pdf_scanner',
  'th_automation',
  'toolkit_on_live',
  'screen_readers',
  'automated_tests',
] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

/** Operating systems of a screen-reader device combination. */
export const DEVICE_OS = ['macOS', 'iOS', 'Windows', 'Android'] as const;
export type DeviceOs = (typeof DEVICE_OS)[number];

/** Screen readers of spec 000 section 1: VoiceOver (Mac, iOS), NVDA and JAWS (Windows), TalkBack (Android). */
export const SCREEN_READERS = ['VoiceOver', 'NVDA', 'JAWS', 'TalkBack'] as const;
export type ScreenReader = (typeof SCREEN_READERS)[number];

/** Where a feedback widget sits. */
export const FEEDBACK_KINDS = ['side-navigation', 'troubleshooting', 'experimental-rules', 'report'] as const;
export type FeedbackKind = (typeof FEEDBACK_KINDS)[number];

/** Widgets whose form needs text (spec 000 section 5); the others accept a thumb alone. */
export const FEEDBACK_TEXT_REQUIRED_KINDS: readonly FeedbackKind[] = ['troubleshooting', 'experimental-rules'];
/** Longest feedback text. */
export const FEEDBACK_TEXT_MAX = 2000;

/** Bug trackers an issue can be filed in. */
export const BUG_TRACKER_KINDS = ['jira', 'azure-devops'] as const;
export type BugTrackerKind = (typeof BUG_TRACKER_KINDS)[number];

/** Toast after filing a bug; its action opens the issue (`VIEW_ISSUE_LABEL`). */
export function issueCreatedToast(key: string): string {
  return `Issue ${key} created successfully`;
}
/** Label of the toast action that opens the filed issue. */
export const VIEW_ISSUE_LABEL = 'View Issue';
/** Toast when filing a bug fails (spec 002 section 8, exact). */
export const BUG_REPORT_FAILURE_TOAST = { title: 'Oops, something went wrong.', description: 'Please try again later.' } as const;

/** What a member is told when writing settings. */
export const SETTINGS_ADMIN_ONLY_MESSAGE = 'Only group admins can change settings.';
/** Refusal of a device session without a trial or paid plan. */
export const SCREEN_READER_PAYWALL_MESSAGE = 'Screen reader testing needs a trial or a paid plan.';
/** Answer when the server has no device provider. */
export const NO_DEVICE_PROVIDER_MESSAGE = 'No device provider is configured.';
/** Answer when the server has no bug tracker. */
export const NO_BUG_TRACKER_MESSAGE = 'No bug tracker is configured.';

const literals = <T extends string>(values: readonly T[], description: string) =>
  Type.Union(
    values.map((v) => Type.Literal(v)),
    { description },
  );
function booleanRecord<K extends string>(keys: readonly K[], description: (key: K) => string): TObject<Record<K, TBoolean>> {
  const properties = {} as Record<K, TBoolean>;
  for (const key of keys) properties[key] = Type.Boolean({ description: description(key) });
  return Type.Object(properties);
}
const Role = literals(['member', 'admin'] as const, 'Role in the group: admins change settings');
const NullableString = (description: string) => Type.Union([Type.String(), Type.Null()], { description });

/** Every plan capability, on or off. */
export const PlanFeatureValues = booleanRecord(PLAN_FEATURES, (f) => `Whether the plan grants ${f}`);
/** Every group-level feature flag, on or off. */
export const FeatureFlagValues = booleanRecord(FEATURE_FLAG_NAMES, (f) => `Group-level value of ${f}`);

/** A plan of the catalogue with its capabilities. */
export const SettingsPlan = Type.Object({
  id: Type.String({ description: 'Plan id, for example `free` or `enterprise`' }),
  name: Type.String({ description: 'Display name' }),
  plan_type: literals(['free', 'paid'] as const, 'Whether the plan is paid'),
  enterprise: Type.Boolean({ description: 'Enterprise plan' }),
  features: PlanFeatureValues,
});
export type SettingsPlan = Static<typeof SettingsPlan>;

/** A member of the group. */
export const SettingsMember = Type.Object({
  id: Type.String({ description: 'User id (`usr_...`)' }),
  name: Type.String({ description: 'Display name' }),
  email: Type.String({ description: 'Email address' }),
  role: Role,
});
export type SettingsMember = Static<typeof SettingsMember>;

/** The group's trial as stored, its status read against the server clock. */
export const SettingsTrial = Type.Object({
  status: Type.Union([...TRIAL_STATUSES.map((s) => Type.Literal(s)), Type.Null()], { description: 'Trial state; null: never eligible' }),
  start_date: NullableString('When the trial started (ISO 8601, UTC)'),
  end_date: NullableString('When it ends or ended (ISO 8601, UTC)'),
  eft_type: Type.Union([Type.Literal('eft'), Type.Literal('rft'), Type.Null()], { description: 'Kind of trial' }),
  rft_eligible: Type.Boolean({ description: 'The group may start the free trial' }),
});
export type SettingsTrial = Static<typeof SettingsTrial>;

/** What the server is connected to; secrets are never sent. */
export const SettingsIntegrations = Type.Object({
  bug_tracker: Type.Union(
    [
      Type.Object({
        kind: literals(BUG_TRACKER_KINDS, 'Which tracker'),
        base_url: Type.String({ description: 'Jira site or Azure DevOps organisation URL' }),
        project: Type.String({ description: 'Jira project key or Azure DevOps project' }),
      }),
      Type.Null(),
    ],
    { description: 'Where bugs are filed; null: none configured' },
  ),
  device_provider: Type.Object({ configured: Type.Boolean({ description: 'A screen-reader device provider is configured' }) }),
});
export type SettingsIntegrations = Static<typeof SettingsIntegrations>;

/** `GET /api/v1/settings` and every settings write. */
export const Settings = Type.Object({
  group: Type.Object({
    id: Type.String({ description: 'Group id (`grp_...`)' }),
    name: Type.String({ description: 'Group name' }),
    plan_id: Type.String({ description: "The group's plan" }),
    product_intro_required: Type.Boolean({ description: 'Members must see the product introduction first' }),
    priority_notification: Type.Union([PriorityNotification, Type.Null()], { description: "The group's announcement banner; null: none" }),
  }),
  can_edit: Type.Boolean({ description: 'The caller is a group admin' }),
  instance_admin: Type.Boolean({ description: 'The caller is an instance administrator: plans, group plans, trials and restart orders are theirs (the Instance tab)' }),
  plans: Type.Array(SettingsPlan, { description: 'The plan catalogue' }),
  plan_features: Type.Array(literals(PLAN_FEATURES, 'A capability'), { description: 'Capability names, in display order' }),
  feature_flags: FeatureFlagValues,
  members: Type.Array(SettingsMember, { description: 'Members of the group, by name' }),
  invitations: Type.Array(SettingsInvitation, { description: 'Pending invitations, newest first (admins only; empty for members)' }),
  trial: SettingsTrial,
  integrations: SettingsIntegrations,
});
export type Settings = Static<typeof Settings>;

const PartialFlags = (description: string) => Type.Record(Type.String(), Type.Boolean(), { description });

/** `PATCH /api/v1/settings/group` (admins; a plan change is for instance administrators). Unknown flag names are refused by name. */
export const UpdateGroupSettingsBody = Type.Object({
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'New group name' })),
  plan_id: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'New plan; the old one becomes previous_plan_id' })),
  product_intro_required: Type.Optional(Type.Boolean({ description: 'Members must see the product introduction first' })),
  feature_flags: Type.Optional(PartialFlags('Group-level flags to set, by name')),
  priority_notification: Type.Optional(Type.Union([AnnouncementBody, Type.Null()], { description: 'A new announcement banner, or null to remove it' })),
});
export type UpdateGroupSettingsBody = Static<typeof UpdateGroupSettingsBody>;

/** Path of `PATCH /api/v1/settings/plans/{planId}`. */
export const PlanIdParams = Type.Object({ planId: Type.String({ minLength: 1, maxLength: 100, description: 'Plan id' }) });
export type PlanIdParams = Static<typeof PlanIdParams>;

/** `PATCH /api/v1/settings/plans/{planId}` (instance administrators). Unknown capability names are refused by name. */
export const UpdatePlanFeaturesBody = Type.Object({ features: PartialFlags('Capabilities to switch, by name') });
export type UpdatePlanFeaturesBody = Static<typeof UpdatePlanFeaturesBody>;

/** Path of `PATCH /api/v1/settings/members/{userId}`. */
export const MemberIdParams = Type.Object({ userId: Type.String({ minLength: 1, maxLength: 100, description: 'User id (`usr_...`)' }) });
export type MemberIdParams = Static<typeof MemberIdParams>;

/** `PATCH /api/v1/settings/members/{userId}` (admins). */
export const UpdateMemberRoleBody = Type.Object({ role: Role });
export type UpdateMemberRoleBody = Static<typeof UpdateMemberRoleBody>;

/** `PATCH /api/v1/settings/trial` for the caller's group, `PATCH /api/v1/settings/instance/groups/{groupId}/trial` for any (instance administrators). */
export const UpdateTrialSettingsBody = Type.Object({
  rft_eligible: Type.Optional(Type.Boolean({ description: 'Whether the group may start the free trial' })),
  reset: Type.Optional(Type.Literal(true, { description: 'Start over: not_started, no dates, eligible unless rft_eligible says false' })),
});
export type UpdateTrialSettingsBody = Static<typeof UpdateTrialSettingsBody>;

/** A device and screen reader the provider offers. */
export const DeviceCombination = Type.Object({
  id: Type.String({ description: 'Combination id, unique in the provider file' }),
  os: literals(DEVICE_OS, 'Operating system'),
  os_version: Type.String({ description: 'Operating system version' }),
  device: Type.String({ description: 'Device name' }),
  screen_reader: literals(SCREEN_READERS, 'Screen reader'),
  browser: Type.String({ description: 'Browser' }),
});
export type DeviceCombination = Static<typeof DeviceCombination>;

/** `GET /api/v1/toolkit-on-live/supported-combinations`. */
export const DeviceCombinationList = Type.Object({
  provider: Type.Union([Type.Object({ name: Type.String({ description: 'Provider name' }) }), Type.Null()], {
    description: 'The configured provider; null: none (show the empty state)',
  }),
  combinations: Type.Array(DeviceCombination, { description: 'Combinations, as configured' }),
});
export type DeviceCombinationList = Static<typeof DeviceCombinationList>;

/** `POST /api/v1/toolkit-on-live/start`. */
export const StartDeviceSessionBody = Type.Object({
  combination_id: Type.String({ minLength: 1, maxLength: 200, description: 'A combination id of the list' }),
  url: Type.String({ minLength: 1, maxLength: 2048, description: 'The http(s) page to test' }),
});
export type StartDeviceSessionBody = Static<typeof StartDeviceSessionBody>;

/** Where the device session opens. */
export const DeviceSession = Type.Object({ url: Type.String({ description: "The provider's session URL; open it in a new tab" }) });
export type DeviceSession = Static<typeof DeviceSession>;

/** `POST /api/v1/feedback`. */
export const FeedbackBody = Type.Object({
  kind: literals(FEEDBACK_KINDS, 'Which widget'),
  rating: literals(['up', 'down'] as const, 'Thumb up or down'),
  text: Type.Optional(Type.String({ maxLength: FEEDBACK_TEXT_MAX, description: 'What the user wrote; required for troubleshooting and experimental-rules' })),
  page_url: Type.Optional(Type.String({ maxLength: 2048, description: 'The page the widget was on' })),
});
export type FeedbackBody = Static<typeof FeedbackBody>;

/** Answer of `POST /api/v1/feedback`. */
export const FeedbackCreated = Type.Object({ id: Type.String({ description: 'Feedback id (`fbk_...`)' }) });
export type FeedbackCreated = Static<typeof FeedbackCreated>;

/** One stored feedback. */
export const FeedbackItem = Type.Object({
  id: Type.String({ description: 'Feedback id' }),
  kind: literals(FEEDBACK_KINDS, 'Which widget'),
  rating: literals(['up', 'down'] as const, 'Thumb up or down'),
  text: NullableString('What the user wrote; null: nothing'),
  page_url: NullableString('The page the widget was on'),
  user: Type.Object({ id: Type.String({ description: 'Author id' }), name: Type.String({ description: 'Author name' }) }),
  created_at: Type.String({ description: 'When it was sent (ISO 8601, UTC)' }),
});
export type FeedbackItem = Static<typeof FeedbackItem>;

/** `GET /api/v1/feedback` (admins): the group's feedback, newest first. */
export const FeedbackList = Type.Object({ feedback: Type.Array(FeedbackItem, { description: 'Newest first' }) });
export type FeedbackList = Static<typeof FeedbackList>;

/** `POST /api/v1/integrations/issues`. */
export const FileIssueBody = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 255, description: 'Issue summary' }),
  description: Type.String({ maxLength: 32000, description: 'Issue text (plain text)' }),
  report_id: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'The report the issue is about (`rep_...`)' })),
  issue_url: Type.Optional(Type.String({ minLength: 1, maxLength: 2048, description: 'Link back to the issue in Curbcut (http or https)' })),
});
export type FileIssueBody = Static<typeof FileIssueBody>;

/** The filed issue. */
export const FiledIssue = Type.Object({
  key: Type.String({ description: 'Jira issue key (`WEB-12`) or Azure DevOps work item id' }),
  url: Type.String({ description: "The issue's page in the tracker" }),
});
export type FiledIssue = Static<typeof FiledIssue>;

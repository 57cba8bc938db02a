/**
 * The Instance section of /settings (docs/decisions/0031-instance-administrators.md): what every
 * group of a server shares, managed by its instance administrators only: each group's plan and
 * trial, the restart-plan orders, the instance administrators and the server-wide integrations.
 * Plans and their capabilities are edited with `PATCH /api/v1/settings/plans/{planId}`.
 */
import { Type, type Static } from '@sinclair/typebox';
import { SettingsIntegrations, SettingsTrial } from './settings';

/** What anyone but an instance administrator is told by an instance-only call. */
export const INSTANCE_ADMIN_ONLY_MESSAGE = 'Only instance administrators can change plans, group plans, trials and restart orders.';

/** States of a restart-plan order: placed by a group, then fulfilled (the group gets the plan) or refused. */
export const RESTART_ORDER_STATUSES = ['placed', 'fulfilled', 'refused'] as const;
export type RestartOrderStatus = (typeof RESTART_ORDER_STATUSES)[number];

const NullableString = (description: string) => Type.Union([Type.String(), Type.Null()], { description });
const Person = (description: string) =>
  Type.Object(
    { id: Type.String({ description: 'User id (`usr_...`)' }), name: Type.String({ description: 'Display name' }), email: Type.String({ description: 'Email address' }) },
    { description },
  );

/** One group of the server. */
export const InstanceGroup = Type.Object({
  id: Type.String({ description: 'Group id (`grp_...`)' }),
  name: Type.String({ description: 'Group name' }),
  plan_id: Type.String({ description: "The group's plan" }),
  previous_plan_id: NullableString('The plan it had before; null: none'),
  created_at: Type.String({ description: 'When the group was made (ISO 8601, UTC)' }),
  member_count: Type.Integer({ minimum: 0, description: 'Active members, admins included' }),
  admins: Type.Array(Type.String(), { description: "Email addresses of the group's active admins" }),
  trial: SettingsTrial,
});
export type InstanceGroup = Static<typeof InstanceGroup>;

/** A restart-plan order (spec 000 section 7.2) as an instance administrator decides it. */
export const InstanceOrder = Type.Object({
  id: Type.String({ description: 'Order id' }),
  group_id: Type.String({ description: 'The group that placed it' }),
  group_name: Type.String({ description: 'Its name' }),
  plan_id: Type.String({ description: 'The plan ordered' }),
  plan_name: Type.String({ description: 'Its display name' }),
  placed_by: Type.Union([Person('Who placed it'), Type.Null()], { description: 'Who placed it; null: their account is gone' }),
  status: Type.Union(RESTART_ORDER_STATUSES.map((s) => Type.Literal(s)), { description: 'placed, fulfilled or refused' }),
  created_at: Type.String({ description: 'When it was placed (ISO 8601, UTC)' }),
  decided_at: NullableString('When it was fulfilled or refused; null while placed'),
});
export type InstanceOrder = Static<typeof InstanceOrder>;

/** An instance administrator. */
export const InstanceAdministrator = Type.Object({
  id: Type.String({ description: 'User id (`usr_...`)' }),
  name: Type.String({ description: 'Display name' }),
  email: Type.String({ description: 'Email address' }),
  group_name: Type.String({ description: 'The group the account belongs to' }),
});
export type InstanceAdministrator = Static<typeof InstanceAdministrator>;

/** What the server is connected to, set where it starts (its command line and files); secrets are never sent. */
export const InstanceIntegrations = Type.Object({
  bug_tracker: SettingsIntegrations.properties.bug_tracker,
  device_provider: Type.Union(
    [Type.Object({ name: Type.String({ description: 'Provider name' }), combinations: Type.Integer({ minimum: 0, description: 'Device combinations offered' }) }), Type.Null()],
    { description: 'The screen-reader device provider; null: none' },
  ),
  mail: Type.Union([Type.Literal('smtp'), Type.Literal('outbox')], { description: 'smtp: mail is sent; outbox: kept in the mail_outbox table' }),
  sales_email: Type.String({ description: 'Where contact and demo requests are mailed' }),
  demo_scheduler_url: NullableString('Where demo requests schedule a meeting; null: none'),
  chat_widget: Type.Boolean({ description: 'A chat widget is configured' }),
  telemetry_script: Type.Boolean({ description: 'A telemetry script is served as /telemetry.js' }),
  private_network_scans: Type.Boolean({ description: 'Scans may reach private and local addresses' }),
});
export type InstanceIntegrations = Static<typeof InstanceIntegrations>;

/** `GET /api/v1/settings/instance` and every instance write. */
export const InstanceSettings = Type.Object({
  groups: Type.Array(InstanceGroup, { description: 'Every group, by name' }),
  orders: Type.Array(InstanceOrder, { description: 'Restart-plan orders: placed ones first, then the others, newest first' }),
  administrators: Type.Array(InstanceAdministrator, { description: 'Instance administrators, by name' }),
  integrations: InstanceIntegrations,
});
export type InstanceSettings = Static<typeof InstanceSettings>;

/** Path of `PATCH /api/v1/settings/instance/groups/{groupId}` and its trial. */
export const InstanceGroupParams = Type.Object({ groupId: Type.String({ minLength: 1, maxLength: 100, description: 'Group id (`grp_...`)' }) });
export type InstanceGroupParams = Static<typeof InstanceGroupParams>;

/** `PATCH /api/v1/settings/instance/groups/{groupId}`: the group's plan (the old one becomes previous_plan_id). */
export const UpdateInstanceGroupBody = Type.Object({ plan_id: Type.String({ minLength: 1, maxLength: 100, description: 'The new plan' }) });
export type UpdateInstanceGroupBody = Static<typeof UpdateInstanceGroupBody>;

/** Path of `PATCH /api/v1/settings/instance/orders/{orderId}`. */
export const InstanceOrderParams = Type.Object({ orderId: Type.String({ minLength: 1, maxLength: 100, description: 'Order id' }) });
export type InstanceOrderParams = Static<typeof InstanceOrderParams>;

/** `PATCH /api/v1/settings/instance/orders/{orderId}`: fulfil (the group gets the plan) or refuse a placed order. */
export const DecideRestartOrderBody = Type.Object({
  status: Type.Union([Type.Literal('fulfilled'), Type.Literal('refused')], { description: 'fulfilled: the group gets the plan; refused: it keeps its own' }),
});
export type DecideRestartOrderBody = Static<typeof DecideRestartOrderBody>;

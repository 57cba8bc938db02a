/**
 * Builds the profile of spec 000 section 3.1 from stored facts: the group's plan and its features,
 * feature flags (a user's own flag overrides the group's), the group's trial fields read against the
 * server Clock, and which report types the group has.
 */
import {
  FEATURE_FLAG_NAMES,
  TRIAL_EXPIRY_TILE_DAYS,
  TRIAL_STATUSES,
  type FeatureFlagName,
  type PerProductFlags,
  type PriorityNotification,
  type Profile,
  type ReportType,
  type TrialStatus,
} from '@curbcut/core';
import type { ServerContext } from '../context';
import { privateNetworkAllowed } from '../scans/networkPolicy';
import type { AuthUser } from '../auth/guards';
import { ApiError } from '../http/errors';
import { hasFreeAccess } from '../growth/freeAccess';
import { PLAN_FEATURES, TRIAL_PLAN_ID, type PlanFeature } from './plans';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Report types that have page snapshots (a PDF has no rendered page to show). */
const SNAPSHOT_PRODUCTS: readonly ReportType[] = ['automatedTest', 'websiteScan', 'workflowScan', 'assistedTest'];
/** Report types with a compare view (spec 000 section 2.1 and /workflow-analyzer/compare, docs/decisions/0041). */
const COMPARISON_PRODUCTS: readonly ReportType[] = ['automatedTest', 'websiteScan', 'workflowScan'];

/**
 * Rules for which AI remediation can suggest a fix: the alternative-text rules
 * (existingAltText/suggestedAltText) and the accessible-name rules (existingValue/suggestedValue).
 */
export const AI_REMEDIATION_RULES: readonly string[] = [
  'image-alt',
  'input-image-alt',
  'role-img-alt',
  'svg-img-alt',
  'area-alt',
  'object-alt',
  'button-name',
  'link-name',
  'label',
];

/** The profile of a signed-in user. */
export async function loadProfile(ctx: ServerContext, user: AuthUser): Promise<Profile> {
  const row = await ctx.db
    .selectFrom('users')
    .innerJoin('groups', 'groups.id', 'users.group_id')
    .innerJoin('plans', 'plans.id', 'groups.plan_id')
    .select([
      'users.show_tunnel_vision',
      'users.access_restricted_by_grr',
      'users.instance_admin',
      'groups.plan_id',
      'groups.trial_status',
      'groups.trial_start_date',
      'groups.trial_end_date',
      'groups.eft_type',
      'groups.rft_eligible',
      'groups.priority_notification',
      'plans.name as plan_name',
      'plans.plan_type',
      'plans.enterprise',
    ])
    .where('users.id', '=', user.id)
    .executeTakeFirst();
  if (!row) throw new ApiError('unauthorized', 'Your account no longer exists. Sign in again.');

  const now = ctx.clock.now();
  const trialStatus = effectiveTrialStatus(row.trial_status, row.trial_end_date, now);
  const [own, trial, flags, reportTypes] = await Promise.all([
    planFeatures(ctx, row.plan_id),
    // An enabled trial adds what the trial plan grants (spec 000 section 6: trial users get all features).
    trialStatus === 'enabled' ? planFeatures(ctx, TRIAL_PLAN_ID) : null,
    featureFlags(ctx, user),
    reportTypesOf(ctx, user.groupId),
  ]);
  const features = trial ? (Object.fromEntries(PLAN_FEATURES.map((f) => [f, own[f] || trial[f]])) as Record<PlanFeature, boolean>) : own;
  const perProduct = (products: readonly ReportType[], feature: PlanFeature): PerProductFlags => ({
    automatedTest: features[feature] && products.includes('automatedTest'),
    websiteScan: features[feature] && products.includes('websiteScan'),
    workflowScan: features[feature] && products.includes('workflowScan'),
    assistedTest: features[feature] && products.includes('assistedTest'),
    pdfScanner: features[feature] && products.includes('pdfScanner'),
  });

  return {
    user_id: user.id,
    group_id: user.groupId,
    name: user.name,
    email: user.email,
    userRole: user.role,
    instance_admin: row.instance_admin === 1,
    plan: row.plan_name,
    plan_type: row.plan_type,
    plan_features: features,
    eft_type: row.eft_type === 'eft' || row.eft_type === 'rft' ? row.eft_type : null,
    trial_status: trialStatus,
    trial_end_date: row.trial_end_date,
    isPaidUser: row.plan_type === 'paid',
    rft_eligible: row.rft_eligible === 1,
    enterprise_plan: row.enterprise === 1,
    feature_flags: flags,
    show_expiry_sidebar_component: showExpiryTile(trialStatus, row.trial_start_date, now),
    priority_notification: parsePriorityNotification(row.priority_notification),
    show_tunnel_vision: row.show_tunnel_vision === 1,
    access_restricted_by_grr: row.access_restricted_by_grr === 1,
    pdf_scanner_enabled: features.pdf_scanner,
    issue_snapshot_supported: perProduct(SNAPSHOT_PRODUCTS, 'issue_snapshot'),
    report_comparison_supported: perProduct(COMPARISON_PRODUCTS, 'report_comparison'),
    public_links_enabled: features.public_links,
    th_enabled_automation: features.th_automation,
    ai_remediation_supported_rules: flags.ai_remediation ? [...AI_REMEDIATION_RULES] : [],
    // Free access (growth/freeAccess.ts) grants the screen-reader toolkit to a plan without it.
    toolkit_on_live: features.toolkit_on_live || (await hasFreeAccess(ctx, user.groupId, 'screenReader')),
    private_network_scans_allowed: privateNetworkAllowed(ctx),
    show_fresh_chat_widget: false,
    product_status: {
      has_pdf_scanner_report: reportTypes.has('pdfScanner'),
      has_assisted_test_report: reportTypes.has('assistedTest'),
      has_website_scanner_report: reportTypes.has('websiteScan'),
      has_workflow_analyzer_report: reportTypes.has('workflowScan'),
    },
  };
}

/** A trial that was enabled reads as expired once its end date has passed. */
export function effectiveTrialStatus(stored: string | null, endDate: string | null, now: Date): TrialStatus | null {
  if (stored === null || !(TRIAL_STATUSES as readonly string[]).includes(stored)) return null;
  if (stored === 'enabled' && endDate !== null && Date.parse(endDate) <= now.getTime()) return 'expired';
  return stored as TrialStatus;
}

/** The sidebar expiry tile shows while within 60 days of the trial start (spec 000 section 4.1). */
function showExpiryTile(status: TrialStatus | null, startDate: string | null, now: Date): boolean {
  if (startDate === null || (status !== 'enabled' && status !== 'expired')) return false;
  return now.getTime() < Date.parse(startDate) + TRIAL_EXPIRY_TILE_DAYS * DAY_MS;
}

async function planFeatures(ctx: ServerContext, planId: string): Promise<Record<PlanFeature, boolean>> {
  const rows = await ctx.db.selectFrom('plan_features').select(['feature', 'enabled']).where('plan_id', '=', planId).execute();
  const enabled = new Set(rows.filter((r) => r.enabled === 1).map((r) => r.feature));
  return Object.fromEntries(PLAN_FEATURES.map((f) => [f, enabled.has(f)])) as Record<PlanFeature, boolean>;
}

async function featureFlags(ctx: ServerContext, user: AuthUser): Promise<Record<FeatureFlagName, boolean>> {
  const rows = await ctx.db
    .selectFrom('feature_flags')
    .select(['flag', 'enabled', 'user_id'])
    .where((eb) => eb.or([eb('user_id', '=', user.id), eb.and([eb('group_id', '=', user.groupId), eb('user_id', 'is', null)])]))
    .execute();
  const value = (flag: FeatureFlagName): boolean => {
    const own = rows.find((r) => r.flag === flag && r.user_id !== null);
    const group = rows.find((r) => r.flag === flag && r.user_id === null);
    return (own ?? group)?.enabled === 1;
  };
  return Object.fromEntries(FEATURE_FLAG_NAMES.map((f) => [f, value(f)])) as Record<FeatureFlagName, boolean>;
}

async function reportTypesOf(ctx: ServerContext, groupId: string): Promise<Set<string>> {
  const rows = await ctx.db.selectFrom('reports').select('type').distinct().where('group_id', '=', groupId).execute();
  return new Set(rows.map((r) => r.type));
}

/** The stored priority notification of a group (JSON), or null when there is none or it is unreadable. */
export function parsePriorityNotification(json: string | null): PriorityNotification | null {
  if (json === null) return null;
  try {
    return JSON.parse(json) as PriorityNotification;
  } catch {
    return null;
  }
}

/**
 * Kysely row types of the accounts tables (migration 2026-11-22T0001-accounts). Portable column
 * types on SQLite and PostgreSQL: ids and times are TEXT (times ISO-8601 UTC), booleans INTEGER 0/1,
 * JSON TEXT.
 */
import type { ColumnType } from 'kysely';

/** A team: owns projects and reports, holds the plan and the trial. */
export interface GroupTable {
  id: string;
  name: string;
  plan_id: string;
  /** not_started | enabled | processing | expired | failed | pending; null: never eligible. */
  trial_status: string | null;
  trial_start_date: string | null;
  trial_end_date: string | null;
  /** When the group last asked for its trial (the activation's deadline counts from it). */
  trial_requested_at: string | null;
  /** eft | rft; null when the group never had a trial. */
  eft_type: string | null;
  rft_eligible: number;
  /** JSON of a PriorityNotification, or null. */
  priority_notification: string | null;
  /** 1: members must see the product introduction before anything else (until they dismiss it). */
  product_intro_required: number;
  /** The plan the group had before its current one (offered by the restart-plan modal); null if none. */
  previous_plan_id: string | null;
  created_at: string;
}

export interface UserTable {
  id: string;
  group_id: string;
  email: string;
  name: string;
  password_hash: string;
  role: 'member' | 'admin';
  show_tunnel_vision: number;
  access_restricted_by_grr: number;
  created_at: string;
  /** When an admin removed the user from the group; null: active. Removed users cannot sign in. */
  deactivated_at: string | null;
  /**
   * 1: an instance administrator, who manages what every group shares (plans, group plans, trials,
   * restart orders; docs/decisions/0031). Defaults to 0, so inserts may leave it out.
   */
  instance_admin: ColumnType<number, number | undefined, number>;
}

export interface SessionTable {
  id: string;
  user_id: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
}

export interface PlanTable {
  id: string;
  name: string;
  plan_type: 'free' | 'paid';
  enterprise: number;
  created_at: string;
}

/** One capability a plan grants (see accounts/plans.ts PLAN_FEATURES). */
export interface PlanFeatureTable {
  plan_id: string;
  feature: string;
  enabled: number;
}

/** A feature flag set for a whole group (user_id null) or one user (overrides the group's). */
export interface FeatureFlagTable {
  id: string;
  group_id: string | null;
  user_id: string | null;
  flag: string;
  enabled: number;
}

export interface ProjectTable {
  id: string;
  group_id: string;
  name: string;
  /** The user who created it; null for projects made by the system (demo import). */
  created_by: string | null;
  created_at: string;
}

export interface UploadTokenTable {
  id: string;
  project_id: string;
  created_by: string;
  token_hash: string;
  label: string | null;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** A message for the server log, written where no logger is (a migration); logged once, then stamped. */
export interface InstanceNoticeTable {
  id: string;
  message: string;
  created_at: string;
  /** When a server logged it; null: not yet. */
  logged_at: string | null;
}

/** Every accounts table by name. */
export interface AccountTables {
  groups: GroupTable;
  users: UserTable;
  sessions: SessionTable;
  plans: PlanTable;
  plan_features: PlanFeatureTable;
  feature_flags: FeatureFlagTable;
  projects: ProjectTable;
  upload_tokens: UploadTokenTable;
  instance_notices: InstanceNoticeTable;
}

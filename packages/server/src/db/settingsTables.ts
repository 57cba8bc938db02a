/**
 * Row types of the settings area's tables (migration 2026-11-25T0009-settings). Portable column
 * types: TEXT ids and ISO-8601 UTC times.
 */
import type { ColumnType } from 'kysely';
import type { FeedbackKind } from '@curbcut/core';

/** One answer of a feedback widget (thumbs, then the form). */
export interface FeedbackTable {
  id: string;
  group_id: string;
  user_id: string;
  kind: FeedbackKind;
  rating: 'up' | 'down';
  /** What the user wrote; null when the form was left empty (allowed for some widgets). */
  text: string | null;
  page_url: string | null;
  created_at: string;
}

/** An invitation to join a group (migration 2026-11-28T0010-members); only the link token's SHA-256 is stored. */
export interface MemberInvitationTable {
  id: string;
  group_id: string;
  email: string;
  name: string;
  role: 'member' | 'admin';
  token_hash: string;
  /** The admin who sent it; null when it was made on the command line. */
  invited_by: string | null;
  created_at: string;
  expires_at: string;
  /** When the account was made from it; null: pending. */
  accepted_at: string | null;
  /** 1: the account it makes is an instance administrator (`curbcut add-admin --instance`). */
  instance_admin: ColumnType<number, number | undefined, number>;
}

/** Every settings-area table by name. */
export interface SettingsTables {
  feedback: FeedbackTable;
  member_invitations: MemberInvitationTable;
}

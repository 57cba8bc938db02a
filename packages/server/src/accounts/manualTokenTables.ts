/** Kysely row type of personal manual-report tokens (migration 2026-11-30T0019-manual-report-tokens). */

/** A user's `cmr_...` token; only its SHA-256 is stored. Times are ISO-8601 UTC text. */
export interface ManualReportTokenTable {
  id: string;
  user_id: string;
  label: string | null;
  token_hash: string;
  created_at: string;
  /** When a request last presented it; null: never used. */
  last_used_at: string | null;
  /** When its user revoked it; null: live. */
  revoked_at: string | null;
}

/** The manual-report token tables by name. */
export interface ManualTokenTables {
  manual_report_tokens: ManualReportTokenTable;
}

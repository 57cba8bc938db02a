/** Kysely row types of the sign-in throttle (migration 2026-11-29T0013-sign-in-attempts). */

/**
 * Failed sign-ins of one counter (docs/decisions/0030-sign-in-throttling.md). Times are ISO-8601 UTC
 * text, as in every table; `window_ends_at` is never before `blocked_until`, so a row whose window
 * has ended can be deleted.
 */
export interface SignInAttemptTable {
  /** `pair` (one account from one address) or `address`. */
  scope: string;
  /** SHA-256 (hex) of the normalised email and address, or of the address: never what was typed. */
  key: string;
  /** Failures in the current window. */
  failures: number;
  /** When the counts are forgotten. */
  window_ends_at: string;
  /** Until when attempts are refused with 429; null when never blocked in this window. */
  blocked_until: string | null;
}

/** The tables of the auth area. */
export interface AuthTables {
  sign_in_attempts: SignInAttemptTable;
}

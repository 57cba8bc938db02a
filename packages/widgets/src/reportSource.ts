/**
 * Where a widget's report comes from: the server (signed-in session, an embed token or a public-link
 * token), or axe results held in memory (offline: no server at all, server-only actions hidden).
 * Every viewer widget takes one of these, so each can run embedded, standalone or offline.
 */
import type { ApiClient } from '@curbcut/client';

/** A report read from a Curbcut server. */
export interface ServerReportSource {
  kind: 'server';
  /** Report id (`rep_...`). */
  reportId: string;
  /** Client to call the API with; default: the page's default client (same-origin `/api`, session cookie). */
  client?: ApiClient;
  /**
   * An embed token (`POST /api/v1/auth/session_token`) or a public-link token, sent as
   * `Authorization: Bearer`; omitted: the session cookie. Never a third-party cookie.
   */
  token?: string;
  /** How the report is being read: 'public' shows the public variant (reduced header and rights). */
  access?: 'member' | 'embed' | 'public';
}

/** A report rendered straight from axe results, with no server. */
export interface OfflineReportSource {
  kind: 'offline';
  /** One axe results document (any shape the importer takes), or several (one per page or test). */
  results: unknown;
  /** Heading of the report; default 'Offline report'. */
  name?: string;
}

/** Every kind of source. */
export type ReportSource = ServerReportSource | OfflineReportSource;

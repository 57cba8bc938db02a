/**
 * Row types of the sharing tables (migration `db/migrations/2026-11-22T0005-sharing.ts`): public
 * links, embed tokens, the group's public-sharing switch and CSV exports. Portable column types, as
 * everywhere: TEXT ids and ISO-8601 UTC times, INTEGER 0/1 booleans.
 */
import type { ReportType } from '@curbcut/core';

/**
 * A public link of one report (docs/decisions/0019). The token is 256 random bits; the row keeps
 * its SHA-256 (the lookup key) and the token sealed with the sharing key, which lives in the blob
 * store, not here: a copy of the database alone can neither replay nor reveal a link.
 */
export interface PublicLinksTable {
  /** SHA-256 (hex) of the token: the primary key every public read looks up. */
  token_hash: string;
  report_id: string;
  group_id: string;
  report_type: ReportType;
  /** AES-256-GCM of the token under the sharing key, so members can be shown the link again. */
  sealed_token: string;
  created_by: string;
  created_at: string;
  /** When the author disabled the link; null while it works. A revoked token never works again. */
  revoked_at: string | null;
}

/** A short-lived embed token: scoped to one report, minted for one signed-in member. */
export interface EmbedTokensTable {
  /** SHA-256 (hex) of the token. */
  token_hash: string;
  report_id: string;
  user_id: string;
  group_id: string;
  created_at: string;
  expires_at: string;
}

/** The organisation-level public sharing switch; a group without a row allows public links. */
export interface GroupSharingSettingsTable {
  group_id: string;
  public_links_enabled: number;
  updated_by: string | null;
  updated_at: string;
}

/** A CSV export: a job, its progress, then a file in the blob store until it expires. */
export interface ReportExportsTable {
  /** `job_...`: the id the client polls. */
  id: string;
  report_id: string;
  /** 1, 2, ... per report in request order: "the newest export" even when requests share a timestamp. */
  seq: number;
  group_id: string;
  created_by: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  rows_done: number;
  /** Rows the file holds once known (after the dataset is opened); 0 before. */
  rows_total: number;
  file_name: string;
  /** Blob key of the file; null until written. */
  blob_key: string | null;
  /** JSON ExportSelection: test case and filters. */
  selection: string;
  error: string | null;
  created_at: string;
  completed_at: string | null;
  /** The download link stops working at this time (24 h after the request by default). */
  expires_at: string;
}

/** Every table of the sharing migration, merged into `Database` by db/schema.ts. */
export interface SharingTables {
  public_links: PublicLinksTable;
  embed_tokens: EmbedTokensTable;
  group_sharing_settings: GroupSharingSettingsTable;
  report_exports: ReportExportsTable;
}

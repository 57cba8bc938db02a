/**
 * Kysely shapes of the stored-overview tables (migration `2026-11-29T0015-stored-overviews.ts`;
 * docs/decisions/0032-stored-overviews.md). Counts cover the issues a build counts: visible, not
 * awaiting review, not an instance of a preferred behaviour.
 */

/** The assembled overview of a finished report, sent as it is; `version` names it in the ETag. */
export interface ReportOverviewsTable {
  report_id: string;
  version: number;
  /** JSON BuildOverview. */
  body: string;
  updated_at: string;
}

/** What never changes once a report is finished: its score and conformance outcomes. */
export interface ReportFactsTable {
  report_id: string;
  /** JSON StoredScore. */
  score: string;
  /** JSON BuildOverview['conformance']. */
  conformance: string;
  computed_at: string;
}

/** Counted issues per rule. */
export interface ReportRuleCountsTable {
  report_id: string;
  rule_id: string;
  count: number;
}

/** Counted issues per component and severity; `first_seq` orders ties as the dataset does. */
export interface ReportComponentCountsTable {
  report_id: string;
  component_id: string;
  first_seq: number;
  count: number;
  critical: number;
  serious: number;
  moderate: number;
  minor: number;
}

/** Counted issues per page. */
export interface ReportPageCountsTable {
  report_id: string;
  page_url: string;
  first_seq: number;
  count: number;
  /** The page's score from its rule outcomes; null where the report shows no score. */
  score: number | null;
  page_states_count: number;
}

/**
 * Issues two finished builds both count (by fingerprint): what "new", "retained" and "resolved"
 * between them are made of. One row per pair, `report_id` < `other_id`.
 */
export interface ReportPairsTable {
  report_id: string;
  other_id: string;
  retained: number;
}

/** The stored-overview tables. */
export interface OverviewTables {
  report_overviews: ReportOverviewsTable;
  report_facts: ReportFactsTable;
  report_rule_counts: ReportRuleCountsTable;
  report_component_counts: ReportComponentCountsTable;
  report_page_counts: ReportPageCountsTable;
  report_pairs: ReportPairsTable;
}

/** Row types of the decision tables (hide, review and preferred decisions, and their persistence). */

/**
 * One decision an author made on a report (docs/decisions/0018-issue-decisions.md). Decisions with
 * `persist = 1` are applied again to later builds of the project when they complete; the latest
 * per `decision_key` wins. A decision carried over to a new build is recorded on that build too,
 * with `inherited_from` naming the original.
 */
export interface IssueDecisionsTable {
  id: string;
  group_id: string;
  project_id: string;
  report_id: string;
  kind: 'hide' | 'review' | 'preferred';
  /** core's decisionKey: what a later decision of the same reach replaces. */
  decision_key: string;
  /** JSON IssueDecision of @curbcut/core. */
  decision: string;
  /** 1: applies to later builds of the project. */
  persist: number;
  created_by: string;
  created_at: string;
  /** The decision this one was carried over from; null when made by a user on this report. */
  inherited_from: string | null;
  /** Issues whose state the decision changed when it was applied. */
  changed_count: number;
}

/** Every table of the decisions migration, merged into `Database` by db/schema.ts. */
export interface DecisionTables {
  issue_decisions: IssueDecisionsTable;
}

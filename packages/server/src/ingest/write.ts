/**
 * Writes a prepared batch inside the caller's transaction with chunked multi-row statements. Pages,
 * rules and outcomes are upserts (shards test the same pages); an issue already stored under its
 * fingerprint keeps its row and gains sources, so it is counted once. As in core's mergeIssues, a
 * violation outweighs a needs-review report of the same element and the more severe impact stays.
 * Issue texts and test case errors are stored within core's STORED_TEXT_CAPS; fingerprints were
 * computed from the full values before (prepare.ts), so truncation never changes an issue's identity.
 */
import { sql, type RawBuilder, type Transaction } from 'kysely';
import { capIssueText, capStoredText, STORED_TEXT_CAPS, type Impact, type Issue, type IngestTestCase, type RuleInfo } from '@curbcut/core';
import type { Database } from '../db/schema';
import { chunksFor } from '../reports/bulk';
import type { IssueSourcesTable, IssuesTable, ReportRulesTable } from '../reports/tables';
import type { PreparedBatch } from './prepare';

/** Severity order as SQL (critical 0 ... minor 3), to keep the more severe impact of a re-reported issue. */
function impactRank(column: RawBuilder<unknown>): RawBuilder<number> {
  return sql<number>`(case ${column} when 'critical' then 0 when 'serious' then 1 when 'moderate' then 2 else 3 end)`;
}

function json(value: unknown): string | null {
  return value === undefined ? null : JSON.stringify(value);
}

/** A rule's facts as its `report_rules` row. */
export function toRuleRow(reportId: string, rule: RuleInfo): ReportRulesTable {
  return {
    report_id: reportId,
    rule_id: rule.id,
    help: rule.help,
    description: rule.description,
    help_url: rule.helpUrl,
    tags: JSON.stringify(rule.tags),
    impact: rule.impact,
  };
}

/** A test case's error within the stored text caps. */
function cappedError(error: IngestTestCase['error']): IngestTestCase['error'] {
  if (error === undefined) return undefined;
  const capped = { ...error, message: capStoredText(error.message, STORED_TEXT_CAPS.errorMessage) };
  if (error.backtrace !== undefined) capped.backtrace = capStoredText(error.backtrace, STORED_TEXT_CAPS.backtrace);
  return capped;
}

/** An issue as its `issues` row (decisions included, as the issue carries them), its texts capped. */
export function toIssueRow(reportId: string, full: Issue, seq: number, now: string): IssuesTable {
  const issue = capIssueText(full);
  return {
    report_id: reportId,
    fingerprint: issue.fingerprint,
    seq,
    fingerprint_version: issue.fingerprintVersion,
    rule_id: issue.ruleId,
    impact: issue.impact,
    needs_review: issue.needsReview ? 1 : 0,
    component_id: issue.componentId,
    behaviour: issue.behaviour,
    page_url: issue.pageUrl,
    html: issue.html,
    target: issue.target,
    failure_summary: issue.failureSummary,
    checks: JSON.stringify({ any: issue.any, all: issue.all, none: issue.none }),
    tested_at: issue.timestamp || now,
    issue_status: issue.issueStatus,
    confirmed: issue.confirmed === null ? null : issue.confirmed ? 1 : 0,
    preferred: issue.preferred ? 1 : 0,
    created_at: now,
  };
}

/** An issue's distinct sources as `issue_sources` rows; a source without a page is on the issue's page. */
export function toSourceRows(reportId: string, issue: Issue, batchId: string): IssueSourcesTable[] {
  const rows = new Map<string, IssueSourcesTable>();
  for (const source of issue.sources) {
    const row: IssueSourcesTable = {
      report_id: reportId,
      fingerprint: issue.fingerprint,
      test_case_id: source.testCaseId ?? null,
      page_url: source.pageUrl ?? issue.pageUrl,
      source_report_id: source.reportId ?? null,
      batch_id: batchId,
    };
    rows.set(`${row.test_case_id}\u0000${row.page_url}\u0000${row.source_report_id}`, row);
  }
  return [...rows.values()];
}

/** Inserts the batch's test cases, pages, rules, outcomes, issues and sources. */
export async function writeBatch(
  tx: Transaction<Database>,
  reportId: string,
  batch: PreparedBatch,
  now: string,
): Promise<void> {
  const testCases = batch.testCases.map((tc) => ({
    id: tc.id,
    report_id: reportId,
    key: tc.input.key,
    name: tc.input.name,
    status: tc.status,
    file: tc.input.file ?? null,
    scope_list: json(tc.input.scopeList),
    browser: json(tc.input.browser),
    os: json(tc.input.os),
    error: json(cappedError(tc.input.error)),
    page_states_count: tc.input.pageStatesCount ?? null,
    summary: JSON.stringify(tc.summary),
    batch_id: batch.batchId,
    created_at: now,
  }));
  for (const chunk of chunksFor(testCases, 14)) await tx.insertInto('test_cases').values(chunk).execute();

  const pages = [...batch.pages.values()].map((p) => ({
    report_id: reportId,
    url: p.url,
    page_states_count: p.statesCount,
    engine: JSON.stringify(p.engine),
    environment: JSON.stringify(p.environment),
    first_tested_at: p.testedAt || now,
  }));
  for (const chunk of chunksFor(pages, 6)) {
    await tx
      .insertInto('report_pages')
      .values(chunk)
      .onConflict((oc) =>
        oc.columns(['report_id', 'url']).doUpdateSet({
          page_states_count: sql<number>`report_pages.page_states_count + excluded.page_states_count`,
        }),
      )
      .execute();
  }

  const rules = [...batch.rules.values()].map((r) => toRuleRow(reportId, r));
  for (const chunk of chunksFor(rules, 7)) {
    await tx
      .insertInto('report_rules')
      .values(chunk)
      .onConflict((oc) => oc.columns(['report_id', 'rule_id']).doNothing())
      .execute();
  }

  const outcomes = [...batch.outcomes.values()].map((o) => ({
    report_id: reportId,
    rule_id: o.ruleId,
    page_url: o.pageUrl,
    outcome: o.outcome,
    node_count: o.nodeCount,
  }));
  for (const chunk of chunksFor(outcomes, 5)) {
    await tx
      .insertInto('report_rule_outcomes')
      .values(chunk)
      .onConflict((oc) =>
        oc.columns(['report_id', 'rule_id', 'page_url', 'outcome']).doUpdateSet({
          node_count: sql<number>`report_rule_outcomes.node_count + excluded.node_count`,
        }),
      )
      .execute();
  }

  const last = await tx
    .selectFrom('issues')
    .select((eb) => eb.fn.max('seq').as('n'))
    .where('report_id', '=', reportId)
    .executeTakeFirst();
  let seq = Number(last?.n ?? 0);
  const issues: IssuesTable[] = [];
  const sources: IssueSourcesTable[] = [];
  for (const issue of batch.issues.values()) {
    issues.push(toIssueRow(reportId, issue, ++seq, now));
    sources.push(...toSourceRows(reportId, issue, batch.batchId));
  }
  for (const chunk of chunksFor(issues, 19)) {
    await tx
      .insertInto('issues')
      .values(chunk)
      .onConflict((oc) =>
        oc.columns(['report_id', 'fingerprint']).doUpdateSet({
          needs_review: sql<number>`case when excluded.needs_review = 0 then 0 else issues.needs_review end`,
          impact: sql<Impact>`case when ${impactRank(sql.ref('excluded.impact'))} < ${impactRank(sql.ref('issues.impact'))}
            then excluded.impact else issues.impact end`,
        }),
      )
      .execute();
  }
  for (const chunk of chunksFor(sources, 6)) await tx.insertInto('issue_sources').values(chunk).execute();
}

/**
 * The counts of a PDF report, per profile and over all profiles (spec 002 `issueSummary.profile`:
 * issueCount, totalIssues, hiddenIssuesCount, isFailed). They are recounted in SQL from the issue
 * rows inside the transaction that changed them (the check's write, every hide or review), and
 * stored twice: per profile in `pdf_reports.counts` for the PDF calls, and as the report's
 * IssueSummary in `reports.summary`, so the cross-product lists (home, /v1/reports) show the same.
 *
 * What counts, as in core's summaries: an issue counts when visible and either a failure or a
 * needs-review issue confirmed as one; visible needs-review issues not yet reviewed are
 * `needsReviewCount`; `totalIssues` is both (what the viewer lists); hidden and not-an-issue are
 * apart. An issue shared by two profiles counts once in `all` and once in each profile.
 */
import { sql, type Kysely } from 'kysely';
import { PDF_SCANNER_PROFILES, type PdfScannerProfile } from '@curbcut/core';
import type { Database } from '../db/schema';
import type { StoredSummary } from '../reports/rows';

/** Counts of one profile (or of all). */
export interface PdfCounts {
  issueCount: number;
  needsReviewCount: number;
  totalIssues: number;
  hiddenIssuesCount: number;
  markedAsNonIssueCount: number;
}

/** What `pdf_reports.counts` holds. */
export interface StoredPdfCounts {
  all: PdfCounts;
  profiles: Partial<Record<PdfScannerProfile, PdfCounts>>;
}

/** Counts of a report with no issues (yet). */
export function emptyPdfCounts(): PdfCounts {
  return { issueCount: 0, needsReviewCount: 0, totalIssues: 0, hiddenIssuesCount: 0, markedAsNonIssueCount: 0 };
}

const COUNTS = sql.raw("i.issue_status = 'visible' AND (i.needs_review = 0 OR i.confirmed = 1)");
const REVIEW = sql.raw("i.issue_status = 'visible' AND i.needs_review = 1 AND i.confirmed IS NULL");
const HIDDEN = sql.raw("i.issue_status = 'hidden'");
const NON_ISSUE = sql.raw("i.issue_status = 'non-issue'");

type Row = Record<string, string | number | null>;

function scopeColumns(prefix: string, inScope: ReturnType<typeof sql.raw>) {
  const sum = (what: ReturnType<typeof sql.raw>, name: string) => sql`SUM(CASE WHEN ${inScope} AND ${what} THEN 1 ELSE 0 END) AS ${sql.ref(`${prefix}_${name}`)}`;
  return [sum(COUNTS, 'count'), sum(REVIEW, 'review'), sum(HIDDEN, 'hidden'), sum(NON_ISSUE, 'nonissue')];
}

function countsOf(row: Row, prefix: string): PdfCounts {
  const n = (name: string) => Number(row[`${prefix}_${name}`] ?? 0);
  const issueCount = n('count');
  const needsReviewCount = n('review');
  return { issueCount, needsReviewCount, totalIssues: issueCount + needsReviewCount, hiddenIssuesCount: n('hidden'), markedAsNonIssueCount: n('nonissue') };
}

/** Recounts a report from its issue rows (within `db`, a transaction when writing). */
export async function recountPdfReport(
  db: Kysely<Database>,
  reportId: string,
  profiles: readonly PdfScannerProfile[],
): Promise<{ counts: StoredPdfCounts; summary: StoredSummary }> {
  const columns = [
    ...scopeColumns('all', sql.raw('1 = 1')),
    ...PDF_SCANNER_PROFILES.flatMap((p) => scopeColumns(p, sql.raw(`i.in_${p} = 1`))),
    ...['critical', 'serious', 'moderate', 'minor'].map((impact) => sql`SUM(CASE WHEN ${COUNTS} AND r.impact = ${impact} THEN 1 ELSE 0 END) AS ${sql.ref(`sev_${impact}`)}`),
    sql`COUNT(DISTINCT CASE WHEN ${COUNTS} THEN i.page_number END) AS pages`,
  ];
  const result = await sql<Row>`SELECT ${sql.join(columns)} FROM pdf_issues i JOIN pdf_rules r ON r.report_id = i.report_id AND r.rule_key = i.rule_key WHERE i.report_id = ${reportId}`.execute(db);
  const row: Row = result.rows[0] ?? {};
  const outcomes = await db
    .selectFrom('pdf_rules')
    .select(['outcome', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('report_id', '=', reportId)
    .groupBy('outcome')
    .execute();
  const ruleCount = (outcome: string) => Number(outcomes.find((o) => o.outcome === outcome)?.n ?? 0);

  const all = countsOf(row, 'all');
  const counts: StoredPdfCounts = { all, profiles: {} };
  for (const p of profiles) counts.profiles[p] = countsOf(row, p);
  const summary: StoredSummary = {
    issueSummary: {
      critical: Number(row.sev_critical ?? 0),
      serious: Number(row.sev_serious ?? 0),
      moderate: Number(row.sev_moderate ?? 0),
      minor: Number(row.sev_minor ?? 0),
      issueCount: all.issueCount,
      componentCount: 0,
      pageCount: Number(row.pages ?? 0),
      needsReviewCount: all.needsReviewCount,
      hiddenIssuesCount: all.hiddenIssuesCount,
      aiIssuesCount: 0,
    },
    health: {
      passed: ruleCount('passed'),
      failed: ruleCount('failed') + ruleCount('needsReview'),
      skipped: 0,
      total: ruleCount('passed') + ruleCount('failed') + ruleCount('needsReview'),
    },
    markedAsNonIssueCount: all.markedAsNonIssueCount,
  };
  return { counts, summary };
}

/** Recounts and stores the counts of a report, and touches its `updated_at` (the updates call looks at it). */
export async function storePdfCounts(db: Kysely<Database>, reportId: string, profiles: readonly PdfScannerProfile[], now: string): Promise<StoredPdfCounts> {
  const { counts, summary } = await recountPdfReport(db, reportId, profiles);
  await db.updateTable('pdf_reports').set({ counts: JSON.stringify(counts) }).where('report_id', '=', reportId).execute();
  await db.updateTable('reports').set({ summary: JSON.stringify(summary), updated_at: now }).where('id', '=', reportId).execute();
  return counts;
}

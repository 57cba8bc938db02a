/**
 * The two runs of a comparison as the compare engine reads them (core's CompareRunInput), read
 * from the database on a read-pool worker: each run's issues a page of rows at a time in dataset
 * order (seq), the rules its engine ran (the stored rule outcomes: passes, failures, incomplete,
 * inapplicable) and the pages that failed to load (a scan run's failed scan logs). Engine versions
 * are read on the event loop with the runs' meta, so they are passed in.
 *
 * HTML snippets are read only for the issues whose fingerprint the other run lacks: a fingerprint
 * is unique within a report (the issues table's key), so every other issue is paired by the
 * engine's first pass, which never reads a snippet. Two similar runs of a million issues then hold
 * a few snippets, not two million.
 */
import { normalizeHtml, pagePathOf, type CompareIssueRecord, type CompareRunInput, type Impact, type IssueStatus } from '@curbcut/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Issues read per query. */
const PAGE_ROWS = 5000;
/** Fingerprints looked up per query when reading the snippets of a few issues. */
const LOOKUP_ROWS = 500;

/**
 * An issue's compare record. The normalised snippet costs about as much as a fingerprint and the
 * engine reads it only in its second pass, so it is made on first read.
 */
class StoredIssueRecord implements CompareIssueRecord {
  private normalised: string | null = null;
  /** The raw snippet; read only for issues the other run lacks (loadLeftoverHtml). */
  html: string | null = null;

  constructor(
    readonly seq: number,
    readonly fingerprint: string,
    readonly ruleId: string,
    readonly pagePath: string,
    readonly componentId: string,
    readonly impact: Impact,
    readonly needsReview: boolean,
    readonly issueStatus: IssueStatus,
    readonly confirmed: boolean | null,
  ) {}

  get snippet(): string {
    if (this.html === null) {
      // Only an issue left over by the fingerprint pass is asked for its snippet, and those are loaded.
      throw new Error(`The snippet of issue ${this.fingerprint} was not loaded: only issues the other run lacks have one.`);
    }
    return (this.normalised ??= normalizeHtml(this.html));
  }
}

/** The rule ids a run's engine ran, from its stored outcomes; null when none are stored (unknown). */
async function ruleIdsOf(db: Kysely<Database>, reportId: string): Promise<string[] | null> {
  const rows = await db.selectFrom('report_rule_outcomes').select('rule_id').distinct().where('report_id', '=', reportId).execute();
  return rows.length === 0 ? null : rows.map((r) => r.rule_id);
}

/** Page paths that failed to load in a run (scan runs; builds have no scan logs). */
async function failedPagesOf(db: Kysely<Database>, reportId: string): Promise<string[]> {
  const rows = await db.selectFrom('scan_logs').select('page_url').where('report_id', '=', reportId).where('status', '=', 'failure').execute();
  return rows.map((r) => pagePathOf(r.page_url));
}

/** Every issue of a run as compare records, in dataset order, without their snippets. */
async function issuesOf(db: Kysely<Database>, reportId: string): Promise<StoredIssueRecord[]> {
  // Page paths repeat for every issue of a page: each URL is normalised once.
  const paths = new Map<string, string>();
  const pathOf = (url: string): string => {
    let path = paths.get(url);
    if (path === undefined) paths.set(url, (path = pagePathOf(url)));
    return path;
  };
  const out: StoredIssueRecord[] = [];
  let after = 0;
  for (;;) {
    const page = await db
      .selectFrom('issues')
      .select(['seq', 'fingerprint', 'rule_id', 'page_url', 'component_id', 'impact', 'needs_review', 'issue_status', 'confirmed'])
      .where('report_id', '=', reportId)
      .where('seq', '>', after)
      .orderBy('seq')
      .limit(PAGE_ROWS)
      .execute();
    for (const r of page) {
      out.push(
        new StoredIssueRecord(
          Number(r.seq),
          r.fingerprint,
          r.rule_id,
          pathOf(r.page_url),
          r.component_id,
          r.impact,
          Number(r.needs_review) === 1,
          r.issue_status,
          r.confirmed === null ? null : Number(r.confirmed) === 1,
        ),
      );
    }
    if (page.length < PAGE_ROWS) break;
    after = Number(page[page.length - 1]?.seq);
  }
  return out;
}

/**
 * Reads the snippets of the issues of `issues` whose fingerprint `other` lacks: by key when they
 * are few, else in one pass over the run (a run compared with a very different one).
 */
async function loadLeftoverHtml(db: Kysely<Database>, reportId: string, issues: readonly StoredIssueRecord[], other: ReadonlySet<string>): Promise<void> {
  const leftovers = issues.filter((r) => !other.has(r.fingerprint));
  if (leftovers.length === 0) return;
  if (leftovers.length * 4 < issues.length) {
    const byFingerprint = new Map(leftovers.map((r) => [r.fingerprint, r]));
    for (let k = 0; k < leftovers.length; k += LOOKUP_ROWS) {
      const keys = leftovers.slice(k, k + LOOKUP_ROWS).map((r) => r.fingerprint);
      const rows = await db.selectFrom('issues').select(['fingerprint', 'html']).where('report_id', '=', reportId).where('fingerprint', 'in', keys).execute();
      for (const row of rows) {
        const record = byFingerprint.get(row.fingerprint);
        if (record) record.html = row.html;
      }
    }
    return;
  }
  const bySeq = new Map(leftovers.map((r) => [r.seq, r]));
  let after = 0;
  for (;;) {
    const page = await db.selectFrom('issues').select(['seq', 'html']).where('report_id', '=', reportId).where('seq', '>', after).orderBy('seq').limit(PAGE_ROWS).execute();
    for (const row of page) {
      const record = bySeq.get(Number(row.seq));
      if (record) record.html = row.html;
    }
    if (page.length < PAGE_ROWS) break;
    after = Number(page[page.length - 1]?.seq);
  }
}

/** One run's compare input before its leftover snippets are read. */
async function readRun(db: Kysely<Database>, reportId: string, engineVersion: string): Promise<CompareRunInput<StoredIssueRecord>> {
  const [issues, ruleIds, failedPages] = await Promise.all([issuesOf(db, reportId), ruleIdsOf(db, reportId), failedPagesOf(db, reportId)]);
  return { issues, engineVersion, ruleIds, failedPages };
}

/** The compare inputs of two runs (each a report id and its axe-core version), `base` the older. */
export async function readComparedRuns(
  db: Kysely<Database>,
  base: { id: string; engineVersion: string },
  next: { id: string; engineVersion: string },
): Promise<[CompareRunInput<StoredIssueRecord>, CompareRunInput<StoredIssueRecord>]> {
  const [b, n] = await Promise.all([readRun(db, base.id, base.engineVersion), readRun(db, next.id, next.engineVersion)]);
  const fingerprints = (run: CompareRunInput<StoredIssueRecord>) => new Set(run.issues.map((r) => r.fingerprint));
  await loadLeftoverHtml(db, base.id, b.issues, fingerprints(n));
  await loadLeftoverHtml(db, next.id, n.issues, fingerprints(b));
  return [b, n];
}

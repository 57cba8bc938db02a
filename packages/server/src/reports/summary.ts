/**
 * A report's summary computed by the database from its distinct issues (one row per fingerprint,
 * so an element reported by several shards or test cases counts once), its test cases and its
 * issue sources. The rules are core's summarizeIssues, in SQL so a large report is never loaded:
 * severities, issueCount, componentCount and pageCount cover visible issues not awaiting review;
 * needsReviewCount the visible ones awaiting review (needs review, not confirmed); hidden apart.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { IMPACTS, type Impact } from '@curbcut/core';
import type { Database } from '../db/schema';
import { emptySummary, type StoredSummary } from './rows';

/** Recomputes the summary of `reportId` (inside the caller's transaction when given one). */
export async function computeSummary(db: Kysely<Database>, reportId: string): Promise<StoredSummary> {
  const summary = emptySummary();
  const s = summary.issueSummary;

  const groups = await db
    .selectFrom('issues')
    .select(['impact', 'needs_review', 'confirmed', 'issue_status', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('report_id', '=', reportId)
    .groupBy(['impact', 'needs_review', 'confirmed', 'issue_status'])
    .execute();
  for (const g of groups) {
    const n = Number(g.n);
    if (g.issue_status === 'hidden') s.hiddenIssuesCount += n;
    else if (g.issue_status === 'non-issue') summary.markedAsNonIssueCount += n;
    else if (Number(g.needs_review) === 1 && Number(g.confirmed) !== 1) s.needsReviewCount += n;
    else if ((IMPACTS as readonly string[]).includes(g.impact)) {
      s[g.impact as Impact] += n;
      s.issueCount += n;
    }
  }

  Object.assign(s, await countComponentsAndPages(db, reportId, sql<boolean>`i.issue_status = 'visible' and (i.needs_review = 0 or i.confirmed = 1)`));

  const tests = await db
    .selectFrom('test_cases')
    .select(['status', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('report_id', '=', reportId)
    .groupBy('status')
    .execute();
  for (const t of tests) {
    const n = Number(t.n);
    summary.health[t.status] += n;
    summary.health.total += n;
  }
  return summary;
}

/**
 * Distinct components and pages of the issues `counted` selects (a condition on `issues as i`). A
 * page is the issue's own or one of its sources' (an element reported on several pages counts on each).
 */
export async function countComponentsAndPages(
  db: Kysely<Database>,
  reportId: string,
  counted: RawBuilder<boolean>,
): Promise<{ componentCount: number; pageCount: number }> {
  const components = await db
    .selectFrom('issues as i')
    .select(sql<string | number>`count(distinct i.component_id)`.as('n'))
    .where('i.report_id', '=', reportId)
    .where(counted)
    .executeTakeFirst();
  const issuePages = db.selectFrom('issues as i').select('i.page_url as url').where('i.report_id', '=', reportId).where(counted);
  const sourcePages = db
    .selectFrom('issue_sources as s')
    .innerJoin('issues as i', (join) => join.onRef('i.report_id', '=', 's.report_id').onRef('i.fingerprint', '=', 's.fingerprint'))
    .select((eb) => eb.fn.coalesce('s.page_url', sql<string>`''`).as('url'))
    .where('s.report_id', '=', reportId)
    .where(counted);
  const pages = await db
    .selectFrom(issuePages.union(sourcePages).as('p'))
    .select(sql<string | number>`count(distinct p.url)`.as('n'))
    .where('p.url', '<>', '')
    .executeTakeFirst();
  return { componentCount: Number(components?.n ?? 0), pageCount: Number(pages?.n ?? 0) };
}

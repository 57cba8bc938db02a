/**
 * The stored summary once decisions apply: the ingest summary (reports/summary.ts) minus the
 * instances of preferred behaviours, which core's countsAsIssue no longer counts as issues (spec 001
 * "Marking removes 1 or N instances from the total issue count"). Component and page counts are
 * recounted without them only when a report has any, so reports without preferred marks cost one
 * extra cheap query.
 */
import { sql, type Kysely } from 'kysely';
import { IMPACTS, type DecisionState, type Impact, type IssueDecision } from '@curbcut/core';
import type { Database } from '../db/schema';
import type { StoredSummary } from '../reports/rows';
import { computeSummary, countComponentsAndPages } from '../reports/summary';
import { applyDecisionToIssues, type ApplyHooks } from './apply';

const counted = sql<boolean>`i.issue_status = 'visible' and (i.needs_review = 0 or i.confirmed = 1) and i.preferred = 0`;

/** The report's summary with decisions taken into account (inside the caller's transaction when given one). */
export async function computeDecidedSummary(db: Kysely<Database>, reportId: string): Promise<StoredSummary> {
  const summary = await computeSummary(db, reportId);
  const preferred = await db
    .selectFrom('issues as i')
    .select(['i.impact', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('i.report_id', '=', reportId)
    .where('i.preferred', '=', 1)
    .where('i.issue_status', '=', 'visible')
    .where((eb) => eb.or([eb('i.needs_review', '=', 0), eb('i.confirmed', '=', 1)]))
    .groupBy('i.impact')
    .execute();
  if (preferred.length === 0) return summary;
  const s = summary.issueSummary;
  for (const p of preferred) {
    if (!(IMPACTS as readonly string[]).includes(p.impact)) continue;
    s[p.impact as Impact] -= Number(p.n);
    s.issueCount -= Number(p.n);
  }
  Object.assign(s, await countComponentsAndPages(db, reportId, counted));
  return summary;
}

/** Where an issue in this state counts in the summary. */
function bucketOf(state: DecisionState, needsReview: boolean, impact: Impact): Impact | 'hidden' | 'nonIssue' | 'needsReview' | 'preferred' {
  if (state.issueStatus === 'hidden') return 'hidden';
  if (state.issueStatus === 'non-issue') return 'nonIssue';
  if (needsReview && state.confirmed !== true) return 'needsReview';
  return state.preferred ? 'preferred' : impact;
}

/** True when an issue in this state counts as an issue (summary, overview counts, comparisons). */
export function countsInState(state: DecisionState, needsReview: boolean, impact: Impact): boolean {
  return isCounted(bucketOf(state, needsReview, impact));
}

function isCounted(bucket: ReturnType<typeof bucketOf>): boolean {
  return (IMPACTS as readonly string[]).includes(bucket);
}

const KEYS_PER_QUERY = 500;

/** Which of `keys` (components or pages) still have a counted issue. */
async function presentKeys(db: Kysely<Database>, reportId: string, kind: 'component' | 'page', keys: readonly string[]): Promise<Set<string>> {
  const present = new Set<string>();
  for (let i = 0; i < keys.length; i += KEYS_PER_QUERY) {
    const chunk = keys.slice(i, i + KEYS_PER_QUERY);
    if (kind === 'component') {
      const rows = await db.selectFrom('issues as i').select('i.component_id as key').distinct().where('i.report_id', '=', reportId).where(counted).where('i.component_id', 'in', chunk).execute();
      for (const r of rows) present.add(r.key);
    } else {
      const own = await db.selectFrom('issues as i').select('i.page_url as key').distinct().where('i.report_id', '=', reportId).where(counted).where('i.page_url', 'in', chunk).execute();
      for (const r of own) present.add(r.key);
      // A page is nearly always present through its own issues; only the rest need the costlier join.
      const rest = chunk.filter((key) => !present.has(key));
      if (rest.length === 0) continue;
      const sources = await db
        .selectFrom('issue_sources as s')
        .innerJoin('issues as i', (join) => join.onRef('i.report_id', '=', 's.report_id').onRef('i.fingerprint', '=', 's.fingerprint'))
        .select('s.page_url as key')
        .distinct()
        .where('s.report_id', '=', reportId)
        .where(counted)
        .where('s.page_url', 'in', rest)
        .execute();
      for (const r of sources) if (r.key !== null) present.add(r.key);
    }
  }
  return present;
}

/**
 * Applies a decision and returns the report's summary after it, from `previous` plus deltas: the
 * changed groups move their counts between buckets, and components and pages are re-checked only
 * among those the decision touched, before and after the writes. On a 200,000-issue report this
 * answers in a fraction of a second where recomputing the summary takes seconds; the contract
 * suite checks it equals computeDecidedSummary.
 */
export async function applyWithSummary(
  db: Kysely<Database>,
  reportId: string,
  decision: IssueDecision,
  previous: StoredSummary,
  hooks: ApplyHooks = {},
): Promise<{ changedCount: number; summary: StoredSummary }> {
  // Filled by the hook when some issues enter or leave the counted set: presence before the writes.
  const presence: { before?: { components: Set<string>; pages: Set<string> } } = {};
  const applied = await applyDecisionToIssues(db, reportId, decision, {
    async beforeWrite(plan) {
      await hooks.beforeWrite?.(plan);
      const crosses = plan.transitions.some((t) => isCounted(bucketOf(t.before, t.needsReview, t.impact)) !== isCounted(bucketOf(t.after, t.needsReview, t.impact)));
      if (crosses && plan.touched) {
        presence.before = {
          components: await presentKeys(db, reportId, 'component', plan.touched.components),
          pages: await presentKeys(db, reportId, 'page', plan.touched.pages),
        };
      }
    },
  });
  const summary: StoredSummary = structuredClone(previous);
  const s = summary.issueSummary;
  const add = (bucket: ReturnType<typeof bucketOf>, n: number) => {
    if (bucket === 'hidden') s.hiddenIssuesCount += n;
    else if (bucket === 'nonIssue') summary.markedAsNonIssueCount += n;
    else if (bucket === 'needsReview') s.needsReviewCount += n;
    else if (bucket !== 'preferred') {
      s[bucket] += n;
      s.issueCount += n;
    }
  };
  for (const t of applied.transitions) {
    add(bucketOf(t.before, t.needsReview, t.impact), -t.count);
    add(bucketOf(t.after, t.needsReview, t.impact), t.count);
  }
  const was = presence.before;
  if (was && applied.touched) {
    const components = await presentKeys(db, reportId, 'component', applied.touched.components);
    const pages = await presentKeys(db, reportId, 'page', applied.touched.pages);
    s.componentCount += components.size - was.components.size;
    s.pageCount += pages.size - was.pages.size;
  }
  return { changedCount: applied.changedCount, summary };
}

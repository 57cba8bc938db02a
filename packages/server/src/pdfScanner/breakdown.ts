/**
 * `POST /api/pdf_scanner/reports/breakdown`: the list's Issue Breakdown tab (docs/decisions/0037).
 * Per rule, over the completed reports of the caller's group (the selected ones, or all): its
 * visible issues, in how many reports, and the reports with the most of them.
 *
 * The counts are the rules call's, summed: the same issue filter (`matching` of ruleReads.ts,
 * visible issues under one profile or all, an issue shared by profiles once under `all`) and the
 * same exclusion of passed rules. Everything is counted in SQL, per (rule, report) and then per
 * rule, with a window function for each rule's top reports, so the issue rows never leave the
 * database. Ids of other groups, and reports not completed, are ignored as the updates call
 * ignores them; the answer lists the ids counted.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { sql, type Kysely, type QueryCreator } from 'kysely';
import {
  ApiErrorEnvelope,
  DataEnvelope,
  IMPACTS,
  PDF_BREAKDOWN_TOP_REPORTS,
  PdfBreakdown,
  PdfBreakdownBody,
  type PdfBreakdownReport,
  type PdfBreakdownRule,
} from '@curbcut/core';
import type { AuthUser } from '../auth/guards';
import type { ServerContext } from '../context';
import type { Database } from '../db/schema';
import { requirePdfUser } from './access';
import { matching, profileFlags, type PdfFilters } from './ruleReads';

/** The completed PDF reports of the group, among `ids` when given. */
function scopeOf(db: QueryCreator<Database>, groupId: string, ids: readonly string[] | undefined) {
  let q = db
    .selectFrom('reports')
    .innerJoin('pdf_reports', 'pdf_reports.report_id', 'reports.id')
    .where('reports.group_id', '=', groupId)
    .where('reports.type', '=', 'pdfScanner')
    .where('pdf_reports.status', '=', 'completed');
  if (ids !== undefined) q = q.where('reports.id', 'in', [...ids]);
  return q;
}

/**
 * Visible issues per (rule, report) of the scope under the filter, for rules that did not pass
 * (the rules call leaves those out): the one place both queries below count from.
 */
function perRuleAndReport(db: Kysely<Database>, groupId: string, ids: readonly string[] | undefined, f: PdfFilters) {
  return db.with('per', (w) =>
    w
      .selectFrom('pdf_issues')
      .innerJoin('pdf_rules', (j) => j.onRef('pdf_rules.report_id', '=', 'pdf_issues.report_id').onRef('pdf_rules.rule_key', '=', 'pdf_issues.rule_key'))
      .select(['pdf_issues.rule_key', 'pdf_issues.report_id', (eb) => eb.fn.countAll<string | number>().as('n')])
      .where('pdf_issues.report_id', 'in', scopeOf(w, groupId, ids).select('reports.id'))
      .where('pdf_rules.outcome', '<>', 'passed')
      .where(matching(f))
      .groupBy(['pdf_issues.rule_key', 'pdf_issues.report_id']),
  );
}

/** The breakdown over the caller's completed reports (`body.reports`, or all of them). */
export async function pdfBreakdown(ctx: ServerContext, user: AuthUser, body: PdfBreakdownBody): Promise<PdfBreakdown> {
  const ids = body.reports === undefined ? undefined : [...new Set(body.reports)];
  const f: PdfFilters = { profile: body.selectedProfiles ?? 'all', issueStatus: 'visible', needsReview: 'allIssues' };
  if (ids !== undefined && ids.length === 0) return { rules: [], totals: { reports: 0, rules: 0, issues: 0 }, reports: [] };
  const per = perRuleAndReport(ctx.db, user.groupId, ids, f);
  const [counted, rules, top] = await Promise.all([
    scopeOf(ctx.db, user.groupId, ids).select('reports.id').orderBy('reports.created_at', 'desc').orderBy('reports.build_number', 'desc').execute(),
    // A rule's text is the checker's, alike in every report; its profiles are those it belongs to
    // in any report counted (a report checks some profiles only); it failed if it failed in any
    // ('failed' sorts before 'needsReview').
    per
      .selectFrom('per')
      .innerJoin('pdf_rules as r', (j) => j.onRef('r.report_id', '=', 'per.report_id').onRef('r.rule_key', '=', 'per.rule_key'))
      .select((eb) => [
        'per.rule_key',
        eb.fn.min('r.rule_id').as('rule_id'),
        eb.fn.min('r.description').as('description'),
        eb.fn.min('r.impact').as('impact'),
        eb.fn.min('r.wcag').as('wcag'),
        eb.fn.min('r.outcome').as('outcome'),
        eb.fn.max('r.in_pdfua1').as('in_pdfua1'),
        eb.fn.max('r.in_pdfua2').as('in_pdfua2'),
        eb.fn.max('r.in_wcag22').as('in_wcag22'),
        eb.fn.sum<string | number>('per.n').as('issues'),
        eb.fn.countAll<string | number>().as('reports'),
      ])
      .groupBy('per.rule_key')
      .execute(),
    per
      .with('ranked', (w) =>
        w
          .selectFrom('per')
          .innerJoin('reports', 'reports.id', 'per.report_id')
          .select([
            'per.rule_key',
            'per.report_id',
            'per.n',
            'reports.name',
            sql<string | number>`ROW_NUMBER() OVER (PARTITION BY per.rule_key ORDER BY per.n DESC, reports.name, per.report_id)`.as('rank'),
          ]),
      )
      .selectFrom('ranked')
      .selectAll()
      .where('ranked.rank', '<=', PDF_BREAKDOWN_TOP_REPORTS)
      .execute(),
  ]);

  const topOf = new Map<string, (PdfBreakdownReport & { rank: number })[]>();
  for (const t of top) {
    const list = topOf.get(t.rule_key) ?? [];
    list.push({ id: t.report_id, name: t.name, issueCount: Number(t.n), rank: Number(t.rank) });
    topOf.set(t.rule_key, list);
  }
  const entries: PdfBreakdownRule[] = rules.map((r) => ({
    id: r.rule_key,
    ruleId: r.rule_id,
    description: r.description,
    impact: r.impact,
    profiles: profileFlags(r),
    wcag: JSON.parse(r.wcag) as string[],
    outcome: r.outcome === 'needsReview' ? 'needsReview' : 'failed',
    issueCount: Number(r.issues),
    reportCount: Number(r.reports),
    topReports: (topOf.get(r.rule_key) ?? []).sort((a, b) => a.rank - b.rank).map(({ rank: _rank, ...report }) => report),
  }));
  // Most severe first (as the rules call), then the most issues, then by clause in numeric order.
  entries.sort((a, b) => IMPACTS.indexOf(a.impact) - IMPACTS.indexOf(b.impact) || b.issueCount - a.issueCount || a.id.localeCompare(b.id, 'en', { numeric: true }));
  return {
    rules: entries,
    totals: { reports: counted.length, rules: entries.length, issues: entries.reduce((n, e) => n + e.issueCount, 0) },
    reports: counted.map((c) => c.id),
  };
}

const errors = { 400: ApiErrorEnvelope, 401: ApiErrorEnvelope, 403: ApiErrorEnvelope };

/**
 * Registers the breakdown call (a read sent by POST, as the rules call is). It counts over every
 * report of a group when none are selected, so it takes its turn among the expensive routes.
 */
export function registerPdfBreakdownRoute(app: FastifyInstance, ctx: ServerContext): void {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/api/pdf_scanner/reports/breakdown',
    {
      config: { expensive: true },
      schema: {
        tags: ['pdf scanner'],
        summary: 'Visible issues per rule over your completed PDF reports (the selected ones, 10 at most, or all), with the reports that have the most',
        body: PdfBreakdownBody,
        response: { 200: DataEnvelope(PdfBreakdown), ...errors },
      },
    },
    async (req) => ({ data: await pdfBreakdown(ctx, await requirePdfUser(ctx, req), req.body) }),
  );
}

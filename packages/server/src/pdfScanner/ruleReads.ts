/**
 * The rules and issues calls of a PDF report (spec 002 section 7): rules with issues under the
 * filters, split into "Metadata" (document-level) and "Page Content" rules, and one rule's issues,
 * paged, with their counts per PDF page. Filters: one profile or all (an issue shared by profiles
 * is one row, so it appears once under `all`), the issue status (visible, or hidden / non-issue for
 * the hidden view) and the needs-review filter of core's filters.
 */
import { sql, type ExpressionBuilder } from 'kysely';
import {
  IMPACTS,
  PDF_ISSUES_PAGE_SIZE,
  PDF_SCANNER_PROFILES,
  type IssueStatus,
  type PdfIssues,
  type PdfIssuesBody,
  type PdfReportIssue,
  type PdfReportRule,
  type PdfRules,
  type PdfRulesBody,
  type PdfScannerProfile,
} from '@curbcut/core';
import type { ServerContext } from '../context';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import { pdfFilePath, profilesOf, profileStatuses } from './reports';
import type { PdfIssuesTable, PdfReportsTable, PdfRulesTable } from './tables';

/** The filters of the rules and issues calls, with their defaults. */
export interface PdfFilters {
  profile: 'all' | PdfScannerProfile;
  issueStatus: IssueStatus;
  needsReview: 'needsReview' | 'notNeedsReview' | 'allIssues';
}

const PROFILE_COLUMN = { pdfua1: 'pdf_issues.in_pdfua1', pdfua2: 'pdf_issues.in_pdfua2', wcag22: 'pdf_issues.in_wcag22' } as const;

/** The body's filters; 400 for a profile the report does not check. */
export function filtersOf(pdf: PdfReportsTable, body: PdfRulesBody): PdfFilters {
  const profile = body.selectedProfiles ?? 'all';
  const checked = profilesOf(pdf);
  if (profile !== 'all' && !checked.includes(profile)) {
    throw new ApiError('bad_request', `This report does not check ${profile}; it checks ${checked.join(', ')}.`, { path: '$.selectedProfiles' });
  }
  return { profile, issueStatus: body.issueStatus ?? 'visible', needsReview: body.needsReviewFilter ?? 'allIssues' };
}

type IssueEb = ExpressionBuilder<Database, 'pdf_issues'>;

/** Awaiting review: reported as needs review and not confirmed as an issue (core's needs-review fact). */
function awaitingReview(eb: IssueEb) {
  return eb.and([eb('pdf_issues.needs_review', '=', 1), eb.or([eb('pdf_issues.confirmed', 'is', null), eb('pdf_issues.confirmed', '<>', 1)])]);
}

function inProfile(eb: IssueEb, profile: PdfFilters['profile']) {
  return profile === 'all' ? eb.lit(true) : eb(PROFILE_COLUMN[profile], '=', 1);
}

/** The issues a filter keeps. */
export function matching(f: PdfFilters) {
  return (eb: IssueEb) => {
    const conditions = [eb('pdf_issues.issue_status', '=', f.issueStatus), inProfile(eb, f.profile)];
    if (f.needsReview === 'needsReview') conditions.push(awaitingReview(eb));
    if (f.needsReview === 'notNeedsReview') conditions.push(eb.not(awaitingReview(eb)));
    return eb.and(conditions);
  };
}

/** The profiles a rule or issue row belongs to (its in_* flags). */
export const profileFlags = (row: Pick<PdfRulesTable, 'in_pdfua1' | 'in_pdfua2' | 'in_wcag22'>): PdfScannerProfile[] =>
  PDF_SCANNER_PROFILES.filter((p) => Number(row[`in_${p}`]) === 1);

/** The tags of a rule: its profiles and its WCAG criteria as axe-style tags (`wcag111`). */
function tagsOf(rule: PdfRulesTable): string[] {
  const wcag = JSON.parse(rule.wcag) as string[];
  return [...profileFlags(rule), ...wcag.map((sc) => `wcag${sc.replace(/\./g, '')}`)];
}

async function ruleOf(ctx: ServerContext, reportId: string, ruleKey: string): Promise<PdfRulesTable> {
  const rule = await ctx.db.selectFrom('pdf_rules').selectAll().where('report_id', '=', reportId).where('rule_key', '=', ruleKey).executeTakeFirst();
  if (!rule) throw new ApiError('not_found', `Rule ${ruleKey} was not found in this report.`);
  return rule;
}

/** The rules call. */
export async function readPdfRules(ctx: ServerContext, pdf: PdfReportsTable, body: PdfRulesBody): Promise<PdfRules> {
  const f = filtersOf(pdf, body);
  const reportId = pdf.report_id;
  const [rules, matched, stored, statusRow] = await Promise.all([
    ctx.db.selectFrom('pdf_rules').selectAll().where('report_id', '=', reportId).execute(),
    ctx.db
      .selectFrom('pdf_issues')
      .select(['rule_key', (eb) => eb.fn.countAll<string | number>().as('n')])
      .where('report_id', '=', reportId)
      .where(matching(f))
      .groupBy('rule_key')
      .execute(),
    ctx.db.selectFrom('pdf_issues').select(['rule_key', (eb) => eb.fn.countAll<string | number>().as('n')]).where('report_id', '=', reportId).groupBy('rule_key').execute(),
    ctx.db
      .selectFrom('pdf_issues')
      .select([
        sql<number>`SUM(CASE WHEN issue_status = 'visible' THEN 1 ELSE 0 END)`.as('visible'),
        sql<number>`SUM(CASE WHEN issue_status = 'visible' AND needs_review = 1 AND confirmed IS NULL THEN 1 ELSE 0 END)`.as('review'),
        sql<number>`SUM(CASE WHEN issue_status = 'hidden' THEN 1 ELSE 0 END)`.as('hidden'),
        sql<number>`SUM(CASE WHEN issue_status = 'non-issue' THEN 1 ELSE 0 END)`.as('nonissue'),
      ])
      .where('report_id', '=', reportId)
      .where((eb) => inProfile(eb, f.profile))
      .executeTakeFirst(),
  ]);
  const storedOf = new Map(stored.map((s) => [s.rule_key, Number(s.n)]));
  const entries: (PdfReportRule & { scope: 'meta' | 'page' })[] = [];
  for (const m of matched) {
    const rule = rules.find((r) => r.rule_key === m.rule_key);
    if (!rule || rule.outcome === 'passed') continue;
    entries.push({
      id: rule.rule_key,
      ruleId: rule.rule_id,
      description: rule.description,
      howToFix: rule.how_to_fix,
      impact: rule.impact,
      tags: tagsOf(rule),
      wcag: JSON.parse(rule.wcag) as string[],
      profiles: profileFlags(rule),
      outcome: rule.outcome,
      issueCount: Number(m.n),
      truncated: Number(rule.count) > (storedOf.get(rule.rule_key) ?? 0),
      scope: rule.scope,
    });
  }
  // Most severe first (spec 002: critical 0 ... minor 3), then by clause in numeric order.
  entries.sort((a, b) => IMPACTS.indexOf(a.impact) - IMPACTS.indexOf(b.impact) || a.id.localeCompare(b.id, 'en', { numeric: true }));
  const strip = ({ scope: _scope, ...rule }: PdfReportRule & { scope: 'meta' | 'page' }): PdfReportRule => rule;
  const statuses = profileStatuses(pdf).filter((s) => f.profile === 'all' || s.profile === f.profile);
  return {
    metaRules: entries.filter((e) => e.scope === 'meta').map(strip),
    pageRules: entries.filter((e) => e.scope === 'page').map(strip),
    issueCount: entries.reduce((n, e) => n + e.issueCount, 0),
    counts: {
      visible: Number(statusRow?.visible ?? 0),
      needsReview: Number(statusRow?.review ?? 0),
      hidden: Number(statusRow?.hidden ?? 0),
      nonIssue: Number(statusRow?.nonissue ?? 0),
    },
    profiles: statuses,
  };
}

/** An issue row as the API shows it. */
export function toPdfIssue(row: PdfIssuesTable, rule: PdfRulesTable, reportId: string): PdfReportIssue {
  const hidden = row.issue_status !== 'visible';
  return {
    id: row.issue_id,
    pageNumber: row.page_number === null ? null : Number(row.page_number),
    location: row.location,
    object: row.object,
    failureSummary: row.message,
    url: pdfFilePath(reportId),
    type: rule.scope,
    ruleData: { id: rule.rule_key, ruleId: rule.rule_id, description: rule.description, howToFix: rule.how_to_fix, impact: rule.impact, tags: tagsOf(rule) },
    profiles: profileFlags(row),
    hidden,
    isHidden: hidden,
    hideReason: row.hide_reason,
    issueStatus: row.issue_status,
    confirmed: row.confirmed === null ? null : Number(row.confirmed) === 1,
    needsReview: Number(row.needs_review) === 1,
    target: row.target === null ? null : (JSON.parse(row.target) as PdfReportIssue['target']),
  };
}

/** The issues call: one page of a rule's issues (non-page groups first, then by page, then in the checker's order). */
export async function readPdfIssues(ctx: ServerContext, pdf: PdfReportsTable, ruleKey: string, body: PdfIssuesBody): Promise<PdfIssues> {
  const f = filtersOf(pdf, body);
  const reportId = pdf.report_id;
  const rule = await ruleOf(ctx, reportId, ruleKey);
  const page = body.page ?? 1;
  const pageSize = body.pageSize ?? PDF_ISSUES_PAGE_SIZE;
  const base = ctx.db.selectFrom('pdf_issues').where('report_id', '=', reportId).where('rule_key', '=', ruleKey).where(matching(f));
  const located = body.location === undefined ? base : base.where('location', '=', body.location);
  const [groups, total, rows] = await Promise.all([
    base.select(['page_number', 'location', (eb) => eb.fn.countAll<string | number>().as('n')]).groupBy(['page_number', 'location']).execute(),
    located.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst(),
    located
      .selectAll()
      .orderBy(sql`CASE WHEN page_number IS NULL THEN 0 ELSE 1 END`)
      .orderBy('page_number')
      .orderBy('location')
      .orderBy('seq')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  const count = Number(total?.n ?? 0);
  const byPage = groups
    .map((g) => ({ location: g.location, pageNumber: g.page_number === null ? null : Number(g.page_number), count: Number(g.n) }))
    .sort((a, b) => (a.pageNumber ?? -1) - (b.pageNumber ?? -1) || a.location.localeCompare(b.location));
  return {
    issues: rows.map((row) => toPdfIssue(row, rule, reportId)),
    total: count,
    page,
    pageSize,
    hasMore: page * pageSize < count,
    issueCountByPage: byPage,
  };
}

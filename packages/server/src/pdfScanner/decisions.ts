/**
 * Hide / unhide and review (confirm, not an issue, undo) of PDF issues, by the report's author
 * only, once the check is complete. The transitions are core's (`decideState`, docs/decisions/0018):
 * hiding a visible issue hides it with its reason, a non-issue stays one, unhiding shows a hidden
 * issue; confirming keeps an issue visible and counted, "not an issue" makes it a non-issue. Each
 * action is recorded in `issue_decisions` (never persisted: a PDF report has no later builds) and
 * the counts are recounted in the same transaction.
 */
import { decideState, type HideDecision, type IssueDecision, type PdfDecisionResult, type PdfHideBody, type ReviewDecision } from '@curbcut/core';
import type { Kysely } from 'kysely';
import type { AuthUser } from '../auth/guards';
import type { ServerContext } from '../context';
import type { Database } from '../db/schema';
import { NOT_COMPLETE_MESSAGE } from '../decisions/routes';
import { recordDecision } from '../decisions/service';
import { ApiError } from '../http/errors';
import type { ReportRowWithNames } from '../reports/rows';
import { storePdfCounts } from './counts';
import { issueSummaryOf, profilesOf } from './reports';
import type { PdfIssuesTable, PdfReportsTable } from './tables';
import { nowIso } from './uploadUrls';

type Target = Pick<PdfIssuesTable, 'issue_id' | 'issue_status' | 'confirmed' | 'needs_review'>;
type Change = { issue_status: PdfIssuesTable['issue_status']; confirmed: number | null; hide_reason: string | null };

const CHUNK = 500;

function requireCompleted(pdf: PdfReportsTable): void {
  if (pdf.status !== 'completed') throw new ApiError('conflict', NOT_COMPLETE_MESSAGE);
}

const confirmedOf = (v: number | null): boolean | null => (v === null ? null : Number(v) === 1);

/**
 * Applies `decision` to `targets` in one transaction: each issue's next state from core, one UPDATE
 * per distinct change, the decision recorded, the counts recounted.
 */
async function apply(
  ctx: ServerContext,
  report: ReportRowWithNames,
  pdf: PdfReportsTable,
  user: AuthUser,
  decision: IssueDecision,
  pick: (db: Kysely<Database>) => Promise<Target[]>,
  reason: string | null,
): Promise<PdfDecisionResult> {
  return ctx.db.transaction().execute(async (tx) => {
    const now = nowIso(ctx);
    // Touches the report first: a row lock on PostgreSQL, so actions on one report run one after the other.
    await tx.updateTable('reports').set({ updated_at: now }).where('id', '=', report.id).execute();
    const targets = await pick(tx);
    const groups = new Map<string, { change: Change; ids: string[] }>();
    for (const t of targets) {
      const before = { issueStatus: t.issue_status, confirmed: confirmedOf(t.confirmed), preferred: false };
      const after = decideState(before, decision, null);
      if (after === before) continue;
      const change: Change = {
        issue_status: after.issueStatus,
        confirmed: after.confirmed === null ? null : after.confirmed ? 1 : 0,
        hide_reason: after.issueStatus === 'hidden' ? reason : null,
      };
      const key = JSON.stringify(change);
      const group = groups.get(key) ?? { change, ids: [] };
      group.ids.push(t.issue_id);
      groups.set(key, group);
    }
    let changedCount = 0;
    for (const { change, ids } of groups.values()) {
      for (let i = 0; i < ids.length; i += CHUNK) {
        await tx.updateTable('pdf_issues').set(change).where('report_id', '=', report.id).where('issue_id', 'in', ids.slice(i, i + CHUNK)).execute();
      }
      changedCount += ids.length;
    }
    await recordDecision(tx, report, decision, { createdBy: user.id, createdAt: now, changedCount });
    const profiles = profilesOf(pdf);
    const counts = await storePdfCounts(tx, report.id, profiles, now);
    const summary = JSON.parse((await tx.selectFrom('reports').select('summary').where('id', '=', report.id).executeTakeFirstOrThrow()).summary) as {
      issueSummary: PdfDecisionResult['summary'];
    };
    return {
      changedCount,
      totalIssues: counts.all.totalIssues,
      hiddenIssuesCount: counts.all.hiddenIssuesCount,
      issueSummary: issueSummaryOf({ ...pdf, counts: JSON.stringify(counts) }),
      summary: summary.issueSummary,
    };
  });
}

const targetColumns = ['issue_id', 'issue_status', 'confirmed', 'needs_review'] as const;

/** Hide or unhide one issue or every issue of a rule (author only, once complete). */
export async function hidePdfIssues(ctx: ServerContext, report: ReportRowWithNames, pdf: PdfReportsTable, user: AuthUser, body: PdfHideBody): Promise<PdfDecisionResult> {
  requireCompleted(pdf);
  const reason = body.hidden ? (body.reason ?? null) : null;
  if (body.hidden && reason === null) throw new ApiError('bad_request', 'Field $.reason is required to hide issues: say why they are hidden.', { path: '$.reason' });
  const decision: HideDecision = { kind: 'hide', hidden: body.hidden, scope: body.scope, reason, persist: false };
  if (body.scope === 'issue') {
    const issueId = body.issueId;
    if (issueId === undefined) throw new ApiError('bad_request', 'Field $.issueId is required for the issue scope.', { path: '$.issueId' });
    const exists = await ctx.db.selectFrom('pdf_issues').select('issue_id').where('report_id', '=', report.id).where('issue_id', '=', issueId).executeTakeFirst();
    if (!exists) throw new ApiError('not_found', `Issue ${issueId} was not found in this report.`, { path: '$.issueId' });
    decision.fingerprint = issueId;
    return apply(ctx, report, pdf, user, decision, (db) => db.selectFrom('pdf_issues').select(targetColumns).where('report_id', '=', report.id).where('issue_id', '=', issueId).execute(), reason);
  }
  const ruleKey = body.ruleId;
  if (ruleKey === undefined) throw new ApiError('bad_request', 'Field $.ruleId is required for the rule scope.', { path: '$.ruleId' });
  const rule = await ctx.db.selectFrom('pdf_rules').select('rule_key').where('report_id', '=', report.id).where('rule_key', '=', ruleKey).executeTakeFirst();
  if (!rule) throw new ApiError('not_found', `Rule ${ruleKey} was not found in this report.`, { path: '$.ruleId' });
  decision.ruleId = ruleKey;
  return apply(ctx, report, pdf, user, decision, (db) => db.selectFrom('pdf_issues').select(targetColumns).where('report_id', '=', report.id).where('rule_key', '=', ruleKey).execute(), reason);
}

/** Confirm (true), dismiss as not an issue (false) or undo (null) the review of a needs-review issue. */
export async function reviewPdfIssue(
  ctx: ServerContext,
  report: ReportRowWithNames,
  pdf: PdfReportsTable,
  user: AuthUser,
  issueId: string,
  confirmed: boolean | null,
): Promise<PdfDecisionResult> {
  requireCompleted(pdf);
  const issue = await ctx.db.selectFrom('pdf_issues').select(targetColumns).where('report_id', '=', report.id).where('issue_id', '=', issueId).executeTakeFirst();
  if (!issue) throw new ApiError('not_found', `Issue ${issueId} was not found in this report.`);
  if (Number(issue.needs_review) !== 1) throw new ApiError('conflict', `Issue ${issueId} does not need review: only needs-review issues are confirmed or dismissed.`);
  const decision: ReviewDecision = { kind: 'review', fingerprint: issueId, confirmed, persist: false };
  return apply(ctx, report, pdf, user, decision, (db) => db.selectFrom('pdf_issues').select(targetColumns).where('report_id', '=', report.id).where('issue_id', '=', issueId).execute(), null);
}

/**
 * The issue actions (spec 001 sections 5-7): hide/unhide, review and preferred behaviour. Author
 * only (403 'Only report authors can perform this action.'), refused while the report is in
 * progress (409 'Available once scan is complete'). The issue id is the issue's fingerprint.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ApiErrorEnvelope,
  DataEnvelope,
  DecisionError,
  DecisionResult,
  HideIssuesBody,
  IssueIdParams,
  NeedsReviewBody,
  PreferredBody,
  validateDecision,
  type IssueDecision,
} from '@curbcut/core';
import type { ServerContext } from '../context';
import { requireReportAuthor } from '../auth/reportAccess';
import { ApiError } from '../http/errors';
import type { ReportRowWithNames } from '../reports/rows';
import { makeDecision, type DecisionOutcome } from './service';

const errors = { 400: ApiErrorEnvelope, 401: ApiErrorEnvelope, 403: ApiErrorEnvelope, 404: ApiErrorEnvelope, 409: ApiErrorEnvelope };

/** Text of the spec's tooltip, also the 409 message while a report is in progress. */
export const NOT_COMPLETE_MESSAGE = 'Available once scan is complete';
/** The spec's refusal of a preferred mark on a hidden issue. */
export const HIDDEN_ISSUE_MESSAGE = 'This action is not allowed for a hidden issue.';

function requireCompleted(report: ReportRowWithNames): void {
  if (report.status !== 'completed') throw new ApiError('conflict', NOT_COMPLETE_MESSAGE);
}

function checked<T extends IssueDecision>(decision: T): T {
  try {
    return validateDecision(decision);
  } catch (err) {
    if (err instanceof DecisionError) throw new ApiError('bad_request', err.message, { path: `body.${err.field}` });
    throw err;
  }
}

async function issueOf(ctx: ServerContext, reportId: string, fingerprint: string) {
  const issue = await ctx.db
    .selectFrom('issues')
    .select(['fingerprint', 'rule_id', 'component_id', 'behaviour', 'issue_status', 'needs_review'])
    .where('report_id', '=', reportId)
    .where('fingerprint', '=', fingerprint)
    .executeTakeFirst();
  if (!issue) throw new ApiError('not_found', `Issue ${fingerprint} was not found in this report.`);
  return issue;
}

function answer(outcome: DecisionOutcome) {
  return {
    data: {
      decisionId: outcome.decisionId,
      changedCount: outcome.changedCount,
      issueSummary: outcome.summary.issueSummary,
      hiddenIssuesCount: outcome.summary.issueSummary.hiddenIssuesCount,
      markedAsNonIssueCount: outcome.summary.markedAsNonIssueCount,
    },
  };
}

/** Registers `PATCH /api/issues/hide`, `/api/issues/{id}/needs-review` and `/api/issues/{id}/preferred`. */
export function registerDecisionRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.patch(
    '/api/issues/hide',
    { schema: { tags: ['issues'], summary: 'Hides or unhides issues by issue, component, rule or guideline (author only)', body: HideIssuesBody, response: { 200: DataEnvelope(DecisionResult), ...errors } } },
    async (req) => {
      const { report, viewer } = await requireReportAuthor(ctx, req, req.body.reportId);
      requireCompleted(report);
      const b = req.body;
      const decision = checked({
        kind: 'hide' as const,
        hidden: b.hidden,
        scope: b.scope,
        reason: b.hidden ? (b.reason ?? null) : null,
        ...(b.issueId !== undefined && { fingerprint: b.issueId }),
        ...(b.componentId !== undefined && { componentId: b.componentId }),
        ...(b.ruleId !== undefined && { ruleId: b.ruleId }),
        ...(b.guidelineTag !== undefined && { guidelineTag: b.guidelineTag }),
        persist: b.persist ?? false,
      });
      if (decision.scope === 'issue') {
        const issue = await issueOf(ctx, report.id, decision.fingerprint ?? '');
        if (decision.hidden && issue.issue_status === 'non-issue') {
          throw new ApiError('conflict', 'An issue marked as not an issue cannot be hidden; undo its review first.');
        }
      }
      return answer(await makeDecision(ctx, report, decision, viewer.user.id));
    },
  );

  r.patch(
    '/api/issues/:id/needs-review',
    { schema: { tags: ['issues'], summary: 'Confirms, dismisses (not an issue) or undoes the review of a needs-review issue (author only)', params: IssueIdParams, body: NeedsReviewBody, response: { 200: DataEnvelope(DecisionResult), ...errors } } },
    async (req) => {
      const { report, viewer } = await requireReportAuthor(ctx, req, req.body.reportId);
      requireCompleted(report);
      const { confirmed, hidden } = req.body;
      if (hidden !== undefined && hidden !== (confirmed === false)) {
        throw new ApiError('bad_request', `hidden must be ${confirmed === false} when confirmed is ${String(confirmed)}: only "not an issue" hides.`, { path: 'body.hidden' });
      }
      const issue = await issueOf(ctx, report.id, req.params.id);
      if (Number(issue.needs_review) !== 1) {
        throw new ApiError('conflict', `Issue ${req.params.id} is not a needs-review issue; only those can be confirmed or marked as not an issue.`);
      }
      const decision = checked({ kind: 'review' as const, fingerprint: issue.fingerprint, confirmed, persist: req.body.persist ?? false });
      return answer(await makeDecision(ctx, report, decision, viewer.user.id));
    },
  );

  r.patch(
    '/api/issues/:id/preferred',
    { schema: { tags: ['issues'], summary: "Marks or unmarks the issue's behaviour as preferred for its component (author only)", params: IssueIdParams, body: PreferredBody, response: { 200: DataEnvelope(DecisionResult), ...errors } } },
    async (req) => {
      const { report, viewer } = await requireReportAuthor(ctx, req, req.body.reportId);
      requireCompleted(report);
      const issue = await issueOf(ctx, report.id, req.params.id);
      if (issue.issue_status !== 'visible') throw new ApiError('conflict', HIDDEN_ISSUE_MESSAGE);
      const decision = checked({
        kind: 'preferred' as const,
        ruleId: issue.rule_id,
        componentId: issue.component_id,
        behaviour: issue.behaviour ?? '',
        preferred: req.body.preferred,
        persist: req.body.persist ?? true,
      });
      return answer(await makeDecision(ctx, report, decision, viewer.user.id));
    },
  );
}

/**
 * Who may use the PDF scanner, checked on every call: a signed-in user whose group's plan has the
 * `pdf_scanner` feature (the profile's `pdf_scanner_enabled`, an enabled trial included), else 403.
 * Reports are scoped to the group: another group's report, or a report of another kind, answers
 * 404 as an unknown id would. Reads of one report also take its embed or public-link token (spec 002
 * "The public variant uses the public report route with the PDF scanner type"); the plan checked is
 * then the report's group's. Only the author changes a report (hide, review, delete).
 */
import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { effectiveTrialStatus } from '../accounts/profile';
import { trialPlanGrants } from '../accounts/plans';
import { requireUser, sessionTokenOf, type AuthUser } from '../auth/guards';
import { requireReportReader, type ReportViewer } from '../auth/reportAccess';
import { ApiError } from '../http/errors';
import { getReport } from '../reports/queries';
import type { ReportRowWithNames } from '../reports/rows';
import type { PdfReportsTable } from './tables';

/** The 403 of a group whose plan lacks the PDF scanner. */
export const PDF_SCANNER_DISABLED_MESSAGE =
  "The PDF scanner is not part of your organisation's plan (pdf_scanner_enabled is off). Ask your admin to turn on the PDF Scanner feature.";

/** The spec's refusal of a change by someone other than the author. */
export const AUTHOR_ONLY_MESSAGE = 'Only report authors can perform this action.';

/** A PDF report with the reader reading it. */
export interface PdfReportAccess {
  report: ReportRowWithNames;
  pdf: PdfReportsTable;
  viewer: ReportViewer;
}

/** Whether the group's plan (or its enabled trial) includes the PDF scanner, as the profile says. */
export async function pdfScannerEnabled(ctx: ServerContext, groupId: string): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('groups')
    .innerJoin('plan_features', 'plan_features.plan_id', 'groups.plan_id')
    .select(['plan_features.enabled', 'groups.trial_status', 'groups.trial_end_date'])
    .where('groups.id', '=', groupId)
    .where('plan_features.feature', '=', 'pdf_scanner')
    .executeTakeFirst();
  if (row?.enabled === 1) return true;
  const group = row ?? (await ctx.db.selectFrom('groups').select(['trial_status', 'trial_end_date']).where('id', '=', groupId).executeTakeFirst());
  if (!group) return false;
  return effectiveTrialStatus(group.trial_status, group.trial_end_date, ctx.clock.now()) === 'enabled' && (await trialPlanGrants(ctx.db, 'pdf_scanner'));
}

async function requireEnabled(ctx: ServerContext, groupId: string): Promise<void> {
  if (!(await pdfScannerEnabled(ctx, groupId))) throw new ApiError('forbidden', PDF_SCANNER_DISABLED_MESSAGE);
}

/** The signed-in user, when their plan has the PDF scanner: 401 without a session, 403 without the feature. */
export async function requirePdfUser(ctx: ServerContext, req: FastifyRequest): Promise<AuthUser> {
  const user = await requireUser(ctx, req);
  await requireEnabled(ctx, user.groupId);
  return user;
}

async function pdfRowOf(ctx: ServerContext, report: ReportRowWithNames): Promise<PdfReportsTable> {
  const pdf = report.type === 'pdfScanner' ? await ctx.db.selectFrom('pdf_reports').selectAll().where('report_id', '=', report.id).executeTakeFirst() : undefined;
  if (!pdf) throw new ApiError('not_found', `PDF report ${report.id} was not found.`);
  return pdf;
}

/**
 * A PDF report and its reader: a member of its group with the feature, or the holder of the
 * report's embed or public-link token (its group must still have the feature).
 */
export async function requirePdfReader(ctx: ServerContext, req: FastifyRequest, reportId: string): Promise<PdfReportAccess> {
  // A session is judged by its own group's plan before anything about the report is looked at.
  if (sessionTokenOf(req) !== undefined) await requirePdfUser(ctx, req);
  const { report, viewer } = await requireReportReader(ctx, req, reportId);
  if (viewer.kind !== 'member') await requireEnabled(ctx, report.group_id);
  return { report, pdf: await pdfRowOf(ctx, report), viewer };
}

/** A PDF report of the caller's group that the caller wrote: 404 for other groups and kinds, 403 for other members. */
export async function requirePdfAuthor(ctx: ServerContext, req: FastifyRequest, reportId: string): Promise<PdfReportAccess & { viewer: { user: AuthUser } }> {
  const user = await requirePdfUser(ctx, req);
  const report = await getReport(ctx, user.groupId, reportId);
  const pdf = await pdfRowOf(ctx, report);
  if (report.created_by !== user.id) throw new ApiError('forbidden', AUTHOR_ONLY_MESSAGE);
  return { report, pdf, viewer: { kind: 'member', user, isAuthor: true } };
}

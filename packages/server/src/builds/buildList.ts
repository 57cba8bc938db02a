/** A project's build list and deleting a build. */
import type { BuildListItem } from '@curbcut/core';
import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { requireReportAuthor } from '../auth/reportAccess';
import { ApiError } from '../http/errors';
import { deletePdfReport } from '../pdfScanner/lifecycle';
import { queueLaterOverviews } from '../overview/refresh';
import { currentDatasetRef } from '../reports/datasetCache';
import { listReports } from '../reports/queries';
import { readSummary } from '../reports/rows';

/** Builds (automated-test reports) of a project of the group, newest first; 404 for another group's project. */
export async function listProjectBuilds(ctx: ServerContext, groupId: string, projectId: string): Promise<BuildListItem[]> {
  const project = await ctx.db.selectFrom('projects').select('id').where('id', '=', projectId).where('group_id', '=', groupId).executeTakeFirst();
  if (!project) throw new ApiError('not_found', `Project ${projectId} was not found.`);
  const rows = await listReports(ctx, groupId, { projectId, type: 'automatedTest' });
  return rows.map((row) => {
    const summary = readSummary(row);
    return {
      id: row.id,
      projectId: row.project_id,
      buildName: row.build_name,
      buildNumber: Number(row.build_number),
      status: row.status,
      createdAt: row.created_at,
      completedAt: row.completed_at,
      createdBy: { id: row.created_by, name: row.creator_name },
      issueSummary: summary.issueSummary,
      healthSummary: summary.health,
    };
  });
}

/** The blob keys of a manual report's screenshots. */
async function manualScreenshotKeys(ctx: ServerContext, reportId: string): Promise<string[]> {
  const steps = await ctx.db.selectFrom('report_steps').select('screenshot_key').where('report_id', '=', reportId).execute();
  const issues = await ctx.db.selectFrom('issue_attachments').select('screenshot_key').where('report_id', '=', reportId).execute();
  return [...steps, ...issues].flatMap((r) => (r.screenshot_key ? [r.screenshot_key] : []));
}

const CHILD_TABLES = [
  // A manual report's steps, checks and screenshots (docs/decisions/0041).
  'report_steps',
  'report_checks',
  'issue_attachments',
  'issue_sources',
  'issues',
  'test_cases',
  'report_pages',
  'report_rules',
  'report_rule_outcomes',
  'ingest_batches',
  'issue_decisions',
  'live_subscriptions',
  // A website scan run's own rows: it leaves its scan's history too.
  'scan_logs',
  'page_snapshots',
  'scan_runs',
  // Its stored overview and the counts it is made of.
  'report_overviews',
  'report_facts',
  'report_rule_counts',
  'report_component_counts',
  'report_page_counts',
] as const;

/**
 * Deletes a completed build or scan run with its rows, stored dataset and page snapshots (author
 * only; 409 while in progress). Decisions it persisted go with it: later builds no longer inherit
 * them. Snapshot resources stay: they are content-addressed and shared with other runs.
 */
export async function deleteBuild(ctx: ServerContext, req: FastifyRequest, reportId: string): Promise<{ id: string; deleted: true }> {
  const { report } = await requireReportAuthor(ctx, req, reportId);
  // A PDF report keeps its file and issues in tables of its own: its own delete removes them.
  if (report.type === 'pdfScanner') {
    const pdf = await ctx.db.selectFrom('pdf_reports').selectAll().where('report_id', '=', reportId).executeTakeFirstOrThrow();
    await deletePdfReport(ctx, pdf);
    return { id: reportId, deleted: true };
  }
  if (report.status !== 'completed' && report.status !== 'failed') throw new ApiError('conflict', 'Available once scan is complete');
  const ref = await currentDatasetRef(ctx, reportId);
  const snapshotPages = await ctx.db.selectFrom('page_snapshots').select('html_key').where('report_id', '=', reportId).execute();
  const screenshots = await manualScreenshotKeys(ctx, reportId);
  await ctx.db.transaction().execute(async (tx) => {
    for (const table of CHILD_TABLES) await tx.deleteFrom(table).where('report_id', '=', reportId).execute();
    await tx.deleteFrom('report_pairs').where((eb) => eb.or([eb('report_id', '=', reportId), eb('other_id', '=', reportId)])).execute();
    await tx.deleteFrom('reports').where('id', '=', reportId).execute();
  });
  // The later builds of its series showed it in their trends: theirs are assembled again without it.
  await queueLaterOverviews(ctx, report);
  await ctx.blobs.delete(ref.key);
  await ctx.blobs.delete(`datasets/${reportId}/generation`);
  for (const page of snapshotPages) await ctx.blobs.delete(page.html_key);
  for (const key of screenshots) await ctx.blobs.delete(key);
  return { id: reportId, deleted: true };
}

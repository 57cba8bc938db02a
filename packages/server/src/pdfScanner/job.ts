/**
 * The `pdf.check` job: checks one PDF report's file with @curbcut/pdf in the context's worker pool
 * and stores the result (results.ts). The report moves queued -> processing -> completed or failed,
 * each change published live.
 *
 * A job can run again (a failed attempt, a restart, on PostgreSQL a worker that died): an attempt
 * first claims the report (`processing`, counting attempts), and the result replaces the report's
 * rules and issues in one transaction that only commits while the report is still processing, so a
 * retried or duplicated job never writes twice and a deleted report stays deleted. After
 * PDF_CHECK_MAX_ATTEMPTS claims the report is failed instead of checked again.
 */
import type { ServerContext } from '../context';
import { checkerClosing, closeCheckerPool, checkerPool } from './checker';
import { PDF_CHECK_JOB, type PdfCheckJobPayload } from './create';
import { publishPdfReport } from './live';
import { profilesOf } from './reports';
import { failReport, writeCheckResult } from './results';
import { nowIso } from './uploadUrls';
import { readBlob } from './validate';

/** Attempts after which a report is failed rather than checked again (a file that keeps killing its worker). */
export const PDF_CHECK_MAX_ATTEMPTS = 3;

/** The reason stored when every attempt was lost. */
export const CHECK_LOST_MESSAGE = 'The check stopped before it could finish, on every attempt. Try again with another copy of the file.';

/**
 * Processes PDF check jobs in this process (unless `scanWorker` is false: a server that leaves scans
 * to `curbcut worker` processes leaves them PDF checks too), and ties the checker pool, which
 * validate_pdf also uses, to the queue's stop: running checks finish (or time out) first, then the
 * workers are terminated.
 */
export async function registerPdfScannerJobs(ctx: ServerContext): Promise<void> {
  if (ctx.options.scanWorker !== false) await ctx.jobs.work<PdfCheckJobPayload>(PDF_CHECK_JOB, (job) => runCheck(ctx, job.payload.reportId));
  const queue = ctx.jobs;
  const stopQueue = queue.stop.bind(queue);
  queue.stop = async () => {
    try {
      await stopQueue();
    } finally {
      await closeCheckerPool(ctx);
    }
  };
}

/** Checks (or winds up) the report `reportId`; see the module comment. */
export async function runCheck(ctx: ServerContext, reportId: string): Promise<void> {
  const pdf = await ctx.db.selectFrom('pdf_reports').selectAll().where('report_id', '=', reportId).executeTakeFirst();
  if (!pdf || pdf.status === 'completed' || pdf.status === 'failed') return;
  const now = nowIso(ctx);
  const claimed = await ctx.db
    .updateTable('pdf_reports')
    .set((eb) => ({ status: 'processing', attempts: eb('attempts', '+', 1), started_at: pdf.started_at ?? now }))
    .where('report_id', '=', reportId)
    .where('status', 'in', ['queued', 'processing'])
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) return;
  await ctx.db.updateTable('reports').set({ status: 'processing', updated_at: now }).where('id', '=', reportId).where('status', '=', 'running').execute();
  if (Number(pdf.attempts) + 1 > PDF_CHECK_MAX_ATTEMPTS) {
    if (await failReport(ctx, reportId, CHECK_LOST_MESSAGE)) await publishPdfReport(ctx, reportId);
    return;
  }
  if (pdf.status === 'queued') await publishPdfReport(ctx, reportId);

  const bytes = await readBlob(ctx, pdf.blob_key);
  if (!bytes) {
    if (await failReport(ctx, reportId, 'The PDF file is missing from the blob store.')) await publishPdfReport(ctx, reportId);
    return;
  }
  const profiles = profilesOf(pdf);
  const result = await checkerPool(ctx).check(bytes, { profiles });
  // Thrown, not stored: the pool was closed under the check, which says nothing about the file.
  if (checkerClosing(ctx)) throw new Error('The server stopped during the check; it runs again on the next attempt.');
  if (await writeCheckResult(ctx, reportId, profiles, Number(pdf.needs_review) === 1, result)) await publishPdfReport(ctx, reportId);
}

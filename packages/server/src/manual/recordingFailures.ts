/**
 * What went wrong in a recording, sent with its finalisation (docs/decisions/0041): pages the
 * recorder could not check, its page limit, its time limit. They become the report meta's failure
 * flags (spec 002 section 3), which the manual report shows as banners and in its errors popover,
 * and the failed pages are kept as a website scan keeps its failed pages (`scan_logs` rows of status
 * `failure`), so the one failed-pages call and slide-over serve both.
 */
import type { FinalizeManualReportBody } from '@curbcut/core';
import { isHttpUrl } from '@curbcut/scanner';
import type { ServerContext } from '../context';
import { ApiError } from '../http/errors';
import { readMeta, type StoredMeta } from '../reports/rows';
import { isoNow } from '../time/clock';

/** Refuses what the schema cannot: a page that is not http(s), a page named twice. */
function checkFailedPages(body: FinalizeManualReportBody): void {
  const seen = new Map<string, number>();
  (body.failedPages ?? []).forEach((page, i) => {
    const path = `$.failedPages[${i}].url`;
    if (!isHttpUrl(page.url)) throw new ApiError('bad_request', 'A failed page has an http or https address.', { path });
    const first = seen.get(page.url);
    if (first !== undefined) throw new ApiError('bad_request', `${page.url} is named twice (failedPages[${first}] and failedPages[${i}]).`, { path });
    seen.set(page.url, i);
  });
}

/** Pages the recording reached: its steps' or checks' pages. */
async function pagesReached(ctx: ServerContext, reportId: string): Promise<Set<string>> {
  const [steps, checks] = await Promise.all([
    ctx.db.selectFrom('report_steps').select('url').where('report_id', '=', reportId).execute(),
    ctx.db.selectFrom('report_checks').select('page_url').where('report_id', '=', reportId).execute(),
  ]);
  const urls = new Set<string>();
  for (const s of steps) urls.add(s.url);
  for (const c of checks) if (c.page_url !== null) urls.add(c.page_url);
  return urls;
}

/**
 * Records `body`'s failures on a report still running, before it is finalised; a report already
 * finalised keeps what it has (a repeated finalisation changes nothing). Checked whole before
 * anything is written, and written in one transaction.
 */
export async function recordRecordingFailures(ctx: ServerContext, reportId: string, body: FinalizeManualReportBody | undefined): Promise<void> {
  if (!body) return;
  checkFailedPages(body);
  const failed = body.failedPages ?? [];
  if (failed.length === 0 && body.loadLimitReached !== true && body.timedOut !== true && body.pagesAttempted === undefined) return;
  const reached = await pagesReached(ctx, reportId);
  await ctx.db.transaction().execute(async (tx) => {
    const now = isoNow(ctx.clock);
    // Taking the row's lock first: a concurrent finalisation then sees the report no longer running.
    const locked = await tx.updateTable('reports').set({ updated_at: now }).where('id', '=', reportId).where('status', '=', 'running').executeTakeFirst();
    if (Number(locked.numUpdatedRows) === 0) return;
    const row = await tx.selectFrom('reports').select('meta').where('id', '=', reportId).executeTakeFirstOrThrow();
    const stored = readMeta(row);
    for (const page of failed) reached.add(page.url);
    const meta: StoredMeta = {
      ...stored,
      hasFailedAdvancedScan: failed.length > 0,
      loadLimitReachedFailure: body.loadLimitReached === true,
      buildTimedOutFailure: body.timedOut === true,
      manual: { ...stored.manual, pagesAttempted: Math.max(body.pagesAttempted ?? 0, reached.size) },
    };
    await tx.updateTable('reports').set({ meta: JSON.stringify(meta) }).where('id', '=', reportId).execute();
    if (failed.length === 0) return;
    const rows = failed.map((page, i) => ({
      report_id: reportId,
      page_url: page.url,
      seq: i + 1,
      time: now,
      status: 'failure' as const,
      description: `Failed: ${page.reason}`,
      final_url: null,
      reason: page.reason,
      http_status: null,
      score: null,
      issue_count: 0,
      depth: 0,
      duration_ms: 0,
    }));
    // In slices: PostgreSQL takes at most 65,535 parameters a statement, 13 a row here.
    for (let i = 0; i < rows.length; i += 1000) await tx.insertInto('scan_logs').values(rows.slice(i, i + 1000)).execute();
  });
}

/**
 * Writing one scanned page into its run: the axe results as one idempotent ingest batch, the
 * snapshot, then the scan log row, whose presence marks the page done. The order makes a retried
 * job safe: a page whose log row exists is skipped by the scanner; a page that got its batch but
 * not its row (the worker died in between) is scanned again, its batch is answered as a duplicate
 * and nothing is counted twice.
 */
import { createHash } from 'node:crypto';
import { release, type as osType } from 'node:os';
import type { IngestBatchBody, ScanLogRow } from '@curbcut/core';
import type { PageResult } from '@curbcut/scanner';
import type { ServerContext } from '../context';
import { appendBatch } from '../ingest/service';
import { storePageSnapshot } from './runSnapshots';
import { toScanLogRow } from './scanLogs';
import type { ScanLogsTable, ScanRunsTable } from './tables';

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** The batch id (and test case key) of a page: the same page of a run is one batch, whichever attempt sends it. */
export function pageBatchId(pageUrl: string): string {
  return `page:${sha256(pageUrl)}`;
}

/** The URL the page's issues are filed under: the one axe reports (where a redirect ended). */
export function issuePageUrl(page: PageResult): string {
  const url = (page.axe as { url?: unknown } | null)?.url;
  return typeof url === 'string' && url !== '' ? url : page.finalUrl;
}

const OS_NAMES: Readonly<Record<string, string>> = { Linux: 'Linux', Darwin: 'macOS', Windows_NT: 'Windows' };

/**
 * Browser and operating system the page was checked in. Uploaded builds carry them on their test
 * cases, and issues take them from there (core's issueEnvironment); a scanned page is recorded the
 * same way, one test case per page. The browser runs on this machine, so the OS is this one's.
 */
function environmentOf(page: PageResult): { browser: { name: string; version?: string }; os: { name: string; version: string } } {
  const agent = (page.axe as { testEnvironment?: { userAgent?: unknown } } | null)?.testEnvironment?.userAgent;
  const version = typeof agent === 'string' ? /(?:HeadlessChrome|Chromium|Chrome)\/([\d.]+)/.exec(agent)?.[1] : undefined;
  return {
    browser: version === undefined ? { name: 'Chromium' } : { name: 'Chromium', version },
    os: { name: OS_NAMES[osType()] ?? osType(), version: release() },
  };
}

function batchOf(page: PageResult): IngestBatchBody {
  const id = pageBatchId(page.url);
  return {
    batchId: id,
    testCases: [
      {
        key: id,
        name: page.url.slice(0, 2000),
        status: Object.keys(page.violations).length > 0 ? 'failed' : 'passed',
        ...environmentOf(page),
        results: page.axe,
      },
    ],
  };
}

function describe(page: PageResult, issueCount: number): string {
  if (page.status === 'failure') return `Failed: ${page.reason ?? 'Unknown reason'}`;
  if (page.status === 'redirect') return `Redirected to ${page.finalUrl}`;
  return `Scanned: ${issueCount} issue${issueCount === 1 ? '' : 's'} found`;
}

/**
 * Records a page of the run; null when an earlier attempt already recorded it (nothing changes).
 * Pages are recorded one at a time per run (the scanner awaits each), so `seq` counts up.
 */
export async function recordPage(ctx: ServerContext, reportId: string, page: PageResult): Promise<ScanLogsTable | null> {
  const done = await ctx.db.selectFrom('scan_logs').select('seq').where('report_id', '=', reportId).where('page_url', '=', page.url).executeTakeFirst();
  if (done) return null;

  let issueCount = 0;
  let finalUrl: string | null = page.status === 'failure' ? null : page.finalUrl;
  if (page.status !== 'failure' && page.axe !== null) {
    finalUrl = issuePageUrl(page);
    issueCount = (await appendBatch(ctx, reportId, batchOf(page))).issueCount;
    if (page.snapshot) await storePageSnapshot(ctx, reportId, finalUrl, page.snapshot);
  }

  const row = await ctx.db.transaction().execute(async (tx) => {
    const last = await tx
      .selectFrom('scan_logs')
      .select((eb) => eb.fn.max('seq').as('seq'))
      .where('report_id', '=', reportId)
      .executeTakeFirst();
    const values: ScanLogsTable = {
      report_id: reportId,
      page_url: page.url,
      seq: Number(last?.seq ?? 0) + 1,
      time: new Date(page.startedAt.getTime() + page.durationMs).toISOString(),
      status: page.status,
      description: describe(page, issueCount),
      final_url: finalUrl,
      reason: page.status === 'failure' ? (page.reason ?? 'Unknown reason') : null,
      http_status: page.httpStatus,
      score: page.score === null ? null : Math.round(page.score),
      issue_count: issueCount,
      depth: page.depth,
      duration_ms: Math.max(0, Math.round(page.durationMs)),
    };
    const inserted = await tx
      .insertInto('scan_logs')
      .values(values)
      .onConflict((oc) => oc.columns(['report_id', 'page_url']).doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0 ? values : null;
  });
  return row;
}

/**
 * Brings the run's counters up to date from its log rows (a count, not an increment, so two
 * attempts writing at once still agree) and returns the run as it now stands.
 */
export async function refreshRunCounts(ctx: ServerContext, reportId: string, pagesKnown: number): Promise<ScanRunsTable | undefined> {
  const counted = await ctx.db
    .selectFrom('scan_logs')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('report_id', '=', reportId)
    .executeTakeFirst();
  const pagesDone = Number(counted?.n ?? 0);
  const run = await ctx.db.selectFrom('scan_runs').selectAll().where('report_id', '=', reportId).executeTakeFirst();
  if (!run) return undefined;
  const pagesTotal = Math.max(Number(run.pages_total), pagesKnown, pagesDone);
  await ctx.db.updateTable('scan_runs').set({ pages_done: pagesDone, pages_total: pagesTotal }).where('report_id', '=', reportId).execute();
  return { ...run, pages_done: pagesDone, pages_total: pagesTotal };
}

/** The API row of a recorded page, for the progress event. */
export function progressRow(row: ScanLogsTable | null): ScanLogRow | null {
  return row ? toScanLogRow(row) : null;
}

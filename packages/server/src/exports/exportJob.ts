/**
 * The export job: opens the report's stored dataset (built first if need be), selects the rows,
 * and streams the CSV from core's writer into the blob store, saving progress (rows written of the
 * total) as it goes. Strings are read from the stored file a batch of rows at a time, so memory
 * stays at the numeric columns plus one batch however large the report. Idempotent: a finished
 * export is left alone, a retried one is written again from the start.
 */
import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { datasetCsvSource, decodeDataset, issueLinksFrom, writeCsv } from '@curbcut/core';
import type { CsvRowSource, DatasetFile } from '@curbcut/core';
import type { ServerContext } from '../context';
import { pdfCsvSource } from '../pdfScanner/exportSource';
import type { ReportsTable } from '../reports/tables';
import { fileStringReader, storedCorePrefix, withStoredDataset } from '../reports/datasetCache';
import { isoNow } from '../time/clock';
import type { ExportSelection } from './selection';
import { selectExportRows } from './selection';

/** Name of the job that writes an export. */
export const EXPORT_JOB = 'exports.write';
/** Name of the job that deletes an export's file once its link has expired. */
export const EXPORT_EXPIRE_JOB = 'exports.expire';

/** Payload of both export jobs. */
export interface ExportJobPayload {
  exportId: string;
}

/** Rows per block of the CSV writer, read from the stored file as one section per column. */
const FILE_SECTION_ROWS = 65_536;

/** Progress is saved at most this often (a million-row export would otherwise write thousands of times). */
const PROGRESS_SAVE_MS = 250;

/** Blob key of an export's file. */
export function exportBlobKey(reportId: string, exportId: string): string {
  return `exports/${reportId}/${exportId}.csv`;
}

/** Writes one export (the handler of EXPORT_JOB). */
export async function runExport(ctx: ServerContext, exportId: string): Promise<void> {
  const row = await ctx.db.selectFrom('report_exports').selectAll().where('id', '=', exportId).executeTakeFirst();
  if (!row || row.status === 'done') return;
  const update = (values: Partial<{ status: 'running' | 'done' | 'failed'; rows_done: number; rows_total: number; blob_key: string; error: string | null; completed_at: string }>) =>
    ctx.db.updateTable('report_exports').set(values).where('id', '=', exportId).execute();
  await update({ status: 'running', rows_done: 0, error: null });
  const selection = JSON.parse(row.selection) as ExportSelection;
  const key = exportBlobKey(row.report_id, row.id);
  try {
    const report = await ctx.db.selectFrom('reports').select(['id', 'type']).where('id', '=', row.report_id).executeTakeFirstOrThrow();
    const written = await withReportCsvSource(ctx, report, selection, async (source) => {
      await update({ rows_total: source.total });
      return writeToBlob(ctx, key, source, (done) => update({ rows_done: done }));
    });
    await update({ status: 'done', rows_done: written, blob_key: key, completed_at: isoNow(ctx.clock) });
  } catch (err) {
    await update({ status: 'failed', error: 'The export could not be written. Try again later.' });
    throw err;
  }
}

/**
 * The CSV rows of a selection of a finished report: a PDF report's issues (which have no dataset;
 * it takes no filters or test case) or the rows of any other report's stored dataset.
 */
export async function withReportCsvSource<T>(
  ctx: ServerContext,
  report: Pick<ReportsTable, 'id' | 'type'>,
  selection: ExportSelection,
  use: (source: CsvRowSource) => Promise<T>,
): Promise<T> {
  if (report.type !== 'pdfScanner') return withExportSource(ctx, report.id, selection, use);
  const base = selection.issueLinkBase;
  return use(await pdfCsvSource(ctx, report.id, base !== undefined ? issueLinksFrom(base) : undefined));
}

/**
 * The CSV rows of a selection of a finished report's stored dataset (built first if need be): the
 * numeric columns decoded, the strings read from the stored file a batch of rows at a time.
 */
export async function withExportSource<T>(
  ctx: ServerContext,
  reportId: string,
  selection: ExportSelection,
  use: (source: CsvRowSource) => Promise<T>,
): Promise<T> {
  return withStoredDataset(ctx, reportId, async (ref, open) => use(await fileCsvSource(ctx, ref.key, await open(), selection)));
}

/**
 * The CSV rows of a selection of a stored dataset file `key` (a report's, or a consolidation's):
 * the numeric columns decoded, the strings read from the file a batch of rows at a time.
 */
export async function fileCsvSource(ctx: ServerContext, key: string, file: DatasetFile, selection: ExportSelection): Promise<CsvRowSource> {
  const dataset = decodeDataset(await storedCorePrefix(ctx.blobs, key, file));
  // Sections are read straight from the file, as wide as a block: splitting them into the
  // HTTP slice size and joining them again copied every string once more (a third of the time).
  const reader = fileStringReader(file, FILE_SECTION_ROWS);
  const base = selection.issueLinkBase;
  return datasetCsvSource(dataset, selectExportRows(dataset, selection), {
    reader,
    batchRows: FILE_SECTION_ROWS,
    maxSectionRows: FILE_SECTION_ROWS,
    ...(base !== undefined ? { issueLink: issueLinksFrom(base) } : {}),
  });
}

async function writeToBlob(
  ctx: ServerContext,
  key: string,
  source: CsvRowSource,
  saveProgress: (rowsDone: number) => Promise<unknown>,
): Promise<number> {
  const body = new PassThrough();
  const stored = ctx.blobs.put(key, body);
  // If the store fails, stop writing at once instead of waiting for a drain that never comes.
  const failed = stored.then(
    () => new Promise<never>(() => undefined),
    (err: unknown) => Promise.reject(err),
  );
  let savedAt = performance.now();
  let pending: Promise<unknown> = Promise.resolve();
  try {
    const result = await Promise.race([
      writeCsv({
        source,
        onProgress: (done) => {
          if (performance.now() - savedAt < PROGRESS_SAVE_MS) return;
          savedAt = performance.now();
          pending = pending.then(() => saveProgress(done));
        },
        onChunk: async (chunk) => {
          if (!body.write(chunk)) await once(body, 'drain');
        },
      }),
      failed,
    ]);
    body.end();
    await stored;
    await pending;
    return result.rows;
  } catch (err) {
    // Ends the store's write with the error, so it removes its temporary file.
    body.destroy(err instanceof Error ? err : new Error(String(err)));
    await stored.catch(() => undefined);
    await pending.catch(() => undefined);
    throw err;
  }
}

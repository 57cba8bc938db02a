/**
 * Saves the CSV of the current view. A signed-in reader's server report is the server's file
 * (`/dataset/csv?download=true`) handed to the browser's own downloads: no row passes through the
 * page or the worker, and the browser shows its progress and where it saved. Otherwise (an offline
 * report, a report read with an embed or public token, whose token stays out of the downloads
 * list) the worker makes the file: streamed to disk through the File System Access API where the
 * browser has it, else built into a Blob and downloaded through an object URL.
 */
import { csvFileName, type ReportMeta } from '@curbcut/core';
import type { ApiClient } from '@curbcut/client';
import { datasetCsvQuery } from '../data/csvQuery';
import { reportUrl } from '../data/serverApi';
import type { IssueView } from '../data/types';
import type { ReportWorkerApi } from '../worker/engineHost';

interface WritableFile {
  write(data: Uint8Array): Promise<void>;
  close(): Promise<void>;
  abort(): Promise<void>;
}

interface SaveFilePicker {
  showSaveFilePicker(options: {
    suggestedName: string;
    types: { description: string; accept: Record<string, string[]> }[];
  }): Promise<{ createWritable(): Promise<WritableFile> }>;
}

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

function hasFilePicker(w: unknown): w is SaveFilePicker {
  return typeof w === 'object' && w !== null && typeof (w as Partial<SaveFilePicker>).showSaveFilePicker === 'function';
}

/** Progress of an export: rows written and rows in total. */
export type ExportProgress = (written: number, total: number) => void;

/** Options of {@link exportViewCsv}. */
export interface ExportCsvOptions {
  reportName: string;
  /** Fills the Issue link cells (the issue id is appended), on every export path. */
  issueLinkBase?: string;
  onProgress: ExportProgress;
  /** The server whose file the browser downloads; absent for offline reports and token readers. */
  server?: { client: ApiClient; meta: Pick<ReportMeta, 'id'> };
  /** Resolves once the worker holds the dataset, for the paths where the worker writes the file. */
  datasetLoaded: () => Promise<void>;
}

/** Hands `href` to the browser as a download named `fileName` (the name counts on this origin only). */
function download(href: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}

/** Exports the view. Resolves false when the user cancelled the file picker. */
export async function exportViewCsv(engine: ReportWorkerApi, view: IssueView, options: ExportCsvOptions): Promise<boolean> {
  if (options.server) {
    const { client, meta } = options.server;
    // The server names the file (Content-Disposition); the attribute is for a browser that would not.
    download(`${reportUrl(client, meta.id, '/dataset/csv')}${datasetCsvQuery(view.filters, options.issueLinkBase, true)}`, csvFileName({ reportName: options.reportName }));
    return true;
  }
  await options.datasetLoaded();
  const csvOptions = {
    reportName: options.reportName,
    ...(options.issueLinkBase !== undefined ? { issueLinkBase: options.issueLinkBase } : {}),
  };
  const picker = typeof window === 'undefined' ? null : window;
  if (hasFilePicker(picker)) {
    const info = await engine.csvStart(view, csvOptions);
    let file: WritableFile | null = null;
    try {
      const handle = await picker.showSaveFilePicker({
        suggestedName: info.fileName,
        types: [{ description: 'CSV file', accept: { 'text/csv': ['.csv'] } }],
      });
      file = await handle.createWritable();
    } catch (error) {
      await engine.csvCancel();
      // The user closed the picker. Any other refusal (a cross-origin iframe's SecurityError, a
      // policy) falls back to a download below rather than silently exporting nothing.
      if (isAbort(error)) return false;
    }
    if (file) {
      await streamToFile(engine, file, options);
      return true;
    }
  }
  const info = await engine.csvStart(view, csvOptions);
  const parts: BlobPart[] = [];
  for (let chunk = await engine.csvNext(); chunk; chunk = await engine.csvNext()) {
    parts.push(chunk.bytes as Uint8Array<ArrayBuffer>);
    options.onProgress(chunk.written, chunk.total);
  }
  const url = URL.createObjectURL(new Blob(parts, { type: 'text/csv;charset=utf-8' }));
  download(url, info.fileName);
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return true;
}

async function streamToFile(engine: ReportWorkerApi, file: WritableFile, options: ExportCsvOptions): Promise<void> {
  try {
    for (let chunk = await engine.csvNext(); chunk; chunk = await engine.csvNext()) {
      await file.write(chunk.bytes);
      options.onProgress(chunk.written, chunk.total);
    }
    await file.close();
  } catch (error) {
    await file.abort();
    throw error;
  }
}

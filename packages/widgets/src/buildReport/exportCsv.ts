/**
 * Streams the CSV of the current view from the engine to a file through the File System Access
 * API when the browser has it (nothing is held in memory). Without it, a signed-in server report
 * goes through the server's export link (serverExport.ts); anything else is built into a Blob from
 * the chunks and downloaded through an object URL.
 */
import type { ApiClient } from '@curbcut/client';
import type { ReportMeta } from '@curbcut/core';
import type { IssueView } from '../data/types';
import type { ReportWorkerApi } from '../worker/engineHost';
import { downloadServerExport, serverExportBody } from './serverExport';

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
  /** The server to export through when there is no picker; absent where its export calls cannot be made. */
  server?: { client: ApiClient; meta: Pick<ReportMeta, 'id' | 'type'> };
}

/** Exports the view. Resolves false when the user cancelled the file picker. */
export async function exportViewCsv(engine: ReportWorkerApi, view: IssueView, options: ExportCsvOptions): Promise<boolean> {
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
  if (options.server) {
    await downloadServerExport(options.server.client, serverExportBody(options.server.meta, view, options.issueLinkBase), options);
    return true;
  }
  // Offline reports have no server, and embed and public tokens may not export on it: only here
  // is the whole file built in the page.
  const info = await engine.csvStart(view, csvOptions);
  const parts: BlobPart[] = [];
  for (let chunk = await engine.csvNext(); chunk; chunk = await engine.csvNext()) {
    parts.push(chunk.bytes as Uint8Array<ArrayBuffer>);
    options.onProgress(chunk.written, chunk.total);
  }
  const url = URL.createObjectURL(new Blob(parts, { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = info.fileName;
  document.body.append(link);
  link.click();
  link.remove();
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

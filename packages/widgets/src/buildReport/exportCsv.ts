/**
 * Streams the CSV of the current view from the engine to a file: through the File System Access
 * API when the browser has it (nothing is held in memory), otherwise into a Blob built from the
 * chunks and downloaded through an object URL.
 */
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

/**
 * Exports the view. `onStarted` fires once the user chose where to save (the toast moment);
 * `issueLinkBase` fills the Issue link cells (the issue id is appended).
 * Resolves false when the user cancelled the file picker.
 */
export async function exportViewCsv(
  engine: ReportWorkerApi,
  view: IssueView,
  options: { reportName: string; issueLinkBase?: string; onStarted: () => void; onProgress: ExportProgress },
): Promise<boolean> {
  const info = await engine.csvStart(view, {
    reportName: options.reportName,
    ...(options.issueLinkBase !== undefined ? { issueLinkBase: options.issueLinkBase } : {}),
  });
  const picker = typeof window === 'undefined' ? null : window;
  let file: WritableFile | null = null;
  if (hasFilePicker(picker)) {
    try {
      const handle = await picker.showSaveFilePicker({
        suggestedName: info.fileName,
        types: [{ description: 'CSV file', accept: { 'text/csv': ['.csv'] } }],
      });
      file = await handle.createWritable();
    } catch (error) {
      // The user closed the picker. Any other refusal (a cross-origin iframe's SecurityError, a
      // policy) falls back to the download below rather than silently exporting nothing.
      if (isAbort(error)) {
        await engine.csvCancel();
        return false;
      }
    }
  }
  if (file) {
    options.onStarted();
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
    return true;
  }
  options.onStarted();
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

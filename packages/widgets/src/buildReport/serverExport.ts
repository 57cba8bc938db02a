/**
 * The CSV export through the server's export link (spec 002 section 7: POST /export_reports, then
 * GET /export_reports/{id} until done), for browsers without the save-file picker: the server job
 * runs the same core CSV writer into the blob store, and the browser streams the finished file to
 * disk from its link, so no row of it passes through the page.
 */
import { startExport, waitForExport } from '@curbcut/client';
import type { ApiClient } from '@curbcut/client';
import type { ExportReportBody, ReportMeta } from '@curbcut/core';
import type { IssueView } from '../data/types';

/** Time between polls of a running export, as on the export link page. */
const EXPORT_POLL_MS = 1000;

/**
 * The export request for `view`: its filters as they are, which the server selects with the same
 * core function as the worker (csvExportFilters), and the Issue link base when the widget owns
 * the page's URL. The review tab and the hidden view do not narrow an export.
 */
export function serverExportBody(meta: Pick<ReportMeta, 'id' | 'type'>, view: IssueView, issueLinkBase?: string): ExportReportBody {
  const filters = view.filters as Record<string, unknown>;
  return {
    id: meta.id,
    th_build_id: meta.id,
    type: meta.type,
    ...(Object.keys(filters).length > 0 ? { filters } : {}),
    ...(issueLinkBase !== undefined ? { issue_link_base: issueLinkBase } : {}),
  };
}

/**
 * Starts the export, reports its progress while the job runs, then hands its link to the browser
 * as a download.
 */
export async function downloadServerExport(
  client: ApiClient,
  body: ExportReportBody,
  options: { onProgress: (written: number, total: number) => void },
): Promise<void> {
  const started = await startExport(body, client);
  const job = await waitForExport(started.id, client, {
    intervalMs: EXPORT_POLL_MS,
    onProgress: ({ progress }) => options.onProgress(progress.rowsDone, progress.rowsTotal),
  });
  if (!job.url) throw new Error(`Export ${job.id} finished without a download link.`);
  const link = document.createElement('a');
  // The link is a path on the API's origin, which may not be the page's.
  link.href = new URL(job.url, new URL(client.baseUrl, window.location.href)).href;
  link.download = job.fileName;
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * Typed functions for the sharing and export calls (spec 002 section 7 "Sharing and export"):
 * the public link of a report, embed tokens for widgets, the organisation's sharing switch, and
 * CSV exports with their progress. Like routes.ts, each takes an optional client last.
 */
import { encodePathSegment } from '@curbcut/core';
import type {
  EmbedToken,
  ExportJob,
  ExportReportBody,
  GroupSharingSettings,
  PublicLinkState,
  ReportType,
} from '@curbcut/core';
import type { ApiClient } from './apiClient';
import { getDefaultApiClient } from './defaultClient';
import type { CallOptions } from './routes';

/** Turns the report's public link on (author only); 403 with the organisation text when sharing is off. */
export function enablePublicLink(reportId: string, type: ReportType, client: ApiClient = getDefaultApiClient()): Promise<PublicLinkState> {
  return client.request<PublicLinkState>('/public_reports', { method: 'POST', body: { id: reportId, type } });
}

/** Turns the report's public link off for good (author only); enabling again gives a new link. */
export function disablePublicLink(reportId: string, type: ReportType, client: ApiClient = getDefaultApiClient()): Promise<PublicLinkState> {
  return client.request<PublicLinkState>(`/public_reports/${encodePathSegment(reportId)}`, { method: 'DELETE', query: { type } });
}

/**
 * An embed token reading one report of the user's group (default 15 minutes, at most 3600 s):
 * what a host page hands its widget, which sends it as `Authorization: Bearer`.
 */
export function createEmbedToken(
  reportId: string,
  ttlSeconds?: number,
  client: ApiClient = getDefaultApiClient(),
): Promise<EmbedToken> {
  return client.request<EmbedToken>('/v1/auth/session_token', {
    method: 'POST',
    body: ttlSeconds === undefined ? { reportId } : { reportId, ttlSeconds },
    invalidates: false,
  });
}

/** Whether the user's organisation allows public links. */
export function getGroupSharing(client: ApiClient = getDefaultApiClient(), options: CallOptions = {}): Promise<GroupSharingSettings> {
  return client.request<GroupSharingSettings>('/v1/group/sharing', options);
}

/** Turns public links on or off for the whole organisation (admins only; 403 otherwise). */
export function setGroupSharing(publicLinksEnabled: boolean, client: ApiClient = getDefaultApiClient()): Promise<GroupSharingSettings> {
  return client.request<GroupSharingSettings>('/v1/group/sharing', { method: 'PUT', body: { publicLinksEnabled } });
}

/** Starts a CSV export of a completed report (or one test case of it); poll it with {@link getExport}. */
export function startExport(body: ExportReportBody, client: ApiClient = getDefaultApiClient()): Promise<ExportJob> {
  return client.request<ExportJob>('/export_reports', { method: 'POST', body, invalidates: false });
}

/** An export and its progress, by export id, or a report's newest export by report id. Never cached. */
export function getExport(id: string, client: ApiClient = getDefaultApiClient(), options: CallOptions = {}): Promise<ExportJob> {
  return client.request<ExportJob>(`/export_reports/${encodePathSegment(id)}`, { ...options, cache: false });
}

/** Options of {@link waitForExport}. */
export interface WaitForExportOptions extends CallOptions {
  /** Time between polls. Default 1000 ms. */
  intervalMs?: number;
  /** Told about every poll, for a progress bar. */
  onProgress?: (job: ExportJob) => void;
}

/**
 * Polls an export until it is done (resolves with it) or failed (rejects with its error). The
 * download is `job.url`; once the link has expired it answers 410, the link-expired page.
 */
export async function waitForExport(id: string, client: ApiClient = getDefaultApiClient(), options: WaitForExportOptions = {}): Promise<ExportJob> {
  const intervalMs = options.intervalMs ?? 1000;
  for (;;) {
    const job = await getExport(id, client, options.signal ? { signal: options.signal } : {});
    options.onProgress?.(job);
    if (job.status === 'done') return job;
    if (job.status === 'failed') throw new Error(job.error ?? `Export ${id} failed.`);
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, intervalMs);
      options.signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(options.signal?.reason ?? new Error('Waiting for the export was cancelled.'));
      }, { once: true });
    });
  }
}

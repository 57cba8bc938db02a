/**
 * Typed functions and query-option factories for the PDF scanner (spec 002 section 7 "PDF
 * scanner"): upload URLs, the upload itself, validation, creating reports, the list, the updates
 * poll, a report's meta, rules and paged issues, hide / review and delete.
 *
 * The list, meta, rules and issues skip the client's 60 s GET cache while a check may be running:
 * statuses change within seconds, and the viewer refreshes after every hide or review. Every write
 * empties the cache like any other write.
 */
import { encodePathSegment, PDF_SCANNER_LIVE_EVENT } from '@curbcut/core';
import type {
  ApiErrorBody,
  CreatePdfReportsBody,
  PdfBreakdown,
  PdfBreakdownBody,
  PdfDecisionResult,
  PdfHideBody,
  PdfIssues,
  PdfIssuesBody,
  PdfReport,
  PdfReportMeta,
  PdfRules,
  PdfRulesBody,
  PdfUpdates,
  PdfUploadResult,
  PresignedUpload,
  ValidatedPdf,
  ValidatePdfBody,
} from '@curbcut/core';
import type { ApiClient } from './apiClient';
import { getDefaultApiClient } from './defaultClient';
import { ApiRequestError } from './errors';
import type { CurbcutQueryOptions } from './queries';
import type { CallOptions } from './routes';

const FRESH = { cache: false } as const;

/** The live event a PDF report's status changes arrive as (payload: PdfScannerUpdatePayload). */
export { PDF_SCANNER_LIVE_EVENT };

function reportPath(reportId: string, rest = ''): string {
  return `/pdf_scanner/reports/${encodePathSegment(reportId)}${rest}`;
}

/** `count` upload URLs (1 to 20): PUT each file to its URL with {@link uploadPdf} before it expires. */
export async function getPresignedUploadUrls(count: number, client: ApiClient = getDefaultApiClient(), options: CallOptions = {}): Promise<PresignedUpload[]> {
  const data = await client.request<{ uploads: PresignedUpload[] }>('/pdf_scanner/reports/presigned_upload_urls', { ...options, ...FRESH, query: { count } });
  return data.uploads;
}

/** The part of XMLHttpRequest an upload with progress uses (a test may give its own). */
export interface UploadRequest {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: Blob | Uint8Array | ArrayBuffer): void;
  abort(): void;
  readonly upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
  readonly status: number;
  readonly responseText: string;
  withCredentials: boolean;
}

/** Options of {@link uploadPdf}. */
export interface UploadPdfOptions {
  /** The fetch to use; default globalThis.fetch. */
  fetch?: typeof fetch;
  signal?: AbortSignal;
  /**
   * Bytes sent of the file's total while it uploads. The upload then goes through
   * XMLHttpRequest, which reports upload progress where fetch does not.
   */
  onProgress?: (sent: number, total: number) => void;
  /** Makes the request of an upload with progress; default a new XMLHttpRequest. */
  request?: () => UploadRequest;
}

interface Sent {
  status: number;
  ok: boolean;
  text: string;
}

function byFetch(upload: PresignedUpload, file: Blob | Uint8Array | ArrayBuffer, options: UploadPdfOptions): Promise<Sent> {
  const doFetch = options.fetch ?? globalThis.fetch;
  return doFetch(upload.url, {
    method: upload.method,
    credentials: 'omit',
    headers: { 'content-type': upload.contentType, accept: 'application/json' },
    body: file as BodyInit,
    signal: options.signal,
  }).then(async (response) => ({ status: response.status, ok: response.ok, text: await response.text() }));
}

function byRequest(upload: PresignedUpload, file: Blob | Uint8Array | ArrayBuffer, options: UploadPdfOptions, onProgress: (sent: number, total: number) => void): Promise<Sent> {
  const request = options.request?.() ?? (new XMLHttpRequest() as unknown as UploadRequest);
  return new Promise((resolve, reject) => {
    const stop = (): void => request.abort();
    options.signal?.addEventListener('abort', stop, { once: true });
    const settle = (): void => options.signal?.removeEventListener('abort', stop);
    request.open(upload.method, upload.url);
    request.withCredentials = false;
    request.setRequestHeader('content-type', upload.contentType);
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    request.onload = () => {
      settle();
      resolve({ status: request.status, ok: request.status >= 200 && request.status < 300, text: request.responseText });
    };
    request.onerror = () => {
      settle();
      reject(new Error('The upload could not reach the server.'));
    };
    request.onabort = () => {
      settle();
      reject(new Error('The upload was cancelled.'));
    };
    request.send(file);
  });
}

/**
 * PUTs one file to its upload URL. The URL's signature is the credential, so no cookie is sent.
 * Rejects with an ApiRequestError: 400 when the file is not a PDF, 413 over the size limit, 403 for
 * an altered URL, 410 for an expired one, 409 when the URL was used already.
 */
export async function uploadPdf(upload: PresignedUpload, file: Blob | Uint8Array | ArrayBuffer, options: UploadPdfOptions = {}): Promise<PdfUploadResult> {
  let sent: Sent;
  try {
    sent = options.onProgress ? await byRequest(upload, file, options, options.onProgress) : await byFetch(upload, file, options);
  } catch (cause) {
    throw new ApiRequestError({ kind: options.signal?.aborted ? 'aborted' : 'network', method: upload.method, url: upload.url, cause });
  }
  let parsed: { data?: PdfUploadResult; error?: ApiErrorBody } | undefined;
  try {
    parsed = sent.text === '' ? undefined : (JSON.parse(sent.text) as typeof parsed);
  } catch {
    parsed = undefined;
  }
  if (!sent.ok || parsed?.data === undefined) {
    throw new ApiRequestError({ kind: 'http', status: sent.status, body: parsed?.error ?? null, method: upload.method, url: upload.url });
  }
  return parsed.data;
}

/**
 * Validates an uploaded file (`{type: 'uploaded', key}`) or fetches and validates a linked one
 * (`{type: 'linked', url}`); answers its version, pages, tags and each profile's compatibility.
 */
export function validatePdf(body: ValidatePdfBody, client: ApiClient = getDefaultApiClient(), options: CallOptions = {}): Promise<ValidatedPdf> {
  return client.request<ValidatedPdf>('/pdf_scanner/reports/validate_pdf', { ...options, method: 'POST', body, invalidates: false });
}

/** Creates one queued report per validated file. */
export async function createPdfReports(body: CreatePdfReportsBody, client: ApiClient = getDefaultApiClient()): Promise<PdfReport[]> {
  const data = await client.request<{ reports: PdfReport[] }>('/pdf_scanner/reports', { method: 'POST', body });
  return data.reports;
}

/** The group's PDF reports, newest first. A non-array answer becomes an empty list (spec 002 section 3). */
export async function listPdfReports(client: ApiClient = getDefaultApiClient(), options: CallOptions = {}): Promise<PdfReport[]> {
  const data = await client.request<{ reports: unknown }>('/pdf_scanner/reports', { ...options, ...FRESH });
  return Array.isArray(data.reports) ? (data.reports as PdfReport[]) : [];
}

/** The listed reports changed since `lastChecked` (null: all of them); send the answer's last_checked next time. */
export function getPdfUpdates(reportIds: string[], lastChecked: string | null, client: ApiClient = getDefaultApiClient(), options: CallOptions = {}): Promise<PdfUpdates> {
  return client.request<PdfUpdates>('/pdf_scanner/updates', { ...options, method: 'POST', body: { last_checked: lastChecked, reports: reportIds }, invalidates: false });
}

/** One report's meta. */
export function getPdfReport(reportId: string, client: ApiClient = getDefaultApiClient(), options: CallOptions = {}): Promise<PdfReportMeta> {
  return client.request<PdfReportMeta>(reportPath(reportId), { ...options, ...FRESH });
}

/** The API path of a report's PDF (relative to the client's base URL), for the viewer. */
export function pdfFileUrl(reportId: string, client: ApiClient = getDefaultApiClient()): string {
  return `${client.baseUrl}${reportPath(reportId, '/file')}`;
}

/** Rules with issues under the filters. A read sent by POST: it empties no cache. */
export function getPdfRules(reportId: string, body: PdfRulesBody = {}, client: ApiClient = getDefaultApiClient(), options: CallOptions = {}): Promise<PdfRules> {
  return client.request<PdfRules>(reportPath(reportId, '/rules'), { ...options, method: 'POST', body, invalidates: false, tries: 3 });
}

/** One page of a rule's issues (cancelable through `options.signal`). */
export function getPdfIssues(reportId: string, ruleId: string, body: PdfIssuesBody = {}, client: ApiClient = getDefaultApiClient(), options: CallOptions = {}): Promise<PdfIssues> {
  return client.request<PdfIssues>(reportPath(reportId, `/rules/${encodePathSegment(ruleId)}/issues`), { ...options, method: 'POST', body, invalidates: false, tries: 3 });
}

/** Hides (with a reason) or unhides one issue or a rule's issues; author only. */
export function hidePdfIssues(reportId: string, body: PdfHideBody, client: ApiClient = getDefaultApiClient()): Promise<PdfDecisionResult> {
  return client.request<PdfDecisionResult>(reportPath(reportId, '/issues/hide'), { method: 'PATCH', body });
}

/** Confirms (true), dismisses (false) or un-reviews (null) a needs-review issue; author only. */
export function reviewPdfIssue(reportId: string, issueId: string, confirmed: boolean | null, client: ApiClient = getDefaultApiClient()): Promise<PdfDecisionResult> {
  return client.request<PdfDecisionResult>(reportPath(reportId, `/issues/${encodePathSegment(issueId)}/needs-review`), { method: 'PATCH', body: { confirmed } });
}

/** Deletes a report and its file; author only. */
export async function deletePdfReport(reportId: string, client: ApiClient = getDefaultApiClient()): Promise<void> {
  await client.request<unknown>(reportPath(reportId), { method: 'DELETE' });
}

/** Query keys of the PDF scanner, under `['curbcut']` so invalidating `queryKeys.all` refreshes them too. */
export const pdfScannerQueryKeys = {
  all: ['curbcut', 'pdf-scanner'] as const,
  list: () => ['curbcut', 'pdf-scanner', 'list'] as const,
  report: (reportId: string) => ['curbcut', 'pdf-scanner', 'report', reportId] as const,
  rules: (reportId: string, body: PdfRulesBody = {}) => ['curbcut', 'pdf-scanner', 'report', reportId, 'rules', body] as const,
  issues: (reportId: string, ruleId: string, body: PdfIssuesBody = {}) => ['curbcut', 'pdf-scanner', 'report', reportId, 'rules', ruleId, body] as const,
  breakdown: (body: PdfBreakdownBody = {}) => ['curbcut', 'pdf-scanner', 'breakdown', body] as const,
};

/** The report list. */
export function pdfReportsQuery(client?: ApiClient): CurbcutQueryOptions<PdfReport[], ReturnType<typeof pdfScannerQueryKeys.list>> {
  return { queryKey: pdfScannerQueryKeys.list(), queryFn: ({ signal }) => listPdfReports(client, { signal }), staleTime: 0, retry: false };
}

/** One report's meta. */
export function pdfReportQuery(reportId: string, client?: ApiClient): CurbcutQueryOptions<PdfReportMeta, ReturnType<typeof pdfScannerQueryKeys.report>> {
  return { queryKey: pdfScannerQueryKeys.report(reportId), queryFn: ({ signal }) => getPdfReport(reportId, client, { signal }), staleTime: 0, retry: false };
}

/** A report's rules under the filters. */
export function pdfRulesQuery(reportId: string, body: PdfRulesBody = {}, client?: ApiClient): CurbcutQueryOptions<PdfRules, ReturnType<typeof pdfScannerQueryKeys.rules>> {
  return { queryKey: pdfScannerQueryKeys.rules(reportId, body), queryFn: ({ signal }) => getPdfRules(reportId, body, client, { signal }), staleTime: 0, retry: false };
}

/** One page of a rule's issues. */
export function pdfIssuesQuery(
  reportId: string,
  ruleId: string,
  body: PdfIssuesBody = {},
  client?: ApiClient,
): CurbcutQueryOptions<PdfIssues, ReturnType<typeof pdfScannerQueryKeys.issues>> {
  return { queryKey: pdfScannerQueryKeys.issues(reportId, ruleId, body), queryFn: ({ signal }) => getPdfIssues(reportId, ruleId, body, client, { signal }), staleTime: 0, retry: false };
}

/**
 * Visible issues per rule over the group's completed reports: `body.reports` (10 at most) or all of
 * them, under one profile or all. A read sent by POST: it empties no cache.
 */
export function getPdfBreakdown(body: PdfBreakdownBody = {}, client: ApiClient = getDefaultApiClient(), options: CallOptions = {}): Promise<PdfBreakdown> {
  return client.request<PdfBreakdown>('/pdf_scanner/reports/breakdown', { ...options, method: 'POST', body, invalidates: false, tries: 3 });
}

/** The Issue Breakdown of the list (refreshed with the list: its key is under `pdfScannerQueryKeys.all`). */
export function pdfBreakdownQuery(body: PdfBreakdownBody = {}, client?: ApiClient): CurbcutQueryOptions<PdfBreakdown, ReturnType<typeof pdfScannerQueryKeys.breakdown>> {
  return { queryKey: pdfScannerQueryKeys.breakdown(body), queryFn: ({ signal }) => getPdfBreakdown(body, client, { signal }), staleTime: 0, retry: false };
}

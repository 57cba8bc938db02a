import { describe, expect, it } from 'vitest';
import type { PresignedUpload } from '@curbcut/core';
import { createApiClient } from './apiClient';
import { ApiRequestError } from './errors';
import { bodyOf, fakeFetch } from './fakeFetch.testUtil';
import { getPdfIssues, getPdfUpdates, listPdfReports, pdfFileUrl, pdfScannerQueryKeys, reviewPdfIssue, uploadPdf, type UploadRequest } from './pdfScanner';

const ok = (data: unknown, status = 200) => ({ status, body: { data } });
const target: PresignedUpload = {
  key: 'pdu_0000000000000000000000001',
  url: 'https://curbcut.example.com/api/pdf_scanner/uploads/pdu_0000000000000000000000001?user=usr_1&expires=1&signature=s',
  method: 'PUT',
  contentType: 'application/pdf',
  expiresAt: '2026-01-01T00:00:00.000Z',
  maxBytes: 100,
};

describe('PDF scanner calls', () => {
  it('PUTs a file to its upload URL without cookies and answers the stored size', async () => {
    const f = fakeFetch([ok({ key: target.key, size: 5 })]);
    const stored = await uploadPdf(target, new TextEncoder().encode('%PDF-'), { fetch: f.fetch });
    expect(stored).toEqual({ key: target.key, size: 5 });
    expect(f.calls[0]?.url).toBe(target.url);
    expect(f.calls[0]?.init).toMatchObject({ method: 'PUT', credentials: 'omit', headers: { 'content-type': 'application/pdf' } });
  });

  it('rejects a refused upload with the server\'s error', async () => {
    const f = fakeFetch([{ status: 413, body: { error: { code: 'payload_too_large', message: 'The file is larger than the limit of 100 MB.' } } }]);
    const error = await uploadPdf(target, new Uint8Array(1), { fetch: f.fetch }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 413, message: 'The file is larger than the limit of 100 MB.', body: { code: 'payload_too_large' } });
    const lost = await uploadPdf(target, new Uint8Array(1), { fetch: fakeFetch([{ networkError: true }]).fetch }).catch((e: unknown) => e);
    expect(lost).toMatchObject({ kind: 'network' });
  });

  it('reports upload progress through the request when asked, and reads its answer as fetch does', async () => {
    const made: { method: string; url: string; headers: Record<string, string>; credentials: boolean; body: unknown }[] = [];
    const request = (status: number, answer: unknown): (() => UploadRequest) => () => {
      const r: UploadRequest & { sent?: unknown } = {
        upload: { onprogress: null },
        onload: null,
        onerror: null,
        onabort: null,
        status,
        responseText: JSON.stringify(answer),
        withCredentials: true,
        open: (method, url) => void made.push({ method, url, headers: {}, credentials: true, body: null }),
        setRequestHeader: (name, value) => void (made.at(-1)!.headers[name] = value),
        abort: () => r.onabort?.(),
        send: (body) => {
          made.at(-1)!.body = body;
          made.at(-1)!.credentials = r.withCredentials;
          r.upload.onprogress?.({ loaded: 2, total: 5, lengthComputable: true });
          r.upload.onprogress?.({ loaded: 5, total: 5, lengthComputable: true });
          queueMicrotask(() => r.onload?.());
        },
      };
      return r;
    };
    const progress: [number, number][] = [];
    const stored = await uploadPdf(target, new TextEncoder().encode('%PDF-'), { onProgress: (sent, total) => progress.push([sent, total]), request: request(200, { data: { key: target.key, size: 5 } }) });
    expect(stored).toEqual({ key: target.key, size: 5 });
    expect(progress).toEqual([[2, 5], [5, 5]]);
    expect(made[0]).toMatchObject({ method: 'PUT', url: target.url, credentials: false, headers: { 'content-type': 'application/pdf' } });
    const refused = await uploadPdf(target, new Uint8Array(1), {
      onProgress: () => undefined,
      request: request(400, { error: { code: 'bad_request', message: 'The file is not a PDF: it does not start with %PDF-.' } }),
    }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 400, message: 'The file is not a PDF: it does not start with %PDF-.' });
  });

  it('reads issues by encoded rule key and polls updates without emptying the cache', async () => {
    const f = fakeFetch([ok({ reports: 'not a list' }), ok({ issues: [], total: 0 }), ok({ reports: [], last_checked: 't' }), ok({ reports: [] })]);
    const client = createApiClient({ fetch: f.fetch });
    expect(await listPdfReports(client)).toEqual([]);
    await getPdfIssues('rep_1', 'ua1:7.1-t10', { page: 2 }, client);
    await getPdfUpdates(['rep_1'], null, client);
    expect(f.calls[1]?.url).toBe('/api/pdf_scanner/reports/rep_1/rules/ua1%3A7.1-t10/issues');
    expect(bodyOf(f.calls[1])).toEqual({ page: 2 });
    expect(bodyOf(f.calls[2])).toEqual({ last_checked: null, reports: ['rep_1'] });
    expect(pdfFileUrl('rep_1', client)).toBe('/api/pdf_scanner/reports/rep_1/file');
    expect(pdfScannerQueryKeys.issues('rep_1', 'r', { page: 1 })).toEqual(['curbcut', 'pdf-scanner', 'report', 'rep_1', 'rules', 'r', { page: 1 }]);
  });

  it('sends a review with confirmed null to undo it', async () => {
    const f = fakeFetch([ok({ changedCount: 1 })]);
    await reviewPdfIssue('rep_1', 'abc', null, createApiClient({ fetch: f.fetch }));
    expect(f.calls[0]?.init.method).toBe('PATCH');
    expect(f.calls[0]?.url).toBe('/api/pdf_scanner/reports/rep_1/issues/abc/needs-review');
    expect(bodyOf(f.calls[0])).toEqual({ confirmed: null });
  });
});

/**
 * What the PDF scanner suites share: PDFs the tests build themselves (with the @curbcut/pdf test
 * builder, never corpus files) and the steps of the API flow: upload through a presigned URL,
 * validate, create, wait for the check to end.
 */
import { expect } from 'vitest';
import { buildTestPdf, type ElemSpec } from '../../packages/pdf/src/testPdf.testUtil';
import { parseCsv } from '../../packages/core/src/csv/parseCsv.testUtil';
import type { TestServer } from './harness';

export { buildTestPdf };

/**
 * A tagged PDF 1.7 whose figures have no alternative text (one 7.3-t01 failure each, on page 1) and
 * whose viewer preferences do not show the title (a 7.1-t10 metadata failure).
 */
export function pdfWithFigures(figures: number): Promise<Uint8Array> {
  const kids: ElemSpec[] = [{ type: 'H1', text: 'Quarterly report' }];
  for (let i = 0; i < figures; i++) kids.push({ type: 'Figure', image: true });
  return buildTestPdf({ elements: [{ type: 'Document', kids }], displayDocTitle: false });
}

/** A tagged PDF whose figures have alternative text: each is a needs-review issue ("is the text right?"). */
export function pdfForReview(figures = 2): Promise<Uint8Array> {
  const kids: ElemSpec[] = [{ type: 'H1', text: 'Annual report' }];
  for (let i = 0; i < figures; i++) kids.push({ type: 'Figure', image: true, alt: `Chart ${i + 1}` });
  return buildTestPdf({ elements: [{ type: 'Document', kids }], displayDocTitle: false });
}

/** Bytes that start like a PDF and are not one: the check ends failed with the parser's reason. */
export const MALFORMED_PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R\nthis is not a PDF body\n%%EOF\n', 'latin1');

/** The path and query of an absolute upload URL (the harness requests paths). */
export function pathOf(url: string): string {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
}

/** One upload URL of the user `cookie` signs in. */
export async function presign(server: TestServer, cookie: string): Promise<{ key: string; url: string; expiresAt: string; maxBytes: number }> {
  const res = await server.request('GET', '/api/pdf_scanner/reports/presigned_upload_urls?count=1', { cookie });
  expect(res.status, res.text).toBe(200);
  return res.body.data.uploads[0];
}

/** PUTs bytes to an upload URL. */
export function put(server: TestServer, url: string, bytes: Uint8Array | Buffer) {
  return server.request('PUT', pathOf(url), { raw: Buffer.from(bytes), headers: { 'content-type': 'application/pdf' } });
}

/** Uploads a file and answers its key. */
export async function upload(server: TestServer, cookie: string, bytes: Uint8Array | Buffer): Promise<string> {
  const target = await presign(server, cookie);
  const res = await put(server, target.url, bytes);
  expect(res.status, res.text).toBe(200);
  return target.key;
}

/** Uploads and validates a file; answers the validation. */
export async function validated(server: TestServer, cookie: string, bytes: Uint8Array | Buffer, name: string) {
  const key = await upload(server, cookie, bytes);
  const res = await server.request('POST', '/api/pdf_scanner/reports/validate_pdf', { cookie, json: { type: 'uploaded', key, name } });
  expect(res.status, res.text).toBe(200);
  return res.body.data;
}

/** Uploads, validates and creates a report of the file; answers its id. */
export async function createReport(server: TestServer, cookie: string, bytes: Uint8Array | Buffer, name: string): Promise<string> {
  const { key } = await validated(server, cookie, bytes, name);
  const res = await server.request('POST', '/api/pdf_scanner/reports', { cookie, json: { files: [{ key }] } });
  expect(res.status, res.text).toBe(201);
  return res.body.data.reports[0].id;
}

/** Polls the report's meta until its check has ended; answers the meta. */
export async function waitForCheck(server: TestServer, cookie: string, id: string, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await server.request('GET', `/api/pdf_scanner/reports/${id}`, { cookie });
    expect(res.status, res.text).toBe(200);
    if (res.body.data.status === 'completed' || res.body.data.status === 'failed') return res.body.data;
    if (Date.now() > until) throw new Error(`Report ${id} is still ${res.body.data.status} after ${timeoutMs} ms.`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A completed report of the file; answers its id. */
export async function completedReport(server: TestServer, cookie: string, bytes: Uint8Array | Buffer, name: string): Promise<string> {
  const id = await createReport(server, cookie, bytes, name);
  const meta = await waitForCheck(server, cookie, id);
  expect(meta.status, meta.error).toBe('completed');
  return id;
}

/** A PDF report's CSV through `GET /api/v1/reports/{id}/dataset/csv`: its answer and its records. */
export async function pdfCsv(server: TestServer, cookie: string, id: string, query = '') {
  const res = await fetch(`${server.url}/api/v1/reports/${id}/dataset/csv${query}`, { headers: { cookie } });
  expect(res.status).toBe(200);
  return { res, records: csvRecords(await res.text()) };
}

/** The records of a CSV file an export wrote, its byte order mark left out. */
export function csvRecords(text: string): string[][] {
  return parseCsv(text.replace(/^\uFEFF/, ''));
}

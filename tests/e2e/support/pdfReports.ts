/** PDF reports made through the API in an e2e test (signed-in `request`): upload, validate, create. */
import { expect, type APIRequestContext } from '@playwright/test';
import { buildTestPdf, type ElemSpec } from '../../../packages/pdf/src/testPdf.testUtil';

/** A tagged PDF 1.7 of one page: a heading and `figures` figures without alternative text (one issue each, outlined on page 1). */
export function pdfWithFigures(figures: number): Promise<Uint8Array> {
  const kids: ElemSpec[] = [{ type: 'H1', text: 'Quarterly brochure' }];
  for (let i = 0; i < figures; i++) kids.push({ type: 'Figure', image: true });
  return buildTestPdf({ elements: [{ type: 'Document', kids }], displayDocTitle: false });
}

/** Uploads `bytes` as `name`, creates its report and answers the report's id (the check runs on). */
export async function createPdfReport(request: APIRequestContext, bytes: Uint8Array, name: string): Promise<string> {
  const presigned = await request.get('/api/pdf_scanner/reports/presigned_upload_urls?count=1');
  expect(presigned.status(), await presigned.text()).toBe(200);
  const [target] = ((await presigned.json()) as { data: { uploads: { key: string; url: string }[] } }).data.uploads;
  if (!target) throw new Error('No upload URL was given.');
  const put = await request.put(target.url, { data: Buffer.from(bytes), headers: { 'content-type': 'application/pdf' } });
  expect(put.status(), await put.text()).toBe(200);
  const validated = await request.post('/api/pdf_scanner/reports/validate_pdf', { data: { type: 'uploaded', key: target.key, name } });
  expect(validated.status(), await validated.text()).toBe(200);
  const created = await request.post('/api/pdf_scanner/reports', { data: { files: [{ key: target.key }] } });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { data: { reports: { id: string }[] } }).data.reports[0]?.id ?? '';
}

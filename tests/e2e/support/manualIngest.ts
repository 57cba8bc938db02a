/**
 * Manual reports for e2e specs, sent through the real manual-report ingest (docs/decisions/0041)
 * with a personal token the signed-in page makes through the API.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import type { FinalizeManualReportBody } from '@curbcut/core';
import { expect } from './fixtures';
import { axePage, type AxeFinding } from './ingest';
import { TINY_PNG } from '../../contract/axeFixtures';

/** POSTs `data` and answers the envelope's data; fails the test on any refusal. */
export async function post(request: APIRequestContext, path: string, headers: Record<string, string>, data?: unknown): Promise<{ id: string; token: string }> {
  const res = await request.post(path, { headers, ...(data === undefined ? {} : { data }) });
  expect(res.status(), `${path}: ${await res.text()}`).toBeLessThan(300);
  return ((await res.json()) as { data: { id: string; token: string } }).data;
}

/** The `authorization` header of a fresh personal token of the page's signed-in user. */
export async function manualTokenAuth(page: Page, label: string): Promise<Record<string, string>> {
  const { token } = await post(page.request, '/api/v1/user/manual_report_tokens', {}, { label });
  return { authorization: `Bearer ${token}` };
}

/**
 * A completed workflow report of one step per URL (the first with a screenshot), the first step's
 * page with `findings`; `failures` is what its finalisation says failed in the recording.
 */
export async function recordWorkflow(
  request: APIRequestContext,
  auth: Record<string, string>,
  name: string,
  urls: string[],
  findings: AxeFinding[],
  failures?: FinalizeManualReportBody,
): Promise<string> {
  const { id } = await post(request, '/api/v1/ingest/manual_reports', auth, { type: 'workflowScan', name });
  for (const [i, url] of urls.entries()) {
    const step = { index: i + 1, name: `Step ${i + 1}`, url, action: i === 0 ? 'Navigate' : 'Click "Continue"', ...(i === 0 ? { screenshot: { contentType: 'image/png', data: TINY_PNG } } : {}) };
    await post(request, `/api/v1/ingest/manual_reports/${id}/steps`, auth, { batchId: `s${i + 1}`, step, results: axePage(url, i === 0 ? findings : []) });
  }
  await post(request, `/api/v1/ingest/manual_reports/${id}/finalize`, auth, failures);
  return id;
}

/** A completed assisted test of one failed check of `criterion` with one failing element (and its screenshot) and the tester's notes. */
export async function recordAssisted(request: APIRequestContext, auth: Record<string, string>, name: string, criterion: string, notes: string, element: { pageUrl: string; selector: string; html: string }): Promise<string> {
  const { id } = await post(request, '/api/v1/ingest/manual_reports', auth, { type: 'assistedTest', name });
  const instance = { ...element, impact: 'serious', screenshot: { contentType: 'image/png', data: TINY_PNG } };
  await post(request, `/api/v1/ingest/manual_reports/${id}/checks`, auth, { batchId: 'c1', checks: [{ criterion, outcome: 'fail', notes, instances: [instance] }] });
  await post(request, `/api/v1/ingest/manual_reports/${id}/finalize`, auth);
  return id;
}

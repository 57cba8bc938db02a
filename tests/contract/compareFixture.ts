/**
 * The runs the compare contract tests compare: two builds of one project where one issue is fixed,
 * one is new, one retained, one moved (same snippet, another selector) and one of a rule the base
 * run did not run; and website scan runs built from pages. Shared by the compare calls' tests.
 */
import { expect } from 'vitest';
import type { ManualClock } from '@curbcut/server';
import { axePage, type AxeFinding } from './axeFixtures';
import type { TestServer } from './harness';

export const PAGE = 'https://shop.example.com/';
/** Issues both builds have: with them the few issues left over are looked up by key, not read in a pass. */
const UNCHANGED: AxeFinding[] = Array.from({ length: 8 }, (_, i) => ['image-alt', 'critical', `img.r${i}`]);
export const BASE: AxeFinding[] = [
  ...UNCHANGED,
  ['image-alt', 'critical', 'img.hero'],
  ['image-alt', 'critical', 'img.logo'],
  ['link-name', 'serious', 'a.nav'],
  ['region', 'moderate', 'div.banner'],
];
export const NEW: AxeFinding[] = [
  ...UNCHANGED,
  ['image-alt', 'critical', 'img.hero'],
  // Moved: another selector, the same element.
  ['image-alt', 'critical', 'main > img.logo'],
  ['label', 'critical', 'input.qty'],
  ['region', 'moderate', 'div.banner'],
  // A rule the base run's engine did not run (its configuration, same axe-core version).
  ['aria-text', 'minor', 'span.x'],
];
/** Rules each build's engine ran besides those of its issues. */
export const BASE_PASSES = ['document-title', 'label'];
export const NEW_PASSES = ['document-title', 'link-name'];

/** The snippet of a finding: the element itself, whatever selector reached it. */
const snippet = ([, , selector]: AxeFinding) => `<img alt="" src="/${selector.split(' ').pop() ?? selector}.png">`;

/** Ingests and finalises a build of one page; returns its report id. */
export async function uploadBuild(server: TestServer, token: string, buildName: string, violations: AxeFinding[], passes: string[]): Promise<string> {
  const id: string = (await server.request('POST', '/api/v1/ingest/builds', { token, json: { buildName } })).body.data.id;
  const batch = await server.request('POST', `/api/v1/ingest/builds/${id}/batches`, {
    token,
    json: { batchId: 'b1', testCases: [{ key: 'home', name: 'Home', status: 'failed', results: axePage(PAGE, { violations, passes, html: snippet }) }] },
  });
  expect(batch.status, batch.text).toBe(200);
  expect((await server.request('POST', `/api/v1/ingest/builds/${id}/finalize`, { token })).status).toBe(200);
  return id;
}

/** One page of a scan run: its findings, or null for a page that failed to load. */
export function scanPage(url: string, violations: AxeFinding[] | null) {
  return {
    url,
    finalUrl: url,
    status: violations === null ? 'failure' : 'success',
    reason: violations === null ? 'Navigation timeout of 30000 ms exceeded' : null,
    httpStatus: violations === null ? null : 200,
    score: violations === null ? null : 90,
    startedAt: '2026-11-22T09:00:00.000Z',
    durationMs: 100,
    depth: 0,
    violations: Object.fromEntries((violations ?? []).map(([rule]) => [rule, 1])),
    // Every rule the engine ran is in a page's results (axe lists passes and inapplicable rules too).
    ...(violations === null ? {} : { results: axePage(url, { violations, passes: ['document-title', 'link-name'] }) }),
  };
}

/** Ingests a website scan run of these pages, a minute after the last; returns its report id. */
export async function uploadScanRun(server: TestServer, token: string, clock: ManualClock, name: string, pages: ReturnType<typeof scanPage>[]): Promise<string> {
  const id: string = (await server.request('POST', '/api/v1/ingest/builds', { token, json: { buildName: name, type: 'websiteScan' } })).body.data.id;
  const batch = await server.request('POST', `/api/v1/ingest/builds/${id}/batches`, { token, json: { batchId: 'b1', scanPages: pages } });
  expect(batch.status, batch.text).toBe(200);
  expect((await server.request('POST', `/api/v1/ingest/builds/${id}/finalize`, { token })).status).toBe(200);
  clock.advance(60_000);
  return id;
}

/** A project with an upload token, for the signed-in demo user. */
export async function projectWithToken(server: TestServer, cookie: string, name: string): Promise<string> {
  const projectId = (await server.request('POST', '/api/v1/projects', { cookie, json: { name } })).body.data.project.id;
  return (await server.request('POST', `/api/v1/projects/${projectId}/upload_tokens`, { cookie, json: {} })).body.data.token;
}

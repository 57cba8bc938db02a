/**
 * Builds made through the API, as CI makes them: a project and an upload token created with the
 * signed-in session (`POST /api/v1/projects`, `POST /api/v1/projects/{id}/upload_tokens`), then the
 * ingest lifecycle with the token (`POST /api/v1/ingest/builds` -> batches -> finalize, docs/api.md).
 * Results are small axe-core 4.10 (reporter v2) pages built from findings.
 */
import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';

/** One violated rule on one element. Rule texts default to the ones axe-core ships. */
export interface AxeFinding {
  rule: string;
  impact: 'critical' | 'serious' | 'moderate' | 'minor';
  selector: string;
  /** Default `<img src="/{selector}.png">`. */
  html?: string;
  help?: string;
  description?: string;
  helpUrl?: string;
  tags?: string[];
  failureSummary?: string;
  /** The message of the failed check (listed under How to fix). */
  message?: string;
}

/** axe-core's own texts of the rules the suite uses. */
const RULE_TEXTS: Record<string, { help: string; description: string; tags: string[] }> = {
  'image-alt': {
    help: 'Images must have alternative text',
    description: 'Ensure <img> elements have alternative text or a role of none or presentation',
    tags: ['cat.text-alternatives', 'wcag2a', 'wcag111'],
  },
  'link-name': {
    help: 'Links must have discernible text',
    description: 'Ensure links have discernible text',
    tags: ['cat.name-role-value', 'wcag2a', 'wcag244', 'wcag412'],
  },
  'button-name': {
    help: 'Buttons must have discernible text',
    description: 'Ensure buttons have discernible text',
    tags: ['cat.name-role-value', 'wcag2a', 'wcag412'],
  },
};

async function dataOf<T>(response: APIResponse, what: string, status: number): Promise<T> {
  const text = await response.text();
  expect(response.status(), `${what}: ${text}`).toBe(status);
  return (JSON.parse(text) as { data: T }).data;
}

/** One page of axe output with the findings as violations (one node each, grouped by rule). */
export function axePage(url: string, findings: AxeFinding[]): Record<string, unknown> {
  const rules = new Map<string, AxeFinding[]>();
  for (const finding of findings) rules.set(finding.rule, [...(rules.get(finding.rule) ?? []), finding]);
  const violations = [...rules.entries()].map(([id, list]) => {
    const first = list[0]!;
    const texts = RULE_TEXTS[id];
    return {
      id,
      impact: first.impact,
      tags: first.tags ?? texts?.tags ?? ['cat.text-alternatives', 'wcag2a', 'wcag111'],
      description: first.description ?? texts?.description ?? `Ensure ${id} is satisfied`,
      help: first.help ?? texts?.help ?? `${id} help`,
      helpUrl: first.helpUrl ?? `https://dequeuniversity.com/rules/axe/4.10/${id}?application=axeAPI`,
      nodes: list.map((f) => ({
        any: [{ id: `${id}-check`, data: null, relatedNodes: [], impact: f.impact, message: f.message ?? `${id} fails` }],
        all: [],
        none: [],
        impact: f.impact,
        html: f.html ?? `<img src="/${f.selector}.png">`,
        target: [f.selector],
        failureSummary: f.failureSummary ?? `Fix any of the following:\n  ${f.message ?? `${id} fails`}`,
      })),
    };
  });
  return {
    testEngine: { name: 'axe-core', version: '4.10.2' },
    testRunner: { name: 'axe' },
    testEnvironment: { userAgent: 'Chromium', windowWidth: 1280, windowHeight: 720 },
    timestamp: new Date().toISOString(),
    url,
    passes: [],
    violations,
    incomplete: [],
    inapplicable: [],
  };
}

/** A project of the signed-in user's group and an upload token for it. */
export interface UploadProject {
  id: string;
  name: string;
  token: string;
}

/** `path` on `baseUrl`, or as given (the request context's own baseURL) without one. */
function at(baseUrl: string | undefined, path: string): string {
  return baseUrl === undefined ? path : new URL(path, baseUrl).href;
}

/**
 * Creates a project and its upload token with the session of `session` (a signed-in page's
 * request), on `baseUrl` when given (a `freshServer`), else on the context's baseURL.
 */
export async function createUploadProject(session: APIRequestContext, name: string, baseUrl?: string): Promise<UploadProject> {
  const created = await dataOf<{ project: { id: string; name: string } }>(
    await session.post(at(baseUrl, '/api/v1/projects'), { data: { name } }),
    `create project ${name}`,
    201,
  );
  const token = await dataOf<{ token: string }>(
    await session.post(at(baseUrl, `/api/v1/projects/${created.project.id}/upload_tokens`), { data: { label: 'e2e' } }),
    `upload token for ${name}`,
    201,
  );
  return { id: created.project.id, name: created.project.name, token: token.token };
}

/** A build as the create call returns it. */
export interface IngestBuild {
  id: string;
  buildName: string;
  buildNumber: number;
  status: string;
}

/**
 * The ingest calls with one upload token, on `baseUrl` when given; `request` should carry no
 * session (the token is the caller).
 */
export function ingestApi(request: APIRequestContext, token: string, baseUrl?: string) {
  const headers = { authorization: `Bearer ${token}` };
  return {
    /** Creates a running build; without `buildNumber` the server numbers it. */
    async createBuild(buildName: string, buildNumber?: number): Promise<IngestBuild> {
      const data = { buildName, ...(buildNumber !== undefined ? { buildNumber } : {}), testEngine: { name: 'axe-core', version: '4.10.2' } };
      return dataOf<IngestBuild>(
        await request.post(at(baseUrl, '/api/v1/ingest/builds'), { headers, data }),
        `create build ${buildName}`,
        201,
      );
    },
    /** Appends results not tied to a test case; answers the batch's issue count. */
    async appendBatch(buildId: string, batchId: string, results: unknown): Promise<number> {
      const data = await dataOf<{ issueCount: number; duplicate: boolean }>(
        await request.post(at(baseUrl, `/api/v1/ingest/builds/${buildId}/batches`), { headers, data: { batchId, results } }),
        `batch ${batchId}`,
        200,
      );
      expect(data.duplicate).toBe(false);
      return data.issueCount;
    },
    /** Creates a running website scan run (ingested like a build); runs of one name are runs of one scan. */
    async createScanRun(name: string): Promise<IngestBuild> {
      const data = { buildName: name, type: 'websiteScan', testEngine: { name: 'axe-core', version: '4.10.2' } };
      return dataOf<IngestBuild>(await request.post(at(baseUrl, '/api/v1/ingest/builds'), { headers, data }), `create scan run ${name}`, 201);
    },
    /** Appends the pages of a scan run: each with its results, or null when it failed to load. */
    async appendScanPages(runId: string, batchId: string, pages: { url: string; findings: AxeFinding[] | null }[]): Promise<void> {
      const scanPages = pages.map(({ url, findings }) => ({
        url,
        finalUrl: url,
        status: findings === null ? 'failure' : 'success',
        reason: findings === null ? 'Navigation timeout of 30000 ms exceeded' : null,
        httpStatus: findings === null ? null : 200,
        score: findings === null ? null : 90,
        startedAt: new Date().toISOString(),
        durationMs: 100,
        depth: 0,
        violations: Object.fromEntries((findings ?? []).map((f) => [f.rule, 1])),
        ...(findings === null ? {} : { results: axePage(url, findings) }),
      }));
      await dataOf(await request.post(at(baseUrl, `/api/v1/ingest/builds/${runId}/batches`), { headers, data: { batchId, scanPages } }), `scan pages ${batchId}`, 200);
    },
    async finalize(buildId: string): Promise<void> {
      const data = await dataOf<{ status: string }>(
        await request.post(at(baseUrl, `/api/v1/ingest/builds/${buildId}/finalize`), { headers }),
        `finalize ${buildId}`,
        200,
      );
      expect(data.status).toBe('completed');
    },
  };
}

/** The host app's path of a build's report. */
export function buildReportPath(projectId: string, build: IngestBuild): string {
  return `/automated-tests/projects/${encodeURIComponent(projectId)}/builds/${encodeURIComponent(build.buildName)}/${build.buildNumber}?thBuildId=${encodeURIComponent(build.id)}`;
}

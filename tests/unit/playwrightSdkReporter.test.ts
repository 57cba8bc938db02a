/**
 * The reporter of @curbcut/playwright against a real in-process server: Playwright's calls
 * (onBegin, onTestEnd, onEnd) are made with test and result objects shaped as Playwright sends
 * them, carrying the attachments the `a11y` fixture writes. The axe results are
 * tests/unit/fixtures/cli-axe-v2.json: by node impact 3 critical, 4 serious, 1 moderate and 1 minor issue.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FullConfig, TestCase, TestResult } from '@playwright/test/reporter';
import type { AxeResults } from 'axe-core';
import { createProject, createServer, createUploadToken, ensureDemoAccounts, type RunningServer } from '@curbcut/server';
import CurbcutReporter, { type ReporterDeps } from '../../packages/playwright/src/reporter';
import { CHECK_ATTACHMENT_NAME, encodeCheck } from '../../packages/playwright/src/attachment';
import type { CurbcutReporterOptions } from '../../packages/playwright/src/reporterOptions';

const AXE = JSON.parse(readFileSync('tests/unit/fixtures/cli-axe-v2.json', 'utf8')) as AxeResults;
/** AXE with one more critical issue: a third image without alt text. */
const AXE_ONE_MORE_CRITICAL: AxeResults = {
  ...AXE,
  violations: AXE.violations.map((rule) =>
    rule.id !== 'image-alt' || rule.nodes[0] === undefined
      ? rule
      : { ...rule, nodes: [...rule.nodes, { ...rule.nodes[0], html: '<img src="visa.svg">', target: ['img[src$="visa.svg"]'] }] },
  ),
};
const ROOT = '/suite';

interface FakeTest {
  titles: string[];
  retries?: number;
  expectedStatus?: TestCase['expectedStatus'];
}

function testCase({ titles, retries = 0, expectedStatus = 'passed' }: FakeTest): TestCase {
  return {
    titlePath: () => ['', 'chromium', 'tests/shop.spec.ts', ...titles],
    location: { file: `${ROOT}/tests/shop.spec.ts`, line: 3, column: 1 },
    parent: { project: () => ({ name: 'chromium', use: { browserName: 'chromium' } }) },
    repeatEachIndex: 0,
    retries,
    expectedStatus,
  } as unknown as TestCase;
}

function result(status: TestResult['status'], checks: number, retry = 0, errors: TestResult['errors'] = [], axe: AxeResults = AXE): TestResult {
  const attachments = Array.from({ length: checks }, () => ({
    name: CHECK_ATTACHMENT_NAME,
    contentType: 'application/json',
    body: Buffer.from(encodeCheck({ format: 1, label: null, browser: { name: 'chromium', version: '156.0.1' }, results: axe })),
  }));
  return { status, retry, errors, error: errors[0], attachments } as unknown as TestResult;
}

function config(shard: FullConfig['shard'] = null): FullConfig {
  return { rootDir: `${ROOT}/tests`, configFile: `${ROOT}/playwright.config.ts`, shard, version: '1.65.1' } as unknown as FullConfig;
}

describe('@curbcut/playwright reporter against a running server', { timeout: 60_000 }, () => {
  let dataDir: string;
  let server: RunningServer;
  let token: string;
  let projectId: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'curbcut-pw-reporter-'));
    server = await createServer({ port: 0, host: '127.0.0.1', dataDir, quiet: true });
    const { groupId, users } = await ensureDemoAccounts(server.context);
    const project = await createProject(server.context, groupId, 'Demo shop', users.demo.id);
    projectId = project.id;
    token = (await createUploadToken(server.context, project.id, users.demo.id, 'CI')).token;
  });
  afterAll(async () => {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  function reporter(options: CurbcutReporterOptions, deps: ReporterDeps = {}) {
    const lines: string[] = [];
    const instance = new CurbcutReporter(
      { url: server.url, token, project: 'Demo shop', ...options },
      { env: {}, retryDelaysMs: [5, 5, 5], log: (l) => lines.push(l), warn: (l) => lines.push(`! ${l}`), ...deps },
    );
    return { instance, lines };
  }

  async function build(buildName: string) {
    const reports = await server.context.db.selectFrom('reports').selectAll().where('build_name', '=', buildName).execute();
    const cases = await server.context.db
      .selectFrom('test_cases')
      .selectAll()
      .where('report_id', 'in', reports.map((r) => r.id).concat(''))
      .orderBy('name')
      .execute();
    return { reports, cases };
  }

  it('uploads every test as a test case with its checks, finalises and prints the report URL', async () => {
    const { instance, lines } = reporter({ buildName: 'main', runKey: 'run-plain' });
    instance.onBegin(config(), {} as never);
    const flaky = testCase({ titles: ['Checkout', 'pays by card'], retries: 1 });
    instance.onTestEnd(testCase({ titles: ['home page'] }), result('passed', 1));
    instance.onTestEnd(flaky, result('failed', 1, 0, [{ message: 'Error: first attempt', stack: 'Error: first attempt\n    at x' }]));
    instance.onTestEnd(flaky, result('passed', 2, 1));
    instance.onTestEnd(testCase({ titles: ['basket'], expectedStatus: 'skipped' }), result('skipped', 0));
    instance.onTestEnd(
      testCase({ titles: ['contact form'] }),
      result('failed', 1, 0, [{ message: 'Error: \u001b[31mtimeout\u001b[39m', stack: 'Error: timeout\n    at contact.spec.ts:9:3' }]),
    );
    expect(await instance.onEnd({ status: 'failed' } as never)).toBeUndefined();

    const { reports, cases } = await build('main');
    expect(reports).toHaveLength(1);
    expect(reports[0]?.status).toBe('completed');
    expect(lines).toEqual([
      'Curbcut: sent 4 test cases (4 checks) to main #1.',
      `Curbcut report: ${server.url}/automated-tests/projects/${projectId}/builds/main/1?thBuildId=${reports[0]?.id}`,
    ]);
    const byName = Object.fromEntries(cases.map((c) => [c.name, c]));
    expect(Object.keys(byName)).toEqual(['basket', 'contact form', 'home page', 'pays by card']);
    // The retried test is recorded once, as its last attempt ended.
    expect(byName['pays by card']).toMatchObject({
      key: '[chromium] tests/shop.spec.ts › Checkout › pays by card',
      status: 'passed',
      file: 'tests/shop.spec.ts',
      scope_list: JSON.stringify(['Checkout']),
      page_states_count: 2,
      error: null,
    });
    expect(JSON.parse(byName['contact form']?.error ?? '{}')).toEqual({ message: 'Error: timeout', backtrace: 'Error: timeout\n    at contact.spec.ts:9:3' });
    expect(JSON.parse(byName['home page']?.browser ?? '{}')).toEqual({ name: 'chromium', version: '156.0.1' });
    expect(JSON.parse(byName['home page']?.os ?? '{}')).toMatchObject({ name: 'Linux' });
    expect(byName['basket']).toMatchObject({ status: 'skipped', page_states_count: 0 });
    const summary = JSON.parse(byName['home page']?.summary ?? '{}') as Record<string, number>;
    expect(summary).toMatchObject({ critical: 3, serious: 4, moderate: 1, minor: 1, issueCount: 9, pageStatesCount: 1 });
  });

  it('appends two shards to one build; the last shard finalises it with finalize: last', async () => {
    const first = reporter({ buildName: 'shards', runKey: 'run-shards', finalize: 'last' });
    first.instance.onBegin(config({ current: 1, total: 2 }), {} as never);
    first.instance.onTestEnd(testCase({ titles: ['home page'] }), result('passed', 1));
    await first.instance.onEnd({ status: 'passed' } as never);
    expect((await build('shards')).reports.map((r) => r.status)).toEqual(['running']);
    expect(first.lines[1]).toBe(
      'Curbcut: build left running for the other shards (run key run-shards); the last shard finalises it with CURBCUT_FINALIZE=last, ' +
        `or run 'npx curbcut finalize --project "Demo shop" --build-name "shards" --run-key "run-shards"'.`,
    );

    const second = reporter({ buildName: 'shards', runKey: 'run-shards', finalize: 'last' });
    second.instance.onBegin(config({ current: 2, total: 2 }), {} as never);
    second.instance.onTestEnd(testCase({ titles: ['contact form'] }), result('passed', 1));
    await second.instance.onEnd({ status: 'passed' } as never);
    const { reports, cases } = await build('shards');
    expect(reports.map((r) => r.status)).toEqual(['completed']);
    expect(cases.map((c) => c.name)).toEqual(['contact form', 'home page']);
  });

  it('retries a batch whose answer was lost without recording it twice', async () => {
    let lost = 0;
    const losing: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      if (String(input).endsWith('/batches') && lost === 0) {
        lost += 1;
        throw new TypeError('fetch failed', { cause: new Error('socket hang up') });
      }
      return response;
    };
    const { instance, lines } = reporter({ buildName: 'flaky-network', runKey: 'run-flaky' }, { fetch: losing });
    instance.onBegin(config(), {} as never);
    instance.onTestEnd(testCase({ titles: ['home page'] }), result('passed', 1));
    await instance.onEnd({ status: 'passed' } as never);
    expect(lost).toBe(1);
    expect(lines[0]).toBe('Curbcut: sent 1 test case (1 check) to flaky-network #1.');
    const { cases } = await build('flaky-network');
    expect(cases).toHaveLength(1);
  });

  /** GitHub Actions run `runId` on `branch`: the build is named after the branch and records it. */
  const onGitHub = (branch: string, runId: number) => ({
    env: { GITHUB_ACTIONS: 'true', GITHUB_REF_NAME: branch, GITHUB_SHA: 'a1b2c3d4e5f6', GITHUB_RUN_ID: String(runId), GITHUB_REPOSITORY: 'acme/shop' },
  });

  it("with failOn: 'new-critical', passes a branch's first build and fails the next one that adds a critical issue", async () => {
    const first = reporter({ failOn: 'new-critical' }, onGitHub('checkout-redesign', 101));
    first.instance.onBegin(config(), {} as never);
    first.instance.onTestEnd(testCase({ titles: ['home page'] }), result('passed', 1));
    expect(await first.instance.onEnd({ status: 'passed' } as never)).toBeUndefined();
    expect(first.lines.at(-1)).toBe('Curbcut: no earlier completed build on this branch to compare with; failOn new-critical passes.');

    const second = reporter({ failOn: 'new-critical' }, onGitHub('checkout-redesign', 102));
    second.instance.onBegin(config(), {} as never);
    second.instance.onTestEnd(testCase({ titles: ['home page'] }), result('passed', 1, 0, [], AXE_ONE_MORE_CRITICAL));
    expect(await second.instance.onEnd({ status: 'passed' } as never)).toEqual({ status: 'failed' });
    expect(second.lines.at(-1)).toBe("! Curbcut: 1 new critical issue since checkout-redesign #1; failing the run (failOn: 'new-critical').");
    const { reports } = await build('checkout-redesign');
    expect(reports.map((r) => [r.build_number, r.status, JSON.parse(r.meta).versionControl])).toEqual([
      [1, 'completed', { branch: 'checkout-redesign', commit: 'a1b2c3d4e5f6' }],
      [2, 'completed', { branch: 'checkout-redesign', commit: 'a1b2c3d4e5f6' }],
    ]);
  });

  it("with failOn: 'new-critical', passes a build with no new critical issue since the branch's last one", async () => {
    const first = reporter({ failOn: 'new-critical' }, onGitHub('pricing', 201));
    first.instance.onBegin(config(), {} as never);
    first.instance.onTestEnd(testCase({ titles: ['home page'] }), result('passed', 1, 0, [], AXE_ONE_MORE_CRITICAL));
    await first.instance.onEnd({ status: 'passed' } as never);

    // One critical issue fewer: resolved issues never fail the gate.
    const second = reporter({ failOn: 'new-critical' }, onGitHub('pricing', 202));
    second.instance.onBegin(config(), {} as never);
    second.instance.onTestEnd(testCase({ titles: ['home page'] }), result('passed', 1));
    expect(await second.instance.onEnd({ status: 'passed' } as never)).toBeUndefined();
    expect(second.lines.at(-1)).toBe('Curbcut: no new critical issues since pricing #1.');
  });

  it("fails the run when failOn: 'new-critical' cannot be checked, naming the server's answer", async () => {
    // A server older than the comparison call answers it with 404.
    const older: typeof fetch = async (input, init) =>
      String(input).endsWith('/comparison')
        ? new Response(JSON.stringify({ error: { code: 'not_found', message: 'Route GET /comparison not found' } }), {
            status: 404,
            headers: { 'content-type': 'application/json' },
          })
        : fetch(input, init);
    const { instance, lines } = reporter({ buildName: 'gate', runKey: 'run-gate', failOn: 'new-critical' }, { fetch: older });
    instance.onBegin(config(), {} as never);
    instance.onTestEnd(testCase({ titles: ['home page'] }), result('passed', 1));
    expect(await instance.onEnd({ status: 'passed' } as never)).toEqual({ status: 'failed' });
    expect(lines.at(-1)).toMatch(/^! Curbcut: failOn 'new-critical' could not be checked, so the run fails: Comparing with the last completed build on this branch failed: HTTP 404/);
  });

  it('fails the run on new critical issues as the comparison call reports them', async () => {
    const comparing: typeof fetch = async (input, init) => {
      if (!String(input).endsWith('/comparison')) return fetch(input, init);
      const counts = { critical: 2, serious: 0, moderate: 1, minor: 0 };
      const data = { id: 'rep_x', comparedTo: { id: 'rep_0', buildName: 'gate', buildNumber: 1, branch: 'main' }, newIssues: counts, resolvedIssues: counts };
      return new Response(JSON.stringify({ data }), { status: 200, headers: { 'content-type': 'application/json' } });
    };
    const { instance, lines } = reporter({ buildName: 'gate', runKey: 'run-gate-2', failOn: 'new-critical' }, { fetch: comparing });
    instance.onBegin(config(), {} as never);
    instance.onTestEnd(testCase({ titles: ['home page'] }), result('passed', 1));
    expect(await instance.onEnd({ status: 'passed' } as never)).toEqual({ status: 'failed' });
    expect(lines.at(-1)).toBe("! Curbcut: 2 new critical issues since gate #1; failing the run (failOn: 'new-critical').");
  });

  it("fails the run with failOn when the build could not even be created", async () => {
    const { instance, lines } = reporter({ buildName: 'gate-refused', token: 'cct_wrong', failOn: 'new-critical' });
    instance.onBegin(config(), {} as never);
    expect(await instance.onEnd({ status: 'passed' } as never)).toEqual({ status: 'failed' });
    expect(lines.at(-1)).toBe("! Curbcut: failOn 'new-critical' could not be checked, so the run fails: the build could not be created.");
  });

  it('sends nothing without a token, and says so once', async () => {
    const lines: string[] = [];
    const instance = new CurbcutReporter({ url: server.url, project: 'Demo shop', buildName: 'no-token' }, { env: {}, log: (l) => lines.push(l), warn: (l) => lines.push(l) });
    instance.onBegin(config(), {} as never);
    instance.onTestEnd(testCase({ titles: ['home page'] }), result('passed', 1));
    expect(await instance.onEnd({ status: 'passed' } as never)).toBeUndefined();
    expect(lines).toEqual(['Curbcut: no upload token (reporter option token or CURBCUT_TOKEN), so nothing is uploaded.']);
    expect((await build('no-token')).reports).toHaveLength(0);
  });

  it('reports a refused token on stderr without failing the tests', async () => {
    const { instance, lines } = reporter({ buildName: 'refused', token: 'cct_wrong' });
    instance.onBegin(config(), {} as never);
    instance.onTestEnd(testCase({ titles: ['home page'] }), result('passed', 1));
    expect(await instance.onEnd({ status: 'passed' } as never)).toBeUndefined();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^! Curbcut: Creating the build failed: HTTP 401/);
  });
});

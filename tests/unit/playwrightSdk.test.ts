/**
 * The pure parts of @curbcut/playwright: reporter options, when to finalise, CI run keys (the same
 * as the CLI's, so `curbcut finalize` finds a reporter's build), the attachment format and the
 * mapping of a finished Playwright test to an ingest test case.
 */
import { describe, expect, it } from 'vitest';
import { defaultRunKey as cliDefaultRunKey, detectCi } from '@curbcut/cli';
import type { AxeResults } from 'axe-core';
import { CHECK_ATTACHMENT_NAME, decodeChecks, encodeCheck, type CheckPayload } from '../../packages/playwright/src/attachment';
import { defaultRunKey, detectCiRun } from '../../packages/playwright/src/ciRun';
import { resolveReporterOptions, shouldFinalize } from '../../packages/playwright/src/reporterOptions';
import { axeContext } from '../../packages/playwright/src/runAxe';
import { batchIdOf, testCaseKey, toIngestTestCase, type FinishedTest } from '../../packages/playwright/src/testCase';
import { judgeNewCritical } from '../../packages/playwright/src/newCritical';

const LINUX = { name: 'Linux', version: '6.1.0' };

function finished(overrides: Partial<FinishedTest> = {}): FinishedTest {
  return {
    titlePath: ['', 'checks', 'tests/shop.spec.ts', 'Contact', 'contact form'],
    file: '/repo/e2e/tests/shop.spec.ts',
    rootDir: '/repo/e2e',
    projectBrowser: 'chromium',
    repeatEachIndex: 0,
    expectedStatus: 'passed',
    status: 'passed',
    errors: [],
    ...overrides,
  };
}

function check(label: string | null, violations: number): CheckPayload {
  const results = {
    url: 'http://127.0.0.1:4317/contact.html',
    violations: Array.from({ length: violations }, (_, i) => ({ id: `rule-${i}`, nodes: [] })),
  } as unknown as AxeResults;
  return { format: 1, label, browser: { name: 'chromium', version: '156.0.7540.0' }, results };
}

describe('reporter options', () => {
  it('takes url, token, project, build name and finalise mode from the environment', () => {
    const env = {
      CURBCUT_URL: 'https://curbcut.example.com',
      CURBCUT_TOKEN: 'cct_abc',
      CURBCUT_PROJECT: 'Demo shop',
      CURBCUT_BUILD_NAME: 'main',
      CURBCUT_FINALIZE: 'last',
      CURBCUT_FAIL_ON: 'new-critical',
    };
    expect(resolveReporterOptions(undefined, env)).toEqual({
      url: 'https://curbcut.example.com',
      project: 'Demo shop',
      buildName: 'main',
      token: 'cct_abc',
      runKey: null,
      finalize: 'last',
      failOn: 'new-critical',
    });
  });

  it('prefers the config over the environment and defaults to the local server, auto finalising', () => {
    const options = resolveReporterOptions({ project: 'Shop', token: 'cct_config' }, { CURBCUT_TOKEN: 'cct_env' });
    expect(options).toMatchObject({ url: 'http://127.0.0.1:8080', token: 'cct_config', buildName: null, finalize: 'auto', failOn: null });
  });

  it('refuses a missing project, an unknown finalise mode, an unknown failOn and a non-HTTP URL by name', () => {
    expect(() => resolveReporterOptions({}, {})).toThrow(
      "@curbcut/playwright/reporter: project is required: the name of the upload token's project (option project or CURBCUT_PROJECT).",
    );
    expect(() => resolveReporterOptions({ project: 'P' }, { CURBCUT_FINALIZE: 'first' })).toThrow(
      "finalize must be one of 'auto', 'always', 'last', 'never', got 'first'.",
    );
    expect(() => resolveReporterOptions({ project: 'P', failOn: 'new-serious' as 'new-critical' }, {})).toThrow(
      "failOn must be one of 'new-critical', got 'new-serious'.",
    );
    expect(() => resolveReporterOptions({ project: 'P', url: 'ftp://host' }, {})).toThrow("url 'ftp://host' must start with http:// or https://.");
    expect(() => resolveReporterOptions({ project: 7 as unknown as string }, {})).toThrow('project must be a string (reporter option), got number.');
  });

  it('finalises an unsharded run, and a sharded one only when asked', () => {
    const shard2of2 = { current: 2, total: 2 };
    const shard1of2 = { current: 1, total: 2 };
    expect(shouldFinalize('auto', null)).toBe(true);
    expect(shouldFinalize('auto', { current: 1, total: 1 })).toBe(true);
    expect(shouldFinalize('auto', shard2of2)).toBe(false);
    expect(shouldFinalize('last', shard1of2)).toBe(false);
    expect(shouldFinalize('last', shard2of2)).toBe(true);
    expect(shouldFinalize('always', shard1of2)).toBe(true);
    expect(shouldFinalize('never', null)).toBe(false);
  });
});

describe('CI runs', () => {
  const github = {
    GITHUB_ACTIONS: 'true',
    GITHUB_RUN_ID: '1234567890',
    GITHUB_RUN_ATTEMPT: '2',
    GITHUB_REF_NAME: 'feature/cart',
    GITHUB_REF_TYPE: 'branch',
    GITHUB_SHA: '3F9A2C1BE0D4F5A6B7C8D9E0F1A2B3C4D5E6F7A8',
    GITHUB_REPOSITORY: 'acme/shop',
  };
  const providers: Record<string, Record<string, string>> = {
    github,
    gitlab: { GITLAB_CI: 'true', CI_PIPELINE_ID: '991', CI_COMMIT_BRANCH: 'main' },
    circleci: { CIRCLECI: 'true', CIRCLE_WORKFLOW_ID: 'wf-1', CIRCLE_BRANCH: 'main' },
    buildkite: { BUILDKITE: 'true', BUILDKITE_BUILD_ID: 'bk-1', BUILDKITE_BRANCH: 'main' },
    azure: { TF_BUILD: 'True', BUILD_BUILDID: '77', BUILD_SOURCEBRANCH: 'refs/heads/main' },
    bitbucket: { BITBUCKET_BUILD_NUMBER: '12', BITBUCKET_PIPELINE_UUID: '{u-1}', BITBUCKET_BRANCH: 'main' },
    jenkins: { JENKINS_URL: 'https://ci.example.com', BUILD_TAG: 'jenkins-shop-5', GIT_BRANCH: 'origin/main' },
  };

  it('reads the branch, commit and run of GitHub Actions', () => {
    expect(detectCiRun(github)).toEqual({
      name: 'GitHub Actions',
      runId: 'github:1234567890:2',
      branch: 'feature/cart',
      commit: '3f9a2c1be0d4f5a6b7c8d9e0f1a2b3c4d5e6f7a8',
      buildUrl: 'https://github.com/acme/shop/actions/runs/1234567890',
    });
    expect(detectCiRun({})).toBeNull();
  });

  it.each(Object.entries(providers))('derives the same run key, branch and commit as curbcut upload on %s', (_name, env) => {
    expect(defaultRunKey(env, 'main')).toBe(cliDefaultRunKey(env, 'main'));
    expect(defaultRunKey(env, 'x'.repeat(300))).toBe(cliDefaultRunKey(env, 'x'.repeat(300)));
    const ours = detectCiRun(env);
    const cli = detectCi(env);
    expect(ours?.runId).toBe(cli?.runId);
    expect(ours?.branch).toBe(cli?.versionControl.branch);
    expect(ours?.commit).toBe(cli?.versionControl.commit);
  });

  it('takes CURBCUT_RUN_KEY first and has no key outside CI', () => {
    expect(defaultRunKey({ ...github, CURBCUT_RUN_KEY: 'nightly-7' }, 'main')).toBe('nightly-7');
    expect(defaultRunKey({}, 'main')).toBeUndefined();
  });
});

describe('check attachments', () => {
  it('round-trips checks and ignores other attachments', () => {
    const body = Buffer.from(encodeCheck(check('menu open', 2)));
    const decoded = decodeChecks([
      { name: 'screenshot', contentType: 'image/png', body: Buffer.from('png') },
      { name: CHECK_ATTACHMENT_NAME, contentType: 'application/json', body },
    ]);
    expect(decoded).toHaveLength(1);
    expect(decoded[0]?.label).toBe('menu open');
    expect(decoded[0]?.results.violations).toHaveLength(2);
  });

  it('names an attachment that is not a check instead of dropping it', () => {
    const body = Buffer.from(JSON.stringify({ violations: [] }));
    expect(() => decodeChecks([{ name: CHECK_ATTACHMENT_NAME, contentType: 'application/json', body }])).toThrow(
      'Attachment 0 (curbcut-a11y-check) is not a Curbcut check: expected format 1 with axe results.',
    );
  });

  it('turns include and exclude selectors into an axe context', () => {
    expect(axeContext({})).toBeNull();
    expect(axeContext({ include: 'main' })).toEqual({ include: [['main']] });
    expect(axeContext({ include: ['main', '#cart'], exclude: 'footer' })).toEqual({ include: [['main'], ['#cart']], exclude: [['footer']] });
    expect(() => axeContext({ exclude: [''] })).toThrow('a11y.check: include and exclude take CSS selectors (non-empty strings).');
  });
});

describe('test cases', () => {
  it('records name, file, describe titles, browser, OS, page states and every check', () => {
    const checks = [check('loaded', 3), check(null, 1)];
    expect(toIngestTestCase(finished(), checks, LINUX)).toEqual({
      key: '[checks] tests/shop.spec.ts › Contact › contact form',
      name: 'contact form',
      status: 'passed',
      file: 'tests/shop.spec.ts',
      scopeList: ['Contact'],
      browser: { name: 'chromium', version: '156.0.7540.0' },
      os: LINUX,
      pageStatesCount: 2,
      results: checks.map((c) => c.results),
    });
  });

  it('records a failure with its message and stack as plain text', () => {
    const red = '\u001b[31m';
    const reset = '\u001b[39m';
    const testCase = toIngestTestCase(
      finished({
        status: 'failed',
        errors: [{ message: `Error: expect(received).toBe(expected)\n\nExpected: ${red}2${reset}`, stack: `Error: boom\n    at shop.spec.ts:14:5` }],
      }),
      [],
      LINUX,
    );
    expect(testCase.status).toBe('failed');
    expect(testCase.error).toEqual({ message: 'Error: expect(received).toBe(expected)\n\nExpected: 2', backtrace: 'Error: boom\n    at shop.spec.ts:14:5' });
    expect(testCase.pageStatesCount).toBe(0);
    expect(testCase).not.toHaveProperty('results');
    expect(testCase.browser).toEqual({ name: 'chromium' });
  });

  it('maps timeouts to failed, skips to skipped, and an expected failure to passed', () => {
    const status = (overrides: Partial<FinishedTest>) => toIngestTestCase(finished(overrides), [], LINUX).status;
    expect(status({ status: 'timedOut', errors: [{ message: 'Test timeout of 30000ms exceeded.' }] })).toBe('failed');
    expect(status({ status: 'skipped', expectedStatus: 'skipped' })).toBe('skipped');
    expect(status({ status: 'failed', expectedStatus: 'failed' })).toBe('passed');
    expect(status({ status: 'passed', expectedStatus: 'failed' })).toBe('failed');
    expect(toIngestTestCase(finished({ status: 'interrupted' }), [], LINUX).error).toEqual({
      message: 'The run was interrupted before this test finished.',
    });
  });

  it('keeps keys unique per project and repeat, under the server limit, and batch ids stable', () => {
    expect(testCaseKey(finished({ repeatEachIndex: 2 }))).toBe('[checks] tests/shop.spec.ts › Contact › contact form #2');
    const long = testCaseKey(finished({ titlePath: ['', 'p', 'f.spec.ts', 'x'.repeat(600)] }));
    expect(long).toHaveLength(500);
    expect(long).not.toBe(testCaseKey(finished({ titlePath: ['', 'p', 'f.spec.ts', `${'x'.repeat(599)}y`] })));
    expect(batchIdOf('run-1', 'k')).toBe(batchIdOf('run-1', 'k'));
    expect(batchIdOf('run-1', 'k')).not.toBe(batchIdOf('run-2', 'k'));
    expect(batchIdOf('run-1', 'k')).toMatch(/^pw-[0-9a-f]{48}$/);
  });
});

describe('failOn new-critical', () => {
  const none = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  const base = { id: 'rep_1', buildName: 'main', buildNumber: 4, branch: 'main' };

  it('fails on new critical issues only', () => {
    expect(judgeNewCritical({ id: 'rep_2', comparedTo: base, newIssues: { ...none, critical: 3 }, resolvedIssues: none })).toEqual({
      failed: true,
      message: "Curbcut: 3 new critical issues since main #4; failing the run (failOn: 'new-critical').",
    });
    expect(judgeNewCritical({ id: 'rep_2', comparedTo: base, newIssues: { ...none, serious: 5 }, resolvedIssues: none })).toEqual({
      failed: false,
      message: 'Curbcut: no new critical issues since main #4.',
    });
  });

  it('passes the first build of a branch', () => {
    expect(judgeNewCritical({ id: 'rep_2', comparedTo: null, newIssues: { ...none, critical: 9 }, resolvedIssues: none }).failed).toBe(false);
  });
});

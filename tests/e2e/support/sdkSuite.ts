/**
 * The example Playwright suite (`examples/demo-site-tests`) run with the Curbcut SDK, as a user's CI
 * runs it: the demo site on a port of its own, the suite in a Playwright process of its own, and a
 * project with an upload token made by the signed-in demo user. `test` here adds `sdkReport`: the
 * report URL the SDK printed for the suite's build on the worker's server, made once per worker.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createServer as createNetServer } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, type APIRequestContext } from '@playwright/test';
import { REPO_ROOT } from './curbcutServer';
import { DEMO_USER, test as base } from './fixtures';

const run = promisify(execFile);
const SUITE = path.join(REPO_ROOT, 'examples/demo-site-tests');
const PLAYWRIGHT_CLI = path.join(REPO_ROOT, 'node_modules/@playwright/test/cli.js');
const CI_MARKERS = ['CI', 'GITHUB_ACTIONS', 'GITLAB_CI', 'CIRCLECI', 'BUILDKITE', 'TF_BUILD', 'BITBUCKET_BUILD_NUMBER', 'JENKINS_URL', 'JENKINS_HOME'];

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The example suite's own static server, started here so every run of the suite reuses it. */
export async function startDemoSite(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(SUITE, 'serve.mjs'), String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`the demo site server exited (code ${code})`)));
  });
  return child;
}

/** Runs the example suite in its own Playwright process, as a user's CI would. */
export async function runSuite(env: Record<string, string>, args: string[] = []): Promise<{ code: number; stdout: string; stderr: string }> {
  // The child is a Playwright run of its own: nothing of this worker's Playwright state may leak in.
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(PW_|TEST_|PLAYWRIGHT_)/.test(k)));
  const blankCi = Object.fromEntries(CI_MARKERS.map((k) => [k, '']));
  try {
    const { stdout, stderr } = await run(process.execPath, [PLAYWRIGHT_CLI, 'test', '-c', SUITE, ...args], {
      cwd: REPO_ROOT,
      env: { ...inherited, ...blankCi, NODE_OPTIONS: '--conditions=@curbcut/source', FORCE_COLOR: '0', ...env },
      timeout: 180_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

/** Signs `request` in as the demo user and makes a project with an upload token. */
export async function signedInProject(request: APIRequestContext, url: string, name: string): Promise<{ projectId: string; token: string }> {
  expect((await request.post(`${url}/api/v1/auth/sign-in`, { data: DEMO_USER })).status()).toBe(200);
  const created = await request.post(`${url}/api/v1/projects`, { data: { name } });
  expect(created.status()).toBe(201);
  const projectId = ((await created.json()) as { data: { project: { id: string } } }).data.project.id;
  const issued = await request.post(`${url}/api/v1/projects/${projectId}/upload_tokens`, { data: { label: 'Playwright SDK' } });
  expect(issued.status()).toBe(201);
  return { projectId, token: ((await issued.json()) as { data: { token: string } }).data.token };
}

/**
 * Runs the whole example suite once against `url` into a new project `project`, as build
 * `buildName`, and answers the report URL the SDK printed.
 */
export async function uploadSuiteBuild(request: APIRequestContext, url: string, project: string, buildName: string): Promise<string> {
  const port = await freePort();
  const site = await startDemoSite(port);
  try {
    const { token } = await signedInProject(request, url, project);
    const env = { CURBCUT_URL: url, CURBCUT_TOKEN: token, CURBCUT_PROJECT: project, CURBCUT_BUILD_NAME: buildName, DEMO_SITE_PORT: String(port) };
    const outcome = await runSuite(env);
    expect(outcome.code, outcome.stdout + outcome.stderr).toBe(0);
    const reportUrl = /Curbcut report: (\S+)/.exec(outcome.stdout)?.[1];
    expect(reportUrl, outcome.stdout).toBeDefined();
    return reportUrl ?? '';
  } finally {
    site.kill('SIGTERM');
  }
}

/** The project and build name the example suite uploads to for `sdkReport`. */
export const SUITE_PROJECT = 'Example suite';
export const SUITE_BUILD = 'sdk-main';

export const test = base.extend<object, { sdkReport: string }>({
  sdkReport: [
    async ({ server, playwright }, use) => {
      const request = await playwright.request.newContext();
      try {
        await use(await uploadSuiteBuild(request, server.url, SUITE_PROJECT, SUITE_BUILD));
      } finally {
        await request.dispose();
      }
    },
    { scope: 'worker', timeout: 240_000 },
  ],
});

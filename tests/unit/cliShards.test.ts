import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, createServer, createUploadToken, DEMO_PASSWORD, ensureDemoAccounts, type RunningServer } from '@curbcut/server';
import { runCli } from './fixtures/runCli';

const F = 'tests/unit/fixtures';
const SHA = '3f9a2c1be0d4f5a6b7c8d9e0f1a2b3c4d5e6f7a8';

/** Blanks every CI marker of the test's own environment, so the CLI runs as on a laptop. */
const NO_CI = Object.fromEntries(
  ['CI', 'GITHUB_ACTIONS', 'GITLAB_CI', 'CIRCLECI', 'BUILDKITE', 'TF_BUILD', 'BITBUCKET_BUILD_NUMBER', 'JENKINS_URL', 'JENKINS_HOME'].map((k) => [k, '']),
);

/** One shard job of a GitHub Actions matrix run. */
function githubShard(job: string): Record<string, string> {
  return {
    ...NO_CI,
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_REPOSITORY: 'acme/shop',
    GITHUB_RUN_ID: '1234567890',
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_RUN_NUMBER: '57',
    GITHUB_JOB: job,
    GITHUB_REF: 'refs/heads/feature/cart',
    GITHUB_REF_NAME: 'feature/cart',
    GITHUB_REF_TYPE: 'branch',
    GITHUB_SHA: SHA,
  };
}

interface Listed {
  id: string;
  buildName: string;
  buildNumber: number;
  status: string;
  issueSummary: { issueCount: number; pageCount: number };
}

describe('curbcut upload and finalize against a running server', { timeout: 120_000 }, () => {
  let dataDir: string;
  let server: RunningServer;
  let projectId: string;
  let cookie: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'curbcut-cli-shards-'));
    server = await createServer({ port: 0, host: '127.0.0.1', dataDir, quiet: true });
    const { groupId, users } = await ensureDemoAccounts(server.context);
    const project = await createProject(server.context, groupId, 'Demo shop', users.demo.id);
    projectId = project.id;
    const { token } = await createUploadToken(server.context, project.id, users.demo.id, 'CI');
    env = { ...NO_CI, CURBCUT_TOKEN: token, CURBCUT_URL: server.url };
    const signIn = await fetch(`${server.url}/api/v1/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@curbcut.local', password: DEMO_PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  });
  afterAll(async () => {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function api<T>(path: string): Promise<T> {
    const res = await fetch(`${server.url}${path}`, { headers: { cookie } });
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: T }).data;
  }

  async function builds(buildName: string): Promise<Listed[]> {
    const { reports } = await api<{ reports: Listed[] }>(`/api/v1/reports?type=automatedTest&projectId=${projectId}`);
    return reports.filter((r) => r.buildName === buildName);
  }

  const shard = (...files: string[]) => ['upload', ...files.map((f) => `${F}/${f}`), '--project', 'Demo shop'];

  it('appends two shards to one running build, finalises it once, and refuses uploads after', async () => {
    const key = ['--build-name', 'shards', '--run-key', 'ci-run-1'];
    const first = await runCli([...shard('cli-axe-v2.json'), ...key, '--no-finalize'], env);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    const id = /to build (rep_[0-9a-z]+) \(shards #1\)/.exec(first.stdout)?.[1] ?? '';
    expect(first.stdout).toContain(`Not finalised (run key ci-run-1): run 'curbcut finalize --build-id ${id}' after the last shard`);
    // The second shard re-checked the checkout page: its 9 issues are the same elements.
    const second = await runCli([...shard('cli-axe-cli.json', 'cli-shard-rerun.json'), ...key, '--no-finalize'], env);
    expect(second.code).toBe(0);
    expect(second.stdout).toMatch(new RegExp(`^Uploaded 2 files to build ${id} \\(shards #1\\)\\n`));
    expect(await builds('shards')).toEqual([expect.objectContaining({ id, status: 'running' })]);

    const done = await runCli(['finalize', '--project', 'Demo shop', ...key], env);
    expect(done.stderr).toBe('');
    expect(done.code).toBe(0);
    expect(done.stdout.split('\n')[0]).toBe(`Finalised build ${id} (shards #1)`);
    const [build] = await builds('shards');
    // 9 on the checkout page (reported by both shards, counted once) + 2 on the home page + 2 on about.
    expect(build).toMatchObject({ id, buildNumber: 1, status: 'completed', issueSummary: { issueCount: 13, pageCount: 3 } });

    const [again, byId, byIdAgain] = [
      await runCli(['finalize', '--project', 'Demo shop', ...key], env),
      await runCli(['finalize', '--build-id', id], env),
      await runCli(['finalize', '--build-id', id], env),
    ];
    expect([again.code, byId.code, byIdAgain.code]).toEqual([0, 0, 0]);
    expect(again.stdout.split('\n')[0]).toBe(`Build ${id} (shards #1) was already finalised`);
    expect(byIdAgain.stdout).toBe(`Finalised build ${id}\n`);

    const late = await runCli([...shard('cli-axe-v2.json'), ...key, '--no-finalize'], env);
    expect(late.code).toBe(1);
    expect(late.stdout).toBe('');
    expect(late.stderr).toBe(
      'curbcut upload: Creating the build failed: server answered HTTP 409 conflict: Build shards #1 is already completed; start a new run to upload more results.\n',
    );
    expect(await builds('shards')).toHaveLength(1);
  });

  it('derives the run key from GitHub Actions so shards and the finalise job agree, and records branch and commit', async () => {
    const name = ['--build-name', 'feature/cart'];
    const [a, b] = await Promise.all([
      runCli([...shard('cli-axe-v2.json'), ...name, '--no-finalize'], { ...env, ...githubShard('shard-1') }),
      runCli([...shard('cli-axe-cli.json'), ...name, '--no-finalize'], { ...env, ...githubShard('shard-2') }),
    ]);
    expect([a.stderr, b.stderr]).toEqual(['', '']);
    expect(a.stdout).toContain('(run key github:1234567890:1/feature/cart)');
    const done = await runCli(['finalize', '--project', 'Demo shop', ...name], { ...env, ...githubShard('finalize') });
    expect(done.stderr).toBe('');
    const [build] = await builds('feature/cart');
    expect(build).toMatchObject({ status: 'completed', issueSummary: { issueCount: 13 } });

    const meta = await api<{ versionControl: unknown; ciInfo: unknown; hostInfo: unknown }>(`/api/v1/reports/${build?.id}/meta`);
    expect(meta.versionControl).toMatchObject({ branch: 'feature/cart', commit: SHA, repositoryUrl: 'https://github.com/acme/shop' });
    expect(meta.ciInfo).toMatchObject({
      name: 'GitHub Actions',
      buildUrl: 'https://github.com/acme/shop/actions/runs/1234567890/attempts/1',
      runNumber: '57',
    });
    expect(meta.hostInfo).toEqual({ hostname: expect.any(String), platform: process.platform, nodeVersion: process.version });
  });

  it('records --branch and --commit over git, and keeps explicit build numbers', async () => {
    const args = ['--build-name', 'release', '--build-number', '41', '--branch', 'release/1.2', '--commit', 'abc1234'];
    const run = await runCli([...shard('cli-axe-v2.json'), ...args], env);
    expect(run.stderr).toBe('');
    expect(run.stdout.split('\n')[0]).toMatch(/^Uploaded 1 file to build rep_[0-9a-z]+ \(release #41\)$/);
    const [build] = await builds('release');
    expect(build).toMatchObject({ buildNumber: 41, status: 'completed' });
    const meta = await api<{ versionControl: Record<string, unknown> }>(`/api/v1/reports/${build?.id}/meta`);
    expect(meta.versionControl).toMatchObject({ branch: 'release/1.2', commit: 'abc1234' });
    // abc1234 is not this checkout's HEAD, so HEAD's subject line is not attached to it.
    expect(meta.versionControl).not.toHaveProperty('message');

    const taken = await runCli([...shard('cli-axe-cli.json'), ...args], env);
    expect(taken.code).toBe(1);
    expect(taken.stderr).toBe(
      'curbcut upload: Creating the build failed: server answered HTTP 409 conflict: Could not create build release #41: another build holds it in this project.\n',
    );
  });

  it('refuses to finalise a run key no shard used, naming it, and creates no build', async () => {
    const run = await runCli(['finalize', '--project', 'Demo shop', '--build-name', 'typo', '--run-key', 'ci-run-404'], env);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      "curbcut finalize: Finalising the build of run key 'ci-run-404' failed: server answered HTTP 404 not_found: " +
        'No build "typo" with run key "ci-run-404" exists in project Demo shop. (at $.runKey)\n',
    );
    expect(await builds('typo')).toEqual([]);
  });
});

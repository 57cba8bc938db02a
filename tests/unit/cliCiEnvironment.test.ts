import { execFileSync } from 'node:child_process';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  collectBuildMetadata,
  defaultRunKey,
  detectCi,
  readGitInfo,
  resolveVersionControl,
  sanitizeRepositoryUrl,
  type GitInfo,
} from '@curbcut/cli';

const SHA = 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678';

const GITHUB_PUSH = {
  CI: 'true',
  GITHUB_ACTIONS: 'true',
  GITHUB_SERVER_URL: 'https://github.com',
  GITHUB_REPOSITORY: 'acme/shop',
  GITHUB_RUN_ID: '9876543210',
  GITHUB_RUN_ATTEMPT: '2',
  GITHUB_RUN_NUMBER: '314',
  GITHUB_JOB: 'a11y',
  GITHUB_REF: 'refs/heads/main',
  GITHUB_REF_NAME: 'main',
  GITHUB_REF_TYPE: 'branch',
  GITHUB_HEAD_REF: '',
  GITHUB_SHA: SHA.toUpperCase(),
};

describe('detectCi', () => {
  it('reads a GitHub Actions push: run page of this attempt, branch, commit, and a run id shared by its jobs', () => {
    expect(detectCi(GITHUB_PUSH)).toEqual({
      ciInfo: {
        name: 'GitHub Actions',
        buildUrl: 'https://github.com/acme/shop/actions/runs/9876543210/attempts/2',
        jobName: 'a11y',
        runNumber: '314',
      },
      versionControl: { branch: 'main', commit: SHA, repositoryUrl: 'https://github.com/acme/shop' },
      runId: 'github:9876543210:2',
    });
  });

  it('takes the head branch of a GitHub pull request and no branch for a tag', () => {
    const pr = detectCi({ ...GITHUB_PUSH, GITHUB_HEAD_REF: 'feature/cart', GITHUB_REF: 'refs/pull/42/merge', GITHUB_REF_NAME: '42/merge' });
    expect(pr?.versionControl.branch).toBe('feature/cart');
    const tag = detectCi({ ...GITHUB_PUSH, GITHUB_REF: 'refs/tags/v1.2.0', GITHUB_REF_NAME: 'v1.2.0', GITHUB_REF_TYPE: 'tag' });
    expect(tag?.versionControl).not.toHaveProperty('branch');
  });

  it('reads GitLab CI, with the subject line of the message and the author without email', () => {
    expect(
      detectCi({
        GITLAB_CI: 'true',
        CI_PIPELINE_ID: '1200345',
        CI_PIPELINE_IID: '87',
        CI_PIPELINE_URL: 'https://gitlab.com/acme/shop/-/pipelines/1200345',
        CI_JOB_NAME: 'a11y 1/3',
        CI_COMMIT_BRANCH: 'feature/cart',
        CI_COMMIT_SHA: SHA,
        CI_COMMIT_MESSAGE: 'Give the cart button a name\n\nThe icon-only button had no text.',
        CI_COMMIT_AUTHOR: 'Jane Doe <jane@example.com>',
        CI_PROJECT_URL: 'https://gitlab.com/acme/shop',
      }),
    ).toEqual({
      ciInfo: { name: 'GitLab CI', buildUrl: 'https://gitlab.com/acme/shop/-/pipelines/1200345', jobName: 'a11y 1/3', runNumber: '87' },
      versionControl: {
        branch: 'feature/cart',
        commit: SHA,
        message: 'Give the cart button a name',
        author: 'Jane Doe',
        repositoryUrl: 'https://gitlab.com/acme/shop',
      },
      runId: 'gitlab:1200345',
    });
  });

  it('reads CircleCI and Buildkite, ignoring a commit that is not a sha', () => {
    expect(
      detectCi({
        CIRCLECI: 'true',
        CIRCLE_WORKFLOW_ID: '6f1c2a4e-0b9d-4c47-9f0e-3d2b1a0c9e8f',
        CIRCLE_BUILD_URL: 'https://circleci.com/gh/acme/shop/512',
        CIRCLE_BUILD_NUM: '512',
        CIRCLE_JOB: 'a11y',
        CIRCLE_BRANCH: 'main',
        CIRCLE_SHA1: SHA,
        CIRCLE_REPOSITORY_URL: 'git@github.com:acme/shop.git',
      }),
    ).toEqual({
      ciInfo: { name: 'CircleCI', buildUrl: 'https://circleci.com/gh/acme/shop/512', jobName: 'a11y', runNumber: '512' },
      versionControl: { branch: 'main', commit: SHA, repositoryUrl: 'git@github.com:acme/shop.git' },
      runId: 'circleci:6f1c2a4e-0b9d-4c47-9f0e-3d2b1a0c9e8f',
    });
    const buildkite = detectCi({
      BUILDKITE: 'true',
      BUILDKITE_BUILD_ID: '0190aa5e-6c3f-4f4b-8d57-2d4e1f0b7c11',
      BUILDKITE_BUILD_URL: 'https://buildkite.com/acme/shop/builds/77',
      BUILDKITE_BUILD_NUMBER: '77',
      BUILDKITE_LABEL: ':axe: a11y',
      BUILDKITE_BRANCH: 'main',
      BUILDKITE_COMMIT: 'HEAD',
      BUILDKITE_MESSAGE: 'Fix contrast of the footer',
      BUILDKITE_BUILD_AUTHOR: 'Jane Doe',
      BUILDKITE_REPO: 'https://github.com/acme/shop.git',
    });
    expect(buildkite?.versionControl).toEqual({
      branch: 'main',
      message: 'Fix contrast of the footer',
      author: 'Jane Doe',
      repositoryUrl: 'https://github.com/acme/shop.git',
    });
    expect(buildkite?.runId).toBe('buildkite:0190aa5e-6c3f-4f4b-8d57-2d4e1f0b7c11');
  });

  it('reads Azure Pipelines with the full branch name, not its last segment', () => {
    expect(
      detectCi({
        TF_BUILD: 'True',
        BUILD_BUILDID: '4521',
        BUILD_BUILDNUMBER: '20261122.3',
        SYSTEM_COLLECTIONURI: 'https://dev.azure.com/acme/',
        SYSTEM_TEAMPROJECT: 'Web Shop',
        SYSTEM_JOBDISPLAYNAME: 'Accessibility',
        BUILD_SOURCEBRANCH: 'refs/heads/feature/cart',
        BUILD_SOURCEBRANCHNAME: 'cart',
        BUILD_SOURCEVERSION: SHA,
        BUILD_SOURCEVERSIONMESSAGE: 'Give the cart button a name',
        BUILD_REPOSITORY_URI: 'https://dev.azure.com/acme/Web%20Shop/_git/shop',
      }),
    ).toEqual({
      ciInfo: {
        name: 'Azure Pipelines',
        buildUrl: 'https://dev.azure.com/acme/Web%20Shop/_build/results?buildId=4521',
        jobName: 'Accessibility',
        runNumber: '20261122.3',
      },
      versionControl: {
        branch: 'feature/cart',
        commit: SHA,
        message: 'Give the cart button a name',
        repositoryUrl: 'https://dev.azure.com/acme/Web%20Shop/_git/shop',
      },
      runId: 'azure:4521',
    });
  });

  it('reads Bitbucket Pipelines and Jenkins, dropping credentials from the repository URL', () => {
    expect(
      detectCi({
        CI: 'true',
        BITBUCKET_BUILD_NUMBER: '145',
        BITBUCKET_PIPELINE_UUID: '{5c0f7f0e-1d2b-4a3c-9e8d-7f6a5b4c3d2e}',
        BITBUCKET_GIT_HTTP_ORIGIN: 'http://bitbucket.org/acme/shop',
        BITBUCKET_BRANCH: 'main',
        BITBUCKET_COMMIT: SHA,
      }),
    ).toEqual({
      ciInfo: { name: 'Bitbucket Pipelines', buildUrl: 'http://bitbucket.org/acme/shop/addon/pipelines/home#!/results/145', runNumber: '145' },
      versionControl: { branch: 'main', commit: SHA, repositoryUrl: 'http://bitbucket.org/acme/shop' },
      runId: 'bitbucket:{5c0f7f0e-1d2b-4a3c-9e8d-7f6a5b4c3d2e}',
    });
    expect(
      detectCi({
        JENKINS_URL: 'https://ci.acme.example/',
        BUILD_TAG: 'jenkins-shop-a11y-58',
        BUILD_URL: 'https://ci.acme.example/job/shop-a11y/58/',
        BUILD_NUMBER: '58',
        JOB_NAME: 'shop-a11y',
        GIT_BRANCH: 'origin/main',
        GIT_COMMIT: SHA,
        GIT_URL: 'https://deploy:s3cret@git.acme.example/shop.git',
      }),
    ).toEqual({
      ciInfo: { name: 'Jenkins', buildUrl: 'https://ci.acme.example/job/shop-a11y/58/', jobName: 'shop-a11y', runNumber: '58' },
      versionControl: { branch: 'main', commit: SHA, repositoryUrl: 'https://git.acme.example/shop.git' },
      runId: 'jenkins:jenkins-shop-a11y-58',
    });
  });

  it('finds no CI on a laptop, under an unknown CI, or when marker variables are empty', () => {
    expect(detectCi({ HOME: '/home/jane', PATH: '/usr/bin' })).toBeNull();
    expect(detectCi({ CI: 'true' })).toBeNull();
    expect(detectCi({ GITHUB_ACTIONS: '', GITLAB_CI: '', TF_BUILD: 'False' })).toBeNull();
  });
});

describe('sanitizeRepositoryUrl', () => {
  it('removes a job token from the remote URL and keeps scp-like remotes', () => {
    expect(sanitizeRepositoryUrl('https://gitlab-ci-token:glcbt-XYZ@gitlab.com/acme/shop.git')).toBe('https://gitlab.com/acme/shop.git');
    expect(sanitizeRepositoryUrl('git@github.com:acme/shop.git')).toBe('git@github.com:acme/shop.git');
    expect(sanitizeRepositoryUrl('  ')).toBeUndefined();
  });
});

describe('defaultRunKey', () => {
  it('is the CI run plus the build name, so shards agree and two builds of one run stay apart', () => {
    const shard1 = defaultRunKey({ ...GITHUB_PUSH, GITHUB_JOB: 'shard-1' }, 'feature/cart');
    const shard2 = defaultRunKey({ ...GITHUB_PUSH, GITHUB_JOB: 'shard-2' }, 'feature/cart');
    expect(shard1).toBe('github:9876543210:2/feature/cart');
    expect(shard2).toBe(shard1);
    expect(defaultRunKey(GITHUB_PUSH, 'mobile')).not.toBe(shard1);
    expect(defaultRunKey({ ...GITHUB_PUSH, GITHUB_RUN_ATTEMPT: '3' }, 'feature/cart')).toBe('github:9876543210:3/feature/cart');
  });

  it('prefers CURBCUT_RUN_KEY, is undefined outside CI, and stays within the server limit of 255', () => {
    expect(defaultRunKey({ ...GITHUB_PUSH, CURBCUT_RUN_KEY: 'nightly-2026-11-22' }, 'main')).toBe('nightly-2026-11-22');
    expect(defaultRunKey({}, 'main')).toBeUndefined();
    const long = defaultRunKey(GITHUB_PUSH, 'x'.repeat(255));
    expect(long).toMatch(/^github:9876543210:2\/sha256-[0-9a-f]{64}$/);
    expect(long?.length).toBeLessThanOrEqual(255);
  });
});

describe('resolveVersionControl', () => {
  const git: GitInfo = {
    commit: SHA,
    branch: 'feature/cart',
    message: 'Give the cart button a name',
    author: 'Jane Doe',
    repositoryUrl: 'git@github.com:acme/shop.git',
  };

  it('takes everything from git outside CI', () => {
    expect(resolveVersionControl({}, undefined, git)).toEqual(git);
  });

  it("fills what CI leaves out from git when git's HEAD is the CI commit, and nothing when it is not", () => {
    const ci = { branch: 'main', commit: SHA, repositoryUrl: 'https://github.com/acme/shop' };
    expect(resolveVersionControl({}, ci, git)).toEqual({ ...ci, message: git.message, author: git.author });
    const other = { ...ci, commit: '0'.repeat(40) };
    expect(resolveVersionControl({}, other, git)).toEqual(other);
  });

  it('lets --branch and --commit win, keeping the message only for the same (abbreviated) commit', () => {
    expect(resolveVersionControl({ branch: 'release/1.2', commit: SHA.slice(0, 7) }, undefined, git)).toEqual({
      ...git,
      branch: 'release/1.2',
      commit: SHA.slice(0, 7),
    });
    expect(resolveVersionControl({ commit: 'ffffff0' }, undefined, git)).toEqual({ commit: 'ffffff0', repositoryUrl: git.repositoryUrl });
    expect(resolveVersionControl({}, undefined, null)).toBeUndefined();
  });
});

describe('collectBuildMetadata', () => {
  it('sends versionControl, ciInfo and hostInfo, git filling the commit message in CI', async () => {
    const host = { hostname: 'runner-7', platform: 'linux', nodeVersion: 'v20.11.0' };
    const cwds: string[] = [];
    const metadata = await collectBuildMetadata({
      env: GITHUB_PUSH,
      cwd: '/work/shop',
      host,
      readGit: async (cwd) => {
        cwds.push(cwd);
        return { commit: SHA, message: 'Give the cart button a name', author: 'Jane Doe' };
      },
    });
    expect(cwds).toEqual(['/work/shop']);
    expect(metadata).toEqual({
      versionControl: {
        branch: 'main',
        commit: SHA,
        message: 'Give the cart button a name',
        author: 'Jane Doe',
        repositoryUrl: 'https://github.com/acme/shop',
      },
      ciInfo: expect.objectContaining({ name: 'GitHub Actions', runNumber: '314' }),
      hostInfo: host,
    });
  });

  it('leaves versionControl and ciInfo out without CI or git', async () => {
    const metadata = await collectBuildMetadata({ env: {}, readGit: async () => null });
    expect(metadata).toEqual({
      hostInfo: { hostname: expect.any(String), platform: process.platform, nodeVersion: process.version },
    });
  });
});

describe('readGitInfo', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'curbcut-git-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const git = (cwd: string, ...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Jane Doe', '-c', 'user.email=jane@example.com', ...args], { cwd, encoding: 'utf8' }).trim();

  it('reads HEAD of a repository: sha, branch, subject, author and the origin without its token', async () => {
    const repo = join(dir, 'repo');
    execFileSync('git', ['init', '-q', '-b', 'feature/cart', repo]);
    git(repo, 'commit', '-q', '--allow-empty', '-m', 'Give the cart button a name', '-m', 'Body text.');
    git(repo, 'remote', 'add', 'origin', 'https://gitlab-ci-token:glcbt-XYZ@gitlab.com/acme/shop.git');
    expect(await readGitInfo({ cwd: repo })).toEqual({
      commit: git(repo, 'rev-parse', 'HEAD'),
      branch: 'feature/cart',
      message: 'Give the cart button a name',
      author: 'Jane Doe',
      repositoryUrl: 'https://gitlab.com/acme/shop.git',
    });
    git(repo, 'checkout', '-q', '--detach');
    expect(await readGitInfo({ cwd: repo })).not.toHaveProperty('branch');
  });

  it('is null outside a repository, without git, and when git hangs past the timeout', async () => {
    const plain = join(dir, 'plain');
    await mkdir(plain);
    const hanging = join(dir, 'hanging-git');
    await writeFile(hanging, '#!/bin/sh\nexec sleep 10\n');
    await chmod(hanging, 0o755);
    const started = Date.now();
    const [outside, missing, slow] = await Promise.all([
      readGitInfo({ cwd: plain }),
      readGitInfo({ cwd: plain, command: join(dir, 'no-such-git') }),
      readGitInfo({ cwd: plain, command: hanging, timeoutMs: 200 }),
    ]);
    expect([outside, missing, slow]).toEqual([null, null, null]);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

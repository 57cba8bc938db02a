/**
 * What a CI provider tells a job about itself through environment variables: the commit under test,
 * where the run is shown, and an id shared by every job of the run (so shards agree on one build
 * without configuration). Pure functions of an environment object; no process access.
 */

/** An environment as `process.env` holds it. */
export type Env = Readonly<Record<string, string | undefined>>;

/** The build meta `versionControl` object the CLI sends; every field is optional. */
export interface VersionControl {
  branch?: string;
  /** Full or abbreviated commit sha. */
  commit?: string;
  /** The commit's subject line. */
  message?: string;
  /** The commit author's name. */
  author?: string;
  /** Where the repository lives, without credentials. */
  repositoryUrl?: string;
}

/** The build meta `ciInfo` object the CLI sends. */
export interface CiInfo {
  /** The provider's name as people say it, for example `GitHub Actions`. */
  name: string;
  /** The run's page on the provider. */
  buildUrl?: string;
  jobName?: string;
  /** The provider's human run number (a string: Azure numbers look like `20261122.3`). */
  runNumber?: string;
}

/** Everything a CI environment says about the current job. */
export interface CiEnvironment {
  ciInfo: CiInfo;
  versionControl: VersionControl;
  /** Identifies the run (every job and shard of it), for example `github:9876543210:1`; null when the provider gives none. */
  runId: string | null;
}

type Get = (name: string) => string | undefined;

const SHA = /^[0-9a-f]{7,64}$/i;

/** A commit value only when it looks like a sha (Buildkite sends `HEAD` before checkout). */
function sha(value: string | undefined): string | undefined {
  return value !== undefined && SHA.test(value) ? value.toLowerCase() : undefined;
}

/** `refs/heads/feature/x` -> `feature/x`; tags and pull-request refs are not branches. */
function branchOfRef(ref: string | undefined): string | undefined {
  if (ref === undefined) return undefined;
  if (ref.startsWith('refs/heads/')) return ref.slice('refs/heads/'.length) || undefined;
  return ref.startsWith('refs/') ? undefined : ref;
}

function firstLine(value: string | undefined): string | undefined {
  const line = value?.split(/\r?\n/, 1)[0]?.trim();
  return line ? line : undefined;
}

/** `Jane Doe <jane@example.com>` -> `Jane Doe`. */
function authorName(value: string | undefined): string | undefined {
  const name = value?.replace(/\s*<[^>]*>\s*$/, '').trim();
  return name ? name : undefined;
}

/**
 * A repository URL without user name or password: CI checkouts often embed a job token in the
 * remote (`https://gitlab-ci-token:<token>@gitlab.com/...`), which must never be stored.
 */
export function sanitizeRepositoryUrl(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const trimmed = value.trim();
  try {
    const url = new URL(trimmed);
    if (url.username === '' && url.password === '') return trimmed;
    url.username = '';
    url.password = '';
    return url.toString();
  } catch {
    // scp-like `git@host:owner/repo.git` is not a URL and carries no secret beyond the user name.
    return trimmed;
  }
}

/** Drops undefined fields so the stored JSON stays small and `toEqual` reads well. */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** `github:123:1` from its parts; null when the provider left one of them out. */
function runIdOf(...parts: (string | undefined)[]): string | null {
  return parts.every((p) => p !== undefined) ? parts.join(':') : null;
}

function github(get: Get): CiEnvironment | null {
  if (get('GITHUB_ACTIONS') !== 'true') return null;
  const server = get('GITHUB_SERVER_URL') ?? 'https://github.com';
  const repo = get('GITHUB_REPOSITORY');
  const runId = get('GITHUB_RUN_ID');
  const attempt = get('GITHUB_RUN_ATTEMPT');
  const runUrl = repo && runId ? `${server}/${repo}/actions/runs/${runId}${attempt ? `/attempts/${attempt}` : ''}` : undefined;
  const branch = get('GITHUB_HEAD_REF') ?? (get('GITHUB_REF_TYPE') === 'tag' ? undefined : get('GITHUB_REF_NAME') ?? branchOfRef(get('GITHUB_REF')));
  return {
    ciInfo: compact({ name: 'GitHub Actions', buildUrl: runUrl, jobName: get('GITHUB_JOB'), runNumber: get('GITHUB_RUN_NUMBER') }),
    versionControl: compact({ branch, commit: sha(get('GITHUB_SHA')), repositoryUrl: repo ? `${server}/${repo}` : undefined }),
    runId: runIdOf('github', runId, attempt ?? '1'),
  };
}

function gitlab(get: Get): CiEnvironment | null {
  if (get('GITLAB_CI') !== 'true') return null;
  return {
    ciInfo: compact({ name: 'GitLab CI', buildUrl: get('CI_PIPELINE_URL'), jobName: get('CI_JOB_NAME'), runNumber: get('CI_PIPELINE_IID') }),
    versionControl: compact({
      branch: get('CI_COMMIT_BRANCH') ?? get('CI_MERGE_REQUEST_SOURCE_BRANCH_NAME'),
      commit: sha(get('CI_COMMIT_SHA')),
      message: firstLine(get('CI_COMMIT_TITLE') ?? get('CI_COMMIT_MESSAGE')),
      author: authorName(get('CI_COMMIT_AUTHOR')),
      repositoryUrl: sanitizeRepositoryUrl(get('CI_PROJECT_URL')),
    }),
    runId: runIdOf('gitlab', get('CI_PIPELINE_ID')),
  };
}

function circleci(get: Get): CiEnvironment | null {
  if (get('CIRCLECI') !== 'true') return null;
  return {
    ciInfo: compact({ name: 'CircleCI', buildUrl: get('CIRCLE_BUILD_URL'), jobName: get('CIRCLE_JOB'), runNumber: get('CIRCLE_BUILD_NUM') }),
    versionControl: compact({
      branch: get('CIRCLE_BRANCH'),
      commit: sha(get('CIRCLE_SHA1')),
      repositoryUrl: sanitizeRepositoryUrl(get('CIRCLE_REPOSITORY_URL')),
    }),
    runId: runIdOf('circleci', get('CIRCLE_WORKFLOW_ID')),
  };
}

function buildkite(get: Get): CiEnvironment | null {
  if (get('BUILDKITE') !== 'true') return null;
  return {
    ciInfo: compact({ name: 'Buildkite', buildUrl: get('BUILDKITE_BUILD_URL'), jobName: get('BUILDKITE_LABEL'), runNumber: get('BUILDKITE_BUILD_NUMBER') }),
    versionControl: compact({
      branch: get('BUILDKITE_BRANCH'),
      commit: sha(get('BUILDKITE_COMMIT')),
      message: firstLine(get('BUILDKITE_MESSAGE')),
      author: get('BUILDKITE_BUILD_AUTHOR'),
      repositoryUrl: sanitizeRepositoryUrl(get('BUILDKITE_REPO')),
    }),
    runId: runIdOf('buildkite', get('BUILDKITE_BUILD_ID')),
  };
}

function azure(get: Get): CiEnvironment | null {
  if (get('TF_BUILD')?.toLowerCase() !== 'true') return null;
  const collection = get('SYSTEM_COLLECTIONURI') ?? get('SYSTEM_TEAMFOUNDATIONCOLLECTIONURI');
  const project = get('SYSTEM_TEAMPROJECT');
  const buildId = get('BUILD_BUILDID');
  const buildUrl =
    collection && project && buildId
      ? `${collection.replace(/\/?$/, '/')}${encodeURIComponent(project)}/_build/results?buildId=${buildId}`
      : undefined;
  return {
    ciInfo: compact({
      name: 'Azure Pipelines',
      buildUrl,
      jobName: get('SYSTEM_JOBDISPLAYNAME') ?? get('AGENT_JOBNAME'),
      runNumber: get('BUILD_BUILDNUMBER'),
    }),
    versionControl: compact({
      branch: branchOfRef(get('SYSTEM_PULLREQUEST_SOURCEBRANCH') ?? get('BUILD_SOURCEBRANCH')),
      commit: sha(get('BUILD_SOURCEVERSION')),
      message: firstLine(get('BUILD_SOURCEVERSIONMESSAGE')),
      repositoryUrl: sanitizeRepositoryUrl(get('BUILD_REPOSITORY_URI')),
    }),
    runId: runIdOf('azure', buildId),
  };
}

function bitbucket(get: Get): CiEnvironment | null {
  const number = get('BITBUCKET_BUILD_NUMBER');
  if (number === undefined) return null;
  const origin = get('BITBUCKET_GIT_HTTP_ORIGIN');
  return {
    ciInfo: compact({
      name: 'Bitbucket Pipelines',
      buildUrl: origin ? `${origin}/addon/pipelines/home#!/results/${number}` : undefined,
      jobName: get('BITBUCKET_STEP_NAME'),
      runNumber: number,
    }),
    versionControl: compact({
      branch: get('BITBUCKET_BRANCH'),
      commit: sha(get('BITBUCKET_COMMIT')),
      repositoryUrl: sanitizeRepositoryUrl(origin),
    }),
    runId: runIdOf('bitbucket', get('BITBUCKET_PIPELINE_UUID') ?? number),
  };
}

function jenkins(get: Get): CiEnvironment | null {
  if (get('JENKINS_URL') === undefined && get('JENKINS_HOME') === undefined) return null;
  // Multibranch pipelines set BRANCH_NAME (CHANGE_BRANCH for pull requests); the git plugin sets
  // GIT_BRANCH as the remote-tracking name, `origin/main`.
  const gitBranch = get('GIT_LOCAL_BRANCH') ?? get('GIT_BRANCH')?.replace(/^(?:refs\/heads\/|origin\/)/, '');
  return {
    ciInfo: compact({ name: 'Jenkins', buildUrl: get('BUILD_URL'), jobName: get('JOB_NAME'), runNumber: get('BUILD_NUMBER') }),
    versionControl: compact({
      branch: get('CHANGE_BRANCH') ?? get('BRANCH_NAME') ?? gitBranch,
      commit: sha(get('GIT_COMMIT')),
      repositoryUrl: sanitizeRepositoryUrl(get('GIT_URL')),
    }),
    runId: runIdOf('jenkins', get('BUILD_TAG')),
  };
}

/** Checked in this order; the first provider whose marker variable is set wins. */
const PROVIDERS = [github, gitlab, circleci, buildkite, azure, bitbucket, jenkins] as const;

/** The CI provider running this job and what it says about the run, or null outside a known CI. */
export function detectCi(env: Env): CiEnvironment | null {
  const get: Get = (name) => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  for (const provider of PROVIDERS) {
    const found = provider(get);
    if (found) return found;
  }
  return null;
}

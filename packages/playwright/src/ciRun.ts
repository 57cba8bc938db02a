/**
 * What the reporter needs to know about the CI run: an id shared by every job of the run, so shards
 * agree on one build without configuration, and the branch and commit under test. The run ids and
 * the run key are the ones `curbcut upload` derives (docs/cli.md, "Run keys and sharded CI"), so
 * `curbcut finalize` in the same CI run finds the build the reporter created. A deliberately small
 * copy of the CLI's detection: the SDK may depend on `@curbcut/core` only.
 */
import { createHash } from 'node:crypto';

/** An environment as `process.env` holds it. */
export type Env = Readonly<Record<string, string | undefined>>;

/** A CI provider's run as the reporter records it. */
export interface CiRun {
  /** The provider's name, for example `GitHub Actions`. */
  name: string;
  /** Identifies the run across its jobs, for example `github:9876543210:1`; null when the provider gives none. */
  runId: string | null;
  branch?: string;
  commit?: string;
  /** The run's page on the provider. */
  buildUrl?: string;
}

/** The environment variable that sets the run key. */
export const RUN_KEY_ENV = 'CURBCUT_RUN_KEY';

const RUN_KEY_MAX = 255;

type Get = (name: string) => string | undefined;

function joined(...parts: (string | undefined)[]): string | null {
  return parts.every((p) => p !== undefined) ? parts.join(':') : null;
}

function refBranch(ref: string | undefined): string | undefined {
  if (ref === undefined) return undefined;
  if (ref.startsWith('refs/heads/')) return ref.slice('refs/heads/'.length) || undefined;
  return ref.startsWith('refs/') ? undefined : ref;
}

function sha(value: string | undefined): string | undefined {
  return value !== undefined && /^[0-9a-f]{7,64}$/i.test(value) ? value.toLowerCase() : undefined;
}

function compact(run: CiRun): CiRun {
  return Object.fromEntries(Object.entries(run).filter(([, v]) => v !== undefined)) as unknown as CiRun;
}

/** Each provider: detected when `marker` holds, then read. Order matters: the first match wins. */
const PROVIDERS: readonly ((get: Get) => CiRun | null)[] = [
  (get) =>
    get('GITHUB_ACTIONS') !== 'true'
      ? null
      : {
          name: 'GitHub Actions',
          runId: joined('github', get('GITHUB_RUN_ID'), get('GITHUB_RUN_ATTEMPT') ?? '1'),
          branch: get('GITHUB_HEAD_REF') ?? (get('GITHUB_REF_TYPE') === 'tag' ? undefined : get('GITHUB_REF_NAME') ?? refBranch(get('GITHUB_REF'))),
          commit: sha(get('GITHUB_SHA')),
          buildUrl:
            get('GITHUB_REPOSITORY') && get('GITHUB_RUN_ID')
              ? `${get('GITHUB_SERVER_URL') ?? 'https://github.com'}/${get('GITHUB_REPOSITORY')}/actions/runs/${get('GITHUB_RUN_ID')}`
              : undefined,
        },
  (get) =>
    get('GITLAB_CI') !== 'true'
      ? null
      : {
          name: 'GitLab CI',
          runId: joined('gitlab', get('CI_PIPELINE_ID')),
          branch: get('CI_COMMIT_BRANCH') ?? get('CI_MERGE_REQUEST_SOURCE_BRANCH_NAME'),
          commit: sha(get('CI_COMMIT_SHA')),
          buildUrl: get('CI_PIPELINE_URL'),
        },
  (get) =>
    get('CIRCLECI') !== 'true'
      ? null
      : {
          name: 'CircleCI',
          runId: joined('circleci', get('CIRCLE_WORKFLOW_ID')),
          branch: get('CIRCLE_BRANCH'),
          commit: sha(get('CIRCLE_SHA1')),
          buildUrl: get('CIRCLE_BUILD_URL'),
        },
  (get) =>
    get('BUILDKITE') !== 'true'
      ? null
      : {
          name: 'Buildkite',
          runId: joined('buildkite', get('BUILDKITE_BUILD_ID')),
          branch: get('BUILDKITE_BRANCH'),
          commit: sha(get('BUILDKITE_COMMIT')),
          buildUrl: get('BUILDKITE_BUILD_URL'),
        },
  (get) =>
    get('TF_BUILD')?.toLowerCase() !== 'true'
      ? null
      : {
          name: 'Azure Pipelines',
          runId: joined('azure', get('BUILD_BUILDID')),
          branch: refBranch(get('SYSTEM_PULLREQUEST_SOURCEBRANCH') ?? get('BUILD_SOURCEBRANCH')),
          commit: sha(get('BUILD_SOURCEVERSION')),
        },
  (get) =>
    get('BITBUCKET_BUILD_NUMBER') === undefined
      ? null
      : {
          name: 'Bitbucket Pipelines',
          runId: joined('bitbucket', get('BITBUCKET_PIPELINE_UUID') ?? get('BITBUCKET_BUILD_NUMBER')),
          branch: get('BITBUCKET_BRANCH'),
          commit: sha(get('BITBUCKET_COMMIT')),
        },
  (get) =>
    get('JENKINS_URL') === undefined && get('JENKINS_HOME') === undefined
      ? null
      : {
          name: 'Jenkins',
          runId: joined('jenkins', get('BUILD_TAG')),
          branch:
            get('CHANGE_BRANCH') ??
            get('BRANCH_NAME') ??
            get('GIT_LOCAL_BRANCH') ??
            get('GIT_BRANCH')?.replace(/^(?:refs\/heads\/|origin\/)/, ''),
          commit: sha(get('GIT_COMMIT')),
          buildUrl: get('BUILD_URL'),
        },
];

/** The CI run this process belongs to, or null outside a CI the SDK knows. */
export function detectCiRun(env: Env): CiRun | null {
  const get: Get = (name) => env[name]?.trim() || undefined;
  for (const provider of PROVIDERS) {
    const run = provider(get);
    if (run) return compact(run);
  }
  return null;
}

/**
 * The run key when none is configured: CURBCUT_RUN_KEY, else the CI run's id plus the build name
 * (as `curbcut upload` computes it), else undefined: outside CI each run is its own build.
 */
export function defaultRunKey(env: Env, buildName: string): string | undefined {
  const explicit = env[RUN_KEY_ENV]?.trim();
  if (explicit) return explicit;
  const runId = detectCiRun(env)?.runId;
  if (!runId) return undefined;
  const key = `${runId}/${buildName}`;
  if (key.length <= RUN_KEY_MAX) return key;
  return `${runId}/sha256-${createHash('sha256').update(buildName).digest('hex')}`;
}

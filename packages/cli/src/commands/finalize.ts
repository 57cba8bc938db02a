/**
 * `curbcut finalize`: closes a build that shards uploaded to with `--no-finalize`, so its summary is
 * computed and it shows as completed. The build is named by id, or by the build name and run key the
 * shards used (`POST /api/v1/ingest/runs/finalize`, which never creates a build: a run key no shard
 * used is refused). Finalising again is not an error, in either form.
 */
import { isId, type FinalizedRun, type FinalizeResult, type FinalizeRunBody } from '@curbcut/core';
import { CliError } from '../cliError';
import { checkConnection, createIngestClient } from '../ingestClient';
import { checkBuildRun, reportUrlOf, type UploadDeps } from './upload';

/** What `curbcut finalize` needs; give `buildId`, or `runKey` with `project` and `buildName`. */
export interface FinalizeOptions {
  buildId?: string;
  project?: string;
  buildName?: string;
  runKey?: string;
  url: string;
  token: string;
}

/** What was finalised, as printed by the command. */
export interface FinalizeOutcome {
  buildId: string;
  /** `B #3`, when known (finalising by run key). */
  label: string | null;
  /** true when the server said the build had been finalised before this call. */
  alreadyFinalized: boolean;
  reportUrl: string | null;
}

function checkOptions(options: FinalizeOptions): void {
  if (options.buildId !== undefined && options.runKey !== undefined) {
    throw new CliError('Give --build-id or --run-key, not both.', 2);
  }
  if (options.buildId !== undefined) {
    if (!isId(options.buildId, 'report')) {
      throw new CliError(`--build-id must be a build id like rep_0k3..., got '${options.buildId}'.`, 2);
    }
  } else if (options.runKey === undefined) {
    throw new CliError('Missing --build-id or --run-key: outside CI there is no run key to find the build by.', 2);
  } else {
    checkBuildRun({ project: options.project ?? '', buildName: options.buildName ?? '' });
  }
  checkConnection(options);
}

/** Finalises the build named by `buildId`, or the build of `runKey`. */
export async function finalizeRun(options: FinalizeOptions, deps: UploadDeps = {}): Promise<FinalizeOutcome> {
  checkOptions(options);
  const client = createIngestClient({ url: options.url, token: options.token, ...deps });
  if (options.buildId !== undefined) {
    const path = `/api/v1/ingest/builds/${encodeURIComponent(options.buildId)}/finalize`;
    await client.post<FinalizeResult>(path, {}, 'Finalising the build');
    return { buildId: options.buildId, label: null, alreadyFinalized: false, reportUrl: null };
  }
  const project = options.project ?? '';
  const body: FinalizeRunBody = { project, buildName: options.buildName ?? '', runKey: options.runKey ?? '' };
  const build = await client.post<FinalizedRun>('/api/v1/ingest/runs/finalize', body, `Finalising the build of run key '${body.runKey}'`);
  return {
    buildId: build.id,
    label: `${build.buildName} #${build.buildNumber}`,
    alreadyFinalized: build.alreadyCompleted,
    reportUrl: reportUrlOf(options.url, build),
  };
}

/** The lines the command prints after finalising. */
export function formatFinalizeOutcome(outcome: FinalizeOutcome): string[] {
  const name = `${outcome.buildId}${outcome.label ? ` (${outcome.label})` : ''}`;
  const lines = [outcome.alreadyFinalized ? `Build ${name} was already finalised` : `Finalised build ${name}`];
  if (outcome.reportUrl) lines.push(`Report: ${outcome.reportUrl}`);
  return lines;
}

/**
 * `curbcut finalize`: closes a build that shards uploaded to with `--no-finalize`, so its summary is
 * computed and it shows as completed. The build is named by id, or by the run key the shards used:
 * the ingest API has no lookup, so the CLI asks to join the run (answered with the running build)
 * and finalises what it gets. Finalising again is not an error, in either form.
 */
import { isId, type BuildRef, type FinalizeResult } from '@curbcut/core';
import { CliError } from '../cliError';
import { checkConnection, createIngestClient, IngestRefusal, type IngestAnswer } from '../ingestClient';
import { checkBuildRun, createBuildBody, reportUrlOf, type BuildRunOptions, type UploadDeps } from './upload';

/** What `curbcut finalize` needs; give `buildId`, or `runKey` with `project` and `buildName`. */
export interface FinalizeOptions extends Partial<BuildRunOptions> {
  buildId?: string;
  url: string;
  token: string;
}

/** What was finalised, as printed by the command. */
export interface FinalizeOutcome {
  /** Null when a run key named a build finalised earlier (the server's refusal names no id). */
  buildId: string | null;
  /** `B #3`, when known. */
  label: string | null;
  /** true when the build had been finalised before this call. */
  alreadyFinalized: boolean;
  reportUrl: string | null;
}

const FINALISED_BEFORE = /^Build (.+) is already completed;/;

function finalizePath(id: string): string {
  return `/api/v1/ingest/builds/${encodeURIComponent(id)}/finalize`;
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

/** Finalises the build named by `buildId`, or the running build of `runKey`. */
export async function finalizeRun(options: FinalizeOptions, deps: UploadDeps = {}): Promise<FinalizeOutcome> {
  checkOptions(options);
  const client = createIngestClient({ url: options.url, token: options.token, ...deps });
  if (options.buildId !== undefined) {
    await client.post<FinalizeResult>(finalizePath(options.buildId), {}, 'Finalising the build');
    return { buildId: options.buildId, label: null, alreadyFinalized: false, reportUrl: null };
  }

  const project = options.project ?? '';
  const body = createBuildBody({ ...options, project, buildName: options.buildName ?? '' });
  let joined: IngestAnswer<BuildRef>;
  try {
    joined = await client.send<BuildRef>('/api/v1/ingest/builds', body, 'Finding the build of the run');
  } catch (error) {
    const before = error instanceof IngestRefusal && error.status === 409 ? FINALISED_BEFORE.exec(error.serverMessage) : null;
    if (!before) throw error;
    return { buildId: null, label: before[1] ?? null, alreadyFinalized: true, reportUrl: null };
  }
  const build = joined.data;
  // Close it either way: a build nobody finalises would show as running forever.
  await client.post<FinalizeResult>(finalizePath(build.id), {}, 'Finalising the build');
  const label = `${build.buildName} #${build.buildNumber}`;
  if (joined.status === 201) {
    throw new CliError(
      `No upload used run key '${body.runKey}', so build ${build.id} (${label}) was created empty and finalised. ` +
        'Check that every shard passes the same --project, --build-name and --run-key.',
    );
  }
  return { buildId: build.id, label, alreadyFinalized: false, reportUrl: reportUrlOf(options.url, project, build) };
}

/** The lines the command prints after finalising. */
export function formatFinalizeOutcome(outcome: FinalizeOutcome): string[] {
  const label = outcome.label ?? '';
  const name = outcome.buildId ? `${outcome.buildId}${label ? ` (${label})` : ''}` : label;
  const lines = [outcome.alreadyFinalized ? `Build ${name} was already finalised` : `Finalised build ${name}`];
  if (outcome.reportUrl) lines.push(`Report: ${outcome.reportUrl}`);
  return lines;
}

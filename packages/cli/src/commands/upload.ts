/**
 * `curbcut upload <files...> --project P --build-name B`: sends axe results files to a Curbcut server
 * as one build. Every file is checked locally first, so bad input fails before any network call.
 *
 * Repeating a request never duplicates data: the build is created with a run key (the caller's,
 * which `main` derives from the CI run, else one random key per invocation), each file is one batch
 * whose id is derived from its content, and finalising twice answers the same. That is what makes
 * retries safe, and what lets the shards of a CI run (`finalize: false`) append to one build.
 */
import { createHash, randomUUID } from 'node:crypto';
import { buildReportPagePath, type BuildRef, type CreateBuildBody, type IngestBatchResult } from '@curbcut/core';
import { loadAxeFile, type AxeFile } from '../axeFile';
import type { BuildMetadata } from '../buildMetadata';
import { CliError } from '../cliError';
import { checkConnection, createIngestClient, type IngestClientOptions } from '../ingestClient';

/** What `curbcut upload` needs; `url` and `token` are already resolved from flags or environment. */
export interface UploadOptions {
  files: string[];
  project: string;
  buildName: string;
  buildNumber?: number;
  /** Shared by every shard of a CI run; default one random key per call. */
  runKey?: string;
  url: string;
  token: string;
  /** false leaves the build running for more shards (`--no-finalize`). Default true. */
  finalize?: boolean;
  /** versionControl, ciInfo and hostInfo of the build (see collectBuildMetadata). */
  metadata?: BuildMetadata;
}

/** What identifies the build to create or join: the create-build body without the files. */
export type BuildRunOptions = Pick<UploadOptions, 'project' | 'buildName' | 'buildNumber' | 'runKey' | 'metadata'>;

/** Test seams of the network client (fetch, sleep, retry delays). */
export type UploadDeps = Pick<IngestClientOptions, 'fetch' | 'sleep' | 'retryDelaysMs'>;

/** What was uploaded, as printed by the command. */
export interface UploadResult {
  buildId: string;
  buildName: string;
  buildNumber: number;
  /** The run key sent, for `curbcut finalize --run-key`. */
  runKey: string;
  /** false when the build was left running (`--no-finalize`). */
  finalized: boolean;
  fileCount: number;
  /** Batches the server already had (a repeated upload of the same file). */
  duplicateCount: number;
  pageCount: number;
  /** Failing elements (violation nodes) across the distinct files, as `summarize` counts them. */
  issueCount: number;
  needsReviewCount: number;
  reportUrl: string;
}

/** A batch id that is the same whenever the same bytes are uploaded to the same build. */
export function batchIdOf(bytes: Buffer): string {
  return `sha256-${createHash('sha256').update(bytes).digest('hex').slice(0, 40)}`;
}

/** The host app's page of an automated-test build (spec 000 route table). */
export function reportUrlOf(origin: string, build: { id: string; projectId: string; buildName: string; buildNumber: number }): string {
  return `${origin.replace(/\/+$/, '')}${buildReportPagePath(build)}`;
}

/** Checks the project and build name flags, which every create-build call needs. */
export function checkBuildRun(options: Pick<UploadOptions, 'project' | 'buildName'>): void {
  if (!options.project) throw new CliError('Missing --project: the name of the project the token belongs to.', 2);
  if (!options.buildName) throw new CliError('Missing --build-name: for example the branch name.', 2);
}

/** The body of `POST /api/v1/ingest/builds`; the run key is the caller's, else a random one. */
export function createBuildBody(options: BuildRunOptions): CreateBuildBody & { runKey: string } {
  return {
    project: options.project,
    buildName: options.buildName,
    runKey: options.runKey ?? randomUUID(),
    ...(options.buildNumber !== undefined ? { buildNumber: options.buildNumber } : {}),
    ...options.metadata,
  };
}

/**
 * Validates every file, then creates (or joins, by run key) the build, appends one batch per file
 * and, unless `finalize` is false, finalises it.
 */
export async function uploadBuild(options: UploadOptions, deps: UploadDeps = {}): Promise<UploadResult> {
  if (options.files.length === 0) throw new CliError('Nothing to upload: give one or more axe results files.', 2);
  checkBuildRun(options);
  checkConnection(options);
  const files: AxeFile[] = [];
  for (const path of options.files) files.push(await loadAxeFile(path));

  const client = createIngestClient({ url: options.url, token: options.token, ...deps });
  const body = createBuildBody(options);
  const build = await client.post<BuildRef>('/api/v1/ingest/builds', body, 'Creating the build');

  let duplicateCount = 0;
  for (const file of files) {
    const batch = await client.post<IngestBatchResult>(
      `/api/v1/ingest/builds/${encodeURIComponent(build.id)}/batches`,
      { batchId: batchIdOf(file.bytes), results: file.json },
      `Uploading ${file.path}`,
    );
    if (batch.duplicate) duplicateCount++;
  }
  const finalized = options.finalize ?? true;
  if (finalized) await client.post(`/api/v1/ingest/builds/${encodeURIComponent(build.id)}/finalize`, {}, 'Finalising the build');

  return {
    buildId: build.id,
    buildName: build.buildName,
    buildNumber: build.buildNumber,
    runKey: body.runKey,
    finalized,
    fileCount: files.length,
    duplicateCount,
    ...countResults(files),
    reportUrl: reportUrlOf(options.url, build),
  };
}

/** Counts over the distinct files (a file given twice is one batch): pages by URL, nodes summed. */
function countResults(files: AxeFile[]): Pick<UploadResult, 'pageCount' | 'issueCount' | 'needsReviewCount'> {
  const seen = new Set<string>();
  const urls = new Set<string>();
  let issueCount = 0;
  let needsReviewCount = 0;
  for (const file of files) {
    const id = batchIdOf(file.bytes);
    if (seen.has(id)) continue;
    seen.add(id);
    for (const page of file.imported.pages) {
      urls.add(page.url);
      issueCount += page.violations.length;
      needsReviewCount += page.incomplete.length;
    }
  }
  return { pageCount: urls.size, issueCount, needsReviewCount };
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** The lines the command prints after a successful upload. */
export function formatUploadResult(result: UploadResult): string[] {
  const repeated = result.duplicateCount > 0 ? ` (${result.duplicateCount} already uploaded)` : '';
  const lines = [
    `Uploaded ${plural(result.fileCount, 'file')}${repeated} to build ${result.buildId} (${result.buildName} #${result.buildNumber})`,
    `${plural(result.pageCount, 'page')}, ${plural(result.issueCount, 'issue')}, ${result.needsReviewCount} needing review`,
  ];
  if (!result.finalized) {
    lines.push(`Not finalised (run key ${result.runKey}): run 'curbcut finalize --build-id ${result.buildId}' after the last shard`);
  }
  lines.push(`Report: ${result.reportUrl}`);
  return lines;
}

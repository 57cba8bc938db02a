/**
 * `curbcut upload <files...> --project P --build-name B`: sends axe results files to a Curbcut server
 * as one build. Every file is checked locally first, so bad input fails before any network call.
 *
 * Repeating a request never duplicates data: the build is created with a run key (the user's
 * `--run-key`, else one random key per invocation), each file is one batch whose id is derived from
 * its content, and finalising twice answers the same. That is what makes retries safe.
 */
import { createHash, randomUUID } from 'node:crypto';
import { buildPath, type BuildRef, type CreateBuildBody, type IngestBatchResult } from '@curbcut/core';
import { loadAxeFile, type AxeFile } from '../axeFile';
import { CliError } from '../cliError';
import { createIngestClient, type IngestClientOptions } from '../ingestClient';

/** What `curbcut upload` needs; `url` and `token` are already resolved from flags or environment. */
export interface UploadOptions {
  files: string[];
  project: string;
  buildName: string;
  buildNumber?: number;
  runKey?: string;
  url: string;
  token: string;
}

/** Test seams of the network client (fetch, sleep, retry delays). */
export type UploadDeps = Pick<IngestClientOptions, 'fetch' | 'sleep' | 'retryDelaysMs'>;

/** What was uploaded, as printed by the command. */
export interface UploadResult {
  buildId: string;
  buildName: string;
  buildNumber: number;
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
export function reportUrlOf(origin: string, project: string, build: { id: string; buildName: string; buildNumber: number }): string {
  const path = buildPath('/automated-tests/projects/{project}/builds/{buildName}/{buildNumber}', {
    project,
    buildName: build.buildName,
    buildNumber: build.buildNumber,
  });
  return `${origin.replace(/\/+$/, '')}${path}?thBuildId=${encodeURIComponent(build.id)}`;
}

/** Checks the flags that need no file or network access. */
function checkOptions(options: UploadOptions): void {
  if (options.files.length === 0) throw new CliError('Nothing to upload: give one or more axe results files.', 2);
  if (!options.project) throw new CliError('Missing --project: the name of the project the token belongs to.', 2);
  if (!options.buildName) throw new CliError('Missing --build-name: for example the branch name.', 2);
  if (!options.token) throw new CliError('Missing upload token: pass --token or set CURBCUT_TOKEN.', 2);
  let parsed: URL;
  try {
    parsed = new URL(options.url);
  } catch {
    throw new CliError(`Invalid server URL '${options.url}': pass --url or set CURBCUT_URL, for example http://127.0.0.1:8080.`, 2);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new CliError(`Invalid server URL '${options.url}': it must start with http:// or https://.`, 2);
  }
}

/** Validates every file, then creates the build, appends one batch per file and finalises it. */
export async function uploadBuild(options: UploadOptions, deps: UploadDeps = {}): Promise<UploadResult> {
  checkOptions(options);
  const files: AxeFile[] = [];
  for (const path of options.files) files.push(await loadAxeFile(path));

  const client = createIngestClient({ url: options.url, token: options.token, ...deps });
  const body: CreateBuildBody = {
    project: options.project,
    buildName: options.buildName,
    runKey: options.runKey ?? randomUUID(),
    ...(options.buildNumber !== undefined ? { buildNumber: options.buildNumber } : {}),
  };
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
  await client.post(`/api/v1/ingest/builds/${encodeURIComponent(build.id)}/finalize`, {}, 'Finalising the build');

  return {
    buildId: build.id,
    buildName: build.buildName,
    buildNumber: build.buildNumber,
    fileCount: files.length,
    duplicateCount,
    ...countResults(files),
    reportUrl: reportUrlOf(options.url, options.project, build),
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
  return [
    `Uploaded ${plural(result.fileCount, 'file')}${repeated} to build ${result.buildId} (${result.buildName} #${result.buildNumber})`,
    `${plural(result.pageCount, 'page')}, ${plural(result.issueCount, 'issue')}, ${result.needsReviewCount} needing review`,
    `Report: ${result.reportUrl}`,
  ];
}

/**
 * `curbcut scan <url> [--max-pages N] [--json] [--server URL --project P]`: one website scan from the
 * command line. Standalone it needs no server: each page is printed as it finishes (with `--json`
 * one JSON line per page, `{"url", "status", "violations": {"<rule id>": <node count>}}`). With
 * `--server` the run is also uploaded as a websiteScan report of the upload token's project, one
 * idempotent batch per page, and the report's address is printed at the end.
 */
import { createHash, randomUUID } from 'node:crypto';
import {
  scanSettingsWithDefaults,
  SCAN_ERROR_TEXTS,
  SCAN_LIMITS,
  WCAG_SCAN_LEVELS,
  WCAG_SCAN_VERSIONS,
  type BuildRef,
  type IngestScanPage,
  type ScanSettings,
  type WcagScanLevel,
  type WcagScanVersion,
} from '@curbcut/core';
import { scanSite, type PageResult, type ScanSummary } from '@curbcut/scanner';
import { CliError } from '../cliError';
import { checkConnection, createIngestClient, type IngestClient } from '../ingestClient';

/** What the command was asked to do; `server` is set when the run is uploaded. */
export interface ScanCommandOptions {
  url: string;
  maxPages: number;
  maxDepth: number;
  /** For example '2.1 AA'. */
  wcag: string;
  concurrency: number;
  json: boolean;
  server?: { url: string; token: string; project: string; name: string };
}

/** The command's outcome: the exit code and, after an upload, where to read the report. */
export interface ScanCommandResult {
  exitCode: number;
  reportUrl: string | null;
}

/** Splits '2.2 AA' into version and level; a clear error otherwise. */
export function parseWcagTarget(text: string): { wcagVersion: WcagScanVersion; wcagLevel: WcagScanLevel } {
  const [version, level = 'AA'] = text.trim().split(/\s+/);
  const wcagVersion = WCAG_SCAN_VERSIONS.find((v) => v === version);
  const wcagLevel = WCAG_SCAN_LEVELS.find((l) => l === level.toUpperCase());
  if (!wcagVersion || !wcagLevel) {
    throw new CliError(`--wcag '${text}' is not a WCAG target: use a version (2.0, 2.1, 2.2) and a level (A, AA, AAA), for example '2.2 AA'.`, 2);
  }
  return { wcagVersion, wcagLevel };
}

/** The scanner settings of one command-line scan: the URL, same-origin crawl within the limits. */
export function commandSettings(options: ScanCommandOptions): ScanSettings {
  let start: URL;
  try {
    start = new URL(options.url);
  } catch {
    throw new CliError(`'${options.url}' is not a URL: give a website address such as https://example.com/.`, 2);
  }
  if (start.protocol !== 'http:' && start.protocol !== 'https:') {
    throw new CliError(`'${options.url}' is not a website address: only http and https URLs can be scanned.`, 2);
  }
  if (options.maxPages < 1 || options.maxPages > SCAN_LIMITS.maxPages) {
    throw new CliError(`--max-pages must be between 1 and ${SCAN_LIMITS.maxPages}.`, 2);
  }
  return scanSettingsWithDefaults({
    startUrls: [start.href],
    crawl: { enabled: options.maxPages > 1, maxDepth: options.maxDepth, maxPages: options.maxPages },
    concurrency: options.concurrency,
    ...parseWcagTarget(options.wcag),
  });
}

/** The JSON line of a page. */
export function pageJson(page: PageResult): string {
  return JSON.stringify({ url: page.url, status: page.status, violations: page.violations });
}

/** The readable line of a page. */
export function pageLine(page: PageResult): string {
  if (page.status === 'failure') return `failed    ${page.url}: ${page.reason ?? 'unknown reason'}`;
  const nodes = Object.values(page.violations).reduce((sum, n) => sum + n, 0);
  const rules = Object.keys(page.violations).length;
  const where = page.status === 'redirect' ? `${page.url} -> ${page.finalUrl}` : page.url;
  const score = page.score === null ? '' : `, score ${page.score}`;
  return `${page.status === 'redirect' ? 'redirect' : 'scanned '}  ${where}: ${nodes} failing element${nodes === 1 ? '' : 's'} (${rules} rule${rules === 1 ? '' : 's'})${score}`;
}

/** The closing line(s) of a scan. */
export function summaryLines(summary: ScanSummary): string[] {
  if (summary.loginFailed) return [SCAN_ERROR_TEXTS.login];
  if (summary.error) return [`Scan failed: ${summary.error}`];
  const lines = [`${summary.pagesDone} page${summary.pagesDone === 1 ? '' : 's'} checked, ${summary.pagesFailed} failed (axe-core ${summary.engineVersion})`];
  if (summary.pagesLeftByLimit > 0) lines.push(`${summary.pagesLeftByLimit} more found but not checked: --max-pages reached`);
  if (summary.timedOut) lines.push(SCAN_ERROR_TEXTS.timedOut);
  if (summary.cancelled) lines.push('Cancelled.');
  return lines;
}

/** Batch id of a page: the same page of the same run is never counted twice on a retry. */
function pageBatchId(url: string): string {
  return `page-${createHash('sha256').update(url).digest('hex').slice(0, 40)}`;
}

/** Uploads pages as they finish; created lazily so a scan that cannot start leaves no empty report. */
class ScanUploader {
  private build: Promise<BuildRef> | undefined;
  private readonly client: IngestClient;
  private readonly runKey = randomUUID();

  constructor(
    private readonly server: NonNullable<ScanCommandOptions['server']>,
    private readonly settings: ScanSettings,
    private readonly engineVersion: () => string,
  ) {
    checkConnection(server);
    this.client = createIngestClient({ url: server.url, token: server.token });
  }

  private ensureBuild(): Promise<BuildRef> {
    this.build ??= this.client.post<BuildRef>(
      '/api/v1/ingest/builds',
      {
        project: this.server.project,
        buildName: this.server.name,
        runKey: this.runKey,
        type: 'websiteScan',
        wcagVersion: `${this.settings.wcagVersion} ${this.settings.wcagLevel}`,
        testEngine: { name: 'axe-core', version: this.engineVersion() },
        additionalSettings: { needsReview: this.settings.needsReview, bestPractice: this.settings.bestPractice, scanSettings: this.settings },
      },
      'Creating the scan report',
    );
    return this.build;
  }

  async page(page: PageResult): Promise<void> {
    const build = await this.ensureBuild();
    const uploaded: IngestScanPage = {
      url: page.url,
      finalUrl: page.finalUrl,
      status: page.status,
      reason: page.reason,
      httpStatus: page.httpStatus,
      score: page.score,
      startedAt: page.startedAt.toISOString(),
      durationMs: Math.max(0, Math.round(page.durationMs)),
      depth: page.depth,
      violations: page.violations,
      ...(page.axe === null ? {} : { results: page.axe }),
    };
    await this.client.post(
      `/api/v1/ingest/builds/${encodeURIComponent(build.id)}/batches`,
      { batchId: pageBatchId(page.url), scanPages: [uploaded] },
      `Uploading ${page.url}`,
    );
  }

  /** Finalises the report; null when no page was uploaded. */
  async finish(): Promise<string | null> {
    if (!this.build) return null;
    const build = await this.build;
    await this.client.post(`/api/v1/ingest/builds/${encodeURIComponent(build.id)}/finalize`, {}, 'Finalising the scan report');
    const origin = this.server.url.replace(/\/+$/, '');
    return `${origin}/site-scanner/projects/${encodeURIComponent(build.projectId)}/builds/?thBuildId=${encodeURIComponent(build.id)}`;
  }
}

/** Where the command writes: `out` gets the page lines (stdout), `info` the rest (stderr with --json). */
export interface ScanOutput {
  out(line: string): void;
  info(line: string): void;
}

/**
 * Runs the scan, printing each page as it finishes; Ctrl-C (`signal`) stops it and keeps what was
 * checked. Exit code 1 when the scan could not run (no page checked, or sign-in failed).
 */
export async function runScanCommand(options: ScanCommandOptions, output: ScanOutput, signal?: AbortSignal): Promise<ScanCommandResult> {
  const { out, info } = output;
  const settings = commandSettings(options);
  let engineVersion = '';
  const uploader = options.server ? new ScanUploader(options.server, settings, () => engineVersion) : null;
  const summary = await scanSite({
    settings,
    ...(signal ? { signal } : {}),
    snapshots: false,
    onPage: async (page) => {
      out(options.json ? pageJson(page) : pageLine(page));
      if (uploader) {
        engineVersion ||= readEngineVersion(page);
        await uploader.page(page);
      }
    },
  });
  const reportUrl = uploader ? await uploader.finish() : null;
  const say = options.json ? info : out;
  for (const line of summaryLines(summary)) say(line);
  if (reportUrl) say(`Report: ${reportUrl}`);
  const failed = summary.loginFailed || summary.error !== null || summary.pagesDone === 0;
  return { exitCode: failed ? 1 : 0, reportUrl };
}

/** axe-core's version from a page's raw results (`testEngine.version`), for the report meta. */
function readEngineVersion(page: PageResult): string {
  const engine = (page.axe as { testEngine?: { version?: unknown } } | null)?.testEngine;
  return typeof engine?.version === 'string' ? engine.version : 'unknown';
}

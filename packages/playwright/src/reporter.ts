/**
 * `@curbcut/playwright/reporter`: uploads a Playwright run to Curbcut as one automated-test build.
 * On begin it creates (or, by run key, joins) the build; each finished test is one idempotent batch
 * holding its test case and the axe results its checks attached; on end it finalises by run key
 * (see `FinalizeMode`), prints `Curbcut report: <url>` and, with `failOn: 'new-critical'`, fails the
 * run when the build brought new critical issues.
 *
 * Reporting never breaks the tests: without a token nothing is sent, and an unreachable server is
 * reported on stderr. Only `failOn` changes the exit code.
 */
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { FullConfig, FullResult, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';
import axe from 'axe-core';
import { buildReportPagePath, type BuildRef, type CreateBuildBody, type FinalizedRun, type IngestBatchResult, type IngestTestCase } from '@curbcut/core';
import { decodeChecks } from './attachment';
import { defaultRunKey, detectCiRun, type Env } from './ciRun';
import { readGitHead } from './gitHead';
import { createIngestClient, type IngestClient, type IngestClientOptions } from './ingestClient';
import { checkNewCritical } from './newCritical';
import { resolveReporterOptions, shouldFinalize, type CurbcutReporterOptions, type ResolvedReporterOptions, type Shard } from './reporterOptions';
import { osName, testCaseKey, toIngestTestCase, batchIdOf, type OperatingSystem } from './testCase';

const SDK_VERSION = (createRequire(import.meta.url)('../package.json') as { version: string }).version;

/** A build the reporter created or joined, with the run key that finalises it. */
interface StartedBuild extends BuildRef {
  runKey: string;
}

/** Test seams: the environment, the network, where lines go. */
export interface ReporterDeps extends Pick<IngestClientOptions, 'fetch' | 'sleep' | 'retryDelaysMs'> {
  env?: Env;
  log?: (line: string) => void;
  warn?: (line: string) => void;
}

/** The host app's page of an automated-test build (spec 000 route table), as `curbcut upload` prints it. */
export function reportUrlOf(origin: string, build: Pick<BuildRef, 'id' | 'projectId' | 'buildName' | 'buildNumber'>): string {
  return `${origin.replace(/\/+$/, '')}${buildReportPagePath(build)}`;
}

/** True when Playwright will run this test again after `result`. */
function willRetry(test: TestCase, result: TestResult): boolean {
  return result.status !== 'skipped' && result.status !== test.expectedStatus && result.retry < test.retries;
}

/** The Playwright reporter; configure it as `['@curbcut/playwright/reporter', { project: 'Demo shop' }]`. */
export default class CurbcutReporter implements Reporter {
  private readonly options: ResolvedReporterOptions;
  private readonly env: Env;
  private readonly log: (line: string) => void;
  private readonly warn: (line: string) => void;
  private readonly client: IngestClient | null;
  private readonly os: OperatingSystem = { name: osName(process.platform), version: os.release() };
  private rootDir = process.cwd();
  private shard: Shard | null = null;
  private build: Promise<StartedBuild | null> = Promise.resolve(null);
  /** Uploads in flight, sent one after another so the server sees them in the order tests ended. */
  private queue: Promise<void> = Promise.resolve();
  /** Failed attempts that Playwright said it would retry; sent at the end if the retry never came. */
  private readonly pending = new Map<TestCase, TestResult>();
  private sent = 0;
  private checks = 0;
  private failures = 0;

  /** Checks the options at once, so a misconfigured reporter fails the run before any test. */
  constructor(options?: CurbcutReporterOptions, deps: ReporterDeps = {}) {
    this.env = deps.env ?? process.env;
    this.options = resolveReporterOptions(options, this.env);
    this.log = deps.log ?? ((line) => console.log(line));
    this.warn = deps.warn ?? ((line) => console.error(line));
    const { token } = this.options;
    this.client = token ? createIngestClient({ url: this.options.url, token, ...deps }) : null;
  }

  /** Only the closing lines are printed; Playwright keeps its own terminal reporter beside this one. */
  printsToStdio(): boolean {
    return false;
  }

  /** Creates or joins the build; tests do not wait for it. */
  onBegin(config: FullConfig, _suite: Suite): void {
    // Files are recorded relative to the config's folder, as people name them in the repository;
    // `config.rootDir` is the test directory, which would drop its own name from every path.
    this.rootDir = config.configFile ? path.dirname(config.configFile) : config.rootDir;
    this.shard = config.shard;
    if (!this.client) {
      this.warn('Curbcut: no upload token (reporter option token or CURBCUT_TOKEN), so nothing is uploaded.');
      return;
    }
    this.build = this.startBuild(this.client, config).catch((error: unknown) => {
      this.fail(error);
      return null;
    });
  }

  /** Queues the test's batch, unless Playwright is going to run the test again. */
  onTestEnd(test: TestCase, result: TestResult): void {
    if (!this.client) return;
    if (willRetry(test, result)) {
      this.pending.set(test, result);
      return;
    }
    this.pending.delete(test);
    this.enqueue(test, result);
  }

  /** Sends what is left, finalises, prints the report URL and applies `failOn`. */
  async onEnd(_result: FullResult): Promise<{ status?: FullResult['status'] } | undefined> {
    const client = this.client;
    if (!client) return undefined;
    for (const [test, result] of this.pending) this.enqueue(test, result);
    this.pending.clear();
    await this.queue;
    const build = await this.build;
    const gate = this.options.failOn === 'new-critical';
    if (!build) return gate ? this.gateUnchecked('the build could not be created') : undefined;
    const summary = `${this.sent} test case${this.sent === 1 ? '' : 's'} (${this.checks} check${this.checks === 1 ? '' : 's'})`;
    this.log(`Curbcut: sent ${summary} to ${build.buildName} #${build.buildNumber}${this.failures ? `; ${this.failures} failed to send` : ''}.`);
    const finalize = shouldFinalize(this.options.finalize, this.shard);
    if (finalize && !(await this.finalize(client, build))) {
      return gate ? this.gateUnchecked('the build could not be finalised') : undefined;
    }
    if (!finalize) {
      this.log(
        `Curbcut: build left running for the other shards (run key ${build.runKey}); the last shard finalises it with ` +
          `CURBCUT_FINALIZE=last, or run 'npx curbcut finalize --project "${this.options.project}" --build-name "${build.buildName}" --run-key "${build.runKey}"'.`,
      );
    }
    this.log(`Curbcut report: ${reportUrlOf(this.options.url, build)}`);
    if (!gate) return undefined;
    if (!finalize) {
      this.log("Curbcut: failOn 'new-critical' is checked by the run that finalises the build.");
      return undefined;
    }
    const verdict = await checkNewCritical(client, build.id);
    (verdict.failed ? this.warn : this.log)(verdict.message);
    return verdict.failed ? { status: 'failed' } : undefined;
  }

  /** `failOn` could not be applied: the run fails, as a gate that passes unchecked would mislead. */
  private gateUnchecked(reason: string): { status: FullResult['status'] } {
    this.warn(`Curbcut: failOn 'new-critical' could not be checked, so the run fails: ${reason}.`);
    return { status: 'failed' };
  }

  private async startBuild(client: IngestClient, config: FullConfig): Promise<StartedBuild> {
    const ci = detectCiRun(this.env);
    const git = ci?.branch && ci.commit ? {} : await readGitHead(config.rootDir);
    const branch = ci?.branch ?? git.branch;
    const commit = ci?.commit ?? git.commit;
    const buildName = this.options.buildName ?? branch ?? 'local';
    const runKey = this.options.runKey ?? defaultRunKey(this.env, buildName) ?? randomUUID();
    const body: CreateBuildBody = {
      project: this.options.project,
      buildName,
      runKey,
      type: 'automatedTest',
      testEngine: { name: 'axe-core', version: axe.version },
      sdkVersion: `@curbcut/playwright ${SDK_VERSION}`,
      hostInfo: { hostname: os.hostname(), platform: process.platform, nodeVersion: process.version },
      additionalSettings: {
        runner: `Playwright ${config.version}`,
        ...(config.shard ? { shard: `${config.shard.current}/${config.shard.total}` } : {}),
      },
      ...(branch || commit ? { versionControl: { ...(branch ? { branch } : {}), ...(commit ? { commit } : {}) } } : {}),
      ...(ci ? { ciInfo: { name: ci.name, ...(ci.buildUrl ? { buildUrl: ci.buildUrl } : {}) } } : {}),
    };
    const build = await client.post<BuildRef>('/api/v1/ingest/builds', body, 'Creating the build');
    return { ...build, runKey };
  }

  private enqueue(test: TestCase, result: TestResult): void {
    this.queue = this.queue.then(() => this.send(test, result));
  }

  private async send(test: TestCase, result: TestResult): Promise<void> {
    const build = await this.build;
    if (!build || !this.client) return;
    let testCase: IngestTestCase;
    try {
      const checks = decodeChecks(result.attachments);
      testCase = toIngestTestCase(
        {
          titlePath: test.titlePath(),
          file: test.location.file,
          rootDir: this.rootDir,
          projectBrowser: test.parent.project()?.use.browserName,
          repeatEachIndex: test.repeatEachIndex,
          expectedStatus: test.expectedStatus,
          status: result.status,
          errors: result.errors,
        },
        checks,
        this.os,
      );
    } catch (error) {
      this.fail(new Error(`${testCaseKey({ titlePath: test.titlePath(), repeatEachIndex: test.repeatEachIndex })}: ${(error as Error).message}`));
      return;
    }
    try {
      await this.client.post<IngestBatchResult>(
        `/api/v1/ingest/builds/${encodeURIComponent(build.id)}/batches`,
        { batchId: batchIdOf(build.runKey, testCase.key), testCases: [testCase] },
        `Sending "${testCase.key}"`,
      );
      this.sent += 1;
      this.checks += testCase.pageStatesCount ?? 0;
    } catch (error) {
      this.fail(error);
    }
  }

  /** Finalises by run key; false when the server refused (already reported). */
  private async finalize(client: IngestClient, build: StartedBuild): Promise<boolean> {
    try {
      await client.post<FinalizedRun>(
        '/api/v1/ingest/runs/finalize',
        { project: this.options.project, buildName: build.buildName, runKey: build.runKey },
        'Finalising the build',
      );
      return true;
    } catch (error) {
      this.fail(error);
      return false;
    }
  }

  private fail(error: unknown): void {
    this.failures += 1;
    this.warn(`Curbcut: ${error instanceof Error ? error.message : String(error)}`);
  }
}

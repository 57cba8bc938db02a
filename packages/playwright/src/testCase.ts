/**
 * One finished Playwright test as an ingest test case (`IngestTestCase` of `@curbcut/core`): name,
 * file, describe titles, browser, OS, status, error, and the axe results of its checks.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { IngestTestCase } from '@curbcut/core';
import type { CheckPayload } from './attachment';

/** The parts of a Playwright `TestCase` and `TestResult` the mapping reads. */
export interface FinishedTest {
  /** `test.titlePath()`: root '', project name, file, describe titles..., test title. */
  titlePath: readonly string[];
  /** Absolute path of the test file. */
  file: string;
  /** `config.rootDir`; the recorded file is relative to it. */
  rootDir: string;
  /** `project.use.browserName`, when the project sets one. */
  projectBrowser: string | undefined;
  /** `test.repeatEachIndex`: `--repeat-each` runs are distinct test cases. */
  repeatEachIndex: number;
  expectedStatus: 'passed' | 'failed' | 'timedOut' | 'skipped' | 'interrupted';
  status: 'passed' | 'failed' | 'timedOut' | 'skipped' | 'interrupted';
  errors: readonly { message?: string; stack?: string; value?: string }[];
}

/** The machine the tests ran on. */
export interface OperatingSystem {
  name: string;
  version?: string;
}

/** The server's limit on a test case key. */
const KEY_MAX = 500;

// Playwright colours its error messages for the terminal; the dashboard shows them as text.
const ANSI = /\u001b\[[0-9;]*m/g;

function plain(value: string): string {
  return value.replace(ANSI, '');
}

/** `linux` -> `Linux`: the names people use for `process.platform`. */
export function osName(platform: string): string {
  const names: Record<string, string> = { linux: 'Linux', darwin: 'macOS', win32: 'Windows' };
  return names[platform] ?? platform;
}

/**
 * The test case key: project, file and titles, unique within a run and the same in every shard and
 * on every attempt, so a repeated upload is recognised. Over 500 characters it ends in a hash.
 */
export function testCaseKey(test: Pick<FinishedTest, 'titlePath' | 'repeatEachIndex'>): string {
  const [, project = '', ...rest] = test.titlePath;
  const repeat = test.repeatEachIndex > 0 ? ` #${test.repeatEachIndex}` : '';
  const key = `${project ? `[${project}] ` : ''}${rest.join(' › ')}${repeat}`;
  if (key.length <= KEY_MAX) return key;
  const hash = createHash('sha256').update(key).digest('hex').slice(0, 32);
  return `${key.slice(0, KEY_MAX - hash.length - 1)}~${hash}`;
}

/** The batch id of a test case: derived from the run and the key, so a retried upload is a duplicate. */
export function batchIdOf(runKey: string, key: string): string {
  return `pw-${createHash('sha256').update(`${runKey}\u0000${key}`).digest('hex').slice(0, 48)}`;
}

/** Passed when the test did what it was expected to (a `test.fail()` that failed passed). */
function statusOf(test: FinishedTest): IngestTestCase['status'] {
  if (test.status === 'skipped') return 'skipped';
  return test.status === test.expectedStatus ? 'passed' : 'failed';
}

function errorOf(test: FinishedTest): IngestTestCase['error'] | undefined {
  const first = test.errors[0];
  if (!first) {
    return test.status === 'interrupted' ? { message: 'The run was interrupted before this test finished.' } : undefined;
  }
  const message = plain(first.message ?? first.value ?? 'The test failed without an error message.');
  return first.stack ? { message, backtrace: plain(first.stack) } : { message };
}

/** The ingest test case of a finished test and its checks. */
export function toIngestTestCase(test: FinishedTest, checks: readonly CheckPayload[], os: OperatingSystem): IngestTestCase {
  const titles = test.titlePath.slice(3);
  const name = titles[titles.length - 1] ?? '(untitled)';
  const checkedBrowser = checks[0]?.browser;
  const browserName = checkedBrowser?.name ?? test.projectBrowser ?? 'chromium';
  const status = statusOf(test);
  const error = status === 'failed' ? errorOf(test) : undefined;
  return {
    key: testCaseKey(test),
    name,
    status,
    file: path.relative(test.rootDir, test.file).split(path.sep).join('/'),
    scopeList: titles.slice(0, -1),
    browser: checkedBrowser?.version ? { name: browserName, version: checkedBrowser.version } : { name: browserName },
    os,
    ...(error ? { error } : {}),
    pageStatesCount: checks.length,
    ...(checks.length > 0 ? { results: checks.map((c) => c.results) } : {}),
  };
}

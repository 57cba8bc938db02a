import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Workspace code and tests run against each package's `src` through the `@curbcut/source` export condition (a name of our own: some published packages ship a plain `source` condition pointing at raw TypeScript),
// so no build is needed before `vitest`.
const resolve = { conditions: ['@curbcut/source'] };
// Vitest resolves test imports through Vite's SSR path, which reads its own conditions list.
const ssr = { resolve: { conditions: ['@curbcut/source'], externalConditions: ['@curbcut/source'] } };

const UNIT_INCLUDE = ['packages/*/src/**/*.test.{ts,tsx}', 'host-app/src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.ts'];
const UNIT_EXCLUDE = ['**/*.browser.test.ts', '**/node_modules/**'];

/**
 * The unit files that replace modules or globals (vi.mock, vi.stubGlobal, fake timers, spies,
 * assigned globals). Without isolation a worker keeps its modules from file to file, so a mock
 * would miss a module an earlier file loaded, or reach the next file: these files keep a worker
 * of their own each. Found by reading the files, so a new mock cannot leak unnoticed.
 */
function unitFilesThatReplaceModules(): string[] {
  const replaces = /\bvi\.(mock|doMock|unmock|stubGlobal|stubEnv|resetModules|useFakeTimers|spyOn)\(|\b(globalThis|window)\.[A-Za-z]+ =/;
  const repo = fileURLToPath(new URL('.', import.meta.url));
  const roots = [...readdirSync(`${repo}packages`).map((p) => `packages/${p}/src`), 'host-app/src', 'tests/unit'];
  const files: string[] = [];
  for (const root of roots) {
    let entries: string[];
    try {
      entries = readdirSync(`${repo}${root}`, { recursive: true }).map(String);
    } catch {
      continue; // a package without src
    }
    for (const entry of entries) {
      if (!/\.test\.tsx?$/.test(entry) || entry.endsWith('.browser.test.ts') || entry.includes('node_modules')) continue;
      const file = `${root}/${entry}`;
      if (replaces.test(readFileSync(`${repo}${file}`, 'utf8'))) files.push(file);
    }
  }
  return files;
}
const unitIsolated = unitFilesThatReplaceModules();

/**
 * A unit test's time limit. The first test of a jsdom file renders a whole page with cold modules
 * (PdfReportsPage's took 3.8 s alone) and timed out at vitest's 5 s on a machine under load; the
 * limit is there to catch a hung test, not a slow one (speed is for the benchmarks to check).
 */
const UNIT_TIMEOUT_MS = 15_000;

export default defineConfig({
  resolve,
  ssr,
  test: {
    projects: [
      {
        resolve,
        ssr,
        test: {
          name: 'unit',
          include: UNIT_INCLUDE,
          exclude: [...UNIT_EXCLUDE, ...unitIsolated],
          environment: 'node',
          // Vitest's default (cores - 1) is one worker on CI's two cores; the CLI tests mostly wait
          // on the processes they start, so two workers keep both cores busy.
          maxWorkers: 2,
          // Without isolation a worker loads React, jsdom's helpers and the packages once instead
          // of once per file: both unit projects took 220 s instead of 251 s (421 s of CPU, not 481 s).
          isolate: false,
          testTimeout: UNIT_TIMEOUT_MS,
        },
      },
      {
        resolve,
        ssr,
        // The unit files that replace modules or globals, each in a fresh worker (see above).
        // `npm test` runs both unit projects; a file here runs with `--project unit-isolated`.
        test: { name: 'unit-isolated', include: unitIsolated, environment: 'node', maxWorkers: 2, testTimeout: UNIT_TIMEOUT_MS },
      },
      {
        resolve,
        ssr,
        test: { name: 'corpus', include: ['tests/corpus/**/*.test.ts'], testTimeout: 120_000 },
      },
      {
        resolve,
        ssr,
        // Tests that drive Chromium (the scanner, and the server's scan jobs on SQLite and PostgreSQL).
        test: {
          name: 'browser',
          include: ['packages/*/src/**/*.browser.test.ts', 'tests/scanner/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // One file at a time in one worker: it loads the server and the scanner once, not per file.
          isolate: false,
        },
      },
      {
        resolve,
        ssr,
        test: {
          name: 'contract',
          include: ['tests/contract/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Each file starts its own servers on free ports with its own SQLite file and PostgreSQL
          // database (harness.ts), so files run two at a time; without isolation a worker loads the
          // server's modules once instead of once per file (a quarter of the suite's time).
          maxWorkers: 2,
          isolate: false,
        },
      },
      {
        resolve,
        ssr,
        // One deployment of several processes (PostgreSQL, redis, soketi, nginx, servers, workers):
        // scripts/test-multinode.sh installs what is missing and runs it.
        test: { name: 'multinode', include: ['tests/multinode/**/*.test.ts'], testTimeout: 120_000, hookTimeout: 150_000 },
      },
    ],
  },
});

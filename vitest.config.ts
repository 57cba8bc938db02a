import { defineConfig } from 'vitest/config';

// Workspace code and tests run against each package's `src` through the `@curbcut/source` export condition (a name of our own: some published packages ship a plain `source` condition pointing at raw TypeScript),
// so no build is needed before `vitest`.
const resolve = { conditions: ['@curbcut/source'] };
// Vitest resolves test imports through Vite's SSR path, which reads its own conditions list.
const ssr = { resolve: { conditions: ['@curbcut/source'], externalConditions: ['@curbcut/source'] } };

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
          include: ['packages/*/src/**/*.test.{ts,tsx}', 'host-app/src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.ts'],
          exclude: ['**/*.browser.test.ts', '**/node_modules/**'],
          environment: 'node',
          // Vitest's default (cores - 1) is one worker on CI's two cores; the CLI tests mostly wait
          // on the processes they start, so two workers keep both cores busy.
          maxWorkers: 2,
        },
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

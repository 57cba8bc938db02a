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
          fileParallelism: false,
        },
      },
    ],
  },
});

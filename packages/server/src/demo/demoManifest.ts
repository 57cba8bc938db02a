/**
 * The captured demo data (examples/demo-site/captured): raw axe results of the demo shop's pages,
 * taken in Chromium by scripts/capture-demo.ts, and the manifest that groups them into builds and
 * test cases. Read from disk at import time rather than bundled, so the server bundle stays small.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_STATUSES, type TestStatus } from '@curbcut/core';

/** A test case of a demo build and the captured pages it checked (keys of `DemoManifest.pages`). */
export interface DemoTestCase {
  key: string;
  name: string;
  file: string;
  status: TestStatus;
  pages: string[];
  error?: { message: string };
}

/** One demo build: the same test suite run on a later commit of the demo shop. */
export interface DemoBuild {
  buildNumber: number;
  versionControl: Record<string, unknown>;
  testCases: DemoTestCase[];
}

/** manifest.json as scripts/capture-demo.ts writes it. */
export interface DemoManifest {
  version: 1;
  project: string;
  buildName: string;
  browser: { name: string; version?: string };
  os: { name: string; version?: string };
  testEngine: { name: string; version: string };
  pages: Record<string, { file: string; url: string }>;
  builds: DemoBuild[];
}

const CAPTURED = join('examples', 'demo-site', 'captured');

/**
 * The captured folder of the repository this module runs from, found by walking up from this
 * file: the same answer from src/demo (tests, tsx) and from the bundled dist/ (npm start).
 */
export function defaultCapturedDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, CAPTURED);
    if (existsSync(join(candidate, 'manifest.json'))) return candidate;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`Demo data not found: no ${CAPTURED}/manifest.json above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
}

function fail(file: string, what: string): never {
  throw new Error(`Demo data ${file} is not valid: ${what}. Run \`npx tsx scripts/capture-demo.ts\` again.`);
}

/** Reads and checks the manifest, including that every page a test case names is listed. */
export async function readDemoManifest(capturedDir: string): Promise<DemoManifest> {
  const file = join(capturedDir, 'manifest.json');
  const manifest = JSON.parse(await readFile(file, 'utf8')) as DemoManifest;
  if (manifest.version !== 1) fail(file, `version ${String(manifest.version)} is not 1`);
  if (!Array.isArray(manifest.builds) || manifest.builds.length === 0) fail(file, 'it has no builds');
  manifest.builds.forEach((build, b) => {
    if (!Number.isInteger(build.buildNumber) || build.buildNumber < 1) fail(file, `builds[${b}].buildNumber is not a positive integer`);
    build.testCases.forEach((tc, t) => {
      if (!TEST_STATUSES.includes(tc.status)) fail(file, `builds[${b}].testCases[${t}].status '${tc.status}' is unknown`);
      for (const page of tc.pages) {
        if (!manifest.pages[page]) fail(file, `builds[${b}].testCases[${t}] names page '${page}', which is not in pages`);
      }
    });
  });
  return manifest;
}

/** Reads one captured page's raw axe results (sent to the ingest service as is). */
export async function readDemoPage(capturedDir: string, manifest: DemoManifest, page: string): Promise<unknown> {
  const entry = manifest.pages[page];
  if (!entry) throw new Error(`Demo page '${page}' is not in the manifest`);
  return JSON.parse(await readFile(join(capturedDir, entry.file), 'utf8'));
}

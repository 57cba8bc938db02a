/**
 * Imports the demo shop's captured builds into a group, so a new user of `npm start` sees real
 * reports, trends and comparisons at once. Goes through the same ingest services as CI uploads
 * (create, append one batch per test case, finalise), so the demo exercises the real data path.
 *
 * Idempotent and resumable: each build has a fixed run key and each batch a fixed id, so a second
 * start skips completed builds and an import interrupted half-way picks up where it stopped.
 */
import type { IngestTestCase } from '@curbcut/core';
import { createProject, findProjectByName } from '../accounts/projects';
import type { ServerContext } from '../context';
import { appendBatch, createBuild, finalizeBuild } from '../ingest/service';
import { defaultCapturedDir, readDemoManifest, readDemoPage, type DemoBuild, type DemoManifest } from './demoManifest';

/** Whose demo it is. */
export interface DemoImportTarget {
  groupId: string;
  /** Author of the project and the builds (the demo user). */
  userId: string;
  /** Folder of manifest.json and the captured results; default examples/demo-site/captured. */
  capturedDir?: string;
}

/** What an import did. */
export interface DemoImportResult {
  projectId: string;
  /** Report ids of the demo builds, oldest first (imported now or earlier). */
  reportIds: string[];
  /** Builds imported by this call (0 on a second start). */
  imported: number;
}

function runKeyOf(manifest: DemoManifest, build: DemoBuild): string {
  return `demo-${manifest.buildName}-${build.buildNumber}`;
}

async function testCasesOf(capturedDir: string, manifest: DemoManifest, build: DemoBuild): Promise<IngestTestCase[]> {
  const out: IngestTestCase[] = [];
  for (const tc of build.testCases) {
    const results = await Promise.all(tc.pages.map((page) => readDemoPage(capturedDir, manifest, page)));
    out.push({
      key: tc.key,
      name: tc.name,
      status: tc.status,
      file: tc.file,
      browser: manifest.browser,
      os: manifest.os,
      pageStatesCount: results.length,
      ...(tc.error ? { error: tc.error } : {}),
      ...(results.length > 0 ? { results } : {}),
    });
  }
  return out;
}

/** Creates the project 'Demo shop' (when missing) and every demo build not yet completed. */
export async function importDemoBuilds(ctx: ServerContext, target: DemoImportTarget): Promise<DemoImportResult> {
  const capturedDir = target.capturedDir ?? defaultCapturedDir();
  const manifest = await readDemoManifest(capturedDir);
  const project =
    (await findProjectByName(ctx, target.groupId, manifest.project)) ??
    (await createProject(ctx, target.groupId, manifest.project, target.userId));

  const reportIds: string[] = [];
  let imported = 0;
  for (const build of [...manifest.builds].sort((a, b) => a.buildNumber - b.buildNumber)) {
    const runKey = runKeyOf(manifest, build);
    const existing = await ctx.db
      .selectFrom('reports')
      .select(['id', 'status'])
      .where('project_id', '=', project.id)
      .where('run_key', '=', runKey)
      .executeTakeFirst();
    if (existing && existing.status !== 'running') {
      // A stop during finalisation leaves 'finalizing'; finalising again completes it.
      if (existing.status === 'finalizing') await finalizeBuild(ctx, existing.id);
      reportIds.push(existing.id);
      continue;
    }
    const ref = await createBuild(ctx, {
      groupId: target.groupId,
      projectId: project.id,
      createdBy: target.userId,
      buildName: manifest.buildName,
      buildNumber: build.buildNumber,
      runKey,
      versionControl: build.versionControl,
      testEngine: manifest.testEngine,
    });
    // One batch per test case, as the Playwright SDK sends them; fixed ids make replays no-ops.
    for (const testCase of await testCasesOf(capturedDir, manifest, build)) {
      await appendBatch(ctx, ref.id, { batchId: `${runKey}-${testCase.key}`, testCases: [testCase] });
    }
    await finalizeBuild(ctx, ref.id);
    reportIds.push(ref.id);
    imported++;
  }
  return { projectId: project.id, reportIds, imported };
}

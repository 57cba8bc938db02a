import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compareFingerprints } from '@curbcut/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDemoAccounts } from '../accounts/demo';
import { createProject } from '../accounts/projects';
import { createServer } from '../createServer';
import type { RunningServer } from '../context';
import { createBuild } from '../ingest/service';
import { importDemoBuilds } from './importDemoBuilds';

describe('importDemoBuilds', () => {
  let dataDir: string;
  let server: RunningServer;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'curbcut-demo-'));
    server = await createServer({ port: 0, dataDir, quiet: true });
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('imports the three captured builds of Demo shop once, then skips them', async () => {
    const ctx = server.context;
    const { groupId, users } = await ensureDemoAccounts(ctx);
    const first = await importDemoBuilds(ctx, { groupId, userId: users.demo.id });
    expect(first.imported).toBe(3);
    expect(first.reportIds).toHaveLength(3);

    const again = await importDemoBuilds(ctx, { groupId, userId: users.demo.id });
    expect(again).toEqual({ ...first, imported: 0 });

    const projects = await ctx.db.selectFrom('projects').select(['id', 'name']).where('group_id', '=', groupId).execute();
    expect(projects).toEqual([{ id: first.projectId, name: 'Demo shop' }]);
    const reports = await ctx.db
      .selectFrom('reports')
      .select(['id', 'build_name', 'build_number', 'status', 'created_by'])
      .where('project_id', '=', first.projectId)
      .orderBy('build_number')
      .execute();
    expect(reports.map((r) => [r.build_name, Number(r.build_number), r.status, r.created_by])).toEqual([
      ['main', 1, 'completed', users.demo.id],
      ['main', 2, 'completed', users.demo.id],
      ['main', 3, 'completed', users.demo.id],
    ]);
  }, 60_000);

  it('keeps each build\'s test cases, with the failures and skips of the fictional suite', async () => {
    const ctx = server.context;
    const rows = await ctx.db
      .selectFrom('test_cases')
      .innerJoin('reports', 'reports.id', 'test_cases.report_id')
      .select(['reports.build_number', 'test_cases.key', 'test_cases.status', 'test_cases.browser', 'test_cases.error'])
      .orderBy('reports.build_number')
      .orderBy('test_cases.key')
      .execute();
    const statuses = (n: number) => Object.fromEntries(rows.filter((r) => Number(r.build_number) === n).map((r) => [r.key, r.status]));
    expect(statuses(1)).toEqual({ about: 'passed', catalogue: 'failed', checkout: 'skipped', contact: 'passed', home: 'passed' });
    expect(statuses(3)).toMatchObject({ contact: 'failed', checkout: 'skipped' });
    expect(JSON.parse(rows[0]?.browser ?? 'null')).toMatchObject({ name: 'Chromium' });
  });

  it('gives trends and a comparison real data: fewer issues after the fixes, and a regression', async () => {
    const ctx = server.context;
    const reports = await ctx.db.selectFrom('reports').select(['id', 'build_number', 'summary']).orderBy('build_number').execute();
    const summaries = reports.map((r) => JSON.parse(r.summary) as { issueSummary: { issueCount: number; pageCount: number }; health: unknown });
    // Distinct issues over the five pages: every defect; home and contact fixed; catalogue reworked.
    expect(summaries.map((s) => s.issueSummary.issueCount)).toEqual([34, 26, 25]);
    expect(summaries.map((s) => s.issueSummary.pageCount)).toEqual([5, 5, 5]);
    expect(summaries.map((s) => s.health)).toEqual([
      { passed: 3, failed: 1, skipped: 1, total: 5 },
      { passed: 4, failed: 0, skipped: 1, total: 5 },
      { passed: 3, failed: 1, skipped: 1, total: 5 },
    ]);

    const fingerprints = async (reportId: string) =>
      (
        await ctx.db
          .selectFrom('issues')
          .select('fingerprint')
          .where('report_id', '=', reportId)
          .where('needs_review', '=', 0)
          .execute()
      ).map((r) => r.fingerprint);
    const [, second, third] = reports;
    const diff = compareFingerprints(await fingerprints(second?.id ?? ''), await fingerprints(third?.id ?? ''));
    // Build 3 fixes the catalogue's select, tabs and heading levels but its sale banner adds a
    // low-contrast paragraph and an image without alt.
    expect([diff.newIssues.length, diff.retained.length, diff.resolved.length]).toEqual([2, 23, 3]);
  });

  it('completes a build a stopped start left running instead of adding another', async () => {
    const ctx = server.context;
    const { users } = await ensureDemoAccounts(ctx);
    const groupId = users.free.groupId;
    const project = await createProject(ctx, groupId, 'Demo shop', users.free.id);
    const left = await createBuild(ctx, { groupId, projectId: project.id, createdBy: users.free.id, buildName: 'main', buildNumber: 1, runKey: 'demo-main-1' });

    const result = await importDemoBuilds(ctx, { groupId, userId: users.free.id });
    expect(result.projectId).toBe(project.id);
    expect(result.reportIds[0]).toBe(left.id);
    const rows = await ctx.db.selectFrom('reports').select('status').where('project_id', '=', project.id).execute();
    expect(rows.map((r) => r.status)).toEqual(['completed', 'completed', 'completed']);
  });
});

/**
 * `npm run bench -- --only consolidate` (its server part): `GET /api/tests/consolidate` of a real
 * server on SQLite over 20 workflow reports of 50,000 issue nodes each (issue 20, docs/decisions/0041),
 * seeded straight into the database with a seed per report (every issue distinct: the most the merge
 * can have to write). The datasets are stored first, as the reports' own views store them. A fresh
 * server process (consolidateServerChild.ts) then answers the first read (merged on its read pool and
 * stored) and a second one (the stored consolidation), so its peak RSS is the consolidation's, with
 * `/api/health` probed beside the merge from a third process. Targets: 5 s and 1 GiB for the first
 * read, 300 ms for the second. Options: --reports N (20), --nodes N (50000 per report), --keep.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { createProject, createServer, seedLargeReport } from '@curbcut/server';
import { ensureReportDataset } from '../../../packages/server/src/reports/datasetCache';
import type { ConsolidateServerResult } from './consolidateServerChild';
import { mib, table } from '../stats';

const TARGET_MS = 5000;
const TARGET_SECOND_MS = 300;
const TARGET_RSS_BYTES = 1024 * 1024 * 1024;

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} needs a whole number of at least 1.`);
  return value;
}

const reports = Math.max(2, option('reports', 20));
const nodes = option('nodes', 50_000);
const keep = process.argv.includes('--keep');

function ms(value: number): string {
  return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(1)} ms`;
}

/** Seeds the reports as completed workflow reports of one project; answers their ids. */
async function seed(dataDir: string): Promise<string[]> {
  const server = await createServer({ port: 0, quiet: true, dataDir, demo: true });
  try {
    const ctx = server.context;
    const owner = await ctx.db.selectFrom('users').select(['id', 'group_id']).where('email', '=', 'demo@curbcut.local').executeTakeFirstOrThrow();
    const project = await createProject(ctx, owner.group_id, 'Consolidation bench', owner.id);
    const ids: string[] = [];
    let t = performance.now();
    for (let i = 0; i < reports; i++) {
      const seeded = await seedLargeReport(ctx, { groupId: owner.group_id, projectId: project.id, createdBy: owner.id, nodes, seed: 100 + i, buildName: `Flow ${i + 1}` });
      ids.push(seeded.reportId);
    }
    // seedLargeReport writes builds: these are recordings of workflows.
    await ctx.db.updateTable('reports').set({ type: 'workflowScan' }).where('id', 'in', ids).execute();
    console.log(`  ${reports} reports of ${nodes} issues seeded in ${ms(performance.now() - t)}`);
    t = performance.now();
    for (const id of ids) await ensureReportDataset(ctx, id);
    console.log(`  their datasets stored in ${ms(performance.now() - t)}`);
    return ids;
  } finally {
    await server.close();
  }
}

/** Runs the measured server in a fresh process and reads its one JSON line of results. */
async function measure(dataDir: string, ids: string[]): Promise<ConsolidateServerResult> {
  const child = spawn(process.execPath, ['--conditions=@curbcut/source', '--import', 'tsx', fileURLToPath(new URL('./consolidateServerChild.ts', import.meta.url)), dataDir, ids.join(',')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let last = '';
  for await (const line of createInterface({ input: child.stdout })) last = line;
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`The measured server failed (exit ${String(code)}).`);
  return JSON.parse(last) as ConsolidateServerResult;
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'curbcut-bench-consolidate-'));
  try {
    console.log(`consolidation through the server: ${reports} reports x ${nodes} issues`);
    const ids = await seed(dataDir);
    const r = await measure(dataDir, ids);
    console.log(`  ${r.sourceRows} issues in, ${r.issueCount} out`);
    console.log('');
    console.log(
      table(
        ['GET /api/tests/consolidate', 'figure', 'against the target'],
        [
          ['first read: merged and stored, time', ms(r.firstMs), `target ${ms(TARGET_MS)}: ${(r.firstMs / TARGET_MS).toFixed(2)}x`],
          ['first read: server peak RSS', `${mib(r.peakRssBytes)} MiB (${mib(r.rssBeforeBytes)} MiB before)`, `target 1024 MiB: ${(r.peakRssBytes / TARGET_RSS_BYTES).toFixed(2)}x`],
          ['second read (stored), time', ms(r.secondMs), `target ${ms(TARGET_SECOND_MS)}: ${(r.secondMs / TARGET_SECOND_MS).toFixed(2)}x`],
          ['/api/health during the merge', `p99 ${ms(r.healthP99Ms)}`, `${r.healthProbes} probes, max ${ms(r.healthMaxMs)}`],
        ],
      ),
    );
  } finally {
    if (keep) console.log(`kept ${dataDir}`);
    else await rm(dataDir, { recursive: true, force: true });
  }
}

await main();

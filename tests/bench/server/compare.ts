/**
 * `npm run bench -- --only compare`: the compare calls of a real server on SQLite (issue 19), for
 * two builds of one project seeded straight into the database (seedLargeReport), the second with
 * every 50th issue changed (2% new, 2% resolved). For each size: the summary and the first issues
 * page read cold (computed, nothing stored) and stored, a filter change of the All issues tab on the
 * stored comparison, and `/api/health` latency while the cold comparison is computed, probed every
 * 5 ms beside it from another process, after one smaller comparison (20,000 issues a side) that
 * warms the read pool up. Targets: 100,000 issues a side within 300 ms; 1,000,000 within 3 s cold
 * and 300 ms stored; health p99 under 100 ms; a filter change under 50 ms.
 * Options: --nodes N[,N...] (default 100000,1000000), --runs R (stored repeats, default 5), --keep.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { createProject, createServer, seedLargeReport } from '@curbcut/server';
import { ensureReportDataset } from '../../../packages/server/src/reports/datasetCache';
import { demoSessionCookie } from './demoSession';
import { median, table } from '../stats';

const CHANGED_EVERY = 50;
const WARM_UP_NODES = 20_000;

function argument(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const sizes = (argument('nodes') ?? '100000,1000000').split(',').map(Number);
if (sizes.some((n) => !Number.isInteger(n) || n < CHANGED_EVERY)) throw new Error(`--nodes takes whole numbers of at least ${CHANGED_EVERY}, comma-separated.`);
const runs = Math.max(1, Number(argument('runs') ?? 5));
const keep = process.argv.includes('--keep');

function ms(value: number): string {
  return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(1)} ms`;
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** Starts healthProbe.ts against `url` once it has had a first answer; `stop` ends it and gives its timings. */
async function startHealthProbe(url: string): Promise<{ stop: () => Promise<{ latencies: number[]; starts: number[] }> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./healthProbe.ts', import.meta.url)), url], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const first = await lines.next();
  if (first.value !== 'ready') throw new Error(`The health probe did not start: ${String(first.value)}`);
  return {
    stop: async () => {
      child.stdin.end('stop\n');
      const answer = await lines.next();
      return JSON.parse(String(answer.value)) as { latencies: number[]; starts: number[] };
    },
  };
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'curbcut-bench-compare-'));
  const server = await createServer({ port: 0, quiet: true, dataDir, demo: true });
  const rows: string[][] = [];
  try {
    const ctx = server.context;
    const owner = await ctx.db.selectFrom('users').select(['id', 'group_id']).where('email', '=', 'demo@curbcut.local').executeTakeFirstOrThrow();
    const cookie = await demoSessionCookie(server.url);
    const call = async (method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> => {
      const res = await fetch(`${server.url}${path}`, {
        method,
        headers: { cookie, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
      if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
      return res.json();
    };

    // A server that has been up has compared before: one smaller comparison first, so the read
    // pool's code is compiled and the figures below are of the work, not of warming up. It takes
    // 20,000 issues a side for V8 to optimise the row loops (with 2,000 they stay unoptimised and the
    // 100,000 figure is about 100 ms higher: the first compare of a fresh server).
    {
      const project = await createProject(ctx, owner.group_id, 'Compare warm-up', owner.id);
      const seedOf = () => seedLargeReport(ctx, { groupId: owner.group_id, projectId: project.id, createdBy: owner.id, nodes: WARM_UP_NODES, seed: 3, buildName: 'warm-up', changedEvery: CHANGED_EVERY });
      const [a, b] = [await seedOf(), await seedOf()];
      await call('GET', `/api/compare/summary?product=automatedTest&ids=${a.reportId},${b.reportId}`);
      await call('POST', `/api/compare/issues?product=automatedTest&ids=${a.reportId},${b.reportId}`, { limit: 20 });
    }

    for (const nodes of sizes) {
      const project = await createProject(ctx, owner.group_id, `Compare ${nodes}`, owner.id);
      const seedOf = (changedEvery?: number) =>
        seedLargeReport(ctx, { groupId: owner.group_id, projectId: project.id, createdBy: owner.id, nodes, seed: 7, buildName: 'nightly', ...(changedEvery ? { changedEvery } : {}) });
      let t = performance.now();
      const base = await seedOf();
      const next = await seedOf(CHANGED_EVERY);
      console.log(`  ${nodes} issues a side: seeded in ${ms(performance.now() - t)}`);
      // The stored datasets are what the report view builds on its first read: not part of a compare.
      t = performance.now();
      await ensureReportDataset(ctx, base.reportId);
      await ensureReportDataset(ctx, next.reportId);
      console.log(`  datasets stored in ${ms(performance.now() - t)}`);

      const q = `product=automatedTest&ids=${base.reportId},${next.reportId}`;
      const firstScreen = async () => {
        await call('GET', `/api/compare/summary?${q}`);
        await call('POST', `/api/compare/issues?${q}`, { limit: 20 });
      };
      // Health is probed beside the cold comparison, from another process (healthProbe.ts): the
      // read pool computes it off the event loop, and a stall of that loop must show.
      const probe = await startHealthProbe(`${server.url}/api/health`);
      t = performance.now();
      await firstScreen();
      const cold = performance.now() - t;
      const { latencies: health, starts } = await probe.stop();
      const worst = health.reduce((w, ms, i) => (ms > (health[w] ?? 0) ? i : w), 0);
      const slowest = { ms: health[worst] ?? 0, at: starts[worst] ?? 0 };
      const stored: number[] = [];
      for (let i = 0; i < runs; i++) {
        t = performance.now();
        await firstScreen();
        stored.push(performance.now() - t);
      }
      const filter: number[] = [];
      for (let i = 0; i < runs; i++) {
        t = performance.now();
        await call('POST', `/api/compare/rules?${q}`, { filters: { impact: ['critical', 'serious'] }, compareStatus: ['new', 'resolved'] });
        filter.push(performance.now() - t);
      }
      const summary = (await call('GET', `/api/compare/summary?${q}`)) as { data: { newIssues: number; resolvedIssues: number; retainedIssues: number } };
      const target = nodes <= 100_000 ? 300 : 3000;
      rows.push(
        [`${nodes} a side, summary + first issues page, cold`, ms(cold), `target ${ms(target)}: ${(cold / target).toFixed(2)}x`],
        [`${nodes} a side, summary + first issues page, stored`, ms(median(stored)), `target 300 ms: ${(median(stored) / 300).toFixed(2)}x (median of ${runs})`],
        [`${nodes} a side, filter change (rules, stored)`, ms(median(filter)), `target 50 ms: ${(median(filter) / 50).toFixed(2)}x (median of ${runs})`],
        [`${nodes} a side, /api/health during the cold compare`, `p99 ${ms(percentile(health, 99))}`, `target 100 ms; ${health.length} probes, max ${ms(slowest.ms)} from ${ms(slowest.at)} into the compare`],
      );
      console.log(`  new ${summary.data.newIssues}, retained ${summary.data.retainedIssues}, resolved ${summary.data.resolvedIssues}`);
    }
    console.log('');
    console.log(table(['compare', 'time', 'against the target'], rows));
  } finally {
    await server.close();
    if (keep) console.log(`kept ${dataDir}`);
    else await rm(dataDir, { recursive: true, force: true });
  }
}

await main();

/**
 * `bash scripts/bench-server.sh`: the dataset endpoints of a real server on SQLite, for a report of
 * 1,000,000 issues seeded straight into the database (seedLargeReport, not through HTTP). Prints the
 * seed time, the first dataset request (build and store), cached and 304 requests, 2,000-row string
 * slices near the first and the last row (from the stored file, and from the database as running
 * reports are read), and peak RSS per phase.
 * Options: --nodes N (default 1000000), --seed S, --runs R (repeats of the cached calls, default 5),
 * --keep (leave the data directory for inspection).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DATASET_CONTENT_TYPE, decodeDataset } from '@curbcut/core';
import { createProject, createServer, seedLargeReport } from '@curbcut/server';
import { readStringSlice } from '../../../packages/server/src/reports/dataset';
import { currentDatasetRef, datasetBlobKey, openStoredDataset } from '../../../packages/server/src/reports/datasetCache';
import { demoSessionCookie } from './demoSession';
import { median, mib, table } from '../stats';

const SLICE_ROWS = 2_000;

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} needs a whole number, 0 or more.`);
  return value;
}

const nodes = option('nodes', 1_000_000);
const seed = option('seed', 2026);
const runs = Math.max(1, option('runs', 5));
const keep = process.argv.includes('--keep');
const gc = (globalThis as { gc?: () => void }).gc ?? ((): void => undefined);
if (nodes < SLICE_ROWS) throw new Error(`--nodes must be at least ${SLICE_ROWS} (one string slice).`);

/** Peak resident set size seen since the last reset, sampled every 20 ms. */
class RssMeter {
  private peak = 0;
  private readonly timer = setInterval(() => this.sample(), 20);

  sample(): void {
    this.peak = Math.max(this.peak, process.memoryUsage.rss());
  }

  /** The peak since the previous call; starts the next phase from the current RSS. */
  take(): number {
    this.sample();
    const peak = this.peak;
    this.peak = process.memoryUsage.rss();
    return peak;
  }

  stop(): void {
    clearInterval(this.timer);
  }
}

async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const t = performance.now();
  const value = await fn();
  return { ms: performance.now() - t, value };
}

function ms(value: number): string {
  return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(1)} ms`;
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'curbcut-bench-server-'));
  const rss = new RssMeter();
  const server = await createServer({ port: 0, quiet: true, dataDir, demo: true });
  const rows: string[][] = [];
  const phase = (name: string, time: string, detail: string): void => {
    gc();
    rows.push([name, time, detail, `${mib(rss.take())} MiB`]);
    console.log(`  ${name}: ${time} ${detail}`);
  };
  try {
    const ctx = server.context;
    const owner = await ctx.db.selectFrom('users').select(['id', 'group_id']).where('email', '=', 'demo@curbcut.local').executeTakeFirstOrThrow();
    const project = await createProject(ctx, owner.group_id, 'Bench', owner.id);
    const cookie = await demoSessionCookie(server.url);
    rss.take();

    console.log(`Server dataset benchmark: ${nodes.toLocaleString('en')} issues, SQLite in ${dataDir}`);
    const seeded = await timed(() =>
      seedLargeReport(ctx, { groupId: owner.group_id, projectId: project.id, createdBy: owner.id, nodes, seed }),
    );
    const reportId = seeded.value.reportId;
    phase('seed (seedLargeReport)', ms(seeded.ms), `${seeded.value.issueCount.toLocaleString('en')} issues`);

    const get = async (headers: Record<string, string> = {}) => {
      const res = await fetch(`${server.url}/api/v1/reports/${reportId}/dataset`, { headers: { cookie, ...headers } });
      const bytes = new Uint8Array(await res.arrayBuffer());
      if (res.status !== 200 && res.status !== 304) throw new Error(`GET dataset: ${res.status}`);
      if (res.status === 200 && res.headers.get('content-type') !== DATASET_CONTENT_TYPE) throw new Error('Wrong content type.');
      return { res, bytes };
    };

    const first = await timed(() => get());
    const stored = await ctx.blobs.stat(datasetBlobKey(reportId, '0'));
    phase(
      'first GET /dataset (build + store)',
      ms(first.ms),
      `${mib(first.value.bytes.byteLength)} MiB sent, ${mib(stored?.size ?? 0)} MiB stored`,
    );
    if (decodeDataset(first.value.bytes).rowCount !== nodes) throw new Error('The dataset does not hold every issue.');

    const cached: number[] = [];
    let sent = 0;
    for (let i = 0; i < runs; i++) {
      const r = await timed(() => get());
      cached.push(r.ms);
      sent = r.value.bytes.byteLength;
    }
    phase('cached GET /dataset', ms(median(cached)), `median of ${runs}, ${sent.toLocaleString('en')} bytes`);

    const etag = first.value.res.headers.get('etag') as string;
    const revalidated: number[] = [];
    for (let i = 0; i < runs; i++) revalidated.push((await timed(() => get({ 'if-none-match': etag }))).ms);
    phase('GET /dataset with If-None-Match', ms(median(revalidated)), `304, median of ${runs}`);

    const meta: number[] = [];
    for (let i = 0; i < runs; i++) {
      meta.push((await timed(async () => (await fetch(`${server.url}/api/v1/reports/${reportId}/meta`, { headers: { cookie } })).json())).ms);
    }
    phase('GET /meta (baseline: auth + one report read)', ms(median(meta)), `median of ${runs}`);

    const lastStart = Math.min(990_000, nodes - SLICE_ROWS);
    for (const start of [0, lastStart]) {
      const times: number[] = [];
      let chars = 0;
      for (let i = 0; i < runs; i++) {
        const url = `${server.url}/api/v1/reports/${reportId}/dataset/strings?column=html&start=${start}&end=${start + SLICE_ROWS}`;
        const r = await timed(async () => (await fetch(url, { headers: { cookie } })).json() as Promise<{ data: string[] }>);
        if (r.value.data.length !== SLICE_ROWS) throw new Error(`Slice at ${start}: ${r.value.data.length} rows.`);
        chars = r.value.data.reduce((n, s) => n + s.length, 0);
        times.push(r.ms);
      }
      phase(`strings html ${start}..${start + SLICE_ROWS} (stored file)`, ms(median(times)), `median of ${runs}, ${chars.toLocaleString('en')} chars`);
    }
    const file = await openStoredDataset(ctx, await currentDatasetRef(ctx, reportId));
    for (const start of [0, lastStart]) {
      const times: number[] = [];
      for (let i = 0; i < runs; i++) times.push((await timed(() => file.readStrings('html', start, start + SLICE_ROWS))).ms);
      phase(`strings html ${start}..${start + SLICE_ROWS} (stored file, no HTTP)`, ms(median(times)), `median of ${runs}`);
    }
    for (const start of [0, lastStart]) {
      const times: number[] = [];
      for (let i = 0; i < runs; i++) times.push((await timed(() => readStringSlice(ctx, reportId, 'html', start, start + SLICE_ROWS))).ms);
      phase(`strings html ${start}..${start + SLICE_ROWS} (database, running path, no HTTP)`, ms(median(times)), `median of ${runs}`);
    }

    console.log('');
    console.log(table(['phase', 'time', 'detail', 'peak RSS'], rows));
    console.log(`peak RSS of the process: ${mib(process.resourceUsage().maxRSS * 1024)} MiB`);
  } finally {
    rss.stop();
    await server.close();
    if (keep) console.log(`kept ${dataDir}`);
    else await rm(dataDir, { recursive: true, force: true });
  }
}

await main();

/**
 * The server under load, on SQLite and on PostgreSQL (`npm run bench`'s server section; alone:
 * `bash scripts/bench-server.sh --load`). For each database: seed a build of --nodes issues (default
 * 1,000,000), a small build and sessions; start `curbcut serve` from source in its own process on
 * that data; time the first overview and dataset reads; then run the autocannon scenarios of
 * loadScenarios.ts and print them against the targets (overview p99 under 250 ms at 1,000 requests/s
 * or more; health and small reads p99 under 100 ms beside the dataset readers; other users' p99
 * under 250 ms during a sign-in flood).
 * Options: --nodes N, --seed S, --seconds T (each scenario, default 10), --dialect sqlite|postgres
 * (default both; PostgreSQL through scripts/ensure-postgres.sh), --save FILE (the figures as JSON),
 * --compare FILE (a saved run, e.g. of an earlier commit: prints the ratios to it).
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTemporaryDatabase } from '../../contract/pgDatabase';
import { serveCli } from '../../unit/fixtures/runCli';
import { table } from '../stats';
import { runLoadScenarios, type LoadFigure, type LoadResults } from './loadScenarios';
import { seedLoadFixture, type LoadStorage } from './loadSetup';

type Dialect = 'sqlite' | 'postgres';

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
function numberOption(name: string, fallback: number): number {
  const raw = option(name);
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} needs a whole number above 0, not ${raw}.`);
  return value;
}

const nodes = numberOption('nodes', 1_000_000);
const seed = numberOption('seed', 2026);
const seconds = numberOption('seconds', 10);
const dialects: Dialect[] = option('dialect') ? [option('dialect') as Dialect] : ['sqlite', 'postgres'];
const CONNECTIONS = 100;

/** Per dialect: the first reads and the scenario figures. */
interface DialectRun {
  dialect: Dialect;
  seedMs: number;
  firstOverviewMs: number;
  firstDatasetMs: number;
  results: LoadResults;
}

async function withPostgres<T>(use: (databaseUrl: string) => Promise<T>): Promise<T> {
  const adminUrl = process.env.CURBCUT_TEST_PG_URL ?? execFileSync('bash', ['scripts/ensure-postgres.sh'], { encoding: 'utf8' }).trim();
  const database = await createTemporaryDatabase(adminUrl, 'curbcut_bench');
  try {
    return await use(database.url);
  } finally {
    await database.drop();
  }
}

async function timedGet(url: string, cookie: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(url, { headers: { cookie } });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`GET ${url}: ${res.status}`);
  return performance.now() - started;
}

async function runDialect(dialect: Dialect): Promise<DialectRun> {
  const dataDir = await mkdtemp(join(tmpdir(), 'curbcut-bench-load-'));
  const go = async (storage: LoadStorage): Promise<DialectRun> => {
    console.log(`\n[${dialect}] seeding ${nodes.toLocaleString('en')} issues ...`);
    const fixture = await seedLoadFixture(storage, { nodes, seed, sessions: CONNECTIONS });
    console.log(`[${dialect}] seeded in ${(fixture.seedMs / 1000).toFixed(1)} s; starting curbcut serve`);
    // --trust-proxy: the many-address flood names its addresses in X-Forwarded-For, as a proxy would.
    const args = ['--port', '0', '--quiet', '--trust-proxy', '--data-dir', storage.dataDir, ...(storage.databaseUrl ? ['--database-url', storage.databaseUrl] : [])];
    const served = await serveCli(args);
    try {
      const cookie = fixture.ownerCookies[0] as string;
      const firstOverviewMs = await timedGet(`${served.url}/api/v1/reports/${fixture.bigReportId}/overview`, cookie);
      const firstDatasetMs = await timedGet(`${served.url}/api/v1/reports/${fixture.bigReportId}/dataset`, cookie);
      await timedGet(`${served.url}/api/v1/reports/${fixture.smallReportId}/overview`, cookie);
      console.log(`[${dialect}] first overview ${firstOverviewMs.toFixed(0)} ms, first dataset ${firstDatasetMs.toFixed(0)} ms; load for ${seconds} s per scenario`);
      const results = await runLoadScenarios(served.url, fixture, seconds);
      return { dialect, seedMs: fixture.seedMs, firstOverviewMs, firstDatasetMs, results };
    } finally {
      served.child.kill('SIGTERM');
      await served.done;
    }
  };
  try {
    return dialect === 'postgres' ? await withPostgres((databaseUrl) => go({ dataDir, databaseUrl })) : await go({ dataDir });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

function verdict(f: LoadFigure, p99Target: number, rpsTarget = 0): string {
  const ok = f.total > 0 && f.p99 < p99Target && f.requestsPerSecond >= rpsTarget && f.notOk === 0;
  return ok ? 'met' : 'NOT met';
}

function rows(run: DialectRun, baseline: DialectRun | undefined): string[][] {
  const { results: r } = run;
  const base = baseline?.results;
  const ratio = (now: number, then: number | undefined, higherIsBetter: boolean) =>
    then === undefined || now === 0 || then === 0 ? '' : `${(higherIsBetter ? now / then : then / now).toFixed(1)}x`;
  const line = (f: LoadFigure, target: string, met: string, then?: LoadFigure) => [
    run.dialect,
    f.name,
    f.requestsPerSecond.toFixed(0),
    `${f.p50} ms`,
    `${f.p99} ms`,
    f.notOk === 0 ? `${f.total}` : `${f.total} (${f.notOk} not 200)`,
    target,
    met,
    !then ? '' : then.total === 0 ? `then: no answer in ${seconds} s` : `${ratio(f.total, then.total, true)} answers, ${ratio(f.p99, then.p99, false)} p99`,
  ];
  return [
    line(r.overview, 'p99 < 250 ms, >= 1000/s', verdict(r.overview, 250, 1000), base?.overview),
    ...r.underDataset.map((f, i) => line(f, 'p99 < 100 ms', verdict(f, 100), base?.underDataset[i])),
    ...r.underFlood.map((f, i) => line(f, 'p99 < 250 ms', verdict(f, 250), base?.underFlood[i])),
  ];
}

async function main(): Promise<void> {
  const [one = 0] = loadavg();
  console.log(`Server load benchmark: ${nodes.toLocaleString('en')}-issue build, ${CONNECTIONS} sessions per user, ${seconds} s per scenario; load average ${one.toFixed(2)} on ${cpus().length} CPUs`);
  const compareFile = option('compare');
  const baseline = compareFile ? (JSON.parse(await readFile(compareFile, 'utf8')) as DialectRun[]) : [];
  const runs: DialectRun[] = [];
  for (const dialect of dialects) runs.push(await runDialect(dialect));

  console.log('');
  console.log(
    table(
      ['db', 'first reads', 'seed'],
      runs.map((r) => [r.dialect, `overview ${r.firstOverviewMs.toFixed(0)} ms, dataset ${r.firstDatasetMs.toFixed(0)} ms`, `${(r.seedMs / 1000).toFixed(1)} s`]),
    ),
  );
  console.log('');
  console.log(
    table(
      ['db', 'scenario', 'req/s', 'p50', 'p99', 'answers', 'target', 'verdict', compareFile ? `ratio to ${compareFile}` : ''],
      runs.flatMap((r) => rows(r, baseline.find((b) => b.dialect === r.dialect))),
    ),
  );
  for (const r of runs) console.log(`[${r.dialect}] answers to the wrong sign-ins: ${JSON.stringify(r.results.floodStatuses)}`);
  const save = option('save');
  if (save) await writeFile(save, JSON.stringify(runs, null, 2));
}

await main();

/**
 * `curbcut worker` processes, spawned from source like the binary. On PostgreSQL a server that runs
 * no scans of its own hands a run to a worker; that worker is killed mid-scan, its job's heartbeats
 * stop, and a second worker takes the job over long before the job's expiry and resumes the run: it
 * completes with every page exactly once; it also takes the server's PDF checks. A process that
 * only stalled past its heartbeat timeout stops its scan once it finds its job taken over. On SQLite
 * the command explains that the server runs scans itself and exits 2.
 */
import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { finished, runCli, startCli, type CliRun } from '../unit/fixtures/runCli';
import { describeEachDatabase, signIn, type TestServer } from '../contract/harness';
import { createReport, pdfWithFigures, waitForCheck } from '../contract/pdfScannerFixtures';
import { startFixtureSite, type FixtureSite } from './fixtureSite';
import { createScan, readScanLogs, readScanMeta, waitForRunEnd, waitUntil } from './scanApi';

/**
 * Seconds without a heartbeat before a worker's job counts as lost: short, so a killed worker's job
 * is retried soon (the default is 60). The job expiry stays long, so only heartbeats can retry it.
 */
const HEARTBEAT_TIMEOUT_SECONDS = 6;
const EXPIRE_SECONDS = 600;

/** A started `curbcut worker` and what it printed. */
interface WorkerProcess {
  child: ChildProcess;
  stdout(): string;
  done: Promise<CliRun>;
}

/** Starts `curbcut worker` and resolves once it says it runs scan jobs. */
async function startWorkerCli(databaseUrl: string, dataDir: string): Promise<WorkerProcess> {
  // The fixture site is on 127.0.0.1: a worker refuses private addresses unless told otherwise.
  const child = startCli([
    'worker',
    '--database-url',
    databaseUrl,
    '--data-dir',
    dataDir,
    '--scan-job-expire-seconds',
    String(EXPIRE_SECONDS),
    '--heartbeat-timeout-seconds',
    String(HEARTBEAT_TIMEOUT_SECONDS),
    '--private-network-scans',
    'allow',
  ]);
  const done = finished(child);
  let out = '';
  child.stdout?.on('data', (c: Buffer) => (out += c.toString('utf8')));
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', () => {
      if (out.includes('Curbcut worker is running scan jobs')) resolve();
    });
    void done.then((run) => reject(new Error(`worker exited early (code ${run.code}): ${run.stderr}`)));
  });
  return { child, stdout: () => out, done };
}

describeEachDatabase('curbcut worker', (db) => {
  const workers: WorkerProcess[] = [];
  let site: FixtureSite | undefined;
  let stalledSite: FixtureSite | undefined;

  afterAll(async () => {
    for (const w of workers) if (w.child.exitCode === null && w.child.signalCode === null) w.child.kill('SIGKILL');
    await site?.close();
    await stalledSite?.close();
  });

  it('refuses to run on SQLite, where the server runs scans itself', async () => {
    if (db().dialect !== 'sqlite') return;
    const run = await runCli(['worker', '--data-dir', db().options().dataDir ?? ''], { DATABASE_URL: '' });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('curbcut worker needs');
    expect(run.stderr).toContain('SQLite');
  });

  it('resumes a run whose worker was killed mid-scan on another worker once its heartbeats stop: every page exactly once', { timeout: 300_000 }, async () => {
    if (db().dialect !== 'postgres') return;
    const { databaseUrl, dataDir } = db().options();
    if (databaseUrl === undefined || dataDir === undefined) throw new Error('The suite database has no URL.');
    site = await startFixtureSite({ slowPages: 6, slowDelayMs: 1500 });
    const server: TestServer = await db().start({ demo: true, scanWorker: false });
    const cookie = await signIn(server, 'demo@curbcut.local');

    const first = await startWorkerCli(databaseUrl, dataDir);
    workers.push(first);
    expect(first.stdout()).toContain('Curbcut worker is running scan jobs from postgres');
    const password = new URL(databaseUrl).password;
    if (password !== '') expect(first.stdout()).not.toContain(`:${password}@`);

    const { runId } = await createScan(server, cookie, 'Resumed scan', { startUrls: [site.at('/slow/')], crawl: { enabled: true, maxDepth: 1, maxPages: 20 }, concurrency: 1 });
    await waitUntil(() => readScanLogs(server, { cookie }, runId), (l) => l.scanLogs.length >= 2, 'the first worker to scan two pages');
    first.child.kill('SIGKILL');
    // Killed mid-scan: the second worker's part need not be slow (about 6 s less).
    site.setSlowDelay(0);
    const killed = await first.done;
    const killedAt = Date.now();
    expect(killed.signal).toBe('SIGKILL');
    const before = await readScanLogs(server, { cookie }, runId);
    expect(before.scanLogs.length).toBeLessThan(7);

    const second = await startWorkerCli(databaseUrl, dataDir);
    workers.push(second);
    // Taken over as a new job within seconds of the kill, not after the 600 s expiry.
    const sql = new pg.Pool({ connectionString: databaseUrl, max: 1 });
    const jobStates = async () =>
      (await sql.query<{ state: string }>(`SELECT state FROM pgboss.job WHERE name = 'scan.run' AND data->>'reportId' = $1 ORDER BY created_on`, [runId])).rows.map((r) => r.state);
    let meta: Awaited<ReturnType<typeof waitForRunEnd>>;
    try {
      await waitUntil(jobStates, (states) => states.length === 2 && states[1] !== 'created', 'the lost job to be taken over', 60_000);
      expect(Date.now() - killedAt).toBeLessThan(60_000);
      meta = await waitForRunEnd(server, cookie, runId, 240_000);
      expect(await jobStates()).toEqual(['cancelled', 'completed']);
    } finally {
      await sql.end();
    }
    expect(meta.run.status).toBe('completed');

    const logs = await readScanLogs(server, { cookie }, runId);
    const pages = logs.scanLogs.map((l) => l.pageUrl);
    const expected = [site.at('/slow/'), ...Array.from({ length: 6 }, (_, i) => site?.at(`/slow/${i + 1}.html`) ?? '')];
    expect([...pages].sort()).toEqual([...expected].sort());
    expect(meta.run.pagesDone).toBe(7);
    // The pages the killed worker had logged kept their rows; nothing was logged twice.
    for (const row of before.scanLogs) expect(logs.scanLogs.find((l) => l.pageUrl === row.pageUrl)).toEqual(row);

    // Each page counted once in the report: one checked page (test case) each, one image issue per slow page.
    const report = (await server.request('GET', `/api/v1/reports/${runId}/meta`, { cookie })).body.data;
    expect(report.status).toBe('completed');
    expect(report.healthSummary.total).toBe(7);
    expect(report.issueSummary.issueCount).toBe(6);

    // PDF checks share the queue: the server leaves them to the worker too.
    const pdf = await createReport(server, cookie, await pdfWithFigures(2), 'Checked by a worker.pdf');
    const checked = await waitForCheck(server, cookie, pdf, 60_000);
    expect(checked.status, checked.error).toBe('completed');

    second.child.kill('SIGTERM');
    const stopped = await second.done;
    expect(stopped.code).toBe(0);
    expect(stopped.stdout).toContain('Stopped.');
  });

  it('stops the scan of a job another process took over, and leaves the run to it', async () => {
    if (db().dialect !== 'postgres') return;
    stalledSite = await startFixtureSite({ slowPages: 6, slowDelayMs: 1000 });
    const slowHits = () => [...(stalledSite?.hits.entries() ?? [])].filter(([path]) => path.startsWith('/slow/')).reduce((n, [, count]) => n + count, 0);
    // Heartbeats a third of a second apart, so the loss is noticed at once.
    const server = await db().start({ demo: true, jobHeartbeatTimeoutSeconds: 2 });
    const cookie = await signIn(server, 'demo@curbcut.local');
    const settings = { startUrls: [stalledSite.at('/slow/')], crawl: { enabled: true, maxDepth: 1, maxPages: 20 }, concurrency: 1 };
    const { runId } = await createScan(server, cookie, 'Stalled scan', settings);
    await waitUntil(() => readScanLogs(server, { cookie }, runId), (l) => l.scanLogs.length >= 1, 'the first page');

    // What another process's sweep does to a job whose heartbeats lapsed (this process had stalled).
    const sql = new pg.Pool({ connectionString: db().options().databaseUrl, max: 1 });
    try {
      await sql.query(`UPDATE pgboss.job SET state = 'cancelled', completed_on = now() WHERE name = 'scan.run' AND data->>'reportId' = $1 AND state = 'active'`, [runId]);
    } finally {
      await sql.end();
    }
    // Stopped at the next heartbeat: a moment later the site is asked for nothing more.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const hits = slowHits();
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(slowHits()).toBe(hits);
    expect(hits).toBeLessThan(7);
    // Not ended here: the run is the business of the process that took the job over.
    expect((await readScanMeta(server, { cookie }, runId)).run.status).toBe('running');
  });
});

/**
 * Recurring scans on every database, with a ManualClock: a due scan runs once (also when ticks of
 * two servers race), the next time is computed in UTC, a scan whose run is still going is skipped
 * and moved on, and a disabled schedule never runs. Whoever claims a time (a test's call or the
 * servers' own 30 s tick), the outcome checked is the same: the runs in the database.
 */
import { beforeAll, expect, it } from 'vitest';
import { ManualClock } from '@curbcut/server';
import { runDueScans } from '../../packages/server/src/scans/scheduler';
import { describeEachDatabase, signIn, type TestServer } from './harness';

describeEachDatabase('scan schedules', (db) => {
  let server: TestServer;
  let clock: ManualClock;
  let cookie: string;

  beforeAll(async () => {
    clock = new ManualClock('2026-03-02T10:00:00.000Z');
    server = await db().start({ demo: true, clock, scanWorker: false });
    cookie = await signIn(server, 'demo@curbcut.local');
  });

  const createScheduled = async (name: string, cron: string, enabled = true) => {
    const res = await server.request('POST', '/api/v1/scans', {
      cookie,
      json: { name, settings: { startUrls: [`https://${name.toLowerCase().replace(/\W+/g, '-')}.example.com`] }, schedule: { cron, enabled }, scanNow: false },
    });
    expect(res.status, res.text).toBe(201);
    return res.body.data.scan as { id: string; schedule: { nextRunAt: string | null } };
  };
  const runsOf = (scanId: string) =>
    server.context.db.selectFrom('scan_runs').select(['report_id', 'trigger', 'status', 'run_number']).where('scan_id', '=', scanId).orderBy('run_number').execute();
  const scanOf = async (scanId: string) => (await server.request('GET', `/api/v1/scans/${scanId}`, { cookie })).body.data.scan;

  it('runs a due scan once and computes the next time in UTC', async () => {
    const scan = await createScheduled('Nightly', '0 3 * * *');
    expect(scan.schedule.nextRunAt).toBe('2026-03-03T03:00:00.000Z');

    clock.set('2026-03-03T02:59:59.000Z');
    await runDueScans(server.context);
    expect(await runsOf(scan.id)).toEqual([]);

    clock.set('2026-03-03T03:00:30.000Z');
    // Two ticks at once (two servers, or a test's call beside the server's own tick).
    await Promise.all([runDueScans(server.context), runDueScans(server.context), runDueScans(server.context)]);
    const runs = await runsOf(scan.id);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ trigger: 'schedule', status: 'queued', run_number: 1 });
    const after = await scanOf(scan.id);
    expect(after).toMatchObject({ runCount: 1, lastScanTime: '2026-03-03T03:00:30.000Z', schedule: { nextRunAt: '2026-03-04T03:00:00.000Z' } });
    expect(after.latestRun).toMatchObject({ id: runs[0]?.report_id, trigger: 'schedule' });

    // The run is credited to the scan's creator.
    const meta = await server.request('GET', `/api/v1/reports/${runs[0]?.report_id}/meta`, { cookie });
    expect(meta.body.data).toMatchObject({ type: 'websiteScan', buildName: 'Nightly', createdBy: { name: 'Demo User' } });
  });

  it('skips a time while the previous run is still going, and moves on', async () => {
    const [nightly] = (await server.request('GET', '/api/v1/scans?search=Nightly', { cookie })).body.data.scans;
    clock.set('2026-03-04T03:05:00.000Z');
    const outcomes = await runDueScans(server.context);
    expect(await runsOf(nightly.id)).toHaveLength(1);
    expect((await scanOf(nightly.id)).schedule.nextRunAt).toBe('2026-03-05T03:00:00.000Z');
    // Either this call or the server's own tick claimed it; whoever did skipped it.
    expect(outcomes.filter((o) => o.outcome !== 'skipped')).toEqual([]);

    // Once the run has ended, the next time starts a new one.
    await server.context.db.updateTable('scan_runs').set({ status: 'completed' }).where('scan_id', '=', nightly.id).execute();
    clock.set('2026-03-05T03:00:00.000Z');
    cookie = await signIn(server, 'demo@curbcut.local');
    await runDueScans(server.context);
    expect((await runsOf(nightly.id)).map((r) => r.run_number)).toEqual([1, 2]);
  });

  it('collapses missed times into one run and never schedules in the past', async () => {
    const scan = await createScheduled('Hourly', '15 * * * *');
    expect(scan.schedule.nextRunAt).toBe('2026-03-05T03:15:00.000Z');
    clock.set('2026-03-05T09:40:00.000Z');
    await runDueScans(server.context);
    expect(await runsOf(scan.id)).toHaveLength(1);
    expect((await scanOf(scan.id)).schedule.nextRunAt).toBe('2026-03-05T10:15:00.000Z');
  });

  it('never runs a disabled schedule', async () => {
    const scan = await createScheduled('Paused', '*/5 * * * *', false);
    expect(scan.schedule.nextRunAt).toBeNull();
    clock.set('2026-03-06T00:00:00.000Z');
    cookie = await signIn(server, 'demo@curbcut.local');
    await runDueScans(server.context);
    expect(await runsOf(scan.id)).toEqual([]);
    expect((await scanOf(scan.id)).scanType).toBe('recurring_off');
  });

  it('starts a due run once when two servers on one database race', async () => {
    const scan = await createScheduled('Shared', '0 12 * * *');
    const other = await db().start({ clock, scanWorker: false });
    clock.set('2026-03-06T12:00:00.000Z');
    await Promise.all([runDueScans(server.context), runDueScans(other.context), runDueScans(server.context), runDueScans(other.context)]);
    expect(await runsOf(scan.id)).toHaveLength(1);
    await other.close();
  });
});

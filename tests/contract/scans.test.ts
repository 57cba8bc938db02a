/**
 * Scan configurations on every database: create (with its project), validation naming the field,
 * name clashes, the list filters, read, change, delete, group scoping and who may change a scan.
 * Servers run with `scanWorker: false`: runs stay queued (no Chromium), which is what the
 * "run in progress" rules need.
 */
import { beforeAll, expect, it } from 'vitest';
import { ManualClock } from '@curbcut/server';
import { createUser } from '../../packages/server/src/accounts/users';
import { createScanRun } from '../../packages/server/src/scans/runs';
import { DEMO_PASSWORD, describeEachDatabase, signIn, type TestServer } from './harness';

describeEachDatabase('scans', (db) => {
  let server: TestServer;
  let clock: ManualClock;
  let admin: string;
  let member: string;
  let memberId: string | undefined;
  let outsider: string;
  let groupId: string;

  beforeAll(async () => {
    clock = new ManualClock('2026-03-01T09:00:00.000Z');
    server = await db().start({ demo: true, clock, scanWorker: false });
    await signInAll();
    const demo = await server.context.db.selectFrom('users').select('group_id').where('email', '=', 'demo@curbcut.local').executeTakeFirstOrThrow();
    groupId = demo.group_id;
    memberId = await createUser(server.context.db, clock, { groupId, email: 'scanner-member@curbcut.local', name: 'Scan Member', password: DEMO_PASSWORD, role: 'member' });
    member = await signIn(server, 'scanner-member@curbcut.local');
  });

  /** Moves the clock and signs in again (sessions last 7 days). */
  async function moveClockTo(time: string): Promise<void> {
    clock.set(time);
    await signInAll();
  }
  async function signInAll(): Promise<void> {
    admin = await signIn(server, 'demo@curbcut.local');
    outsider = await signIn(server, 'free@curbcut.local');
    if (memberId !== undefined) member = await signIn(server, 'scanner-member@curbcut.local');
  }

  const create = (cookie: string, body: Record<string, unknown>) =>
    server.request('POST', '/api/v1/scans', { cookie, json: { scanNow: false, ...body } });
  const list = async (query: string) => {
    const res = await server.request('GET', `/api/v1/scans${query}`, { cookie: admin });
    expect(res.status).toBe(200);
    return (res.body.data.scans as { name: string }[]).map((s) => s.name).sort();
  };

  it('creates a scan with defaults and its own project', async () => {
    const res = await create(admin, { name: 'Shop', settings: { startUrls: ['https://shop.example.com/'] } });
    expect(res.status).toBe(201);
    const scan = res.body.data.scan;
    expect(scan).toMatchObject({
      name: 'Shop',
      scanType: 'on_demand',
      sourceType: 'url',
      schedule: null,
      authConfig: null,
      latestRun: null,
      runCount: 0,
      lastScanTime: null,
      createdBy: { name: 'Demo User' },
      settings: {
        startUrls: ['https://shop.example.com/'],
        sitemapUrl: null,
        wcagVersion: '2.1',
        wcagLevel: 'AA',
        crawl: { enabled: true, maxDepth: 3, maxPages: 100 },
        pageTimeoutSeconds: 30,
        concurrency: 2,
      },
    });
    expect(scan.id).toMatch(/^scn_/);
    const projects = await server.request('GET', '/api/v1/projects', { cookie: admin });
    // A scan's project is not an automated-test project: Home and the upload token picker leave it out.
    expect(projects.body.data.projects).toContainEqual(expect.objectContaining({ id: scan.projectId, name: 'Shop', product: 'websiteScan' }));
  });

  it('names the offending field when a configuration is refused', async () => {
    const cases: [Record<string, unknown>, string, RegExp][] = [
      // This server may scan private networks (loopback, demo), so http:// and localhost pass (core's
      // validateScanUrl); what no scan can use is refused.
      [{ name: 'Bad 1', settings: { startUrls: ['https://a.example.com', 'https://b.example.com', 'ftp://c.example.com'] } }, '$.settings.startUrls[2]', /https:\/\//],
      [{ name: 'Bad 2', settings: { startUrls: ['https://user:secret@c.example.com/'] } }, '$.settings.startUrls[0]', /user name or password/],
      [{ name: 'Bad 3', settings: { startUrls: [] } }, '$.settings.startUrls', /start URL or a sitemap/],
      [{ name: 'Bad 4', settings: { startUrls: [], sitemapUrl: 'ftp://x.example.com/sitemap.xml' } }, '$.settings.sitemapUrl', /https:\/\//],
      [{ name: 'Bad 5', settings: { startUrls: ['https://x.example.com'], exclude: ['/ok/*', 'no spaces'] } }, '$.settings.exclude[1]', /spaces/],
      [{ name: 'Bad 6', settings: { startUrls: ['https://x.example.com'], exclude: ['*'] } }, '$.settings.exclude[0]', /every page/],
      [{ name: 'Bad 7', settings: { startUrls: ['https://x.example.com'] }, schedule: { cron: '61 3 * * *', enabled: true } }, '$.schedule.cron', /not a valid cron/],
      [{ name: 'Bad 8', settings: { startUrls: ['https://x.example.com'] }, schedule: { cron: '0 0 3 * * *', enabled: true } }, '$.schedule.cron', /five-field/],
      [{ name: 'Bad 9', settings: { startUrls: ['https://x.example.com'] }, schedule: { cron: '0 0 30 2 *', enabled: true } }, '$.schedule.cron', /never runs/],
      [{ name: 'Bad 10', settings: { startUrls: ['https://x.example.com'] }, authConfigId: 'auc_unknown0000000000000000' }, '$.authConfigId', /does not exist/],
      [{ name: 'Bad 11', settings: { startUrls: ['https://x.example.com'], crawl: { enabled: true, maxDepth: 3, maxPages: 999999 } } }, '$.settings.crawl.maxPages', /./],
      [{ settings: { startUrls: ['https://x.example.com'] } }, '$.name', /required/],
    ];
    for (const [body, path, message] of cases) {
      const res = await create(admin, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.path, JSON.stringify(body)).toBe(path);
      expect(res.body.error.message).toMatch(message);
    }
    // Nothing refused left a scan or a project behind.
    expect((await list('?search=Bad')).length).toBe(0);
  });

  it('refuses a name taken by a scan or a project, naming it', async () => {
    const again = await create(admin, { name: 'Shop', settings: { startUrls: ['https://other.example.com'] } });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toMatch(/scan named "Shop"/);
    await server.request('POST', '/api/v1/projects', { cookie: admin, json: { name: 'Marketing' } });
    const clash = await create(admin, { name: 'Marketing', settings: { startUrls: ['https://m.example.com'] } });
    expect(clash.status).toBe(409);
    expect(clash.body.error.message).toMatch(/project named "Marketing"/);
    // Another group may use the same name.
    expect((await create(outsider, { name: 'Shop', settings: { startUrls: ['https://shop.example.com'] } })).status).toBe(201);
  });

  it('filters the list by every key', async () => {
    await moveClockTo('2026-03-10T09:00:00.000Z');
    await create(admin, { name: 'Blog sitemap', settings: { startUrls: [], sitemapUrl: 'https://blog.example.com/sitemap.xml' }, schedule: { cron: '0 3 * * 1', enabled: true } });
    await create(admin, { name: 'Paused docs', settings: { startUrls: ['https://docs.example.com'] }, schedule: { cron: '30 4 * * *', enabled: false } });
    await create(member, { name: 'Member site', settings: { startUrls: ['https://member.example.com'] } });
    const running = await create(admin, { name: 'Scanned now', settings: { startUrls: ['https://now.example.com'] }, scanNow: true });
    expect(running.status, running.text).toBe(201);
    expect(running.body.data.scan.latestRun).toMatchObject({ status: 'queued', trigger: 'manual', runNumber: 1 });

    expect(await list('')).toEqual(['Blog sitemap', 'Member site', 'Paused docs', 'Scanned now', 'Shop']);
    expect(await list('?scanType=recurring_on')).toEqual(['Blog sitemap']);
    expect(await list('?scanType=recurring_off,recurring_on')).toEqual(['Blog sitemap', 'Paused docs']);
    expect(await list('?scanType=on_demand')).toEqual(['Member site', 'Scanned now', 'Shop']);
    expect(await list('?scanType=local_enabled')).toEqual([]);
    expect(await list('?type=sitemap')).toEqual(['Blog sitemap']);
    expect(await list('?type=url')).toEqual(['Member site', 'Paused docs', 'Scanned now', 'Shop']);
    expect(await list(`?user=${memberId}`)).toEqual(['Member site']);
    expect(await list('?search=SCANNED')).toEqual(['Scanned now']);
    expect(await list('?createdAt=last_7_days')).toEqual(['Blog sitemap', 'Member site', 'Paused docs', 'Scanned now']);
    expect(await list('?createdAt=2026-03-01..2026-03-01')).toEqual(['Shop']);
    expect(await list('?createdAt=2026-03-02..')).toEqual(['Blog sitemap', 'Member site', 'Paused docs', 'Scanned now']);
    expect(await list('?lastScanTime=last_30_days')).toEqual(['Scanned now']);
    expect(await list(`?team=${groupId}`)).toHaveLength(5);
    expect(await list('?team=grp_someoneelse00000000000000')).toEqual([]);

    const bad = await server.request('GET', '/api/v1/scans?scanType=weekly', { cookie: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.error.path).toBe('query.scanType');
    const badDate = await server.request('GET', '/api/v1/scans?createdAt=yesterday', { cookie: admin });
    expect(badDate.status).toBe(400);
    expect(badDate.body.error.path).toBe('query.createdAt');
    // The other group sees only its own scan.
    const theirs = await server.request('GET', '/api/v1/scans', { cookie: outsider });
    expect(theirs.body.data.scans.map((s: { name: string }) => s.name)).toEqual(['Shop']);
  });

  it('reads one scan; another group gets 404', async () => {
    const [shop] = (await server.request('GET', '/api/v1/scans?search=Shop', { cookie: admin })).body.data.scans;
    const res = await server.request('GET', `/api/v1/scans/${shop.id}`, { cookie: admin });
    expect(res.status).toBe(200);
    expect(res.body.data.scan).toEqual(shop);
    for (const method of ['GET', 'DELETE'] as const) {
      expect((await server.request(method, `/api/v1/scans/${shop.id}`, { cookie: outsider })).status).toBe(404);
    }
    expect((await server.request('PATCH', `/api/v1/scans/${shop.id}`, { cookie: outsider, json: { name: 'Mine' } })).status).toBe(404);
    expect((await server.request('GET', '/api/v1/scans/scn_doesnotexist000000000000', { cookie: admin })).status).toBe(404);
    expect((await server.request('GET', `/api/v1/scans/${shop.id}`)).status).toBe(401);
  });

  it('changes a scan: settings merge, schedule in UTC, rename renames the project', async () => {
    await moveClockTo('2026-03-11T22:15:00.000Z');
    const [shop] = (await server.request('GET', '/api/v1/scans?search=Shop', { cookie: admin })).body.data.scans;
    const res = await server.request('PATCH', `/api/v1/scans/${shop.id}`, {
      cookie: admin,
      json: {
        name: 'Shop front',
        settings: { crawl: { enabled: false, maxDepth: 0, maxPages: 10 }, wcagVersion: '2.2' },
        schedule: { cron: '0  2 * * *', enabled: true },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.scan).toMatchObject({
      name: 'Shop front',
      scanType: 'recurring_on',
      schedule: { cron: '0 2 * * *', enabled: true, nextRunAt: '2026-03-12T02:00:00.000Z' },
      settings: { startUrls: ['https://shop.example.com/'], crawl: { enabled: false, maxPages: 10 }, wcagVersion: '2.2', wcagLevel: 'AA' },
    });
    const projects = (await server.request('GET', '/api/v1/projects', { cookie: admin })).body.data.projects;
    expect(projects.find((p: { id: string }) => p.id === shop.projectId).name).toBe('Shop front');

    const off = await server.request('PATCH', `/api/v1/scans/${shop.id}`, { cookie: admin, json: { schedule: { cron: '0 2 * * *', enabled: false } } });
    expect(off.body.data.scan).toMatchObject({ scanType: 'recurring_off', schedule: { enabled: false, nextRunAt: null } });
    const none = await server.request('PATCH', `/api/v1/scans/${shop.id}`, { cookie: admin, json: { schedule: null } });
    expect(none.body.data.scan).toMatchObject({ scanType: 'on_demand', schedule: null });

    const bad = await server.request('PATCH', `/api/v1/scans/${shop.id}`, { cookie: admin, json: { settings: { startUrls: ['https://ok.example.com', 'not a url'] } } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.path).toBe('$.settings.startUrls[1]');
    // Removing the sitemap of a scan without start URLs would leave nothing to scan.
    const [blog] = (await server.request('GET', '/api/v1/scans?search=Blog', { cookie: admin })).body.data.scans;
    const empty = await server.request('PATCH', `/api/v1/scans/${blog.id}`, { cookie: admin, json: { settings: { sitemapUrl: null } } });
    expect(empty.status).toBe(400);
    expect(empty.body.error.path).toBe('$.settings.startUrls');
    const toUrls = await server.request('PATCH', `/api/v1/scans/${blog.id}`, { cookie: admin, json: { settings: { sitemapUrl: null, startUrls: ['https://blog.example.com'] } } });
    expect(toUrls.body.data.scan).toMatchObject({ sourceType: 'url', settings: { sitemapUrl: null, startUrls: ['https://blog.example.com'] } });
    // The schedule was left alone, with its pending time.
    expect(toUrls.body.data.scan.schedule).toEqual(blog.schedule);

    const clash = await server.request('PATCH', `/api/v1/scans/${shop.id}`, { cookie: admin, json: { name: 'Blog sitemap' } });
    expect(clash.status).toBe(409);
    expect(clash.body.error.message).toMatch(/"Blog sitemap"/);
  });

  it('lets only the creator or a group admin change or delete a scan', async () => {
    const [shop] = (await server.request('GET', '/api/v1/scans?search=Shop', { cookie: admin })).body.data.scans;
    const [mine] = (await server.request('GET', '/api/v1/scans?search=Member', { cookie: member })).body.data.scans;
    const patch = await server.request('PATCH', `/api/v1/scans/${shop.id}`, { cookie: member, json: { name: 'Hijacked' } });
    expect(patch.status).toBe(403);
    expect(patch.body.error.message).toMatch(/creator/);
    expect((await server.request('DELETE', `/api/v1/scans/${shop.id}`, { cookie: member })).status).toBe(403);
    expect((await server.request('GET', `/api/v1/scans/${shop.id}`, { cookie: member })).body.data.scan.name).toBe('Shop front');
    // Members read every scan of the group, change their own; an admin changes anyone's.
    expect((await server.request('PATCH', `/api/v1/scans/${mine.id}`, { cookie: member, json: { name: 'Member site 2' } })).status).toBe(200);
    expect((await server.request('PATCH', `/api/v1/scans/${mine.id}`, { cookie: admin, json: { name: 'Member site 3' } })).status).toBe(200);
  });

  it('queues one run at a time and refuses to delete a scan while it runs', async () => {
    const [scan] = (await server.request('GET', '/api/v1/scans?search=Scanned', { cookie: admin })).body.data.scans;
    const user = await server.context.db.selectFrom('users').select('id').where('email', '=', 'demo@curbcut.local').executeTakeFirstOrThrow();
    await expect(createScanRun(server.context, { scanId: scan.id, trigger: 'manual', createdBy: user.id })).rejects.toMatchObject({
      status: 409,
      message: expect.stringMatching(/"Scanned now" already has a run in progress/),
    });
    const reportId = scan.latestRun.id;
    const meta = await server.request('GET', `/api/v1/reports/${reportId}/meta`, { cookie: admin });
    expect(meta.body.data).toMatchObject({ type: 'websiteScan', buildName: 'Scanned now', buildNumber: 1, wcagVersion: '2.1 AA' });
    expect(meta.body.data.testEngine.name).toBe('axe-core');

    const refused = await server.request('DELETE', `/api/v1/scans/${scan.id}`, { cookie: admin });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/run in progress/);

    // The run ends (what the run job does when it finishes); then the scan can go, its report stays.
    await server.context.db.updateTable('scan_runs').set({ status: 'completed' }).where('report_id', '=', reportId).execute();
    await server.context.db.updateTable('reports').set({ status: 'completed' }).where('id', '=', reportId).execute();
    const second = await createScanRun(server.context, { scanId: scan.id, trigger: 'manual', createdBy: user.id });
    expect(second).toMatchObject({ runNumber: 2, status: 'queued' });
    await server.context.db.updateTable('scan_runs').set({ status: 'failed' }).where('report_id', '=', second.id).execute();

    const deleted = await server.request('DELETE', `/api/v1/scans/${scan.id}`, { cookie: admin });
    expect(deleted.status).toBe(200);
    expect((await server.request('GET', `/api/v1/scans/${scan.id}`, { cookie: admin })).status).toBe(404);
    expect((await server.request('GET', `/api/v1/reports/${reportId}/meta`, { cookie: admin })).status).toBe(200);
    expect(await list('')).not.toContain('Scanned now');
  });
});

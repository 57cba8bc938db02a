/**
 * The demo site's scan that `npm start` sets up: beside the demo builds' "Demo shop" project, the
 * demo user gets the "Demo shop website" scan of the running demo site, signing in with the site's
 * login, with one run queued on the first start and none on later starts.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ScanConfig } from '@curbcut/core';
import { DEMO_SCAN_NAME, ensureDemoAccounts, ensureDemoScan, importDemoBuilds } from '@curbcut/server';
import { startDemoSite } from '../../examples/demo-site/serve.mjs';
import { describeEachDatabase, signIn, type TestServer } from './harness';

describeEachDatabase('demo scan', (db) => {
  let server: TestServer;
  let site: Awaited<ReturnType<typeof startDemoSite>>;

  beforeAll(async () => {
    site = await startDemoSite({ port: 0 });
    server = await db().start({ demo: true, scanWorker: false });
  });

  afterAll(async () => {
    await server?.close();
    await site?.close();
  });

  it('creates the scan of the demo site beside the demo builds and queues its first run once', async () => {
    const ctx = server.context;
    const { groupId, users } = await ensureDemoAccounts(ctx);
    await importDemoBuilds(ctx, { groupId, userId: users.demo.id });
    const demoUser = { ...users.demo, role: 'admin' as const };

    const first = await ensureDemoScan(ctx, demoUser, site.url);
    expect(first.queuedRunId).toMatch(/^rep_/);
    const again = await ensureDemoScan(ctx, demoUser, site.url);
    expect(again).toEqual({ scanId: first.scanId, queuedRunId: null });

    const cookie = await signIn(server, 'demo@curbcut.local');
    const scan = (await server.request<{ scan: ScanConfig }>('GET', `/api/v1/scans/${first.scanId}`, { cookie })).body.data.scan;
    expect(scan.name).toBe(DEMO_SCAN_NAME);
    expect(scan.scanType).toBe('login_configured');
    expect(scan.settings.startUrls[0]).toBe(`${site.url}/`);
    expect(scan.settings.sitemapUrl).toBe(`${site.url}/sitemap-index.xml`);
    expect(scan.latestRun).toMatchObject({ status: 'queued', trigger: 'demo' });
    const projects = (await server.request('GET', '/api/v1/projects', { cookie })).body.data.projects.map((p: { name: string }) => p.name);
    expect(projects).toEqual(expect.arrayContaining(['Demo shop', DEMO_SCAN_NAME]));
  });
});

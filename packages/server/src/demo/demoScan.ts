/**
 * The demo site's website scan (`npm start`): the demo user's "Demo shop website" scan of
 * examples/demo-site, signing in to its account pages with the site's demo login, so a new user
 * finds a finished scan report and can start another. The site runs on whatever port it got this
 * time, so each start points the scan (and its login) at the current address; fingerprints key on
 * the page path, so runs of different starts still compare.
 */
import { scanSettingsWithDefaults, type ScanSettings } from '@curbcut/core';
import type { ServerContext } from '../context';
import type { AuthUser } from '../auth/guards';
import { createAuthConfig } from '../scans/authConfigs';
import { createScanConfig } from '../scans/configs';
import { createScanRun, findRunInProgress } from '../scans/runs';

/** Name of the demo scan in the demo group. */
export const DEMO_SCAN_NAME = 'Demo shop website';
const DEMO_LOGIN = { username: 'demo', password: 'curbcut-demo' } as const;

/** The demo scan's settings for a site at `siteUrl` (no trailing slash). */
export function demoScanSettings(siteUrl: string): ScanSettings {
  return scanSettingsWithDefaults({
    startUrls: [`${siteUrl}/`, `${siteUrl}/account/orders.html`],
    sitemapUrl: `${siteUrl}/sitemap-index.xml`,
    crawl: { enabled: true, maxDepth: 3, maxPages: 60 },
    bestPractice: true,
  });
}

/** What ensureDemoScan did: the scan and, when it queued one, the new run. */
export interface DemoScanResult {
  scanId: string;
  queuedRunId: string | null;
}

/**
 * Creates the demo scan on first start and queues its first run; on later starts points it at the
 * site's current address and queues a run only when none has finished or is under way.
 */
export async function ensureDemoScan(ctx: ServerContext, user: AuthUser, siteUrl: string): Promise<DemoScanResult> {
  const base = siteUrl.replace(/\/+$/, '');
  const settings = demoScanSettings(base);
  const loginUrl = `${base}/account/login.html`;
  const existing = await ctx.db
    .selectFrom('scan_configs')
    .select(['id', 'auth_config_id'])
    .where('group_id', '=', user.groupId)
    .where('is_demo', '=', 1)
    .executeTakeFirst();

  let scanId: string;
  if (existing) {
    scanId = existing.id;
    await ctx.db
      .updateTable('scan_configs')
      .set({ settings: JSON.stringify(settings), updated_at: ctx.clock.now().toISOString() })
      .where('id', '=', scanId)
      .execute();
    if (existing.auth_config_id) {
      await ctx.db.updateTable('auth_configs').set({ url: loginUrl }).where('id', '=', existing.auth_config_id).execute();
    }
  } else {
    const auth = await createAuthConfig(ctx, user, {
      name: 'Demo shop account',
      type: 'form',
      url: loginUrl,
      ...DEMO_LOGIN,
      selectors: { username: '#username', password: '#password', submit: '#sign-in' },
    });
    const scan = await createScanConfig(ctx, user, { name: DEMO_SCAN_NAME, settings, authConfigId: auth.id, scanNow: false });
    await ctx.db.updateTable('scan_configs').set({ is_demo: 1 }).where('id', '=', scan.id).execute();
    scanId = scan.id;
  }

  const finished = await ctx.db
    .selectFrom('scan_runs')
    .select('report_id')
    .where('scan_id', '=', scanId)
    .where('status', '=', 'completed')
    .executeTakeFirst();
  if (finished || (await findRunInProgress(ctx, scanId))) return { scanId, queuedRunId: null };
  const run = await createScanRun(ctx, { scanId, trigger: 'demo', createdBy: user.id });
  return { scanId, queuedRunId: run.id };
}

/**
 * The website scanner's rows of the security route table (docs/decisions/0023-website-scans.md):
 * scan and sign-in configurations, sitemap extraction, runs, run reads and snapshots.
 * securityScans.test.ts makes the fixtures and runs these rows; security.test.ts checks that its
 * own rows and these cover every route the server registers.
 */
import { authorOnly, groupResource, ownAccount, publicRoute, reportRead, type Owner, type Row } from './securityShared';

/**
 * What group A holds for the scanner rows. `reportId` (inherited) is a completed run of `scanId`
 * with two pages: one scanned, with an image-alt issue and its page snapshot, and one failed.
 */
export interface ScanOwned extends Owner {
  /** An on-demand scan created by the owner, with no run in progress. */
  scanId: string;
  /** The issue of the run's scanned page (its fingerprint). */
  issueId: string;
  /** The snapshot page of that page, as in the snapshot call's address. */
  pageId: string;
  /** A stored snapshot resource, `<sha256>.<type>`. */
  resourceFile: string;
  /** A sitemap served on loopback (the suite's server allows private networks). */
  sitemapUrl: string;
  /** Fresh things of group A made by the owner (`author` is the owner's session), for calls that change or use them up. */
  fresh: {
    name(prefix: string): string;
    /** An on-demand scan with no runs. */
    scan(author: string): Promise<string>;
    /** A fresh scan with one queued run. */
    run(author: string): Promise<{ scanId: string; runId: string }>;
    /** A basic-auth sign-in configuration no scan uses. */
    authConfig(author: string): Promise<string>;
  };
}

export const SCAN_ROWS: Row<ScanOwned>[] = [
  // Scan and sign-in configurations: session only, in the caller's group (another group's id is a
  // 404); changing or deleting one needs its creator or a group admin (403 for other members).
  { method: 'GET', url: '/api/v1/scans', request: async () => ({ path: '/api/v1/scans' }), expect: ownAccount(200) },
  {
    method: 'POST',
    url: '/api/v1/scans',
    request: async (o) => ({
      path: '/api/v1/scans',
      json: { name: o.fresh.name('Scan'), scanNow: false, settings: { startUrls: ['https://shop.example.com/'] } },
    }),
    expect: ownAccount(201),
  },
  { method: 'GET', url: '/api/v1/scans/:scanId', request: async (o) => ({ path: `/api/v1/scans/${o.scanId}` }), expect: groupResource(200) },
  {
    method: 'PATCH',
    url: '/api/v1/scans/:scanId',
    request: async (o) => ({ path: `/api/v1/scans/${o.scanId}`, json: { schedule: null, settings: { wcagLevel: 'AA' } } }),
    expect: authorOnly(200),
  },
  {
    method: 'DELETE',
    url: '/api/v1/scans/:scanId',
    request: async (o, author) => ({ path: `/api/v1/scans/${await o.fresh.scan(author)}` }),
    expect: authorOnly(200),
  },
  { method: 'GET', url: '/api/v1/auth_configs', request: async () => ({ path: '/api/v1/auth_configs' }), expect: ownAccount(200) },
  {
    method: 'POST',
    url: '/api/v1/auth_configs',
    request: async (o) => ({
      path: '/api/v1/auth_configs',
      json: { name: o.fresh.name('Sign-in'), type: 'basic', url: 'https://intranet.example.com/', username: 'scanner', password: 'correct horse' },
    }),
    expect: ownAccount(201),
  },
  {
    method: 'DELETE',
    url: '/api/v1/auth_configs/:id',
    request: async (o, author) => ({ path: `/api/v1/auth_configs/${await o.fresh.authConfig(author)}` }),
    expect: authorOnly(200),
  },
  // Any signed-in user may have a sitemap read (the server's network policy decides what it fetches).
  {
    method: 'POST',
    url: '/api/v1/site-scanner/extract-sitemap',
    request: async (o) => ({ path: '/api/v1/site-scanner/extract-sitemap', json: { url: o.sitemapUrl } }),
    expect: ownAccount(200),
  },

  // Runs of a scan: the history for every member; 'Scan now' and cancel for the scan's creator or
  // a group admin (cancel also for whoever started the run). Report tokens are the main run's.
  { method: 'GET', url: '/api/v1/scans/:scanId/runs', request: async (o) => ({ path: `/api/v1/scans/${o.scanId}/runs` }), expect: groupResource(200) },
  { method: 'GET', url: '/api/v1/scans/:scanId/trends', request: async (o) => ({ path: `/api/v1/scans/${o.scanId}/trends?range=all` }), expect: groupResource(200) },
  {
    method: 'POST',
    url: '/api/v1/scans/:scanId/runs',
    request: async (o, author) => ({ path: `/api/v1/scans/${await o.fresh.scan(author)}/runs` }),
    expect: authorOnly(201),
  },
  {
    method: 'POST',
    url: '/api/v1/scans/:scanId/runs/:runId/cancel',
    request: async (o, author) => {
      const { scanId, runId } = await o.fresh.run(author);
      return { path: `/api/v1/scans/${scanId}/runs/${runId}/cancel` };
    },
    expect: authorOnly(200),
  },

  // Reads of a run's report: its group's members and the report's embed and public-link tokens.
  { method: 'GET', url: '/api/v1/reports/:id/scan', request: async (o) => ({ path: `/api/v1/reports/${o.reportId}/scan` }), expect: reportRead(200) },
  {
    method: 'GET',
    url: '/api/v1/reports/:id/scan_logs',
    request: async (o) => ({ path: `/api/v1/reports/${o.reportId}/scan_logs?status=success,failure` }),
    expect: reportRead(200),
  },
  {
    method: 'GET',
    url: '/api/v1/reports/:id/failed_pages',
    request: async (o) => ({ path: `/api/v1/reports/${o.reportId}/failed_pages` }),
    expect: reportRead(200),
  },
  {
    method: 'GET',
    url: '/api/test_runs/advanced_scan_failed_urls',
    request: async (o) => ({ path: `/api/test_runs/advanced_scan_failed_urls?th_build_id=${o.reportId}` }),
    expect: reportRead(200),
  },
  {
    method: 'GET',
    url: '/api/v1/reports/:id/snapshot',
    request: async (o) => ({ path: `/api/v1/reports/${o.reportId}/snapshot?issueId=${encodeURIComponent(o.issueId)}` }),
    expect: reportRead(200),
  },
  {
    method: 'GET',
    url: '/api/tests/issue_snapshot',
    request: async (o) => ({ path: `/api/tests/issue_snapshot?id=${encodeURIComponent(o.issueId)}&scan_run_id=${o.reportId}` }),
    expect: reportRead(200),
  },
  {
    method: 'GET',
    url: '/api/v1/reports/:id/snapshot_pages/:pageId',
    request: async (o) => ({ path: `/api/v1/reports/${o.reportId}/snapshot_pages/${o.pageId}` }),
    expect: reportRead(200),
    cacheControl: 'private, no-store',
  },
  // Content-addressed by the SHA-256 of its bytes: the name is the credential (the sandboxed
  // snapshot frame sends neither cookie nor token), so it is public and cached for good.
  {
    method: 'GET',
    url: '/api/v1/snapshot_resources/:file',
    request: async (o) => ({ path: `/api/v1/snapshot_resources/${o.resourceFile}` }),
    expect: publicRoute(200),
    cacheControl: 'public, max-age=31536000, immutable',
  },
];

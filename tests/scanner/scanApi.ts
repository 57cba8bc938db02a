/**
 * Test helpers that drive scans through the HTTP API as the dashboard does: create a scan (its
 * first run starts at once), read a run's scan meta and logs, and wait for a run to reach a state.
 * Waiting polls the API with a generous deadline; tests assert what they read, never how long
 * it took.
 */
import type { ScanLogs, ScanRunMeta, ScanSettings } from '@curbcut/core';
import type { TestServer } from '../contract/harness';
import { connectLiveClient } from '../contract/liveClient';

/** How a request authenticates: a session cookie or a report token. */
export type Auth = { cookie: string } | { token: string };

/** A scan created through the API and its first run. */
export interface CreatedScan {
  scanId: string;
  runId: string;
}

/**
 * Creates a scan through the API and starts its first run with 'Scan now'. The API takes only
 * public https start URLs (the spec's strict website URL rule), and the fixture site is plain http
 * on 127.0.0.1, so the scan is created with a placeholder and its stored settings are pointed at
 * the fixture before the run starts (a run copies the settings when it is queued).
 */
export async function createScan(
  server: TestServer,
  cookie: string,
  name: string,
  settings: Partial<ScanSettings>,
  extra: { authConfigId?: string } = {},
): Promise<CreatedScan> {
  const res = await server.request('POST', '/api/v1/scans', {
    cookie,
    json: { name, settings: { ...settings, startUrls: ['https://fixture.example.com/'] }, scanNow: false, ...extra },
  });
  if (res.status !== 201) throw new Error(`Creating scan "${name}" failed: ${res.status} ${res.text}`);
  const scanId: string = res.body.data.scan.id;
  const db = server.context.db;
  const stored = await db.selectFrom('scan_configs').select('settings').where('id', '=', scanId).executeTakeFirstOrThrow();
  await db
    .updateTable('scan_configs')
    .set({ settings: JSON.stringify({ ...(JSON.parse(stored.settings) as ScanSettings), ...settings }) })
    .where('id', '=', scanId)
    .execute();
  return { scanId, runId: await scanNow(server, cookie, scanId) };
}

/**
 * Creates a form-login authentication configuration for the fixture site. Like start URLs, the API
 * takes only public https login URLs, so the stored URL is pointed at the fixture afterwards.
 */
export async function createFormLogin(server: TestServer, cookie: string, name: string, loginUrl: string, username: string, password: string): Promise<string> {
  const res = await server.request('POST', '/api/v1/auth_configs', {
    cookie,
    json: { name, type: 'form', url: 'https://fixture.example.com/login', username, password, selectors: { username: '#user', password: '#pass', submit: '#go' } },
  });
  if (res.status !== 201) throw new Error(`Creating authentication configuration "${name}" failed: ${res.status} ${res.text}`);
  const id: string = res.body.data.authConfig?.id ?? res.body.data.id;
  await server.context.db.updateTable('auth_configs').set({ url: loginUrl }).where('id', '=', id).execute();
  return id;
}

/** 'Scan now': queues a run of the scan; resolves to its id. */
export async function scanNow(server: TestServer, cookie: string, scanId: string): Promise<string> {
  const res = await server.request('POST', `/api/v1/scans/${scanId}/runs`, { cookie });
  if (res.status !== 201) throw new Error(`Starting a run of ${scanId} failed: ${res.status} ${res.text}`);
  return res.body.data.run.id;
}

/** GET /api/v1/reports/{id}/scan. */
export async function readScanMeta(server: TestServer, auth: Auth, runId: string): Promise<ScanRunMeta> {
  const res = await server.request<ScanRunMeta>('GET', `/api/v1/reports/${runId}/scan`, auth);
  if (res.status !== 200) throw new Error(`Reading the scan meta of ${runId} failed: ${res.status} ${res.text}`);
  return res.body.data;
}

/** GET /api/v1/reports/{id}/scan_logs. */
export async function readScanLogs(server: TestServer, auth: Auth, runId: string, status?: string): Promise<ScanLogs> {
  const query = status === undefined ? '' : `?status=${encodeURIComponent(status)}`;
  const res = await server.request<ScanLogs>('GET', `/api/v1/reports/${runId}/scan_logs${query}`, auth);
  if (res.status !== 200) throw new Error(`Reading the scan logs of ${runId} failed: ${res.status} ${res.text}`);
  return res.body.data;
}

/** Polls until `check` passes; fails with the last value read once the deadline has passed. */
export async function waitUntil<T>(read: () => Promise<T>, check: (value: T) => boolean, what: string, deadlineMs = 100_000): Promise<T> {
  const end = Date.now() + deadlineMs;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > end) throw new Error(`Gave up waiting for ${what}; last read: ${JSON.stringify(value).slice(0, 2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const ENDED = ['completed', 'failed', 'cancelled'];

/** Waits until the run has ended and its report is finalised; resolves to its scan meta. */
export async function waitForRunEnd(server: TestServer, cookie: string, runId: string, deadlineMs?: number): Promise<ScanRunMeta> {
  await waitUntil(
    async () => (await server.request('GET', `/api/v1/reports/${runId}/meta`, { cookie })).body.data?.status,
    (status) => status === 'completed',
    `report ${runId} to complete`,
    deadlineMs,
  );
  return waitUntil(() => readScanMeta(server, { cookie }, runId), (m) => ENDED.includes(m.run.status), `run ${runId} to end`, deadlineMs);
}

/** A viewer's live connection: a pusher-js client on the user's channel, resending get_updates like the dashboard. */
export interface LiveViewer {
  /** Every `event` payload received so far. */
  seen(event: string): unknown[];
  close(): void;
}

/** Connects to the user's private channel and subscribes to every report of the group (listing pages do). */
export async function openLiveViewer(server: TestServer, cookie: string, events: string[]): Promise<LiveViewer> {
  const profile = (await server.request('GET', '/api/v1/user/get-user-profile', { cookie })).body.data;
  const { client, channel } = await connectLiveClient(server, cookie);
  const received = new Map<string, unknown[]>(events.map((e) => [e, []]));
  for (const event of events) channel.bind(event, (payload: unknown) => received.get(event)?.push(payload));
  const resend = () =>
    server.request('POST', '/api/pusher/updates', {
      cookie,
      json: {
        event: 'get_updates',
        data: { product: 'scanner', category: 'build', build_uuid: [], user_id: profile.user_id, group_id: profile.group_id, timestamp: Date.now() },
      },
    });
  await resend();
  // The dashboard resends every 5 s; a subscription not resent expires after 15 s.
  const timer = setInterval(() => void resend().catch(() => undefined), 5000);
  return {
    seen: (event) => received.get(event) ?? [],
    close() {
      clearInterval(timer);
      client.disconnect();
    },
  };
}

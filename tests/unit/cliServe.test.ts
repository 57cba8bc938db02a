import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, serveCli } from './fixtures/runCli';

/** Pids of the direct children of a process whose command line mentions `name`. */
function childPids(pid: number, name: string): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter((line) => line.includes(name))
      .map((line) => Number(line.trim().split(/\s+/)[0]));
  } catch {
    return [];
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Signs in with the printed demo account; returns the session cookie. */
async function signInAsDemo(url: string): Promise<string> {
  const res = await fetch(`${url}/api/v1/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@curbcut.local', password: 'curbcut-demo' }),
  });
  expect(res.status).toBe(200);
  return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

describe('curbcut serve', { timeout: 60_000 }, () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'curbcut-serve-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('prints the URL once listening, serves the demo builds, and SIGTERM stops it and soketi', async () => {
    const { child, url, stdout, done } = await serveCli(['--port', '0', '--data-dir', dataDir, '--demo', '--live']);
    const cookie = await signInAsDemo(url);
    const projects = (await (await fetch(`${url}/api/v1/projects`, { headers: { cookie } })).json()) as {
      data: { projects: { name: string; buildCount: number }[] };
    };
    expect(projects.data.projects).toEqual([expect.objectContaining({ name: 'Demo shop', buildCount: 3 })]);

    expect(stdout()).toContain('Demo sign-in: demo@curbcut.local / curbcut-demo');
    const soketi = childPids(child.pid ?? 0, 'soketi');
    expect(soketi.length).toBeGreaterThan(0);
    child.kill('SIGTERM');
    const run = await done;
    expect(run.code).toBe(0);
    expect(stdout()).toMatch(/Received SIGTERM: stopping Curbcut\.\.\.\nStopped\.\n$/);
    expect(soketi.filter(isAlive)).toEqual([]);
  }, 90_000);

  it('imports the demo builds once: a second start finds them and adds none', async () => {
    const { child, url, done } = await serveCli(['--port', '0', '--data-dir', dataDir, '--demo']);
    const cookie = await signInAsDemo(url);
    const reports = (await (await fetch(`${url}/api/v1/reports?type=automatedTest`, { headers: { cookie } })).json()) as {
      data: { reports: { buildName: string; buildNumber: number; status: string }[] };
    };
    expect(reports.data.reports.map((r) => [r.buildName, r.buildNumber, r.status])).toEqual([
      ['main', 3, 'completed'],
      ['main', 2, 'completed'],
      ['main', 1, 'completed'],
    ]);
    child.kill('SIGINT');
    expect((await done).code).toBe(0);
  }, 90_000);

  it('logs a line per request on stderr, trusts the proxy, and tells browsers the public live endpoint', async () => {
    const { child, url, done } = await serveCli([
      ...['--port', '0', '--data-dir', dataDir, '--demo', '--trust-proxy'],
      ...['--live-url', 'http://curbcut:ops-key:ops-secret@127.0.0.1:6001', '--live-public-host', 'live.example.com', '--live-tls'],
    ]);
    const signIn = await fetch(`${url}/api/v1/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
      body: JSON.stringify({ email: 'demo@curbcut.local', password: 'curbcut-demo' }),
    });
    const setCookie = signIn.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/; Secure;/);
    const start = await fetch(`${url}/api/pusher_connection/start`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: setCookie.split(';')[0] ?? '' },
      body: JSON.stringify({ source: 'dashboard' }),
    });
    expect(((await start.json()) as { data: unknown }).data).toMatchObject({
      key: 'ops-key',
      wsHost: 'live.example.com',
      wsPort: 443,
      forceTLS: true,
    });
    expect((await fetch(`${url}/api/v1/auth/start-sso?redirection_url=/private-path`, { redirect: 'manual' })).status).toBe(302);
    child.kill('SIGTERM');
    const run = await done;
    expect(run.code).toBe(0);
    const lines = run.stderr
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { level: number; msg: string; path?: string });
    expect(lines.map((l) => l.msg)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^POST \/api\/v1\/auth\/sign-in 200 [\d.]+ ms$/),
        expect.stringMatching(/^POST \/api\/pusher_connection\/start 200 [\d.]+ ms$/),
        expect.stringMatching(/^GET \/api\/v1\/auth\/start-sso 302 [\d.]+ ms$/),
      ]),
    );
    expect(run.stderr).not.toContain('private-path');
    expect(run.stderr).not.toContain('ops-secret');
  }, 90_000);

  it('prints no request lines with --quiet', async () => {
    const { child, url, done } = await serveCli(['--port', '0', '--data-dir', dataDir, '--quiet']);
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    child.kill('SIGTERM');
    const run = await done;
    expect(run.code).toBe(0);
    expect(run.stderr).not.toContain('/api/health');
  });

  it('checks the live settings before starting anything, CURBCUT_LIVE_URL included', async () => {
    const [both, publicOnly, badEnv] = await Promise.all([
      runCli(['serve', '--live', '--live-url', 'http://a:k:s@127.0.0.1:6001']),
      runCli(['serve', '--live', '--live-public-host', 'live.example.com']),
      runCli(['serve', '--port', '0'], { CURBCUT_LIVE_URL: 'soketi.internal' }),
    ]);
    expect([both.code, publicOnly.code, badEnv.code]).toEqual([2, 2, 2]);
    expect(both.stderr).toBe('curbcut serve: Give --live (start soketi here) or --live-url (use your own), not both.\n');
    expect(publicOnly.stderr).toBe(
      'curbcut serve: --live-public-host, --live-public-port and --live-tls need --live-url: the soketi that --live starts listens on 127.0.0.1 only.\n',
    );
    expect(badEnv.stderr).toBe(
      'curbcut serve: --live-url (or CURBCUT_LIVE_URL) must look like http://APP_ID:KEY:SECRET@HOST:PORT: it is not a URL.\n',
    );
    expect(badEnv.stdout).toBe('');
  });

  it('refuses a port that is not a number', async () => {
    const run = await runCli(['serve', '--port', 'eighty']);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe("curbcut serve: --port must be a whole number from 0 to 65535, got 'eighty'.\n");
  });
});

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

  it('refuses a port that is not a number', async () => {
    const run = await runCli(['serve', '--port', 'eighty']);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe("curbcut serve: --port must be a whole number from 0 to 65535, got 'eighty'.\n");
  });
});

/**
 * The embedded soketi outliving a killed server (issue 16, finding 5): `kill -9` of `curbcut serve
 * --live` skips the exit hook that ends soketi, so it keeps running; the next start on the same data
 * directory must end it (its pid file names it and its dead server) before starting its own, while
 * a soketi whose server still runs, or a process that merely reuses a recorded pid, is left alone.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { endOrphanedSoketis, processIdentity, type SoketiRecord } from '../../packages/server/src/live/soketiPidFile';
import { serveCli } from './fixtures/runCli';

/** True while a process runs with that pid (a zombie, killed and waiting for its reaper, does not). */
function running(pid: number): boolean {
  return processIdentity(pid) !== null;
}

/** Pids of the running direct children of `pid` that run soketi. */
function soketiChildren(pid: number): number[] {
  const pids: number[] = [];
  for (const entry of readdirProc()) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(ppid) !== pid || state === 'Z') continue;
      // soketi renames itself 'soketi-server'; before that its command names @soketi/soketi's script.
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('soketi')) pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

function readdirProc(): string[] {
  return readdirSync('/proc').filter((e) => /^\d+$/.test(e));
}

async function until(check: () => boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 50));
  }
  return true;
}

// Whatever fails, no server or soketi started here outlives the test.
const leftovers: number[] = [];
afterAll(() => {
  for (const pid of leftovers) if (running(pid)) process.kill(pid, 'SIGKILL');
});

describe.skipIf(!existsSync('/proc/self/stat'))('curbcut serve --live after kill -9', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'curbcut-soketi-orphan-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('leaves soketi running, and the next start ends it and runs only its own', async () => {
    const first = await serveCli(['--port', '0', '--data-dir', dataDir, '--live', '--quiet']);
    leftovers.push(first.child.pid ?? 0);
    const [orphan] = soketiChildren(first.child.pid ?? 0);
    leftovers.push(...soketiChildren(first.child.pid ?? 0));
    expect(orphan).toBeDefined();
    first.child.kill('SIGKILL');
    expect((await first.done).signal).toBe('SIGKILL');
    // Nothing could end it: it outlives its server.
    await new Promise((r) => setTimeout(r, 500));
    expect(running(orphan as number)).toBe(true);

    const second = await serveCli(['--port', '0', '--data-dir', dataDir, '--live', '--quiet']);
    leftovers.push(second.child.pid ?? 0);
    try {
      const own = soketiChildren(second.child.pid ?? 0);
      leftovers.push(...own);
      expect(running(orphan as number)).toBe(false);
      expect(own).toHaveLength(1);
      const records = JSON.parse(readFileSync(join(dataDir, 'soketi.pid'), 'utf8')) as SoketiRecord[];
      expect(records.map((r) => [r.pid, r.parentPid])).toEqual([[own[0], second.child.pid]]);
    } finally {
      second.child.kill('SIGTERM');
    }
    expect((await second.done).code).toBe(0);
    // A clean stop ends its soketi and removes the file.
    expect(existsSync(join(dataDir, 'soketi.pid'))).toBe(false);
  }, 120_000);
});

describe.skipIf(!existsSync('/proc/self/stat'))('the soketi pid file', () => {
  let dir: string;
  const children: ChildProcess[] = [];
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'curbcut-soketi-pid-'));
  });
  afterEach(() => {
    for (const child of children.splice(0)) child.kill('SIGKILL');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  /** A long-running stand-in for soketi (named as soketi names itself), and its identity. */
  async function standIn(): Promise<{ child: ChildProcess; record: Pick<SoketiRecord, 'pid' | 'startTime' | 'command'> }> {
    const child = spawn(process.execPath, ['-e', "process.title = 'soketi-server'; setInterval(() => {}, 1000)"], { stdio: 'ignore' });
    children.push(child);
    await until(() => processIdentity(child.pid ?? 0)?.command === 'soketi-server', 5_000);
    const identity = processIdentity(child.pid ?? 0);
    if (!identity) throw new Error('the stand-in did not start');
    return { child, record: { pid: child.pid ?? 0, ...identity } };
  }

  /** The pid and start time of a process that has ended. */
  async function deadParent(): Promise<Pick<SoketiRecord, 'parentPid' | 'parentStartTime'>> {
    const { child, record } = await standIn();
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await exited;
    return { parentPid: record.pid, parentStartTime: record.startTime };
  }

  const self = () => ({ parentPid: process.pid, parentStartTime: processIdentity(process.pid)?.startTime ?? '' });

  it('ends a recorded soketi whose server is gone, keeps one whose server runs, and never signals a recycled pid', async () => {
    const orphan = await standIn();
    const kept = await standIn();
    const recycled = await standIn();
    const elsewhere = await standIn();
    const records: SoketiRecord[] = [
      { host: hostname(), ...orphan.record, ...(await deadParent()) },
      { host: hostname(), ...kept.record, ...self() },
      // The pid now runs something that started at another time: not the recorded soketi.
      { host: hostname(), ...recycled.record, startTime: '1', ...(await deadParent()) },
      // Another machine's record (a shared data directory): its pids mean nothing here.
      { host: `${hostname()}-other`, ...elsewhere.record, ...(await deadParent()) },
    ];
    const file = join(dir, 'soketi.pid');
    await writeFile(file, JSON.stringify(records));

    expect(await endOrphanedSoketis(file)).toEqual([orphan.record.pid]);
    expect(running(orphan.record.pid)).toBe(false);
    expect([kept, recycled, elsewhere].map((s) => running(s.record.pid))).toEqual([true, true, true]);
    const left = JSON.parse(readFileSync(file, 'utf8')) as SoketiRecord[];
    expect(left.map((r) => r.pid)).toEqual([kept.record.pid, elsewhere.record.pid]);
  });
});

/**
 * The embedded soketi's pid file (`<dataDir>/soketi.pid`): which soketi runs for which server on
 * this data directory. A server ends its soketi when it stops or exits, but `kill -9` skips both,
 * and the orphan would run forever beside the soketi of the next start. So each start first ends
 * the soketis the file lists whose recorded server is gone, then records its own; a clean stop
 * removes its record (and the file once empty).
 *
 * The file is a JSON array, one record per soketi, since several servers may share a data
 * directory: a soketi whose server still runs is left alone. Pids are recycled, so a process is
 * only signalled while it has the recorded start time and is still soketi, and a server counts as
 * gone only when no process with its pid and start time runs. Records of other machines (a data
 * directory on shared storage) are kept untouched.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { dirname } from 'node:path';

/** Name of the pid file in the data directory. */
export const SOKETI_PID_FILE = 'soketi.pid';

/** What identifies a running process beyond its pid. */
export interface ProcessIdentity {
  /** When it started, as the system reports it (clock ticks since boot on Linux). */
  startTime: string;
  /** Its command line, arguments joined by spaces. */
  command: string;
}

/** One soketi and the server that started it. */
export interface SoketiRecord {
  host: string;
  pid: number;
  startTime: string;
  command: string;
  parentPid: number;
  parentStartTime: string;
}

const TERM_GRACE_MS = 5_000;
const KILL_GRACE_MS = 2_000;

/** The identity of a running process, or null when none runs with that pid (a zombie counts as gone). */
export function processIdentity(pid: number): ProcessIdentity | null {
  if (!Number.isInteger(pid) || pid <= 0) return null;
  if (existsSync('/proc/self/stat')) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so split after the last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (fields[0] === 'Z') return null;
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter((arg) => arg !== '').join(' ');
      // Field 22 of stat, the start time; fields[0] is field 3.
      return { startTime: fields[19] ?? '', command };
    } catch {
      return null;
    }
  }
  try {
    const ps = (column: string) => execFileSync('ps', ['-p', String(pid), '-o', `${column}=`], { encoding: 'utf8' }).trim();
    return { startTime: ps('lstart'), command: ps('args') };
  } catch {
    return null;
  }
}

/**
 * True while the recorded soketi is what runs under its pid. soketi renames itself
 * (`soketi-server`) once it runs, so the command line recorded at spawn may have changed since;
 * the start time has not, and a process that merely reuses the pid has another one.
 */
function isRecordedSoketi(record: SoketiRecord): boolean {
  const now = processIdentity(record.pid);
  return now !== null && now.startTime === record.startTime && now.command.includes('soketi');
}

/** True while the server that started the soketi runs. */
function isRecordedParent(record: SoketiRecord): boolean {
  return processIdentity(record.parentPid)?.startTime === record.parentStartTime;
}

function readRecords(file: string): SoketiRecord[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter(isRecord) : [];
  } catch {
    // A file cut short by a crash mid-write names nothing that can be trusted.
    return [];
  }
}

function isRecord(value: unknown): value is SoketiRecord {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  return (
    typeof r['host'] === 'string' &&
    typeof r['pid'] === 'number' &&
    typeof r['startTime'] === 'string' &&
    typeof r['command'] === 'string' &&
    typeof r['parentPid'] === 'number' &&
    typeof r['parentStartTime'] === 'string'
  );
}

function writeRecords(file: string, records: readonly SoketiRecord[]): void {
  if (records.length === 0) {
    rmSync(file, { force: true });
    return;
  }
  mkdirSync(dirname(file), { recursive: true });
  // Written aside and renamed, so a reader never sees half a file.
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(records, null, 2)}\n`);
  renameSync(temporary, file);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the recorded process is gone; false when it still runs after `ms`. */
async function gone(record: SoketiRecord, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (isRecordedSoketi(record)) {
    if (Date.now() >= deadline) return false;
    await sleep(50);
  }
  return true;
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // Gone meanwhile, or not ours to signal: either way nothing more can be done here.
  }
}

/**
 * Ends every soketi of this machine that `file` lists whose server no longer runs (SIGTERM, then
 * SIGKILL after a grace period), drops the records of soketis that are gone, and keeps the rest.
 * Returns the pids it ended.
 */
export async function endOrphanedSoketis(file: string): Promise<number[]> {
  const host = hostname();
  const ended: number[] = [];
  const kept: SoketiRecord[] = [];
  for (const record of readRecords(file)) {
    if (record.host !== host) {
      kept.push(record);
      continue;
    }
    if (!isRecordedSoketi(record)) continue;
    if (isRecordedParent(record)) {
      kept.push(record);
      continue;
    }
    signal(record.pid, 'SIGTERM');
    if (!(await gone(record, TERM_GRACE_MS))) {
      signal(record.pid, 'SIGKILL');
      if (!(await gone(record, KILL_GRACE_MS))) {
        kept.push(record);
        continue;
      }
    }
    ended.push(record.pid);
  }
  writeRecords(file, kept);
  return ended;
}

/** Records a soketi started by this process; false when its identity cannot be read (it is not recorded). */
export function recordSoketi(file: string, pid: number): boolean {
  const soketi = processIdentity(pid);
  const self = processIdentity(process.pid);
  if (soketi === null || self === null) return false;
  const record: SoketiRecord = { host: hostname(), pid, ...soketi, parentPid: process.pid, parentStartTime: self.startTime };
  writeRecords(file, [...readRecords(file).filter((r) => !(r.host === record.host && r.pid === pid)), record]);
  return true;
}

/** Removes the record of a soketi of this machine (the file too once it lists none). Synchronous, for exit handlers. */
export function forgetSoketi(file: string, pid: number): void {
  const host = hostname();
  const records = readRecords(file);
  const rest = records.filter((r) => !(r.host === host && r.pid === pid));
  if (rest.length !== records.length) writeRecords(file, rest);
}

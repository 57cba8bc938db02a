/**
 * CPU time of the bench's processes, so (c4) can say where an export's time went: in the server
 * (this process) or in which of Chromium's processes. A figure that grows 3x between two machines
 * means little without it: waiting for a core and working on one look the same in wall time.
 */
import { readFileSync, readdirSync } from 'node:fs';
import type { CpuSplit } from './types';

/** Clock ticks per second of /proc's utime and stime (100 on Linux everywhere we run). */
const TICKS_PER_SECOND = 100;

interface ProcInfo {
  pid: number;
  ppid: number;
  cpuMs: number;
  kind: string;
}

function readProc(pid: number): ProcInfo | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and parentheses: the fields start after its last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Processes forked from Chromium's zygote rewrite their title: one string, arguments space-separated.
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
    const type = /--type=(\S+)/.exec(cmdline)?.[1];
    const utilityName = /--utility-sub-type=(\S+)/.exec(cmdline)?.[1]?.split('.')[0];
    return {
      pid,
      ppid: Number(fields[1]),
      cpuMs: ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND,
      kind: type ? (type === 'utility' && utilityName ? `utility ${utilityName}` : type) : 'browser',
    };
  } catch {
    return null;
  }
}

/** CPU ms so far of the processes under `rootPid` (not itself), summed by process kind. */
function descendantsCpu(rootPid: number): Record<string, number> {
  const procs = readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map((d) => readProc(Number(d)))
    .filter((p): p is ProcInfo => p !== null);
  const children = new Map<number, ProcInfo[]>();
  for (const p of procs) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p]);
  const out: Record<string, number> = {};
  const root = procs.find((p) => p.pid === rootPid);
  const walk = (p: ProcInfo): void => {
    if (p !== root) out[p.kind] = (out[p.kind] ?? 0) + p.cpuMs;
    for (const c of children.get(p.pid) ?? []) walk(c);
  };
  if (root) walk(root);
  return out;
}

/**
 * Starts counting; the returned function gives the CPU time spent since, by process. Chromium is
 * this process's child (Playwright launched it), so its processes are this one's descendants.
 */
export function startCpuSplit(): () => CpuSplit {
  const server = process.cpuUsage();
  const chromium = descendantsCpu(process.pid);
  return () => {
    const serverNow = process.cpuUsage(server);
    const after = descendantsCpu(process.pid);
    return {
      server: (serverNow.user + serverNow.system) / 1000,
      chromium: Object.fromEntries(Object.entries(after).map(([kind, ms]) => [kind, ms - (chromium[kind] ?? 0)])),
    };
  };
}

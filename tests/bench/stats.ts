/** Small helpers shared by the benchmark scripts. */

/** Median of a list of numbers. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** Median wall-clock and CPU (user + system) milliseconds of a run. */
export interface Timing {
  wall: number;
  cpu: number;
}

/**
 * Runs `fn` `warmup` times, then `runs` times; returns the median wall time and the median CPU
 * time. CPU time is the steadier figure when other processes share the machine.
 */
export function timeMedian(fn: () => unknown, runs: number, warmup: number): Timing {
  for (let i = 0; i < warmup; i++) fn();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const c = process.cpuUsage();
    const t = performance.now();
    fn();
    wall.push(performance.now() - t);
    const d = process.cpuUsage(c);
    cpu.push((d.user + d.system) / 1000);
  }
  return { wall: median(wall), cpu: median(cpu) };
}

/** Mebibytes, one decimal. */
export function mib(bytes: number): string {
  return (bytes / 1024 / 1024).toFixed(1);
}

/** Formats a table of rows as aligned text columns. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]): string => cells.map((c, i) => c.padEnd(widths[i] as number)).join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

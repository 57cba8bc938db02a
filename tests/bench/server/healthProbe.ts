/**
 * The `/api/health` probe of the compare benchmark, in a process of its own: a probe in the server's
 * process runs its timers on the server's event loop, so a stall that begins while it waits between
 * probes is never timed. Argument: the URL. Prints `ready` after the first answer, then probes every
 * 5 ms until a line arrives on stdin, then prints `{latencies, starts}` (ms; starts counted from
 * the ready line) as one JSON line.
 */
import { setTimeout as sleep } from 'node:timers/promises';

const url = process.argv[2] ?? '';
let stopping = false;
process.stdin.once('data', () => (stopping = true));
await fetch(url);
const t0 = performance.now();
console.log('ready');
const latencies: number[] = [];
const starts: number[] = [];
while (!stopping) {
  const start = performance.now();
  await (await fetch(url)).arrayBuffer();
  latencies.push(performance.now() - start);
  starts.push(start - t0);
  await sleep(5);
}
console.log(JSON.stringify({ latencies, starts }));
process.exit(0);

/** Formats the browser section (c) of `npm run bench` from the child's result, with targets. */
import { mib, table } from '../stats';
import type { BrowserBenchResult, CpuSplit, CsvDownloadResult, CsvResult, MainThreadStats, SampleStats } from './types';

const FILTER_TARGET_MS = 50;
const LONG_TASK_TARGET_MS = 50;
const FIRST_ROW_TARGET_MS = 1500;
const CSV_TARGET_MS = 3000;

const ms = (v: number): string => `${v.toFixed(1)} ms`;
const int = (v: number): string => v.toLocaleString('en-US');
const count = (n: number, what: string): string => `${int(n)} ${what}${n === 1 ? '' : 's'}`;

function filterRow(name: string, s: SampleStats, extra = ''): string[] {
  const verdict = s.max < FILTER_TARGET_MS ? 'met' : s.median < FILTER_TARGET_MS ? 'median met, max MISSED' : 'MISSED';
  return [name, `median ${ms(s.median)}, max ${ms(s.max)} (${s.samples.length} changes${extra})`, `< ${FILTER_TARGET_MS} ms`, verdict];
}

function mainThreadRow(name: string, m: MainThreadStats): string[] {
  if (!m.longTaskSupported) return [name, "'longtask' entries not reported by this browser", `< ${LONG_TASK_TARGET_MS} ms`, 'not measured'];
  const figure = m.longTasks === 0 ? `no task of ${LONG_TASK_TARGET_MS} ms or more` : `${ms(m.longestTaskMs)} (${count(m.longTasks, 'long task')})`;
  return [name, figure, `< ${LONG_TASK_TARGET_MS} ms`, m.longestTaskMs < LONG_TASK_TARGET_MS ? 'met' : 'MISSED'];
}

function framesLine(name: string, m: MainThreadStats): string {
  if (!m.loafSupported) return `  ${name}: long animation frames not reported by this browser`;
  if (m.longFrames === 0) return `  ${name}: no animation frame of 50 ms or more`;
  return `  ${name}: ${count(m.longFrames, 'long animation frame')}, longest ${ms(m.longestFrameMs)} (blocking ${ms(m.longestFrameBlockingMs)})${m.longestFrameScript ? `, slowest script ${m.longestFrameScript}` : ''}`;
}

function cpuParts(cpu: CpuSplit): [string, number][] {
  return [['bench server', cpu.server], ...Object.entries(cpu.chromium)];
}

function browserCpu(cpu: CpuSplit): number {
  return Object.values(cpu.chromium).reduce((n, v) => n + v, 0);
}

const seconds = (msValue: number): string => `${(msValue / 1000).toFixed(2)} s`;

function cpuTotal(cpu: CpuSplit): number {
  return cpuParts(cpu).reduce((n, [, v]) => n + v, 0);
}

/** 'server 1.20 s, renderer 2.10 s, …': where the export's CPU time went, busiest first. */
function cpuLine(cpu: CpuSplit): string {
  const parts = cpuParts(cpu);
  const total = cpuTotal(cpu);
  const shown = parts.filter(([, v]) => v >= 10).sort((a, b) => b[1] - a[1]);
  return `${(total / 1000).toFixed(2)} s in all: ${shown.map(([k, v]) => `${k} ${(v / 1000).toFixed(2)} s`).join(', ')}`;
}

function csvRow(name: string, csv: CsvResult): string[] {
  const csvMiB = csv.bytes / 1024 / 1024;
  return [
    name,
    `${int(csv.rows)} of ${int(csv.total)} rows, ${csvMiB.toFixed(1)} MiB in ${(csv.ms / 1000).toFixed(2)} s: ${(csvMiB / (csv.ms / 1000)).toFixed(0)} MiB/s`,
    `< ${(CSV_TARGET_MS / 1000).toFixed(0)} s`,
    csv.ms < CSV_TARGET_MS && csv.rows === csv.total ? 'met' : 'MISSED',
  ];
}

function downloadRow(name: string, d: CsvDownloadResult): string[] {
  const whole = d.bytes === d.sentBytes && d.total > 0;
  const savedMiB = d.bytes / 1024 / 1024;
  return [
    name,
    `${int(d.total)} rows, ${savedMiB.toFixed(1)} MiB saved in ${(d.ms / 1000).toFixed(2)} s: ${(savedMiB / (d.ms / 1000)).toFixed(0)} MiB/s${whole ? '' : ` (file ${int(d.bytes)} B, server sent ${int(d.sentBytes)} B)`}`,
    `< ${(CSV_TARGET_MS / 1000).toFixed(0)} s`,
    d.ms < CSV_TARGET_MS && whole ? 'met' : 'MISSED',
  ];
}

/** 'a / b' of two figures as a ratio line part. */
const ratio = (a: number, b: number): string => `${(a / b).toFixed(1)}x`;

/** The lines of section (c). */
export function browserSection(r: BrowserBenchResult, nodes: number): string[] {
  const head = `(c) The build report widget in Chromium${r.browser ? ` ${r.browser}` : ''}, ${int(nodes)} issue nodes in its worker (own process; bench page built with Vite${r.buildMs ? ` in ${(r.buildMs / 1000).toFixed(1)} s` : ''})`;
  const [download, again, floor] = r.download ?? [];
  if (!r.ok || !r.firstRow || !r.engine || !r.widget || !r.csv || !r.csvInWorker || !download || !again || !floor) return [head, `  FAILED: ${(r.error ?? 'no result').split('\n').slice(0, 6).join('\n    ')}`];
  const { firstRow: first, engine, widget, csv, csvInWorker } = r;
  const rows = [
    filterRow('c1 filter change -> counts + rules, worker API', engine.filter),
    filterRow("c1 set-filters -> 'Confirmed (N)' in the widget", widget.filter, widget.timeouts ? `, ${widget.timeouts} timed out` : ''),
    mainThreadRow('c2 longest main-thread task, worker API run', engine.mainThread),
    mainThreadRow('c2 longest main-thread task, widget run', widget.mainThread),
    [
      'c3 mount (?activeTab=issues) -> first rule row',
      `${ms(first.ms)} (${first.rows} rows; next frame at ${ms(first.paintedMs)})`,
      `< ${(FIRST_ROW_TARGET_MS / 1000).toFixed(1)} s`,
      first.ms < FIRST_ROW_TARGET_MS ? 'met' : 'MISSED',
    ],
    downloadRow("c4 CSV export of all rows: the server's file in Chromium's downloads", download),
    downloadRow('c4 the same again', again),
    downloadRow('c4 floor: the same bytes from a finished file', floor),
    csvRow("c4 relayed to the page by the worker (a token reader's export)", csv),
    csvRow("c4 written in the worker from /dataset/slices (an offline report's)", csvInWorker),
  ];
  const at = (path: string) => first.requests.find((q) => q.path.endsWith(path));
  const meta = at('/meta');
  const summary = at('/explorer_summary');
  const dataset = at('/dataset');
  const timeline = [
    `meta asked at ${ms(meta?.startMs ?? Number.NaN)}`,
    summary ? `explorer summary (${int(summary.bytes)} B) sent ${ms(summary.startMs)} to ${ms(summary.endMs)}` : 'no explorer summary asked',
    dataset ? `core prefix (${mib(dataset.bytes)} MiB) asked at ${ms(dataset.startMs)}` : 'core prefix not yet sent by then',
    `first rule row at ${ms(first.ms)}`,
  ].join(', ');
  return [
    head,
    table(['measure', 'figure', 'target', 'result'], rows),
    '  c1: after 5 warm-up changes; the API run alternates a severity, a category and no filter; the widget run names a',
    '      new view each time (the widget caches every answer) whose Confirmed count differs from the one before.',
    framesLine('c2, worker API run', engine.mainThread),
    framesLine('c2, widget run', widget.mainThread),
    `  c3 timeline from the mount call (server clock): ${timeline}.`,
    `     load() in a warm worker, for comparison: ${ms(engine.loadMs)} (download and decode of the core prefix).`,
    "  c4: a signed-in reader's Export is a link to the server's /dataset/csv?download=true: no row passes through the page.",
    `      Before it was relayed by the worker (${int(csv.chunks)} csvNext answers) and, before that, written by the worker (${int(csvInWorker.chunks)}).`,
    `      Ratio to the download: relayed ${ratio(csv.ms, download.ms)} wall time, ${ratio(cpuTotal(csv.cpu), cpuTotal(download.cpu))} CPU time in all, ${ratio(browserCpu(csv.cpu), browserCpu(download.cpu))} in Chromium;`,
    `      written in the worker ${ratio(csvInWorker.ms, download.ms)}, ${ratio(cpuTotal(csvInWorker.cpu), cpuTotal(download.cpu))}, ${ratio(browserCpu(csvInWorker.cpu), browserCpu(download.cpu))}.`,
    `      CPU, download: ${cpuLine(download.cpu)}.`,
    `      CPU, again: ${cpuLine(again.cpu)}.`,
    `      CPU, floor: ${cpuLine(floor.cpu)}: what saving ${mib(floor.bytes)} MiB costs Chromium whatever the server does.`,
    `      CPU, relayed: ${cpuLine(csv.cpu)}.`,
    `      CPU, written in the worker: ${cpuLine(csvInWorker.cpu)}.`,
    '      The bench server shares the two cores with Chromium here; a real server is another machine, so a viewer\'s',
    "      machine does only Chromium's part. `taskset -c 0 npm run bench -- --only widget` runs all of it on one core.",
  ];
}

/**
 * The bench page: measures the build report widget and its worker engine in the browser, and offers
 * the measurements as window.curbcutBench (the driver calls one phase at a time, so a fresh page
 * starts with the cold mount of (c3) before anything has warmed the worker or the HTTP cache).
 */
import { IMPACTS, formatInteger } from '@curbcut/core';
import type { Impact, IssueFilters } from '@curbcut/core';
import { connectEngine, memoryUrlStateStore, mountBuildReport } from '@curbcut/widgets';
import type { BuildReportProps, IssueView, MountedWidget, ReportWorkerApi } from '@curbcut/widgets';
import { BENCH_REPORT_ID } from './report';
import type { BenchPageApi, CsvResult, EngineResult, FilterStep, FirstRowResult, MainThreadStats, SampleStats, WidgetFilterResult } from './types';
import { waitForDom, watchMainThread } from './observe';

const host = document.getElementById('widget') as HTMLElement;
let widget: MountedWidget<BuildReportProps> | null = null;
const epoch = (t: number): number => performance.timeOrigin + t;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now())));
const view = (filters: IssueFilters): IssueView => ({ filters, review: 'confirmed', hidden: null });
const apiUrl = (path: string): string => new URL(`/api/v1/reports/${BENCH_REPORT_ID}${path}`, location.href).href;

function stats(samples: number[]): SampleStats {
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
  return { median, max: sorted.at(-1) ?? 0, samples };
}

/** The All issues region (the section its hidden 'All issues' heading names) and its rule rows. */
function ruleRows(): number {
  for (const section of host.querySelectorAll('section[aria-labelledby]')) {
    const label = document.getElementById(section.getAttribute('aria-labelledby') ?? '');
    if (label?.textContent?.trim() !== 'All issues') continue;
    return section.querySelectorAll('h3, [role="heading"][aria-level="3"]').length;
  }
  return 0;
}

/** Text of the Confirmed toggle of the toolbar ('Confirmed (12,345)'). */
function confirmedText(): string {
  for (const b of host.querySelectorAll('button, [role="radio"]')) {
    const text = b.textContent?.trim() ?? '';
    if (text.startsWith('Confirmed (')) return text;
  }
  return '';
}

async function firstRow(): Promise<FirstRowResult> {
  const t0 = performance.now();
  widget = mountBuildReport(host, {
    source: { kind: 'server', reportId: BENCH_REPORT_ID },
    urlState: memoryUrlStateStore('activeTab=issues'),
  });
  const at = await waitForDom(host, () => ruleRows() > 0, 120_000);
  if (at === null) throw new Error(`No rule row within 120 s; the widget shows: ${host.textContent?.slice(0, 300) ?? ''}`);
  const rows = ruleRows();
  const painted = await nextFrame();
  return { ms: at - t0, mountedAt: epoch(t0), firstRowAt: epoch(at), paintedMs: painted - t0, rows };
}

/** Filter changes that alternate a severity, a category and no filter, as a user clicks through. */
function changeList(count: number, categories: string[]): IssueFilters[] {
  return Array.from({ length: count }, (_, i) => {
    const k = Math.floor(i / 3);
    if (i % 3 === 0) return { impact: [IMPACTS[k % IMPACTS.length] as Impact] };
    if (i % 3 === 1 && categories.length > 0) return { categories: [categories[k % categories.length] as string] };
    return {};
  });
}

/**
 * Widget steps: views never asked before (the widget caches every answer, so a repeated view would
 * not reach the worker), each changing the Confirmed count so the DOM shows when it arrived.
 */
async function widgetSteps(api: ReportWorkerApi, categories: string[], wanted: number): Promise<FilterStep[]> {
  const impactSets: Impact[][] = IMPACTS.flatMap((_, i) => [
    [IMPACTS[i] as Impact],
    ...IMPACTS.slice(i + 1).map((b) => [IMPACTS[i] as Impact, b]),
  ]);
  const combos = impactSets.flatMap((impact) => categories.map((category) => ({ impact, category })));
  const candidates: { name: string; filters: IssueFilters }[] = [];
  // Interleaved, so the run alternates severity, category and both, as a user's clicks would.
  for (let i = 0; i < Math.max(impactSets.length, categories.length, combos.length); i++) {
    const impact = impactSets[i];
    const category = categories[i];
    const combo = combos[i];
    if (impact) candidates.push({ name: `severity ${impact.join('+')}`, filters: { impact } });
    if (category) candidates.push({ name: `category ${category}`, filters: { categories: [category] } });
    if (combo) candidates.push({ name: `severity ${combo.impact.join('+')}, category ${combo.category}`, filters: { impact: combo.impact, categories: [combo.category] } });
  }
  const seen = new Set<string>();
  const steps: FilterStep[] = [];
  let previous = (await api.counts(view({}))).confirmed;
  for (const c of candidates) {
    if (steps.length >= wanted) break;
    const key = JSON.stringify(c.filters);
    if (seen.has(key)) continue;
    seen.add(key);
    const { confirmed } = await api.counts(view(c.filters));
    if (confirmed === 0 || confirmed === previous) continue;
    steps.push({ ...c, confirmed });
    previous = confirmed;
  }
  return steps;
}

async function engine(options: { warmup: number; changes: number; widgetSteps: number }): Promise<EngineResult> {
  const connection = connectEngine();
  try {
    const { api } = connection;
    let t = performance.now();
    const loaded = await api.load({ kind: 'server', datasetUrl: apiUrl('/dataset'), slicesUrl: apiUrl('/dataset/slices') });
    const loadMs = performance.now() - t;
    const categories = (await api.filterOptions({ filters: {}, review: 'confirmed', hidden: null })).categories.map((o) => o.value);
    const changes = changeList(options.warmup + options.changes, categories);
    const samples: number[] = [];
    let stop: (() => Promise<MainThreadStats>) | null = null;
    for (const [i, filters] of changes.entries()) {
      if (i === options.warmup) stop = watchMainThread();
      const v = view(filters);
      t = performance.now();
      await Promise.all([api.counts(v), api.rules(v)]);
      if (i >= options.warmup) samples.push(performance.now() - t);
    }
    const mainThread = await (stop ?? watchMainThread())();
    const steps = await widgetSteps(api, categories, options.widgetSteps);
    return { loadMs, rowCount: loaded.rowCount, filter: stats(samples), mainThread, steps };
  } finally {
    connection.dispose();
  }
}

async function widgetFilters(steps: FilterStep[], warmup: number): Promise<WidgetFilterResult> {
  const mounted = widget;
  if (!mounted) throw new Error('Run firstRow first: no widget is mounted.');
  const limit = 10_000;
  const samples: number[] = [];
  let timeouts = 0;
  let stop: (() => Promise<MainThreadStats>) | null = null;
  for (const [i, step] of steps.entries()) {
    if (i === warmup) stop = watchMainThread();
    const expected = `Confirmed (${formatInteger(step.confirmed)})`;
    const t0 = performance.now();
    mounted.command({ type: 'set-filters', payload: { filters: step.filters } });
    const at = await waitForDom(host, () => confirmedText() === expected, limit);
    if (at === null) timeouts += 1;
    if (i >= warmup) samples.push(at === null ? limit : at - t0);
    // Let the rule list (the second answer) render before the next change, as between two clicks.
    await nextFrame();
    await sleep(100);
  }
  const mainThread = await (stop ?? watchMainThread())();
  return { filter: stats(samples), mainThread, timeouts };
}

let csvConnection: ReturnType<typeof connectEngine> | null = null;

/**
 * Before (c4): a worker of its own with the dataset loaded, so the driver can time the export
 * alone; `byServer` gives it the server's CSV call (as the widget does), else it writes the CSV
 * itself from /dataset/slices (as before the call existed, and as an offline report still does).
 */
async function csvPrepare(byServer: boolean): Promise<void> {
  csvConnection = connectEngine();
  await csvConnection.api.load({
    kind: 'server',
    datasetUrl: apiUrl('/dataset'),
    slicesUrl: apiUrl('/dataset/slices'),
    ...(byServer ? { csvUrl: apiUrl('/dataset/csv') } : {}),
  });
}

/** (c4) Every row, both review states, through the worker csvPrepare set up. */
async function csv(): Promise<CsvResult> {
  const connection = csvConnection;
  if (!connection) throw new Error('Run csvPrepare first: no worker is loaded.');
  try {
    const { api } = connection;
    let bytes = 0;
    let chunks = 0;
    let rows = 0;
    let firstChunkMs = 0;
    const t = performance.now();
    const info = await api.csvStart(view({ needsReviewFilter: 'allIssues' }), { reportName: 'bench' });
    for (let chunk = await api.csvNext(); chunk; chunk = await api.csvNext()) {
      if (chunks === 0) firstChunkMs = performance.now() - t;
      bytes += chunk.bytes.length;
      chunks += 1;
      rows = chunk.written;
    }
    return { total: info.total, rows, bytes, chunks, ms: performance.now() - t, firstChunkMs };
  } finally {
    connection.dispose();
    csvConnection = null;
  }
}

const api: BenchPageApi = { firstRow, engine, widgetFilters, csvPrepare, csv };
(window as unknown as { curbcutBench: BenchPageApi }).curbcutBench = api;

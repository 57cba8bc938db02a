/**
 * What the bench page measures and hands back to the driver (plain data: it crosses
 * page.evaluate). Times are milliseconds; `...At` fields are epoch milliseconds, comparable with
 * the server's request log.
 */
import type { IssueFilters } from '@curbcut/core';

/** Median and maximum of the measured samples (warm-up excluded), and the samples themselves. */
export interface SampleStats {
  median: number;
  max: number;
  samples: number[];
}

/** The main thread's long tasks and long animation frames seen during a phase. */
export interface MainThreadStats {
  /** Whether the browser reports 'longtask' entries at all (otherwise the figures mean nothing). */
  longTaskSupported: boolean;
  longTasks: number;
  /** Longest task (0 when none reached 50 ms, the threshold of a long task). */
  longestTaskMs: number;
  loafSupported: boolean;
  longFrames: number;
  longestFrameMs: number;
  /** Blocking part of the longest frame (its tasks' time beyond 50 ms). */
  longestFrameBlockingMs: number;
  /** Script that took longest in a long frame, when the browser names one. */
  longestFrameScript: string | null;
}

/** A filter change of the widget run, with the Confirmed count it must show afterwards. */
export interface FilterStep {
  name: string;
  filters: IssueFilters;
  confirmed: number;
}

/** (c3) Mounting the widget on ?activeTab=issues until the first rule row is in the DOM. */
export interface FirstRowResult {
  ms: number;
  mountedAt: number;
  /** When the first rule row appeared, and when the next frame after it began. */
  firstRowAt: number;
  paintedMs: number;
  /** Rule rows rendered at that moment. */
  rows: number;
}

/** (c1), (c2) and (c4) through the worker API directly. */
export interface EngineResult {
  /** load() of a warm worker: download of the core prefix and its decode. */
  loadMs: number;
  rowCount: number;
  /** counts(view) and rules(view) round trip per filter change. */
  filter: SampleStats;
  mainThread: MainThreadStats;
  /** Steps for the widget run: each changes the Confirmed count and names a view not asked before. */
  steps: FilterStep[];
}

/** (c4) The worker's CSV export of every row, both review states, in a warm worker. */
export interface CsvResult {
  total: number;
  rows: number;
  bytes: number;
  chunks: number;
  ms: number;
  firstChunkMs: number;
}

/** (c4) The widget's export: the server's file handed to Chromium's downloads, click to file saved. */
export interface CsvDownloadResult {
  /** Rows the server announced. */
  total: number;
  /** Bytes of the saved file, and bytes the server sent: the same when the file is whole. */
  bytes: number;
  sentBytes: number;
  ms: number;
}

/** CPU time (user + system, ms) spent during a phase, by where it ran. */
export interface CpuSplit {
  /** The bench server (this driver's own process): file reads and the slice answers. */
  server: number;
  /** Chromium's processes by their --type (renderer, utility, gpu-process; 'browser' for the main one). */
  chromium: Record<string, number>;
}

/** (c1), (c2) through the mounted widget: set-filters until the Confirmed toggle shows the new count. */
export interface WidgetFilterResult {
  filter: SampleStats;
  mainThread: MainThreadStats;
  /** Changes whose count did not appear within the time limit (counted in the samples at the limit). */
  timeouts: number;
}

/** What window.curbcutBench offers the driver. */
export interface BenchPageApi {
  firstRow(): Promise<FirstRowResult>;
  engine(options: { warmup: number; changes: number; widgetSteps: number }): Promise<EngineResult>;
  widgetFilters(steps: FilterStep[], warmup: number): Promise<WidgetFilterResult>;
  csvPrepare(byServer: boolean): Promise<void>;
  csv(): Promise<CsvResult>;
}

/** The child's one JSON line. */
export interface BrowserBenchResult {
  ok: boolean;
  error?: string;
  browser?: string;
  buildMs?: number;
  firstRow?: FirstRowResult & { requests: { path: string; column?: string; startMs: number; endMs: number; bytes: number }[] };
  engine?: Omit<EngineResult, 'steps'>;
  widget?: WidgetFilterResult;
  /**
   * (c4) the widget's export of a signed-in reader, twice (the server's file in Chromium's
   * downloads), then the floor: the same bytes served from a finished file.
   */
  download?: (CsvDownloadResult & { cpu: CpuSplit })[];
  /** (c4) written by the server and relayed by the worker (a token reader's export). */
  csv?: CsvResult & { cpu: CpuSplit };
  /** (c4) written by the worker from /dataset/slices (an offline report's export). */
  csvInWorker?: CsvResult & { cpu: CpuSplit };
}

/**
 * The worker's face: loads a report's dataset (fetched by the worker itself from the server, or built
 * from axe results) and answers the engine's questions. Every method is async, so the object behaves
 * the same through comlink (a real Worker) and in-thread (tests, browsers without module workers).
 */
import { transfer } from 'comlink';
import { DATASET_SLICES_MAX_RANGE, createLocalStringReader, createRemoteStringReader, decodeDataset, decodeStringSlice } from '@curbcut/core';
import type { BuildOverview, ReportMeta, StringColumn } from '@curbcut/core';
import { ReportEngine } from '../data/engine';
import type { CsvExportChunk, CsvExportInfo, IssueLocation } from '../data/engine';
import { createOfflineReport } from '../data/offlineReport';
import { withReadAhead } from './readAhead';
import { readBody } from './readBody';
import type {
  AppliedAction,
  BehaviourEntry,
  ComponentEntry,
  FilterOptions,
  GroupRef,
  GuidelineEntry,
  IssueAction,
  IssueDetails,
  IssueScope,
  IssueView,
  RuleEntry,
  ViewCounts,
} from '../data/types';
import type { IssueSummary } from '@curbcut/core';

/** Where the worker gets the dataset. URLs are absolute (a worker has no page to resolve against). */
export type EngineLoadInput =
  | {
      kind: 'server';
      /** `.../api/v1/reports/{id}/dataset` */
      datasetUrl: string;
      /** `.../api/v1/reports/{id}/dataset/slices` (string columns as bytes, read on demand) */
      slicesUrl: string;
      /** Embed or public-link token, sent as `Authorization: Bearer`; otherwise the session cookie. */
      token?: string;
    }
  | { kind: 'offline'; results: unknown; name?: string };

/** What a load produced. An offline load also computes the meta and overview. */
export interface EngineLoadResult {
  rowCount: number;
  offline: { meta: ReportMeta; overview: BuildOverview } | null;
}

/** Options of a CSV export. */
export interface CsvStartOptions {
  reportName: string;
  /** The Issue link cell: this prefix followed by the issue id; no link when omitted. */
  issueLinkBase?: string;
}

/** The engine as the main thread sees it (through comlink or in-thread). */
export interface ReportWorkerApi {
  load(input: EngineLoadInput): Promise<EngineLoadResult>;
  counts(view: IssueView): Promise<ViewCounts>;
  summary(): Promise<IssueSummary>;
  rules(view: IssueView): Promise<RuleEntry[]>;
  guidelines(view: IssueView): Promise<GuidelineEntry[]>;
  components(view: IssueView, group: GroupRef): Promise<ComponentEntry[]>;
  behaviours(view: IssueView, group: GroupRef, componentId: string): Promise<BehaviourEntry[]>;
  issueAt(view: IssueView, scope: IssueScope, position: number): Promise<IssueDetails | null>;
  locateIssue(view: IssueView, issueId: string, hint?: { groupKind: GroupRef['kind']; scope?: IssueScope }): Promise<IssueLocation | null>;
  filterOptions(): Promise<FilterOptions>;
  applyAction(action: IssueAction): Promise<AppliedAction>;
  revertAction(token: number): Promise<void>;
  settleAction(token: number): Promise<void>;
  csvStart(view: IssueView, options: CsvStartOptions): Promise<CsvExportInfo>;
  csvNext(): Promise<CsvExportChunk | null>;
  csvCancel(): Promise<void>;
}

/**
 * Bytes one csvNext answer gathers (whole engine chunks of 64 KiB, joined into a buffer of its own
 * and transferred). Answering chunk by chunk cost a round trip per 64 KiB, and each chunk is a view
 * into the CSV writer's 1 MiB slab, which structured clone copies whole: about 11 GB for a
 * million-row export (10,699 chunks). In Chromium, 2,000 such messages took 2.5 s, against 0.3 s
 * for 2,000 buffers of their own.
 */
export const CSV_MESSAGE_BYTES = 1024 * 1024;

/** The engine's next chunks joined up to about CSV_MESSAGE_BYTES; null when the export is done. */
async function nextCsvMessage(engine: ReportEngine): Promise<CsvExportChunk | null> {
  const first = await engine.csvNext();
  if (!first) return null;
  const parts = [first.bytes];
  let size = first.bytes.length;
  let last = first;
  while (size < CSV_MESSAGE_BYTES) {
    const next = await engine.csvNext();
    if (!next) break;
    parts.push(next.bytes);
    size += next.bytes.length;
    last = next;
  }
  let bytes = first.bytes;
  // One part that owns its whole buffer moves as is; otherwise a fresh buffer, so the transfer
  // below never detaches memory the engine still uses.
  if (parts.length > 1 || bytes.byteOffset !== 0 || bytes.byteLength !== bytes.buffer.byteLength) {
    bytes = new Uint8Array(size);
    let at = 0;
    for (const p of parts) {
      bytes.set(p, at);
      at += p.length;
    }
  }
  // Transferred, not copied, to the page (comlink ignores this in-thread).
  return transfer({ bytes, written: last.written, total: last.total }, [bytes.buffer as ArrayBuffer]);
}

function authHeaders(token: string | undefined): Record<string, string> {
  return token ? { authorization: `Bearer ${token}` } : {};
}

async function fetchOk(fetchImpl: typeof fetch, url: string, token: string | undefined): Promise<Response> {
  const res = await fetchImpl(url, { headers: authHeaders(token), credentials: token ? 'omit' : 'include' });
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}.`);
  return res;
}

/** Creates the engine host; `fetchImpl` is injectable for tests. */
export function createEngineHost(fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args)): ReportWorkerApi {
  let engine: ReportEngine | null = null;
  const e = (): ReportEngine => {
    if (!engine) throw new Error('The report is not loaded yet.');
    return engine;
  };
  return {
    async load(input) {
      if (input.kind === 'offline') {
        const report = createOfflineReport(input.results, input.name === undefined ? {} : { name: input.name });
        const dataset = decodeDataset(report.datasetBytes);
        engine = new ReportEngine(dataset, createLocalStringReader(dataset));
        return { rowCount: dataset.rowCount, offline: { meta: report.meta, overview: report.overview } };
      }
      const res = await fetchOk(fetchImpl, input.datasetUrl, input.token);
      const dataset = decodeDataset(await readBody(res));
      const fetchSection = async (column: StringColumn, start: number, end: number) => {
        const url = `${input.slicesUrl}?column=${encodeURIComponent(column)}&start=${start}&end=${end}`;
        return decodeStringSlice(await readBody(await fetchOk(fetchImpl, url, input.token)));
      };
      const readAhead = withReadAhead(fetchSection, dataset.rowCount, DATASET_SLICES_MAX_RANGE);
      engine = new ReportEngine(dataset, createRemoteStringReader({ rowCount: dataset.rowCount, fetchSection: readAhead }));
      return { rowCount: dataset.rowCount, offline: null };
    },
    counts: async (view) => e().counts(view),
    summary: async () => e().summary(),
    rules: async (view) => e().rules(view),
    guidelines: async (view) => e().guidelines(view),
    components: async (view, group) => e().components(view, group),
    behaviours: (view, group, componentId) => e().behaviours(view, group, componentId),
    issueAt: (view, scope, position) => e().issueAt(view, scope, position),
    locateIssue: (view, issueId, hint) => e().locateIssue(view, issueId, hint),
    filterOptions: async () => e().filterOptions(),
    applyAction: (action) => e().applyAction(action),
    revertAction: async (token) => e().revertAction(token),
    settleAction: async (token) => e().settleAction(token),
    csvStart: async (view, options) =>
      e().csvStart(view, {
        reportName: options.reportName,
        ...(options.issueLinkBase !== undefined ? { issueLink: (fp: string) => `${options.issueLinkBase}${encodeURIComponent(fp)}` } : {}),
      }),
    csvNext: () => nextCsvMessage(e()),
    csvCancel: () => e().csvCancel(),
  };
}

/**
 * The worker's face: loads a report's dataset (fetched by the worker itself from the server, or built
 * from axe results) and answers the engine's questions. Every method is async, so the object behaves
 * the same through comlink (a real Worker) and in-thread (tests, browsers without module workers).
 */
import { DATASET_SLICES_MAX_RANGE, createLocalStringReader, csvFileName, createRemoteStringReader, decodeDataset, decodeStringSlices, issueLinksFrom } from '@curbcut/core';
import type { BuildOverview, ReportMeta } from '@curbcut/core';
import { datasetCsvQuery } from '../data/csvQuery';
import { ReportEngine } from '../data/engine';
import type { CsvExportChunk, CsvExportInfo, IssueLocation } from '../data/engine';
import { createOfflineReport } from '../data/offlineReport';
import { coalescingFetcher } from './coalesce';
import { csvAnswers } from './csvAnswers';
import type { CsvAnswers } from './csvAnswers';
import { openCsvStream } from './csvStream';
import type { SectionsFetcher } from './coalesce';
import { withReadAhead } from './readAhead';
import { directBytesGetter } from './http';
import type { BytesGetter } from './http';
import { startFetchWorker } from './fetchWorker';
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
      /** `.../api/v1/reports/{id}/dataset/slices` (string columns as bytes, read on demand, several per request) */
      slicesUrl: string;
      /** Embed or public-link token, sent as `Authorization: Bearer`; otherwise the session cookie. */
      token?: string;
      /** `.../api/v1/reports/{id}/dataset/csv`: a finished report's CSV, written by the server; without it the worker writes it. */
      csvUrl?: string;
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
  filterOptions(view: IssueView): Promise<FilterOptions>;
  applyAction(action: IssueAction): Promise<AppliedAction>;
  revertAction(token: number): Promise<void>;
  settleAction(token: number): Promise<void>;
  csvStart(view: IssueView, options: CsvStartOptions): Promise<CsvExportInfo>;
  csvNext(): Promise<CsvExportChunk | null>;
  csvCancel(): Promise<void>;
}

/**
 * The engine's next CSV piece in a buffer of its own, transferred to the page rather than copied.
 * The engine writes its pieces (about 1 MiB each) over one buffer, so each is copied once here;
 * answering with views of a larger buffer made structured clone copy all of it every time (about
 * 11 GB for a million-row export in 64 KiB pieces).
 */
async function nextCsvMessage(engine: ReportEngine): Promise<CsvExportChunk | null> {
  const chunk = await engine.csvNext();
  if (!chunk) return null;
  return { bytes: chunk.bytes.slice(), written: chunk.written, total: chunk.total };
}

/**
 * Creates the engine host. `fetchImpl` is injectable for tests; without it, inside a worker, the
 * string slices download through a worker of their own (fetchWorker.ts).
 */
export function createEngineHost(fetchImpl?: typeof fetch): ReportWorkerApi {
  const fetchAll: typeof fetch = fetchImpl ?? ((...args) => globalThis.fetch(...args));
  const direct = directBytesGetter(fetchAll);
  let slices: BytesGetter | null = null;
  const slicesGetter = (): BytesGetter => (slices ??= (fetchImpl ? null : startFetchWorker()) ?? direct);
  let engine: ReportEngine | null = null;
  // A server report's CSV is the server's (csvStream.ts); an offline one the engine writes.
  let csvSource: { url: string; token: string | undefined } | null = null;
  let csv: CsvAnswers | null = null;
  const stopCsv = async (): Promise<void> => {
    const running = csv;
    csv = null;
    await running?.stop();
  };
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
        csvSource = null;
        return { rowCount: dataset.rowCount, offline: { meta: report.meta, overview: report.overview } };
      }
      const dataset = decodeDataset(await direct(input.datasetUrl, input.token));
      const getSlices = slicesGetter();
      const fetchMany: SectionsFetcher = async (columns, start, end) => {
        const url = `${input.slicesUrl}?columns=${columns.map(encodeURIComponent).join(',')}&start=${start}&end=${end}`;
        return decodeStringSlices(await getSlices(url, input.token), columns.length);
      };
      const fetchSection = withReadAhead(coalescingFetcher(fetchMany), dataset.rowCount, DATASET_SLICES_MAX_RANGE);
      engine = new ReportEngine(
        dataset,
        createRemoteStringReader({ rowCount: dataset.rowCount, fetchSection, maxRangeRows: DATASET_SLICES_MAX_RANGE }),
      );
      csvSource = input.csvUrl !== undefined ? { url: input.csvUrl, token: input.token } : null;
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
    filterOptions: async (view) => e().filterOptions(view),
    applyAction: (action) => e().applyAction(action),
    revertAction: async (token) => e().revertAction(token),
    settleAction: async (token) => e().settleAction(token),
    csvStart: async (view, options) => {
      await stopCsv();
      const engine = e();
      if (csvSource) {
        const stream = await openCsvStream(fetchAll, `${csvSource.url}${datasetCsvQuery(view.filters, options.issueLinkBase)}`, csvSource.token);
        csv = csvAnswers(stream);
        return { fileName: csvFileName({ reportName: options.reportName }), total: stream.total };
      }
      const info = await engine.csvStart(view, {
        reportName: options.reportName,
        ...(options.issueLinkBase !== undefined ? { issueLink: issueLinksFrom(options.issueLinkBase) } : {}),
      });
      csv = csvAnswers({ next: () => nextCsvMessage(engine), cancel: () => engine.csvCancel() });
      return info;
    },
    csvNext: async () => (csv ? csv.next() : null),
    csvCancel: () => stopCsv(),
  };
}

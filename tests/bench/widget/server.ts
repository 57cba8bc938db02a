/**
 * The bench server: the built bench page and the few API answers the build report widget needs, for
 * one report whose dataset is the file run.ts wrote. The file stays open and is read by range (the
 * core prefix streamed, string slices read section by section), so a 600 MB dataset never sits in
 * this process's memory. Every API request is logged with its start and end (epoch ms), so the page's
 * timings can be split into download and the rest.
 */
import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { FileHandle } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  CSV_ROWS_HEADER,
  DATASET_SLICES_MAX_RANGE,
  createRemoteStringReader,
  csvExportRows,
  datasetCsvSource,
  STRING_COLUMNS,
  decodeDataset,
  encodeStringSlice,
  explorerSummary,
  openDatasetFile,
  summarizeRows,
  withoutPreferredRows,
  allRows,
} from '@curbcut/core';
import type { StringColumn } from '@curbcut/core';
import { sendCsvBody } from '../../../packages/server/src/exports/csvResponse';
import { listenLocally, sendPageFile } from '../pageServer';
import { BENCH_PROFILE, BENCH_REPORT_ID, benchMeta, benchOverview } from './report';

/** One answered API request. */
export interface RequestLog {
  /** Path without the query; slices add their `columns`. */
  path: string;
  column?: string;
  /** Rows of a CSV answer. */
  rows?: number;
  startedAt: number;
  finishedAt: number;
  bytes: number;
}

/** A running bench server. */
export interface BenchServer {
  origin: string;
  requests: RequestLog[];
  /** Serves a file as it is, to save (the floor of a download: no server work but reading it); returns its URL. */
  serveFile(path: string): string;
  close(): Promise<void>;
}

/** Starts the server on a free local port. */
export async function startBenchServer(options: { datasetPath: string; pageDir: string }): Promise<BenchServer> {
  const handle: FileHandle = await open(options.datasetPath, 'r');
  const readBytes = async (offset: number, length: number): Promise<Uint8Array> => {
    const out = new Uint8Array(length);
    let done = 0;
    while (done < length) {
      const { bytesRead } = await handle.read(out, done, length - done, offset + done);
      if (bytesRead === 0) throw new Error(`Dataset file ends before byte ${offset + length}.`);
      done += bytesRead;
    }
    return out;
  };
  const file = await openDatasetFile(readBytes);
  const core = file.layout.coreByteLength;
  // The meta and overview carry the dataset's own summary, as the real server's do (33 MB, once).
  const prefix = decodeDataset(await readBytes(0, core));
  const summary = summarizeRows(prefix, withoutPreferredRows(prefix, allRows(prefix)));
  const base = `/api/v1/reports/${BENCH_REPORT_ID}`;
  const json: Record<string, unknown> = {
    [`${base}/meta`]: benchMeta(summary),
    [`${base}/overview`]: benchOverview(summary),
    // As the real server's: computed once per stored dataset, then answered from memory.
    [`${base}/explorer_summary`]: explorerSummary(prefix),
    [`${base}/test_cases`]: { testCases: [], page: 1, pageSize: 20, total: 0 },
    '/api/v1/user/get-user-profile': BENCH_PROFILE,
  };
  const requests: RequestLog[] = [];
  const files = new Map<string, string>();

  /** Sends a JSON envelope; returns its length. */
  const send = (res: ServerResponse, status: number, body: unknown): number => {
    const text = JSON.stringify(status < 400 ? { data: body } : { error: { code: 'bench', message: String(body) } });
    const length = Buffer.byteLength(text);
    res.writeHead(status, { 'content-type': 'application/json', 'content-length': length });
    res.end(text);
    return length;
  };

  const slices = async (url: URL, res: ServerResponse): Promise<number> => {
    const columns = (url.searchParams.get('columns') ?? '').split(',');
    const start = Number(url.searchParams.get('start'));
    const end = Number(url.searchParams.get('end'));
    if (!columns.every((c) => (STRING_COLUMNS as readonly string[]).includes(c)) || end - start > DATASET_SLICES_MAX_RANGE) {
      send(res, 400, `bad slice ${url.search}`);
      return 0;
    }
    // As the real server: one slice per column, back to back.
    const sections = await Promise.all(columns.map((c) => file.readSection(c as StringColumn, start, end)));
    const parts = sections.flatMap((section) => encodeStringSlice(section));
    const length = parts.reduce((n, p) => n + p.length, 0);
    res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': length, 'cache-control': 'no-store' });
    for (const p of parts) res.write(p);
    res.end();
    return length;
  };

  // As the real server's /dataset/csv: core's writer over the file's string sections, written with
  // the server's own sendCsvBody; with download=true, a file to save.
  const csv = (url: URL, res: ServerResponse, log: { rows?: number }): Promise<number> => {
    const filters = JSON.parse(url.searchParams.get('filters') ?? '{}') as Record<string, unknown>;
    const span = 65_536;
    const reader = createRemoteStringReader({ rowCount: prefix.rowCount, maxRangeRows: span, fetchSection: (c, s, e) => file.readSection(c, s, e) });
    const rows = csvExportRows(prefix, filters);
    const source = datasetCsvSource(prefix, rows, { reader, batchRows: span, maxSectionRows: span });
    log.rows = source.total;
    res.writeHead(200, {
      'content-type': 'text/csv; charset=utf-8',
      'cache-control': 'no-store',
      [CSV_ROWS_HEADER]: String(source.total),
      ...(url.searchParams.get('download') === 'true' ? { 'content-disposition': 'attachment; filename="bench.csv"' } : {}),
    });
    return sendCsvBody(res, source);
  };

  const page = async (pathname: string, res: ServerResponse): Promise<void> => {
    if (!(await sendPageFile(options.pageDir, pathname, res))) send(res, 404, `no ${pathname}`);
  };

  const handler = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://bench.local');
    if (url.pathname === '/favicon.ico') {
      res.writeHead(204).end();
      return;
    }
    const served = files.get(url.pathname);
    if (served !== undefined) {
      const { size } = await stat(served);
      res.writeHead(200, { 'content-type': 'text/csv; charset=utf-8', 'content-length': size, 'content-disposition': 'attachment; filename="bench.csv"' });
      await pipeline(createReadStream(served), res);
      return;
    }
    if (!url.pathname.startsWith('/api/')) return page(url.pathname, res);
    const startedAt = Date.now();
    const column = url.searchParams.get('columns');
    let bytes = 0;
    const csvLog: { rows?: number } = {};
    res.once('finish', () => requests.push({ path: url.pathname, ...(column ? { column } : {}), ...csvLog, startedAt, finishedAt: Date.now(), bytes }));
    if (url.pathname === `${base}/dataset`) {
      // Streamed from the file: the browser downloads only the header and numeric columns.
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': core });
      createReadStream(options.datasetPath, { start: 0, end: core - 1 })
        .on('error', () => res.destroy())
        .pipe(res);
      bytes = core;
    } else if (url.pathname === `${base}/dataset/slices`) {
      bytes = await slices(url, res);
    } else if (url.pathname === `${base}/dataset/csv`) {
      bytes = await csv(url, res, csvLog);
    } else if (url.pathname in json) {
      bytes = send(res, 200, json[url.pathname]);
    } else {
      send(res, 404, `no ${url.pathname}`);
    }
  };

  const server = createServer((req, res) => {
    handler(req, res).catch((e: unknown) => {
      if (!res.headersSent) send(res, 500, e instanceof Error ? e.message : String(e));
      else res.destroy();
    });
  });
  const listener = await listenLocally(server);
  return {
    origin: listener.origin,
    requests,
    serveFile(path) {
      const at = `/files/${files.size + 1}`;
      files.set(at, path);
      return `${listener.origin}${at}`;
    },
    async close() {
      await listener.close();
      await handle.close();
    },
  };
}

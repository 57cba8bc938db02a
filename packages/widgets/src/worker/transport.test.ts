/** The worker's transport helpers: body reading, slice read-ahead and the batched CSV answers. */
import { describe, expect, it } from 'vitest';
import {
  buildLargeReportDataset,
  concatBytes,
  createLocalStringReader,
  decodeDataset,
  encodeStringSlice,
  readDatasetLayout,
  sectionOfStrings,
  sliceSection,
} from '@curbcut/core';
import type { LocalStringSection, StringColumn } from '@curbcut/core';
import { CSV_CHUNK_BYTES, ReportEngine } from '../data/engine';
import { coalescingFetcher } from './coalesce';
import { createEngineHost } from './engineHost';
import { CSV_STREAM_PIECE_BYTES } from './csvStream';
import { READ_AHEAD_MIN_ROWS, withReadAhead } from './readAhead';
import { readBody } from './readBody';

const text = (s: LocalStringSection, i: number): string =>
  new TextDecoder().decode(s.data.subarray(s.offsets[i] as number, s.offsets[i + 1] as number));

describe('readBody', () => {
  it('reads a body of announced length into one buffer', async () => {
    const bytes = Uint8Array.from({ length: 100_000 }, (_, i) => i % 251);
    const got = await readBody(new Response(bytes, { headers: { 'content-length': String(bytes.length) } }));
    expect(got).toEqual(bytes);
  });

  it('falls back to arrayBuffer without a length, and refuses a body longer than announced', async () => {
    expect(await readBody(new Response(new Uint8Array([1, 2, 3])))).toEqual(new Uint8Array([1, 2, 3]));
    const long = new Response(new Uint8Array(10), { headers: { 'content-length': '4' } });
    await expect(readBody(long)).rejects.toThrow(/longer than its content-length 4/);
  });
});

describe('withReadAhead', () => {
  const rows = 3 * READ_AHEAD_MIN_ROWS + 100;
  const fake = () => {
    const calls: string[] = [];
    const fetchSection = async (column: StringColumn, start: number, end: number) => {
      calls.push(`${column} ${start}-${end}`);
      return sectionOfStrings(Array.from({ length: end - start }, (_, i) => `${column}${start + i}`));
    };
    return { calls, fetchSection };
  };

  it('requests the next range of a forward bulk read at once and answers from it', async () => {
    const { calls, fetchSection } = fake();
    const read = withReadAhead(fetchSection, rows, READ_AHEAD_MIN_ROWS);
    await read('html', 0, READ_AHEAD_MIN_ROWS);
    expect(calls).toEqual([`html ${READ_AHEAD_MIN_ROWS}-${2 * READ_AHEAD_MIN_ROWS}`, `html 0-${READ_AHEAD_MIN_ROWS}`]);
    // A later range inside the one read ahead (rows skipped at its start) comes from it, rebased.
    const part = await read('html', READ_AHEAD_MIN_ROWS + 5, 2 * READ_AHEAD_MIN_ROWS);
    expect(text(part, 0)).toBe(`html${READ_AHEAD_MIN_ROWS + 5}`);
    expect(part.offsets.length - 1).toBe(READ_AHEAD_MIN_ROWS - 5);
    expect(calls.filter((c) => c.startsWith(`html ${READ_AHEAD_MIN_ROWS + 5}`))).toEqual([]);
  });

  it('reads short or backward ranges plainly, without reading ahead', async () => {
    const { calls, fetchSection } = fake();
    const read = withReadAhead(fetchSection, rows, READ_AHEAD_MIN_ROWS);
    await read('target', 10, 11);
    await read('target', 2 * READ_AHEAD_MIN_ROWS, 3 * READ_AHEAD_MIN_ROWS);
    await read('target', 0, READ_AHEAD_MIN_ROWS);
    expect(calls).toEqual([
      'target 10-11',
      `target ${3 * READ_AHEAD_MIN_ROWS}-${rows}`,
      `target ${2 * READ_AHEAD_MIN_ROWS}-${3 * READ_AHEAD_MIN_ROWS}`,
      `target 0-${READ_AHEAD_MIN_ROWS}`,
    ]);
  });

  it('fails a request for rows whose read-ahead failed, and only that one', async () => {
    const read = withReadAhead(
      async (column, start, end) => {
        if (start === READ_AHEAD_MIN_ROWS) throw new Error(`slice ${start} failed`);
        return sectionOfStrings(Array.from({ length: end - start }, () => column));
      },
      rows,
      READ_AHEAD_MIN_ROWS,
    );
    // The failed read-ahead does not fail the read that started it (nor go unhandled).
    expect((await read('html', 0, READ_AHEAD_MIN_ROWS)).offsets.length - 1).toBe(READ_AHEAD_MIN_ROWS);
    await expect(read('html', READ_AHEAD_MIN_ROWS, READ_AHEAD_MIN_ROWS + 10)).rejects.toThrow(/failed/);
    expect((await read('html', 5, 6)).offsets.length - 1).toBe(1);
  });
});

describe('engine host CSV answers', () => {
  it('answers in pieces of about a MiB with the same bytes and progress, fetching a block\'s columns in one request', async () => {
    const bytes = concatBytes(buildLargeReportDataset({ nodes: 5000, seed: 7 }));
    const dataset = decodeDataset(bytes);
    // A server over those bytes that announces lengths (so the host reads bodies with BYOB readers).
    const answer = (body: Uint8Array) => new Response(body as Uint8Array<ArrayBuffer>, { headers: { 'content-length': String(body.length) } });
    const asked: string[] = [];
    const fetchImpl = (async (input: string | URL | Request) => {
      const url = new URL(String(input));
      // Like the server: the core prefix only, so every string comes through /dataset/slices.
      if (url.pathname.endsWith('/dataset')) return answer(bytes.slice(0, readDatasetLayout(bytes).coreByteLength));
      const columns = (url.searchParams.get('columns') ?? '').split(',') as StringColumn[];
      asked.push(columns.join());
      const [start, end] = [Number(url.searchParams.get('start')), Number(url.searchParams.get('end'))];
      return answer(concatBytes(columns.flatMap((c) => encodeStringSlice(sliceSection(dataset.localStrings[c] as LocalStringSection, start, end)))));
    }) as typeof fetch;
    const host = createEngineHost(fetchImpl);
    await host.load({ kind: 'server', datasetUrl: 'http://bench/dataset', slicesUrl: 'http://bench/dataset/slices' });
    const view = { filters: { needsReviewFilter: 'allIssues' as const }, review: 'confirmed' as const, hidden: null };
    const info = await host.csvStart(view, { reportName: 'Checkout' });
    const answers = [];
    for (let chunk = await host.csvNext(); chunk; chunk = await host.csvNext()) answers.push(chunk);

    const engine = new ReportEngine(dataset, createLocalStringReader(dataset));
    await engine.csvStart(view, { reportName: 'Checkout' });
    const direct: Uint8Array[] = [];
    // The engine writes its pieces over one buffer: each is valid until the next call.
    for (let chunk = await engine.csvNext(); chunk; chunk = await engine.csvNext()) direct.push(chunk.bytes.slice());

    const all = concatBytes(answers.map((a) => a.bytes));
    const expected = concatBytes(direct);
    // Compared as text: a deep equality of megabytes of array elements takes seconds.
    expect(all.length).toBe(expected.length);
    expect(new TextDecoder().decode(all) === new TextDecoder().decode(expected)).toBe(true);
    // One message per engine piece of about 1 MiB, each in a buffer of its own (transferable whole).
    expect(answers.length).toBe(direct.length);
    expect(answers.slice(0, -1).every((a) => a.bytes.length >= CSV_CHUNK_BYTES)).toBe(true);
    expect(answers.every((a) => a.bytes.byteOffset === 0 && a.bytes.byteLength === a.bytes.buffer.byteLength)).toBe(true);
    expect(answers.at(-1)?.written).toBe(info.total);
    expect(asked).toEqual(['html,target,failureSummary,behaviour']);
    expect(answers.map((a) => a.written)).toEqual([...answers.map((a) => a.written)].sort((x, y) => x - y));
  });
});

describe('engine host CSV relayed from the server', () => {
  const bytes = concatBytes(buildLargeReportDataset({ nodes: 12_000, seed: 9 }));
  const dataset = decodeDataset(bytes);
  const view = { filters: { impact: ['serious' as const] }, review: 'confirmed' as const, hidden: null };

  /** The server's file for the view: what the engine writes from the whole dataset. */
  async function expectedCsv(): Promise<{ csv: Uint8Array; total: number }> {
    const engine = new ReportEngine(dataset, createLocalStringReader(dataset));
    const info = await engine.csvStart(view, { reportName: 'Checkout', issueLink: (f) => `https://app/r?activeIssueId=${f}` });
    const parts: Uint8Array[] = [];
    for (let chunk = await engine.csvNext(); chunk; chunk = await engine.csvNext()) parts.push(chunk.bytes.slice());
    return { csv: concatBytes(parts), total: info.total };
  }

  /** A fetch answering /dataset and /dataset/csv; the CSV body arrives in 100 KB pieces. */
  function server(csv: Uint8Array, total: number) {
    const asked: URL[] = [];
    let cancelled = false;
    const fetchImpl = (async (input: string | URL | Request) => {
      const url = new URL(String(input));
      asked.push(url);
      if (url.pathname.endsWith('/dataset')) return new Response(bytes.slice(0, readDatasetLayout(bytes).coreByteLength) as Uint8Array<ArrayBuffer>);
      let at = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (at >= csv.length) return controller.close();
          controller.enqueue(csv.slice(at, at + 100_000));
          at += 100_000;
        },
        cancel() {
          cancelled = true;
        },
      });
      return new Response(body, { headers: { 'x-curbcut-csv-rows': String(total), 'content-type': 'text/csv; charset=utf-8' } });
    }) as typeof fetch;
    return { fetchImpl, asked, cancelled: () => cancelled };
  }

  it("saves the server's bytes in pieces of 4 MiB with rising progress, asking with the view's filters and link base", async () => {
    const { csv, total } = await expectedCsv();
    const fake = server(csv, total);
    const host = createEngineHost(fake.fetchImpl);
    await host.load({ kind: 'server', datasetUrl: 'http://s/dataset', slicesUrl: 'http://s/dataset/slices', csvUrl: 'http://s/dataset/csv' });
    const info = await host.csvStart(view, { reportName: 'Checkout', issueLinkBase: 'https://app/r?activeIssueId=' });
    expect(info.total).toBe(total);
    expect(info.fileName).toMatch(/^Checkout-\d{2}-\d{2}-\d{4}\.csv$/);
    const answers = [];
    for (let chunk = await host.csvNext(); chunk; chunk = await host.csvNext()) answers.push(chunk);
    const got = concatBytes(answers.map((a) => a.bytes));
    expect(new TextDecoder().decode(got) === new TextDecoder().decode(csv)).toBe(true);
    expect(answers.length).toBe(Math.ceil(csv.length / CSV_STREAM_PIECE_BYTES));
    expect(answers.slice(0, -1).every((a) => a.bytes.length === CSV_STREAM_PIECE_BYTES)).toBe(true);
    expect(answers.map((a) => a.written)).toEqual([...answers.map((a) => a.written)].sort((x, y) => x - y));
    expect(answers.at(-1)?.written).toBe(total);
    const csvAsk = fake.asked.find((u) => u.pathname.endsWith('/csv'));
    expect(JSON.parse(csvAsk?.searchParams.get('filters') ?? '')).toEqual(view.filters);
    expect(csvAsk?.searchParams.get('issue_link_base')).toBe('https://app/r?activeIssueId=');
    // No string of the report was fetched: the server wrote the file.
    expect(fake.asked.some((u) => u.pathname.endsWith('/slices'))).toBe(false);
  });

  it('cancels the download when the export is cancelled', async () => {
    // Longer than the pieces read ahead, so the download is still going when the export stops.
    const line = new TextEncoder().encode('rule,serious,component\r\n');
    const lines = Math.ceil((6 * CSV_STREAM_PIECE_BYTES) / line.length);
    const csv = new Uint8Array(lines * line.length);
    for (let i = 0; i < lines; i++) csv.set(line, i * line.length);
    const fake = server(csv, lines);
    const host = createEngineHost(fake.fetchImpl);
    await host.load({ kind: 'server', datasetUrl: 'http://s/dataset', slicesUrl: 'http://s/dataset/slices', csvUrl: 'http://s/dataset/csv' });
    await host.csvStart(view, { reportName: 'Checkout' });
    expect(await host.csvNext()).not.toBeNull();
    await host.csvCancel();
    expect(fake.cancelled()).toBe(true);
    expect(await host.csvNext()).toBeNull();
  });
});

describe('coalescingFetcher', () => {
  it('fetches the columns asked for the same rows in one turn together, and other rows or turns apart', async () => {
    const calls: string[] = [];
    const fetcher = coalescingFetcher(async (columns, start, end) => {
      calls.push(`${columns.join('+')}@${start}-${end}`);
      if (columns.includes('checks')) throw new Error('refused');
      return columns.map((c) => sectionOfStrings([`${c}:${start}`]));
    });
    const [html, target, other] = await Promise.all([fetcher('html', 0, 1), fetcher('target', 0, 1), fetcher('html', 5, 6)]);
    expect(calls).toEqual(['html+target@0-1', 'html@5-6']);
    expect([html, target, other].map((s) => new TextDecoder().decode(s.data))).toEqual(['html:0', 'target:0', 'html:5']);
    await fetcher('html', 0, 1);
    expect(calls).toHaveLength(3);
    await expect(Promise.all([fetcher('html', 9, 10), fetcher('checks', 9, 10)])).rejects.toThrow('refused');
  });
});

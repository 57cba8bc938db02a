/** The worker's transport helpers: body reading, slice read-ahead and the batched CSV answers. */
import { describe, expect, it } from 'vitest';
import {
  buildLargeReportDataset,
  concatBytes,
  createLocalStringReader,
  decodeDataset,
  encodeStringSlice,
  sectionOfStrings,
  sliceSection,
} from '@curbcut/core';
import type { LocalStringSection, StringColumn } from '@curbcut/core';
import { ReportEngine } from '../data/engine';
import { CSV_MESSAGE_BYTES, createEngineHost } from './engineHost';
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
  it('joins the engine chunks into answers of about a MiB, with the same bytes and progress', async () => {
    const bytes = concatBytes(buildLargeReportDataset({ nodes: 5000, seed: 7 }));
    const dataset = decodeDataset(bytes);
    // A server over those bytes that announces lengths (so the host reads bodies with BYOB readers).
    const answer = (body: Uint8Array) => new Response(body as Uint8Array<ArrayBuffer>, { headers: { 'content-length': String(body.length) } });
    const fetchImpl = (async (input: string | URL | Request) => {
      const url = new URL(String(input));
      if (url.pathname.endsWith('/dataset')) return answer(bytes);
      const column = url.searchParams.get('column') as StringColumn;
      const section = sliceSection(dataset.localStrings[column] as LocalStringSection, Number(url.searchParams.get('start')), Number(url.searchParams.get('end')));
      return answer(concatBytes(encodeStringSlice(section)));
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
    for (let chunk = await engine.csvNext(); chunk; chunk = await engine.csvNext()) direct.push(chunk.bytes);

    const all = concatBytes(answers.map((a) => a.bytes));
    const expected = concatBytes(direct);
    // Compared as text: a deep equality of megabytes of array elements takes seconds.
    expect(all.length).toBe(expected.length);
    expect(new TextDecoder().decode(all) === new TextDecoder().decode(expected)).toBe(true);
    expect(answers.length).toBe(Math.ceil(all.length / CSV_MESSAGE_BYTES));
    expect(answers.length).toBeLessThan(direct.length);
    expect(answers.at(-1)?.written).toBe(info.total);
    expect(answers.map((a) => a.written)).toEqual([...answers.map((a) => a.written)].sort((x, y) => x - y));
  });
});

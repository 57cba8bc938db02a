import { describe, expect, it } from 'vitest';
import { parseCsv } from './parseCsv.testUtil';
import type { Issue, RuleInfo } from '../model';
import { encodeDataset } from '../dataset/builder';
import { decodeDataset } from '../dataset/decode';
import { createLocalStringReader, createRemoteStringReader } from '../dataset/strings';
import { readDatasetLayout } from '../dataset/decode';
import { allRows } from '../grouping/counts';
import { generateLargeReport } from '../fixtures/largeReport';
import { CSV_COLUMNS } from './columns';
import { datasetCsvSource } from './datasetSource';
import { csvLine, escapeCsvCell, neutralizeFormula } from './escape';
import { csvFileName, sanitizeFileName } from './fileName';
import { issuesCsvSource } from './issueSource';
import { csvTextChunks, writeCsv, writeCsvText } from './writer';
import type { CsvRowSource } from './writer';

async function collect(source: CsvRowSource, options = {}): Promise<string> {
  let out = '';
  for await (const chunk of csvTextChunks(source, { bom: false, ...options })) out += chunk;
  return out;
}

const RULE: RuleInfo = {
  id: 'color-contrast',
  help: 'Elements must meet minimum color contrast ratio thresholds',
  description: 'Ensure the contrast between foreground and background colors meets WCAG 2 AA minimum contrast ratio thresholds',
  helpUrl: '',
  tags: ['cat.color', 'wcag2aa', 'wcag143'],
  impact: 'serious',
};
const BP: RuleInfo = { id: 'region', help: 'All page content should be contained by landmarks', description: '', helpUrl: '', tags: ['best-practice'], impact: 'moderate' };

function issue(o: Partial<Issue>): Issue {
  return {
    ruleId: 'color-contrast', impact: 'serious', needsReview: false, html: '<p>x</p>', target: 'p', failureSummary: 'Fix it',
    any: [], all: [], none: [], pageUrl: 'https://example.com/', timestamp: '2026-11-20T10:00:00Z', fingerprint: 'fp',
    fingerprintVersion: 1, componentId: 'c1', behaviour: null, issueStatus: 'visible', confirmed: null, preferred: false,
    sources: [], ...o,
  };
}

describe('CSV cells', () => {
  it('quotes per RFC 4180', () => {
    expect(escapeCsvCell('plain')).toBe('plain');
    expect(escapeCsvCell('a,b')).toBe('"a,b"');
    expect(escapeCsvCell('<a href="x">')).toBe('"<a href=""x"">"');
    expect(escapeCsvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvLine(['a', 'b c', ''])).toBe('a,b c,\r\n');
  });

  it('neutralises cells a spreadsheet would run as a formula', () => {
    expect(escapeCsvCell('=HYPERLINK("http://evil","click")')).toBe(`"'=HYPERLINK(""http://evil"",""click"")"`);
    for (const s of ['+1', '-1', '@SUM(A1)', '\tx']) expect(neutralizeFormula(s)).toBe(`'${s}`);
    expect(escapeCsvCell('\rcmd')).toBe(`"'\rcmd"`);
    expect(neutralizeFormula('a=b')).toBe('a=b');
  });
});

describe('CSV export', () => {
  const issues = [
    issue({ html: '<img alt="" src="a.png">', target: '=cmd|"/c calc"!A0', behaviour: '#777 on #fff', fingerprint: 'fp-1' }),
    issue({ ruleId: 'region', impact: 'moderate', needsReview: true, html: 'Zürich, “café”\r\nnext', fingerprint: 'fp-2', componentId: 'c2' }),
    issue({ fingerprint: 'fp-3', issueStatus: 'hidden' }),
    issue({ fingerprint: 'fp-4', issueStatus: 'non-issue', needsReview: true, confirmed: false }),
    issue({ fingerprint: 'fp-5', needsReview: true, confirmed: true, timestamp: 'garbage' }),
  ];
  const rules = { 'color-contrast': RULE, region: BP };
  const link = (fp: string): string => `https://curbcut.local/r/1?activeIssueId=${fp}`;

  it('writes the spec columns in order and leaves hidden and non-issue rows out', async () => {
    const text = await collect(issuesCsvSource(issues, rules, { issueLink: link }));
    const rows = parseCsv(text);
    expect(text.startsWith('Issue type,Severity,Component,Behavior,Issue description,Affected page,Guideline(s),HTML snippet,CSS selector,Needs review,Best practice,How to fix,Timestamp,Issue link\r\n')).toBe(true);
    expect(rows[0]).toEqual([...CSV_COLUMNS]);
    expect(rows).toHaveLength(4);
    expect(rows[1]).toEqual([
      'color-contrast', 'Serious', 'c1', '#777 on #fff', RULE.description, 'https://example.com/', 'SC 1.4.3',
      '<img alt="" src="a.png">', `'=cmd|"/c calc"!A0`, 'False', 'False', 'Fix it', '2026-11-20T10:00:00.000Z',
      'https://curbcut.local/r/1?activeIssueId=fp-1',
    ]);
    expect(rows[2]?.slice(0, 11)).toEqual([
      'region', 'Moderate', 'c2', '', BP.help, 'https://example.com/', '', 'Zürich, “café”\r\nnext', 'p', 'True', 'True',
    ]);
    expect(rows[3]?.[9]).toBe('False');
    expect(rows[3]?.[12]).toBe('');
  });

  it('gives the same text from dataset bytes, from fetched strings and from plain issues', async () => {
    const bytes = encodeDataset(issues, { rules: [RULE, BP] });
    const ds = decodeDataset(bytes);
    const core = decodeDataset(bytes.subarray(0, readDatasetLayout(bytes).coreByteLength));
    const expected = await collect(issuesCsvSource(issues, rules, { issueLink: link }));
    expect(await collect(datasetCsvSource(ds, allRows(ds), { issueLink: link }))).toBe(expected);
    const reader = createLocalStringReader(ds);
    expect(await collect(datasetCsvSource(core, allRows(core), { issueLink: link, reader }))).toBe(expected);
    expect(() => datasetCsvSource(core, allRows(core))).toThrow(/pass a StringColumnReader/);
  });

  it('matches at scale, streamed in chunks with progress', async () => {
    const report = generateLargeReport({ nodes: 5000, seed: 9 });
    const plain = [...report.issues()];
    const ds = decodeDataset(encodeDataset(plain, { rules: report.rules, testCases: report.testCases }));
    const source = datasetCsvSource(ds, allRows(ds), { batchRows: 700 });
    const chunks: string[] = [];
    const progress: [number, number][] = [];
    const result = await writeCsvText({
      source,
      chunkSize: 16_384,
      onChunk: (c) => {
        chunks.push(c);
      },
      onProgress: (w, t) => progress.push([w, t]),
    });
    const text = chunks.join('');
    expect(text.startsWith('\uFEFFIssue type,')).toBe(true);
    // Chunks end at row boundaries just past the chunk size.
    expect(chunks.every((c) => c.endsWith('\r\n'))).toBe(true);
    expect(chunks.slice(0, -1).every((c) => c.length >= 16_384 - 4096 && c.length < 16_384 + 4096)).toBe(true);
    const exported = plain.filter((i) => i.issueStatus === 'visible').length;
    expect(result).toMatchObject({ rows: exported, bytes: new TextEncoder().encode(text).length, chunks: chunks.length });
    expect(progress.at(-1)).toEqual([exported, exported]);
    expect(progress).toHaveLength(chunks.length);
    expect(progress.every(([w], i) => i === 0 || w > (progress[i - 1]?.[0] ?? 0))).toBe(true);
    const rules = Object.fromEntries(report.rules.map((r) => [r.id, r]));
    expect(text).toBe(`\uFEFF${await collect(issuesCsvSource(plain, rules))}`);
    expect(parseCsv(text.slice(1))).toHaveLength(exported + 1);
  });

  it('escapes a special byte at every position of short and long cells, 4-aligned or not', async () => {
    // The byte writer scans and copies four bytes at a time, through DataViews at any alignment.
    const cells: Issue[] = [];
    for (const special of ['"', ',', '\n', '\r', '=', 'é']) {
      for (let length = 1; length <= 19; length++) {
        for (let at = 0; at < length; at++) {
          const text = `${'x'.repeat(at)}${special}${'y'.repeat(length - at - 1)}`;
          cells.push(issue({ html: text, target: `p${text}`, failureSummary: text.repeat(9), behaviour: text, fingerprint: `fp-${cells.length}` }));
        }
      }
    }
    const bytes = encodeDataset(cells, { rules: [RULE, BP] });
    const expected = await collect(issuesCsvSource(cells, rules));
    const shifted = new Uint8Array(bytes.length + 1);
    shifted.set(bytes, 1);
    const unaligned = decodeDataset(shifted.subarray(1));
    expect((unaligned.localStrings.html?.data.byteOffset ?? 0) % 4).not.toBe(0);
    for (const ds of [decodeDataset(bytes), unaligned]) expect(await collect(datasetCsvSource(ds, allRows(ds)))).toBe(expected);
  });

  it('gives the text path\'s bytes from dataset bytes on cells full of quotes, separators, formula starters and non-ASCII', async () => {
    // Seeded random cells drawn mostly from the bytes the byte writer treats specially, of every
    // length around its four-byte steps and some long ones, each compared with the text path
    // (lineBatches through a StringColumnReader), in both chunk modes and on unaligned bytes.
    let seed = 12345;
    const random = (n: number): number => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return (seed >>> 8) % n;
    };
    const alphabet = ['"', ',', '\r', '\n', '\r\n', '=', '+', '-', '@', '\t', 'a', 'xyz', ' ', 'é', '€', '😀', '""', 'Zürich, “café”'];
    const starters = ['', '=', '+', '-', '@', '\t', '\r', '"', ',', 'é'];
    const text = (): string => {
      const length = random(10) === 0 ? 200 + random(200) : random(24);
      let out = starters[random(starters.length)] as string;
      for (let i = 0; i < length; i++) out += random(3) === 0 ? (alphabet[random(alphabet.length)] as string) : 'abcdefgh'.charAt(random(8));
      return out;
    };
    const cells: Issue[] = Array.from({ length: 600 }, (_, n) =>
      issue({
        html: text(), target: text(), failureSummary: text(), behaviour: random(4) === 0 ? null : text(),
        componentId: ['c1', 'c,2', '=c"3"'][n % 3], pageUrl: ['https://example.com/', 'https://example.com/a,b?q="x"'][n % 2],
        ruleId: n % 2 ? 'region' : 'color-contrast', needsReview: n % 5 === 0, fingerprint: `fp-${n}`,
        timestamp: new Date(Date.UTC(2026, 10, 20) + (n >> 4) * 1000).toISOString(),
      }),
    );
    const bytes = encodeDataset(cells, { rules: [RULE, BP] });
    const ds = decodeDataset(bytes);
    const core = decodeDataset(bytes.subarray(0, readDatasetLayout(bytes).coreByteLength));
    const local = createLocalStringReader(ds);
    // Strings as text only: the lineBatches path.
    const reader = { read: local.read, readRows: local.readRows };
    const sections = createRemoteStringReader({ rowCount: ds.rowCount, maxRangeRows: 40, fetchSection: (c, s, e) => local.readSection!(c, s, e) });
    const sparse = allRows(ds).filter((r) => r % 3 !== 1);
    const bytesOf = async (source: CsvRowSource, reuseChunks: boolean): Promise<string> => {
      const kept: Uint8Array[] = [];
      // With reuse a chunk is copied at once (its bytes are then written over); without, kept as is.
      await writeCsv({ source, chunkSize: 500, reuseChunks, onChunk: (c) => void kept.push(reuseChunks ? c.slice() : c) });
      const all = new Uint8Array(kept.reduce((n, c) => n + c.length, 0));
      kept.reduce((at, c) => (all.set(c, at), at + c.length), 0);
      return new TextDecoder('utf-8', { ignoreBOM: true }).decode(all);
    };
    for (const [options, rows] of [[{}, allRows(ds)], [{ issueLink: link }, allRows(ds)], [{}, sparse]] as const) {
      const expected = await bytesOf(datasetCsvSource(core, rows, { ...options, reader, batchRows: 50 }), false);
      expect(expected).toBe(await bytesOf(issuesCsvSource(rows.length === cells.length ? cells : [...sparse].map((r) => cells[r] as Issue), rules, options), false));
      // Sections fetched per block (as a worker reads /dataset/slices), split where rows spread wide.
      for (const reuse of [false, true]) {
        expect(await bytesOf(datasetCsvSource(core, rows, { ...options, reader: sections, batchRows: 50, maxSectionRows: 7 }), reuse)).toBe(expected);
      }
      for (const shift of [0, 1, 2, 3]) {
        const moved = new Uint8Array(bytes.length + shift);
        moved.set(bytes, shift);
        const local = decodeDataset(moved.subarray(shift));
        for (const reuse of [false, true]) expect(await bytesOf(datasetCsvSource(local, rows, { ...options, batchRows: 50 }), reuse)).toBe(expected);
      }
    }
  });

  it('writes UTF-8 chunks the caller may keep', async () => {
    const kept: Uint8Array[] = [];
    const result = await writeCsv({ source: issuesCsvSource(issues, rules), chunkSize: 64, bom: true, onChunk: (c) => void kept.push(c) });
    const all = new Uint8Array(kept.reduce((n, c) => n + c.length, 0));
    kept.reduce((at, c) => (all.set(c, at), at + c.length), 0);
    expect(Array.from(all.subarray(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(all)).toBe(`\uFEFF${await collect(issuesCsvSource(issues, rules))}`);
    expect(result).toEqual({ rows: 3, bytes: all.length, chunks: kept.length });
    expect(await collect(issuesCsvSource([], rules), { header: false })).toBe('');
  });

  it('refuses a nonsense chunk size', async () => {
    await expect(collect(issuesCsvSource([], {}), { chunkSize: 0 })).rejects.toThrow('chunkSize must be a positive integer, got 0.');
  });
});

describe('CSV file name', () => {
  const date = new Date(2026, 10, 22, 15, 30);

  it('is the report name plus dd-MM-yyyy', () => {
    expect(csvFileName({ reportName: 'Nightly build #42', date })).toBe('Nightly build #42-22-11-2026.csv');
  });

  it('names consolidated reports Consolidated_report[N]', () => {
    expect(csvFileName({ reportName: 'ignored', consolidatedCount: 3, date })).toBe('Consolidated_report[3]-22-11-2026.csv');
  });

  it('replaces characters illegal in file names', () => {
    expect(sanitizeFileName('a/b\\c:d*e?f"g<h>i|j\u0001k')).toBe('a_b_c_d_e_f_g_h_i_j_k');
    expect(sanitizeFileName('  trailing dots... ')).toBe('trailing dots');
    expect(sanitizeFileName('CON')).toBe('_CON');
    expect(sanitizeFileName('???')).toBe('___');
    expect(csvFileName({ reportName: '', date })).toBe('report-22-11-2026.csv');
    expect(() => csvFileName({ reportName: 'x', date: new Date('nope') })).toThrow('Export date is not a valid date.');
  });
});

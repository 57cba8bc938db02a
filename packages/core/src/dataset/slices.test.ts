import { describe, expect, it } from 'vitest';
import type { Issue } from '../model';
import { encodeDataset } from './builder';
import { decodeDataset, readDatasetLayout } from './decode';
import { DatasetFormatError } from './format';
import { decodeStringSlice, decodeStringSlices, encodeStringSlice, sectionOfStrings, sliceSection } from './slices';
import { createLocalStringReader, createRemoteStringReader, openDatasetFile, readStringRange } from './strings';

const TEXTS = ['<p class="a">Text</p>', '', 'Zürich — Café “quoted”, 😀', '\uFEFFp.a', 'plain', 'x'.repeat(300)];

function dataset() {
  const issues: Issue[] = TEXTS.map((html, i) => ({
    ruleId: 'region', impact: 'moderate', needsReview: false, html, target: `t${i}`, failureSummary: '', any: [], all: [], none: [],
    pageUrl: '/', timestamp: '2026-11-20T10:00:00.000Z', fingerprint: `fp${i}`, fingerprintVersion: 1, componentId: 'c', behaviour: null,
    issueStatus: 'visible', confirmed: null, preferred: false, sources: [],
  }));
  return encodeDataset(issues);
}

function joined(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

describe('string slices', () => {
  it('round-trip rows as bytes, non-ASCII and a leading BOM included', async () => {
    const ds = decodeDataset(dataset());
    const section = await createLocalStringReader(ds).readSection!('html', 1, 5);
    const decoded = decodeStringSlice(joined(encodeStringSlice(section)));
    const reader = createRemoteStringReader({ rowCount: 4, fetchSection: async (_c, s, e) => sliceSection(decoded, s, e) });
    expect(await reader.read('html', 0, 4)).toEqual(TEXTS.slice(1, 5));
    expect(await reader.readRows('html', [0, 2])).toEqual([TEXTS[1], TEXTS[3]]);
  });

  it('are what a stored dataset serves with ranged reads, and strings give the same slice', async () => {
    const bytes = dataset();
    const file = await openDatasetFile(async (offset, length) => bytes.slice(offset, offset + length));
    const section = await file.readSection('html', 2, 6);
    expect(joined(encodeStringSlice(section))).toEqual(joined(encodeStringSlice(sectionOfStrings(TEXTS.slice(2, 6)))));
    expect(await file.readStrings('html', 2, 6)).toEqual(TEXTS.slice(2, 6));
  });

  it('let a remote reader join several fetches into one section for a long range', async () => {
    const bytes = dataset();
    const full = decodeDataset(bytes);
    const core = decodeDataset(bytes.subarray(0, readDatasetLayout(bytes).coreByteLength));
    const local = createLocalStringReader(full);
    const calls: string[] = [];
    const reader = createRemoteStringReader({
      rowCount: core.rowCount,
      maxRangeRows: 4,
      fetchSection: async (column, start, end) => {
        calls.push(`${start}-${end}`);
        return local.readSection!(column, start, end);
      },
    });
    const section = await reader.readSection!('html', 0, 6);
    expect(calls).toEqual(['0-4', '4-6']);
    expect(decodeStringSlice(joined(encodeStringSlice(section)))).toEqual(section);
    expect(await reader.read('html', 0, 6)).toEqual(readStringRange(full, 'html', 0, 6));
  });

  it('refuse bytes that are not a slice, naming what is wrong', () => {
    const good = joined(encodeStringSlice(sectionOfStrings(['a', 'bc'])));
    expect(() => decodeStringSlice(good.subarray(0, 10))).toThrow(/shorter than its 16-byte header/);
    const wrongMagic = good.slice();
    wrongMagic[0] = 0x58;
    expect(() => decodeStringSlice(wrongMagic)).toThrow(DatasetFormatError);
    expect(() => decodeStringSlice(good.subarray(0, good.length - 1))).toThrow(/should be 43 bytes, got 42/);
  });

  it('make a remote reader refuse a slice with the wrong number of rows', async () => {
    const reader = createRemoteStringReader({ rowCount: 3, fetchSection: async () => sectionOfStrings(['only one']) });
    await expect(reader.read('html', 0, 3)).rejects.toThrow(/expected 3 rows, got 1/);
  });
});

describe('several string slices in one answer', () => {
  it('read back one section per column, and refuse a count that does not fill the bytes', () => {
    const a = sectionOfStrings(['<p>a</p>', 'é']);
    const b = sectionOfStrings(['p.a', '']);
    const bytes = joined([...encodeStringSlice(a), ...encodeStringSlice(b)]);
    const [first, second] = decodeStringSlices(bytes, 2);
    expect(joined(encodeStringSlice(first!))).toEqual(joined(encodeStringSlice(a)));
    expect(joined(encodeStringSlice(second!))).toEqual(joined(encodeStringSlice(b)));
    expect(() => decodeStringSlices(bytes, 1)).toThrow(/1 string slices end at byte/);
    expect(() => decodeStringSlices(bytes, 3)).toThrow(/shorter than its 16-byte header/);
  });
});

import { describe, expect, it } from 'vitest';
import type { Issue, RuleInfo } from '../model';
import { DatasetBuilder, concatBytes, encodeDataset } from './builder';
import { decodeDataset, readDatasetLayout } from './decode';
import { DATASET_FLAGS, DATASET_VERSION, DatasetFormatError, FIXED_HEADER_BYTES, bodyStart } from './format';
import type { DatasetHeader } from './format';
import { rowEnvironment } from './environment';
import { fingerprintHash } from './hash';
import { rowConfirmed, rowIssueStatus, rowNeedsReview, rowTestCases } from './rows';
import {
  createLocalStringReader,
  createRemoteStringReader,
  decodeChecks,
  openDatasetFile,
  readStringRange,
  readStringRows,
} from './strings';

const RULES: RuleInfo[] = [
  { id: 'color-contrast', help: 'Elements must meet minimum color contrast ratio thresholds', description: 'd', helpUrl: 'u', tags: ['cat.color', 'wcag2aa', 'wcag143'], impact: 'serious' },
  { id: 'region', help: 'All page content should be contained by landmarks', description: 'd', helpUrl: 'u', tags: ['cat.keyboard', 'best-practice'], impact: 'moderate' },
];

function issue(overrides: Partial<Issue> = {}): Issue {
  return {
    ruleId: 'color-contrast',
    impact: 'serious',
    needsReview: false,
    html: '<p class="a">Text</p>',
    target: 'p.a',
    failureSummary: 'Fix any of the following:\n  Element has insufficient color contrast of 2.8',
    any: [],
    all: [],
    none: [],
    pageUrl: 'https://example.com/',
    timestamp: '2026-11-20T10:00:00.000Z',
    fingerprint: 'fp-1',
    fingerprintVersion: 1,
    componentId: 'cmp-1',
    behaviour: '#777777 on #ffffff',
    issueStatus: 'visible',
    confirmed: null,
    preferred: false,
    sources: [],
    ...overrides,
  };
}

const ISSUES: Issue[] = [
  issue(),
  issue({
    ruleId: 'region',
    impact: 'moderate',
    needsReview: true,
    confirmed: true,
    html: '<div>Zürich — Café “quoted”, 😀</div>',
    target: 'div',
    behaviour: null,
    fingerprint: 'fp-2',
    componentId: 'cmp-2',
    pageUrl: 'https://example.com/about',
    sources: [{ testCaseId: 't1' }, { testCaseId: 't2' }, { testCaseId: 't1' }],
    any: [{ id: 'region', message: 'Some page content is not contained by landmarks', relatedNodes: [] }],
  }),
  issue({ fingerprint: 'fp-3', issueStatus: 'hidden', preferred: true, html: '', timestamp: 'not a date', sources: [{ testCaseId: 't2' }] }),
  issue({ fingerprint: 'fp-4', issueStatus: 'non-issue', needsReview: true, confirmed: false, impact: 'critical', target: '\uFEFFp.a' }),
];

/** The same dataset with its JSON header rewritten (the body keeps its offsets, relative to the body start). */
function withHeader(bytes: Uint8Array, edit: (header: DatasetHeader) => DatasetHeader): Uint8Array {
  const layout = readDatasetLayout(bytes);
  const json = new TextEncoder().encode(JSON.stringify(edit(structuredClone(layout.header))));
  const start = bodyStart(json.length);
  const out = new Uint8Array(start + bytes.length - layout.bodyStart);
  out.set(bytes.subarray(0, FIXED_HEADER_BYTES));
  new DataView(out.buffer).setUint32(12, json.length, true);
  out.set(json, FIXED_HEADER_BYTES);
  out.set(bytes.subarray(layout.bodyStart), start);
  return out;
}

function build(): Uint8Array {
  return encodeDataset(ISSUES, {
    rules: RULES,
    testCases: [
      { id: 't1', name: 'checkout flow', status: 'failed', file: 'tests/checkout.spec.ts' },
      { id: 't2', name: 'search', status: 'passed' },
    ],
  });
}

describe('worker dataset', () => {
  it('round-trips dictionaries and numeric columns', () => {
    const ds = decodeDataset(build());
    expect(ds.version).toBe(DATASET_VERSION);
    expect(ds.rowCount).toBe(4);
    expect(ds.rules.map((r) => r.id)).toEqual(['color-contrast', 'region']);
    expect(ds.rules[0]?.scs).toEqual(['1.4.3']);
    expect(ds.categories).toEqual(['color', 'keyboard']);
    expect(ds.rules[1]?.categoryIndexes).toEqual([1]);
    expect(ds.components).toEqual(['cmp-1', 'cmp-2']);
    expect(ds.pages).toEqual(['https://example.com/', 'https://example.com/about']);
    expect(ds.files).toEqual(['tests/checkout.spec.ts']);
    expect(ds.testCases).toEqual([
      { id: 't1', name: 'checkout flow', status: 'failed', file: 0 },
      { id: 't2', name: 'search', status: 'passed', file: -1 },
    ]);
    const c = ds.columns;
    expect(Array.from(c.rule)).toEqual([0, 1, 0, 0]);
    expect(Array.from(c.impact)).toEqual([1, 2, 1, 0]);
    expect(Array.from(c.component)).toEqual([0, 1, 0, 0]);
    expect(c.fingerprintHash[1]).toBe(fingerprintHash('fp-2'));
    expect(c.timestamp[0]).toBe(Date.parse('2026-11-20T10:00:00.000Z'));
    expect(Number.isNaN(c.timestamp[2])).toBe(true);
    expect(rowTestCases(ds, 1)).toEqual([0, 1]);
    expect(rowTestCases(ds, 2)).toEqual([1]);
    expect(rowTestCases(ds, 0)).toEqual([]);
  });

  it('carries test-case browser and OS and page environments, and reads datasets written without them', () => {
    const bytes = encodeDataset(ISSUES, {
      rules: RULES,
      testCases: [
        { id: 't1', name: 'checkout flow', status: 'failed', os: { name: 'Linux' } },
        { id: 't2', name: 'search', status: 'passed', browser: { name: 'chromium', version: '156' }, os: { name: 'macOS', version: '15' } },
      ],
      pageEnvironments: [
        ['https://example.com/about', { userAgent: 'Mozilla/5.0 HeadlessChrome/156.0', windowWidth: 1280, windowHeight: 720, orientation: 'landscape-primary' }],
        ['https://example.com/about', { windowWidth: 1, windowHeight: 1 }],
        ['https://example.com/never-named', { userAgent: 'x' }],
      ],
    });
    const ds = decodeDataset(bytes);
    expect(ds.testCases[0]).toEqual({ id: 't1', name: 'checkout flow', status: 'failed', file: -1, os: { name: 'Linux' } });
    expect(ds.testCases[1]?.browser).toEqual({ name: 'chromium', version: '156' });
    // The first environment given for a page wins; only what the pane shows is kept.
    expect(ds.pageEnvironments).toEqual([{}, { userAgent: 'Mozilla/5.0 HeadlessChrome/156.0', windowWidth: 1280, windowHeight: 720 }]);
    // Row 1: t1 names only an OS, t2 the browser; the page gives the viewport.
    expect(rowEnvironment(ds, 1)).toEqual({ browser: 'chromium 156', os: 'Linux', viewport: { width: 1280, height: 720 } });
    expect(rowEnvironment(ds, 0)).toEqual({ browser: null, os: null, viewport: null });

    const old = decodeDataset(
      withHeader(bytes, ({ pageEnvironments: _environments, ...header }) => ({
        ...header,
        testCases: header.testCases.map(({ browser: _browser, os: _os, ...t }) => t),
      })),
    );
    expect(old.version).toBe(DATASET_VERSION);
    expect(old.pageEnvironments).toEqual([{}, {}]);
    expect(old.testCases[1]).toEqual({ id: 't2', name: 'search', status: 'passed', file: -1 });
    expect(rowEnvironment(old, 1)).toEqual({ browser: null, os: null, viewport: null });
    expect(readStringRange(old, 'html', 1, 2)).toEqual([ISSUES[1]?.html]);

    expect(() => decodeDataset(withHeader(bytes, (h) => ({ ...h, pageEnvironments: [{}] })))).toThrow(
      "Dataset header: 'pageEnvironments' must hold one entry per page (2).",
    );
  });

  it("writes a unit's source report when it has one and leaves the key out otherwise", () => {
    const ds = decodeDataset(
      encodeDataset(ISSUES, {
        rules: RULES,
        testCases: [
          { id: 't1', name: 'Step 1: open cart', status: 'failed', reportId: 'r-1' },
          { id: 't2', name: 'search', status: 'passed' },
        ],
      }),
    );
    expect(ds.testCases).toEqual([
      { id: 't1', name: 'Step 1: open cart', status: 'failed', file: -1, reportId: 'r-1' },
      { id: 't2', name: 'search', status: 'passed', file: -1 },
    ]);
  });

  it('packs review, status, best-practice and preferred into the flags column', () => {
    const { flags } = decodeDataset(build()).columns;
    const f = Array.from(flags);
    expect(f.map(rowIssueStatus)).toEqual(['visible', 'visible', 'hidden', 'non-issue']);
    expect(f.map(rowConfirmed)).toEqual([null, true, null, false]);
    // A confirmed needs-review issue counts as confirmed.
    expect(f.map(rowNeedsReview)).toEqual([false, false, false, true]);
    expect(f.map((v) => (v & DATASET_FLAGS.bestPractice) !== 0)).toEqual([false, true, false, false]);
    expect(f.map((v) => (v & DATASET_FLAGS.preferred) !== 0)).toEqual([false, false, true, false]);
  });

  it('reads string columns by range and by sparse rows, non-ASCII included', async () => {
    const ds = decodeDataset(build());
    expect(readStringRange(ds, 'html', 0, 4)).toEqual(ISSUES.map((i) => i.html));
    expect(readStringRange(ds, 'behaviour', 0, 4)).toEqual(['#777777 on #ffffff', '', '#777777 on #ffffff', '#777777 on #ffffff']);
    expect(readStringRows(ds, 'fingerprint', [1, 3])).toEqual(['fp-2', 'fp-4']);
    expect(readStringRows(ds, 'target', [3])).toEqual(['\uFEFFp.a']);
    const reader = createLocalStringReader(ds);
    expect(await reader.read('html', 1, 2)).toEqual(['<div>Zürich — Café “quoted”, 😀</div>']);
    expect(decodeChecks((await reader.read('checks', 1, 2))[0] as string).any[0]?.id).toBe('region');
    expect(decodeChecks(readStringRange(ds, 'checks', 0, 1)[0] as string)).toEqual({ any: [], all: [], none: [] });
    expect(() => readStringRange(ds, 'html', 2, 5)).toThrow('Invalid row range 2..5');
  });

  it('serves the core prefix to the browser and strings from the server', async () => {
    const bytes = build();
    const layout = readDatasetLayout(bytes);
    expect(layout.totalByteLength).toBe(bytes.length);
    const core = decodeDataset(bytes.subarray(0, layout.coreByteLength));
    expect(core.localStrings).toEqual({});
    expect(() => readStringRange(core, 'html', 0, 1)).toThrow(/not in these bytes/);
    const full = decodeDataset(bytes);
    const calls: string[] = [];
    const remote = createRemoteStringReader({
      rowCount: core.rowCount,
      maxGapRows: 1,
      fetch: async (column, start, end) => {
        calls.push(`${column}:${start}-${end}`);
        return readStringRange(full, column, start, end);
      },
    });
    expect(await remote.readRows('target', [0, 1, 3])).toEqual(['p.a', 'div', '\uFEFFp.a']);
    expect(calls).toEqual(['target:0-2', 'target:3-4']);
    await expect(remote.read('html', 0, 9)).rejects.toThrow('Invalid row range 0..9');
  });

  it('opens a stored dataset through random reads', async () => {
    const bytes = build();
    let read = 0;
    const file = await openDatasetFile(async (offset, length) => {
      read += length;
      return bytes.slice(offset, offset + length);
    });
    expect(file.layout.rowCount).toBe(4);
    expect(await file.readStrings('html', 1, 3)).toEqual([ISSUES[1]?.html, '']);
    expect(await file.readStrings('failureSummary', 0, 0)).toEqual([]);
    expect(read).toBeLessThan(bytes.length);
  });

  it('decodes from an unaligned buffer', () => {
    const bytes = build();
    const shifted = new Uint8Array(bytes.length + 3);
    shifted.set(bytes, 3);
    const ds = decodeDataset(shifted.subarray(3));
    expect(Array.from(ds.columns.component)).toEqual([0, 1, 0, 0]);
    expect(readStringRange(ds, 'target', 0, 2)).toEqual(['p.a', 'div']);
  });

  it('gives the same bytes as parts or as one array', () => {
    const a = new DatasetBuilder({ rules: RULES });
    const b = new DatasetBuilder({ rules: RULES });
    for (const i of ISSUES) {
      a.append(i);
      b.append(i);
    }
    const parts = a.finishParts();
    expect(parts.length).toBeGreaterThan(3);
    expect(concatBytes(parts)).toEqual(b.finish());
    expect(() => a.append(issue())).toThrow('already finished');
  });

  it('learns rules from issues and takes their tags when they arrive later', () => {
    const builder = new DatasetBuilder();
    builder.append(issue({ ruleId: 'region', impact: 'minor' }));
    builder.append(issue({ ruleId: 'region', impact: 'serious' }));
    builder.append(issue({ ruleId: 'color-contrast' }));
    builder.addRule(RULES[1] as RuleInfo);
    const ds = decodeDataset(builder.finish());
    expect(ds.rules[0]?.help).toBe('All page content should be contained by landmarks');
    expect(ds.rules[1]).toMatchObject({ id: 'color-contrast', impact: 'serious', help: '' });
    expect(Array.from(ds.columns.flags).map((f) => (f & DATASET_FLAGS.bestPractice) !== 0)).toEqual([true, true, false]);
  });

  it('refuses bad input with a clear error', () => {
    const bytes = build();
    const wrongMagic = bytes.slice();
    wrongMagic[0] = 0x58;
    expect(() => decodeDataset(wrongMagic)).toThrow(`Not a Curbcut dataset: expected magic 'CCDS', found "XCDS".`);
    const wrongVersion = bytes.slice();
    wrongVersion[4] = 2;
    expect(() => decodeDataset(wrongVersion)).toThrow('Unsupported dataset version 2: this build reads version 1');
    expect(() => decodeDataset(bytes.subarray(0, 10))).toThrow(DatasetFormatError);
    const layout = readDatasetLayout(bytes);
    expect(() => decodeDataset(bytes.subarray(0, layout.coreByteLength - 8))).toThrow(/truncated/);
    const badRule = bytes.slice();
    const ruleSection = layout.header.sections.find((s) => s.name === 'rule');
    badRule[layout.bodyStart + (ruleSection?.offset ?? 0) + 2] = 9;
    expect(() => decodeDataset(badRule)).toThrow('Dataset row 1: rule index 9 but the dataset has 2 rules.');
    expect(() => new DatasetBuilder().append(issue({ impact: 'cosmetic' as never }))).toThrow(
      "Issue 0 (color-contrast): unknown impact 'cosmetic'.",
    );
  });

  it('encodes an empty report', () => {
    const ds = decodeDataset(encodeDataset([]));
    expect(ds.rowCount).toBe(0);
    expect(readStringRange(ds, 'html', 0, 0)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import type { Impact, Issue, IssueStatus, RuleInfo, TestCase } from '../model';
import { concatBytes, encodeDataset } from '../dataset/builder';
import { decodeDataset, readDatasetLayout } from '../dataset/decode';
import type { Dataset } from '../dataset/decode';
import { DATASET_FLAGS, STRING_COLUMNS } from '../dataset/format';
import { rowConfirmed, rowIssueStatus, rowNeedsReview, rowTestCases } from '../dataset/rows';
import { readStringRange } from '../dataset/strings';
import { allRows, countByImpact } from '../grouping/counts';
import { countByStatus, summarizeRows } from '../grouping/summary';
import { DatasetConsolidation, consolidateDatasets } from './consolidate';
import type { ConsolidationSource } from './consolidate';
import { rowReportIds } from './sourceReports';

const RULES: RuleInfo[] = [
  { id: 'color-contrast', help: 'Elements must meet minimum color contrast ratio thresholds', description: 'd', helpUrl: 'u', tags: ['cat.color', 'wcag2aa', 'wcag143'], impact: 'serious' },
  { id: 'button-name', help: 'Buttons must have discernible text', description: 'd', helpUrl: 'u', tags: ['cat.name-role-value', 'wcag2a', 'wcag412'], impact: 'critical' },
];

function issue(fingerprint: string, overrides: Partial<Issue> = {}): Issue {
  return {
    ruleId: 'color-contrast',
    impact: 'serious',
    needsReview: false,
    html: `<button class="pay">${fingerprint}</button>`,
    target: 'button.pay',
    failureSummary: 'Fix any of the following:\n  Element has insufficient color contrast of 2.8',
    any: [],
    all: [],
    none: [],
    pageUrl: 'https://shop.example/checkout',
    timestamp: '2026-11-20T10:00:00.000Z',
    fingerprint,
    fingerprintVersion: 1,
    componentId: 'cmp-pay',
    behaviour: null,
    issueStatus: 'visible',
    confirmed: null,
    preferred: false,
    sources: [],
    ...overrides,
  };
}

function step(id: string, name: string): TestCase {
  return { id, name, status: 'failed' };
}

function report(reportId: string, issues: Issue[], units: TestCase[] = [], reportName = `Report ${reportId}`): ConsolidationSource {
  return { reportId, reportName, dataset: encodeDataset(issues, { rules: RULES, testCases: units }) };
}

function merge(...sources: ConsolidationSource[]): Dataset {
  return decodeDataset(concatBytes(consolidateDatasets(sources).parts));
}

function fingerprints(dataset: Dataset): string[] {
  return readStringRange(dataset, 'fingerprint', 0, dataset.rowCount);
}

function unitNames(dataset: Dataset, row: number): string[] {
  return rowTestCases(dataset, row).map((i) => dataset.testCases[i]?.name ?? '?');
}

describe('consolidateDatasets: one issue per fingerprint', () => {
  it('merges one element found by three reports into one issue with three source reports and the union of their units', () => {
    const a = report('r-a', [issue('fp-pay', { sources: [{ testCaseId: 'a-step-2' }] })], [step('a-step-1', 'Step 1: open cart'), step('a-step-2', 'Step 2: pay')]);
    const b = report('r-b', [issue('fp-pay', { sources: [{ testCaseId: 'b-step-4' }, { testCaseId: 'b-step-5' }] })], [step('b-step-4', 'Step 4: pay'), step('b-step-5', 'Step 5: confirm')]);
    const c = report('r-c', [issue('fp-pay', { sources: [{ testCaseId: 'c-check' }] })], [step('c-check', 'Check 1.4.3')]);
    const result = consolidateDatasets([a, b, c]);
    expect(result.rowCount).toBe(1);
    expect(result.sourceRows).toBe(3);
    const merged = decodeDataset(concatBytes(result.parts));
    expect(merged.rowCount).toBe(1);
    expect(rowReportIds(merged, 0)).toEqual(['r-a', 'r-b', 'r-c']);
    expect(unitNames(merged, 0)).toEqual(['Step 2: pay', 'Step 4: pay', 'Step 5: confirm', 'Check 1.4.3']);
    // Every unit of every source is in the dictionary, each naming its report, even a step with no issue.
    expect(merged.testCases.map((t) => [t.id, t.reportId])).toEqual([
      ['a-step-1', 'r-a'],
      ['a-step-2', 'r-a'],
      ['b-step-4', 'r-b'],
      ['b-step-5', 'r-b'],
      ['c-check', 'r-c'],
    ]);
  });

  it('keeps different fingerprints on the same page apart, in the order they were first seen', () => {
    const a = report('r-a', [issue('fp-1'), issue('fp-2')]);
    const b = report('r-b', [issue('fp-3'), issue('fp-1'), issue('fp-4')]);
    const merged = merge(a, b);
    expect(fingerprints(merged)).toEqual(['fp-1', 'fp-2', 'fp-3', 'fp-4']);
    expect(merged.pages).toEqual(['https://shop.example/checkout']);
    expect(rowReportIds(merged, 0)).toEqual(['r-a', 'r-b']);
    expect(rowReportIds(merged, 2)).toEqual(['r-b']);
  });

  it('never merges two fingerprints whose hashes collide', () => {
    // 'costarring' and 'liquid' share a 32-bit FNV-1a hash: the bytes decide.
    const merged = merge(report('r-a', [issue('costarring')]), report('r-b', [issue('liquid'), issue('costarring')]));
    expect(Array.from(merged.columns.fingerprintHash.subarray(0, 1))).toEqual(Array.from(merged.columns.fingerprintHash.subarray(1, 2)));
    expect(fingerprints(merged)).toEqual(['costarring', 'liquid']);
    expect(rowReportIds(merged, 0)).toEqual(['r-a', 'r-b']);
  });

  it('credits an issue found outside any unit to a unit named after its report', () => {
    const merged = merge(
      report('r-a', [issue('fp-1', { sources: [{ testCaseId: 'a-step-1' }] })], [step('a-step-1', 'Step 1: open cart')]),
      report('r-b', [issue('fp-1'), issue('fp-2')], [], 'Checkout flow'),
    );
    expect(unitNames(merged, 0)).toEqual(['Step 1: open cart', 'Checkout flow']);
    expect(unitNames(merged, 1)).toEqual(['Checkout flow']);
    expect(merged.testCases.find((t) => t.id === 'r-b')).toEqual({ id: 'r-b', name: 'Checkout flow', status: 'failed', file: -1, reportId: 'r-b' });
    expect(rowReportIds(merged, 1)).toEqual(['r-b']);
  });

  it('keeps one unit when two sources carry the same unit id', () => {
    const shared = step('tc-login', 'Log in');
    const merged = merge(
      report('r-a', [issue('fp-1', { sources: [{ testCaseId: 'tc-login' }] })], [shared]),
      report('r-b', [issue('fp-1', { sources: [{ testCaseId: 'tc-login' }] })], [shared]),
    );
    expect(merged.testCases.map((t) => [t.id, t.reportId])).toEqual([['tc-login', 'r-a']]);
    expect(unitNames(merged, 0)).toEqual(['Log in']);
  });
});

describe('consolidateDatasets: merge rules', () => {
  function mergedRow(...sightings: Partial<Issue>[]): { dataset: Dataset; flags: number } {
    const dataset = merge(...sightings.map((s, i) => report(`r-${i}`, [issue('fp-same', s)])));
    expect(dataset.rowCount).toBe(1);
    return { dataset, flags: dataset.columns.flags[0] as number };
  }

  it.each<[Impact[], Impact]>([
    [['serious', 'critical'], 'critical'],
    [['minor', 'moderate', 'minor'], 'moderate'],
    [['critical', 'minor'], 'critical'],
  ])('the most severe impact wins: %j gives %s', (impacts, expected) => {
    const { dataset } = mergedRow(...impacts.map((impact) => ({ impact })));
    expect(['critical', 'serious', 'moderate', 'minor'][dataset.columns.impact[0] as number]).toBe(expected);
  });

  it.each<[boolean[], boolean]>([
    [[true, false], false],
    [[false, true], false],
    [[true, true], true],
  ])('a violation outweighs a needs-review sighting: needsReview %j gives %s', (needsReview, expected) => {
    const { flags } = mergedRow(...needsReview.map((n) => ({ needsReview: n })));
    expect((flags & DATASET_FLAGS.needsReview) !== 0).toBe(expected);
    expect(rowNeedsReview(flags)).toBe(expected);
  });

  it.each<[IssueStatus[], IssueStatus]>([
    [['hidden', 'visible'], 'visible'],
    [['non-issue', 'hidden'], 'hidden'],
    [['non-issue', 'non-issue'], 'non-issue'],
    [['non-issue', 'hidden', 'visible'], 'visible'],
    [['hidden', 'hidden'], 'hidden'],
  ])('visible if any source shows it, else hidden if any hides it: %j gives %s', (statuses, expected) => {
    const { flags } = mergedRow(...statuses.map((issueStatus) => ({ issueStatus })));
    expect(rowIssueStatus(flags)).toBe(expected);
  });

  it.each<[(boolean | null)[], boolean | null]>([
    [[false, true], true],
    [[null, true, false], true],
    [[false, null], null],
    [[null, null], null],
    [[false, false], false],
  ])('confirmed if any source confirmed, else undecided if any left it undecided: %j gives %s', (decisions, expected) => {
    const { flags } = mergedRow(...decisions.map((confirmed) => ({ needsReview: true, confirmed })));
    expect(rowConfirmed(flags)).toBe(expected);
  });

  it.each<[boolean[], boolean]>([
    [[false, true], true],
    [[true, false], true],
    [[false, false], false],
  ])('preferred if any source prefers it: %j gives %s', (preferred, expected) => {
    const { flags } = mergedRow(...preferred.map((p) => ({ preferred: p, behaviour: '#777777 on #ffffff' })));
    expect((flags & DATASET_FLAGS.preferred) !== 0).toBe(expected);
  });

  it('takes text, page, component and time from the first sighting and rules from the first source, with the most severe impact seen', () => {
    const firstRule = { ...(RULES[0] as RuleInfo), impact: 'moderate' as const };
    const a: ConsolidationSource = {
      reportId: 'r-a',
      reportName: 'A',
      dataset: encodeDataset([issue('fp-1', { html: '<b>first</b>', impact: 'moderate' })], { rules: [firstRule] }),
    };
    const laterRule = { ...(RULES[0] as RuleInfo), help: 'A later wording', impact: 'critical' as const };
    const b: ConsolidationSource = {
      reportId: 'r-b',
      reportName: 'B',
      dataset: encodeDataset(
        [issue('fp-1', { html: '<b>later</b>', pageUrl: 'https://shop.example/other', componentId: 'cmp-other', timestamp: '2026-11-21T10:00:00.000Z' })],
        { rules: [laterRule] },
      ),
    };
    const merged = merge(a, b);
    expect(readStringRange(merged, 'html', 0, 1)).toEqual(['<b>first</b>']);
    expect(merged.pages[merged.columns.page[0] as number]).toBe('https://shop.example/checkout');
    expect(merged.components[merged.columns.component[0] as number]).toBe('cmp-pay');
    expect(merged.columns.timestamp[0]).toBe(Date.parse('2026-11-20T10:00:00.000Z'));
    expect(merged.rules[0]).toMatchObject({ help: firstRule.help, impact: 'critical' });
  });
});

describe('consolidateDatasets: counts and bytes', () => {
  const TEXT = ['<p>Zürich — Café “quoted”, 😀</p>', '', '<img src="a.png">', '\uFEFF<span>bom</span>'];

  /** Three reports of 300 issues; every third fingerprint is shared by all three. */
  function sources(): ConsolidationSource[] {
    const impacts: Impact[] = ['critical', 'serious', 'moderate', 'minor'];
    const statuses: IssueStatus[] = ['visible', 'visible', 'hidden', 'non-issue', 'visible'];
    return ['r-a', 'r-b', 'r-c'].map((reportId, s) => {
      const units = [step(`${reportId}-1`, `${reportId} step 1`), { ...step(`${reportId}-2`, `${reportId} step 2`), file: 'flows/checkout.json', browser: { name: 'chromium', version: '156' } }];
      const issues = Array.from({ length: 300 }, (_, i) => {
        const k = i * 7 + s * 13;
        const needsReview = k % 5 === 0;
        return issue(i % 3 === 0 ? `shared-${i}` : `${reportId}-${i}`, {
          ruleId: (RULES[k % 2] as RuleInfo).id,
          impact: impacts[k % 4] as Impact,
          needsReview,
          confirmed: needsReview ? ([null, true, false][k % 3] as boolean | null) : null,
          issueStatus: statuses[k % 5] as IssueStatus,
          preferred: k % 11 === 0,
          html: `${TEXT[k % TEXT.length]}${i}`,
          target: `#el-${s}-${i}`,
          pageUrl: `https://shop.example/page-${k % 6}`,
          componentId: `cmp-${k % 9}`,
          sources: k % 4 === 0 ? [] : [{ testCaseId: (units[k % 2] as TestCase).id }],
          any: k % 10 === 0 ? [{ id: 'color-contrast', message: 'Low contrast', relatedNodes: [] }] : [],
        });
      });
      return report(reportId, issues, units);
    });
  }

  interface Sighting {
    impact: number;
    needsReview: boolean;
    status: IssueStatus;
    confirmed: boolean | null;
    preferred: boolean;
    component: string;
    page: string;
    ai: boolean;
    strings: string[];
    reports: string[];
  }

  /** The merge redone plainly: decoded inputs folded into a Map keyed by fingerprint string. */
  function recount(input: ConsolidationSource[]): Map<string, Sighting> {
    const byFingerprint = new Map<string, Sighting>();
    for (const source of input) {
      const d = decodeDataset(source.dataset);
      const text = STRING_COLUMNS.map((column) => readStringRange(d, column, 0, d.rowCount));
      for (let r = 0; r < d.rowCount; r++) {
        const f = d.columns.flags[r] as number;
        const seen: Sighting = {
          impact: d.columns.impact[r] as number,
          needsReview: (f & DATASET_FLAGS.needsReview) !== 0,
          status: rowIssueStatus(f),
          confirmed: rowConfirmed(f),
          preferred: (f & DATASET_FLAGS.preferred) !== 0,
          component: d.components[d.columns.component[r] as number] as string,
          page: d.pages[d.columns.page[r] as number] as string,
          ai: (f & DATASET_FLAGS.aiDetected) !== 0,
          strings: text.map((column) => column[r] as string),
          reports: [source.reportId],
        };
        const fingerprint = seen.strings[STRING_COLUMNS.indexOf('fingerprint')] as string;
        const kept = byFingerprint.get(fingerprint);
        if (!kept) {
          byFingerprint.set(fingerprint, seen);
          continue;
        }
        kept.impact = Math.min(kept.impact, seen.impact);
        kept.needsReview = kept.needsReview && seen.needsReview;
        const statuses = [kept.status, seen.status];
        kept.status = statuses.includes('visible') ? 'visible' : statuses.includes('hidden') ? 'hidden' : 'non-issue';
        const decisions = [kept.confirmed, seen.confirmed];
        kept.confirmed = decisions.includes(true) ? true : decisions.includes(null) ? null : false;
        kept.preferred = kept.preferred || seen.preferred;
        if (!kept.reports.includes(source.reportId)) kept.reports.push(source.reportId);
      }
    }
    return byFingerprint;
  }

  it("gives the merged dataset the counts of an independent recount of its inputs, with core's own counting", () => {
    const input = sources();
    const merged = merge(...input);
    const expected = [...recount(input).values()];
    expect(merged.rowCount).toBe(expected.length);
    expect(merged.rowCount).toBe(300 + 2 * 200);

    const counted = expected.filter((i) => i.status === 'visible' && !(i.needsReview && i.confirmed !== true));
    const bySeverity = [0, 1, 2, 3].map((code) => counted.filter((i) => i.impact === code).length);
    expect(summarizeRows(merged)).toEqual({
      critical: bySeverity[0],
      serious: bySeverity[1],
      moderate: bySeverity[2],
      minor: bySeverity[3],
      issueCount: counted.length,
      componentCount: new Set(counted.map((i) => i.component)).size,
      pageCount: new Set(counted.map((i) => i.page)).size,
      needsReviewCount: expected.filter((i) => i.status === 'visible' && i.needsReview && i.confirmed !== true).length,
      hiddenIssuesCount: expected.filter((i) => i.status === 'hidden').length,
      aiIssuesCount: counted.filter((i) => i.ai).length,
    });
    expect(countByStatus(merged)).toEqual({
      visible: expected.filter((i) => i.status === 'visible').length,
      hidden: expected.filter((i) => i.status === 'hidden').length,
      nonIssue: expected.filter((i) => i.status === 'non-issue').length,
    });
    expect(Array.from(countByImpact(merged, allRows(merged)))).toEqual([0, 1, 2, 3].map((code) => expected.filter((i) => i.impact === code).length));
    expect(expected.map((_, row) => rowReportIds(merged, row))).toEqual(expected.map((i) => i.reports));
  });

  it('round-trips: the merged dataset decodes whole and every string reads back as its first sighting wrote it', () => {
    const input = sources();
    const result = consolidateDatasets(input);
    const bytes = concatBytes(result.parts);
    expect(readDatasetLayout(bytes).totalByteLength).toBe(bytes.length);
    const merged = decodeDataset(bytes);
    const expected = [...recount(input).values()];
    for (const [i, column] of STRING_COLUMNS.entries()) {
      expect(readStringRange(merged, column, 0, merged.rowCount), column).toEqual(expected.map((s) => s.strings[i]));
    }
    const unit = merged.testCases.find((t) => t.id === 'r-b-2');
    expect(unit).toMatchObject({ name: 'r-b step 2', reportId: 'r-b', browser: { name: 'chromium', version: '156' } });
    expect(merged.files[unit?.file ?? -1]).toBe('flows/checkout.json');
  });

  it('writes the same dataset when its text spills to sinks as it is merged (a server streams it from files)', () => {
    const input = sources();
    const sinks = new Map<string, Uint8Array[]>();
    const spilling = new DatasetConsolidation({
      spill: (column) => {
        const chunks: Uint8Array[] = [];
        sinks.set(column, chunks);
        // The merge reuses its buffer once the sink returns: keep a copy.
        return (bytes) => chunks.push(bytes.slice());
      },
    });
    for (const source of input) spilling.add(source);
    const parts = spilling.finish().parts.flatMap((p) => (p instanceof Uint8Array ? [p] : (sinks.get(p.column) ?? [])));
    expect(concatBytes(parts)).toEqual(concatBytes(consolidateDatasets(input).parts));
  });

  it('refuses a dataset without its string columns, naming the report', () => {
    const whole = encodeDataset([issue('fp-1')], { rules: RULES });
    const prefix = whole.subarray(0, readDatasetLayout(whole).coreByteLength);
    expect(() => consolidateDatasets([{ reportId: 'r-short', reportName: 'Short', dataset: prefix }])).toThrow(
      "Report r-short: its dataset lacks the 'html' column; consolidation needs whole datasets.",
    );
  });
});

import { describe, expect, it } from 'vitest';
import type { ImportedResults, IssueNode } from '../model';
import { NOT_TESTED_MESSAGES, conformanceOutcomesFromResults, evaluateConformance } from './evaluate';
import type { ConformanceOutcomes, ConformanceRow } from './evaluate';
import {
  CONFORMANCE_TARGETS,
  DEFAULT_CONFORMANCE_TARGET,
  REGULATIONS,
  regulationTarget,
  regulationsRequiring,
} from './regulations';
import { groupByPrinciple, sortConformanceRows, summarizeConformance } from './view';

const IMAGE_ALT = ['cat.text-alternatives', 'wcag2a', 'wcag111', 'section508'];
const CONTRAST = ['cat.color', 'wcag2aa', 'wcag143'];
const TARGET_SIZE = ['cat.sensory-and-visual-cues', 'wcag22aa', 'wcag258'];
const HTML_LANG = ['cat.language', 'wcag2a', 'wcag311'];

const outcomes: ConformanceOutcomes = {
  violated: [
    { ruleId: 'image-alt', tags: IMAGE_ALT, pages: ['https://a.test/', 'https://a.test/about'] },
    { ruleId: 'role-img-alt', tags: ['wcag2a', 'wcag111'], pages: ['https://a.test/about', 'https://a.test/contact'] },
  ],
  incomplete: [{ ruleId: 'color-contrast', tags: CONTRAST }],
  passed: [
    { ruleId: 'html-has-lang', tags: HTML_LANG },
    { ruleId: 'image-alt', tags: IMAGE_ALT },
    { ruleId: 'target-size', tags: TARGET_SIZE },
  ],
};

const row = (rows: ConformanceRow[], sc: string) => rows.find((r) => r.sc === sc);

describe('conformance per success criterion', () => {
  const rows = evaluateConformance(outcomes, { version: '2.1' });

  it('opens on WCAG 2.2 AAA by default', () => {
    expect(DEFAULT_CONFORMANCE_TARGET).toEqual({ version: '2.2', level: 'AAA' });
    expect(rows).toHaveLength(86);
  });

  it('fails a criterion with a violation and records its distinct page count', () => {
    expect(row(rows, '1.1.1')).toMatchObject({ status: 'fail', pageCount: 3, ruleIds: ['image-alt', 'role-img-alt'] });
  });

  it('passes an automated criterion whose rules ran without failing', () => {
    expect(row(rows, '3.1.1')).toMatchObject({ status: 'pass', pageCount: 0, ruleIds: ['html-has-lang'] });
  });

  it('sends incomplete results to a manual check', () => {
    expect(row(rows, '1.4.3')).toMatchObject({ status: 'needsManualCheck', ruleIds: ['color-contrast'] });
  });

  it('tells criteria outside the scanned version apart from those that need a new scan', () => {
    const outside = row(rows, '2.5.8');
    expect(outside).toMatchObject({ status: 'notTested', notTestedReason: 'outsideScannedVersion' });
    expect(NOT_TESTED_MESSAGES[outside!.notTestedReason!]).toBe('Not tested – SC not included in scanned WCAG version');
    const rerun = row(rows, '2.4.2');
    expect(rerun).toMatchObject({ status: 'notTested', notTestedReason: 'needsRerun' });
    expect(NOT_TESTED_MESSAGES[rerun!.notTestedReason!]).toBe(
      'Available in latest rule engine version. This Success Criterion can be tested by running a new scan.',
    );
  });

  it('marks criteria no rule can decide as needing an assisted test or a manual check', () => {
    expect(row(rows, '2.4.7')?.status).toBe('needsAssistedTest');
    expect(row(rows, '1.2.5')?.status).toBe('needsManualCheck');
  });

  it('treats levels above a scanned level as not tested', () => {
    const aa = evaluateConformance(outcomes, { version: '2.2', level: 'AA' });
    expect(row(aa, '2.5.8')?.status).toBe('pass');
    expect(row(aa, '1.4.6')).toMatchObject({ status: 'notTested', notTestedReason: 'outsideScannedVersion' });
  });

  it('words criteria as the viewed version does and leaves out 4.1.1 in 2.2', () => {
    expect(row(evaluateConformance(outcomes, { version: '2.1' }, { version: '2.1', level: 'AAA' }), '2.5.5')?.handle).toBe('Target Size');
    expect(row(rows, '2.5.5')?.handle).toBe('Target Size (Enhanced)');
    expect(row(rows, '4.1.1')).toBeUndefined();
  });

  it('counts, sorts and groups rows for the summary grid', () => {
    const counts = summarizeConformance(rows);
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(86);
    expect(counts.fail).toBe(1);
    const byStatus = sortConformanceRows(rows, 'status');
    expect(byStatus[0]?.sc).toBe('1.1.1');
    expect(byStatus.at(-1)?.status).toBe('pass');
    const bySc = sortConformanceRows([...rows].reverse(), 'sc').map((r) => r.sc);
    expect(bySc.indexOf('1.4.10')).toBe(bySc.indexOf('1.4.9') + 1);
    const groups = groupByPrinciple(rows);
    expect(groups.map((g) => g.principle)).toEqual(['perceivable', 'operable', 'understandable', 'robust']);
    expect(groups[3]?.rows.map((r) => r.sc)).toEqual(['4.1.2', '4.1.3']);
  });
});

describe('regulations', () => {
  it('maps ADA, EAA and RGAA to WCAG 2.1 AA and 508 to WCAG 2.0 AA', () => {
    expect(REGULATIONS.map((r) => r.id)).toEqual(['ada', 'eaa', '508', 'rgaa']);
    expect(regulationTarget('ada')).toEqual({ version: '2.1', level: 'AA' });
    expect(regulationTarget('eaa')).toEqual({ version: '2.1', level: 'AA' });
    expect(regulationTarget('rgaa')).toEqual({ version: '2.1', level: 'AA' });
    expect(regulationTarget('508')).toEqual({ version: '2.0', level: 'AA' });
    expect(() => regulationTarget('wcag')).toThrow("Unknown regulation 'wcag'; expected one of ada, eaa, 508, rgaa");
  });

  it('lists the regulations that require a criterion', () => {
    expect(regulationsRequiring('1.4.3')).toEqual(['ada', 'eaa', '508', 'rgaa']);
    expect(regulationsRequiring('1.4.10')).toEqual(['ada', 'eaa', 'rgaa']);
    expect(regulationsRequiring('2.5.8')).toEqual([]);
  });

  it('offers 2.2, 2.1 and 2.0 at AAA, AA and A', () => {
    expect(CONFORMANCE_TARGETS.map((t) => `${t.version} ${t.level}`)).toEqual([
      '2.2 AAA', '2.2 AA', '2.2 A', '2.1 AAA', '2.1 AA', '2.1 A', '2.0 AAA', '2.0 AA', '2.0 A',
    ]);
  });
});

describe('rule outcomes from imported axe results', () => {
  const node = (ruleId: string, pageUrl: string): IssueNode => ({
    ruleId, impact: 'critical', needsReview: false, html: '<img>', target: 'img', failureSummary: '',
    any: [], all: [], none: [], pageUrl, timestamp: '2025-08-01T00:00:00Z',
  });
  const page = (url: string, violations: IssueNode[]) => ({
    url, timestamp: '2025-08-01T00:00:00Z', engine: { name: 'axe-core', version: '4.10.2' }, environment: {},
    violations, incomplete: [], passes: [{ ruleId: 'html-has-lang', nodeCount: 1 }], inapplicable: [{ ruleId: 'video-caption', nodeCount: 0 }],
  });
  const info = (id: string, tags: string[]) => ({ id, help: '', description: '', helpUrl: '', tags, impact: null });

  it('collects the pages each violated rule failed on, and the rules that ran', () => {
    const results: ImportedResults = {
      pages: [page('https://a.test/', [node('image-alt', 'https://a.test/'), node('image-alt', 'https://a.test/')]), page('https://a.test/b', [node('image-alt', 'https://a.test/b')])],
      rules: { 'image-alt': info('image-alt', IMAGE_ALT), 'html-has-lang': info('html-has-lang', HTML_LANG), 'video-caption': info('video-caption', ['wcag2a', 'wcag122']) },
    };
    const out = conformanceOutcomesFromResults(results);
    expect(out.violated).toEqual([{ ruleId: 'image-alt', tags: IMAGE_ALT, pages: ['https://a.test/', 'https://a.test/b'] }]);
    expect(out.passed.map((r) => r.ruleId)).toEqual(['html-has-lang', 'video-caption']);
    const rows = evaluateConformance(out, { version: '2.2' }, { version: '2.2', level: 'A' });
    expect(row(rows, '1.1.1')).toMatchObject({ status: 'fail', pageCount: 2 });
    expect(row(rows, '1.2.2')?.status).toBe('pass');
  });
});

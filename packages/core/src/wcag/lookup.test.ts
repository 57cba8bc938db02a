import { describe, expect, it } from 'vitest';
import { WCAG_CRITERIA } from './criteria';
import {
  compareScNumbers,
  criteriaFor,
  criterionText,
  getCriterion,
  isCriterionIn,
  levelIncludes,
  parseWcagTarget,
  understandingUrl,
} from './lookup';

describe('WCAG facts', () => {
  it('holds every WCAG 2.x success criterion once', () => {
    expect(WCAG_CRITERIA).toHaveLength(87);
    expect(new Set(WCAG_CRITERIA.map((c) => c.sc)).size).toBe(87);
  });

  it('knows each criterion by number with level, principle and guideline', () => {
    expect(getCriterion('1.4.10')).toMatchObject({
      handle: 'Reflow',
      level: 'AA',
      principle: 'perceivable',
      guideline: '1.4',
      versions: ['2.1', '2.2'],
    });
    expect(getCriterion('2.5.8')).toMatchObject({ handle: 'Target Size (Minimum)', level: 'AA', principle: 'operable', versions: ['2.2'] });
    expect(getCriterion('9.9.9')).toBeUndefined();
  });

  it('treats 4.1.1 Parsing as obsolete in 2.2', () => {
    expect(isCriterionIn('4.1.1', '2.1')).toBe(true);
    expect(isCriterionIn('4.1.1', '2.2')).toBe(false);
    expect(criteriaFor('2.2', 'A').some((c) => c.sc === '4.1.1')).toBe(false);
    expect(criteriaFor('2.0', 'A').some((c) => c.sc === '4.1.1')).toBe(true);
  });

  it('includes lower levels in a level (AA includes A)', () => {
    expect(levelIncludes('AA', 'A')).toBe(true);
    expect(levelIncludes('AA', 'AAA')).toBe(false);
    const counts = (['2.0', '2.1', '2.2'] as const).map((v) => (['A', 'AA', 'AAA'] as const).map((l) => criteriaFor(v, l).length));
    expect(counts).toEqual([
      [25, 38, 61],
      [30, 50, 78],
      [31, 55, 86],
    ]);
  });

  it('sorts criteria numbers numerically: 1.4.10 after 1.4.9', () => {
    expect(['1.4.10', '1.4.9', '1.4.1', '2.4.1', '1.10.1'].sort(compareScNumbers)).toEqual(['1.4.1', '1.4.9', '1.4.10', '1.10.1', '2.4.1']);
    const aa = criteriaFor('2.2', 'AA').map((c) => c.sc);
    expect(aa.indexOf('1.4.10')).toBe(aa.indexOf('1.4.5') + 1);
  });

  it('gives the wording each version published', () => {
    expect(criterionText('2.5.5', '2.1')?.handle).toBe('Target Size');
    expect(criterionText('2.5.5', '2.2')?.handle).toBe('Target Size (Enhanced)');
    expect(criterionText('2.5.5', '2.0')).toBeUndefined();
    expect(criterionText('3.2.1', '2.0')?.title).toBe('When any component receives focus, it does not initiate a change of context.');
  });

  it('links to the Understanding document of the newest version holding the criterion', () => {
    expect(understandingUrl('1.1.1')).toBe('https://www.w3.org/WAI/WCAG22/Understanding/non-text-content');
    expect(understandingUrl('4.1.1')).toBe('https://www.w3.org/WAI/WCAG21/Understanding/parsing');
  });

  it('reads WCAG targets written in the usual ways', () => {
    expect(parseWcagTarget('WCAG 2.1 AA')).toEqual({ version: '2.1', level: 'AA' });
    expect(parseWcagTarget('wcag2aa')).toEqual({ version: '2.0', level: 'AA' });
    expect(parseWcagTarget('wcag22aaa')).toEqual({ version: '2.2', level: 'AAA' });
    expect(parseWcagTarget('2.2')).toEqual({ version: '2.2', level: 'AA' });
    expect(parseWcagTarget('WCAG2.1-A')).toEqual({ version: '2.1', level: 'A' });
    expect(parseWcagTarget('WCAG 3.0')).toBeNull();
    expect(parseWcagTarget('2.1 AAAA')).toBeNull();
  });
});

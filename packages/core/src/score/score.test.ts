import { describe, expect, it } from 'vitest';
import type { Impact } from '../model';
import { FAILED_WEIGHTS, PASSED_WEIGHTS, computePageScores, computeScore } from './score';
import type { ScorePage } from './score';

const IMPACTS: Record<string, Impact> = {
  'image-alt': 'critical',
  'color-contrast': 'serious',
  'landmark-one-main': 'moderate',
  region: 'moderate',
  'meta-viewport-large': 'minor',
  'html-has-lang': 'serious',
};
const ruleImpact = (id: string): Impact | null => IMPACTS[id] ?? null;

const page = (url: string, failed: [string, Impact][], passed: string[]): ScorePage => ({
  url,
  violations: failed.map(([ruleId, impact]) => ({ ruleId, impact })),
  passes: passed.map((ruleId) => ({ ruleId })),
});

describe('accessibility score', () => {
  it('uses the spec weights: passed 10/7/3/1, failed 20/14/6/2', () => {
    expect(PASSED_WEIGHTS).toEqual({ critical: 10, serious: 7, moderate: 3, minor: 1 });
    expect(FAILED_WEIGHTS).toEqual({ critical: 20, serious: 14, moderate: 6, minor: 2 });
  });

  it('divides weighted passed by weighted passed plus weighted failed, times 100', () => {
    // passed: serious 7 + moderate 3 + minor 1 = 11; failed: critical 20; 11 / 31 = 35.48...
    const r = computeScore([page('/', [['image-alt', 'critical']], ['color-contrast', 'landmark-one-main', 'meta-viewport-large'])], ruleImpact);
    expect(r.passedWeight).toBe(11);
    expect(r.failedWeight).toBe(20);
    expect(r.exactScore).toBeCloseTo(35.48, 2);
    expect(r.score).toBe(35);
    expect(r.bySeverity.critical).toEqual({ passed: 0, failed: 1 });
    expect(r.bySeverity.serious).toEqual({ passed: 1, failed: 0 });
  });

  it('counts a rule once per page however many elements failed, and failed over passed on the same page', () => {
    const p = page('/', [['image-alt', 'critical'], ['image-alt', 'serious'], ['image-alt', 'critical']], ['image-alt', 'html-has-lang']);
    const r = computeScore([p], ruleImpact);
    expect(r.failedWeight).toBe(20);
    expect(r.passedWeight).toBe(7);
  });

  it('takes the highest impact among a failed rule’s elements on a page', () => {
    expect(computeScore([page('/', [['region', 'minor'], ['region', 'moderate']], [])], ruleImpact).failedWeight).toBe(6);
  });

  it('weights each page: a rule failing on two pages weighs twice', () => {
    const pages = [page('/a', [['image-alt', 'critical']], ['html-has-lang']), page('/b', [['image-alt', 'critical']], ['html-has-lang'])];
    const r = computeScore(pages, ruleImpact);
    expect(r.failedWeight).toBe(40);
    expect(r.passedWeight).toBe(14);
    expect(r.score).toBe(25); // 14 / 54 = 25.9
    expect(computePageScores(pages, ruleImpact)).toEqual([
      { url: '/a', score: 25 },
      { url: '/b', score: 25 },
    ]);
  });

  it('is 100 only when nothing failed, and null when no rule counted', () => {
    const many = Array.from({ length: 2000 }, (_, i) => page(`/${i}`, [], ['image-alt']));
    expect(computeScore([...many, page('/x', [['meta-viewport-large', 'minor']], [])], ruleImpact).score).toBe(99);
    expect(computeScore([page('/', [], ['image-alt'])], ruleImpact).score).toBe(100);
    expect(computeScore([page('/', [], [])], ruleImpact).score).toBeNull();
  });

  it('leaves out passed rules whose impact is unknown, and says which', () => {
    const r = computeScore([page('/', [], ['html-has-lang', 'custom-rule'])], ruleImpact);
    expect(r.passedWeight).toBe(7);
    expect(r.unweightedRuleIds).toEqual(['custom-rule']);
  });
});

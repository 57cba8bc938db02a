import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { WCAG_CRITERIA } from './criteria';
import { SC_TESTABILITY, testabilityOf } from './testability';

/** Criteria that axe-core's stable (not experimental, not deprecated) rules are tagged with. */
function stableAxeCoverage(): Map<string, Set<string>> {
  const map = new Map<string, Set<string>>();
  for (const rule of axe.getRules()) {
    if (rule.tags.includes('experimental') || rule.tags.includes('deprecated')) continue;
    for (const tag of rule.tags) {
      const m = /^wcag(\d)(\d)(\d{1,2})$/.exec(tag);
      if (!m) continue;
      const sc = `${m[1]}.${m[2]}.${Number(m[3])}`;
      map.set(sc, (map.get(sc) ?? new Set()).add(rule.ruleId));
    }
  }
  return map;
}

describe('success criterion testability', () => {
  it('classifies every criterion exactly once, each with its source', () => {
    expect(Object.keys(SC_TESTABILITY).sort()).toEqual(WCAG_CRITERIA.map((c) => c.sc).sort());
    for (const entry of Object.values(SC_TESTABILITY)) expect(entry.source.length).toBeGreaterThan(20);
  });

  it('marks as automated exactly the criteria the installed axe-core tests, naming its rules', () => {
    const coverage = stableAxeCoverage();
    for (const [sc, entry] of Object.entries(SC_TESTABILITY)) {
      const rules = coverage.get(sc);
      expect(entry.testability === 'automated', `SC ${sc}`).toBe(rules !== undefined);
      if (rules) {
        const named = entry.source.replace(/^.*?: /, '').split(', ');
        expect(new Set(named), `SC ${sc}`).toEqual(rules);
      }
    }
  });

  it('sends criteria without rules to a person', () => {
    expect(testabilityOf('1.1.1')).toBe('automated');
    expect(testabilityOf('2.4.7')).toBe('needsAssistedTest');
    expect(testabilityOf('1.2.5')).toBe('needsManualCheck');
    expect(SC_TESTABILITY['1.4.3']?.source).toBe('axe-core rules tagged wcag143: color-contrast');
  });
});

/**
 * How to fix (issue 17): every rule the installed axe-core tags with a WCAG A or AA level has our
 * own guidance, so a new axe-core release that adds such a rule fails here until we write its entry.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { RULE_GUIDANCE, getCriterion, ruleGuidance, scsFromTags } from '@curbcut/core';

interface AxeRuleMeta {
  ruleId: string;
  tags: string[];
}

const axe = createRequire(import.meta.url)('axe-core') as { version: string; getRules(): AxeRuleMeta[] };
const LEVEL_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const wcagRules = axe.getRules().filter((r) => r.tags.some((t) => LEVEL_TAGS.includes(t)));

describe('rule guidance', () => {
  it(`covers every WCAG A/AA rule of axe-core ${axe.version}`, () => {
    expect(wcagRules.length).toBeGreaterThan(60);
    const missing = wcagRules.map((r) => r.ruleId).filter((id) => !Object.hasOwn(RULE_GUIDANCE, id));
    expect(missing).toEqual([]);
  });

  it("links the Understanding document of a criterion the rule's tags name", () => {
    for (const rule of wcagRules) {
      const entry = RULE_GUIDANCE[rule.ruleId]!;
      expect(getCriterion(entry.sc), rule.ruleId).toBeDefined();
      expect(scsFromTags(rule.tags), rule.ruleId).toContain(entry.sc);
      expect(entry.change.length, rule.ruleId).toBeGreaterThan(20);
      expect(entry.example.trim().length, rule.ruleId).toBeGreaterThan(0);
    }
  });

  it('names the criterion and links its Understanding document', () => {
    expect(ruleGuidance('image-alt', { help: 'h', helpUrl: 'u' })).toMatchObject({
      kind: 'own',
      criterion: 'SC 1.1.1 Non-text Content',
      understandingUrl: 'https://www.w3.org/WAI/WCAG22/Understanding/non-text-content',
    });
  });

  it("falls back to the engine's help text and link for a rule without an entry", () => {
    expect(ruleGuidance('region', { help: 'All page content should be contained by landmarks', helpUrl: 'https://dequeuniversity.com/rules/axe/4.13/region' })).toEqual({
      kind: 'engine',
      help: 'All page content should be contained by landmarks',
      helpUrl: 'https://dequeuniversity.com/rules/axe/4.13/region',
    });
    expect(ruleGuidance('toString', { help: 'h', helpUrl: 'u' }).kind).toBe('engine');
  });
});

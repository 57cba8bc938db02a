import { describe, expect, it } from 'vitest';
import { IMPACTS } from '../model';
import { RULE_IMPACTS, ruleImpact } from './ruleImpacts';

describe('RULE_IMPACTS', () => {
  it('rates the rules of the W3C BAD home page as axe-core does', () => {
    expect(ruleImpact('image-alt')).toBe('critical');
    expect(ruleImpact('color-contrast')).toBe('serious');
    expect(ruleImpact('region')).toBe('moderate');
    expect(ruleImpact('landmark-one-main')).toBe('moderate');
  });

  it('covers every current axe rule with a valid impact', () => {
    expect(Object.keys(RULE_IMPACTS).length).toBeGreaterThanOrEqual(90);
    for (const impact of Object.values(RULE_IMPACTS)) expect(IMPACTS).toContain(impact);
  });

  it('knows nothing of rules axe-core does not have', () => {
    expect(ruleImpact('my-custom-rule')).toBeNull();
    expect(ruleImpact('constructor')).toBeNull();
  });
});

describe('the committed table', () => {
  it('is what scripts/generate-rule-impacts.ts makes from the installed axe-core', async () => {
    const { readFileSync } = await import('node:fs');
    const { generateRuleImpactsSource, RULE_IMPACTS_FILE } = await import('../../../../scripts/generate-rule-impacts');
    expect(generateRuleImpactsSource().source).toBe(readFileSync(RULE_IMPACTS_FILE, 'utf8'));
  });
});

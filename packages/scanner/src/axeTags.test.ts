import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { axeTagsFor } from './axeTags';

describe('axeTagsFor', () => {
  it('gives the WCAG 2.2 AA tags', () => {
    expect(axeTagsFor('2.2', 'AA', false)).toEqual(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  });

  it('narrows by version and level', () => {
    expect(axeTagsFor('2.0', 'A', false)).toEqual(['wcag2a']);
    expect(axeTagsFor('2.1', 'AA', false)).toEqual(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
    expect(axeTagsFor('2.2', 'A', false)).toEqual(['wcag2a', 'wcag21a']);
  });

  it('adds the AAA tags at AAA and best-practice when asked', () => {
    expect(axeTagsFor('2.2', 'AAA', true)).toEqual(['wcag2a', 'wcag2aa', 'wcag2aaa', 'wcag21a', 'wcag21aa', 'wcag21aaa', 'wcag22aa', 'wcag22aaa', 'best-practice']);
    expect(axeTagsFor('2.1', 'AA', true)).toContain('best-practice');
  });

  it('selects rules of the installed axe-core at every level', () => {
    const rules = (tags: string[]) => axe.getRules(tags).map((r) => r.ruleId);
    expect(rules(axeTagsFor('2.2', 'AA', false))).toContain('target-size');
    expect(rules(axeTagsFor('2.1', 'AA', false))).not.toContain('target-size');
    expect(rules(axeTagsFor('2.0', 'AAA', false))).toContain('color-contrast-enhanced');
    expect(rules(axeTagsFor('2.0', 'AA', true))).toContain('region');
  });
});

import { describe, expect, it } from 'vitest';
import type { CheckResult } from '../model';
import { BEHAVIOUR_RULE_IDS, behaviourOf, isBehaviourRule } from './behaviour';

const node = (ruleId: string, any: Partial<CheckResult>[], all: Partial<CheckResult>[] = []) => ({
  ruleId,
  any: any.map((c) => ({ id: '', message: '', relatedNodes: [], ...c })),
  all: all.map((c) => ({ id: '', message: '', relatedNodes: [], ...c })),
  none: [],
});

describe('behaviour-type rules', () => {
  it('lists the rules that measure a rendered property', () => {
    expect(BEHAVIOUR_RULE_IDS).toEqual([
      'color-contrast',
      'color-contrast-enhanced',
      'link-in-text-block',
      'target-size',
      'avoid-inline-spacing',
      'meta-viewport',
      'meta-viewport-large',
    ]);
    expect(isBehaviourRule('color-contrast')).toBe(true);
    expect(isBehaviourRule('image-alt')).toBe(false);
    expect(isBehaviourRule('constructor')).toBe(false);
  });
});

describe('behaviourOf', () => {
  it('words a contrast failure as foreground on background with the ratio', () => {
    const n = node('color-contrast', [
      { id: 'color-contrast', data: { fgColor: '#777777', bgColor: '#ffffff', contrastRatio: 4.48, fontSize: '12.0pt (16px)' } },
    ]);
    expect(behaviourOf(n)).toBe('foreground #777777 on background #ffffff (4.48:1)');
  });

  it('words the text-shadow variants of contrast', () => {
    const n = node('color-contrast', [
      { id: 'color-contrast', data: { fgColor: '#ffffff', shadowColor: '#eeeeee', contrastRatio: 1.1, messageKey: 'fgOnShadowColor' } },
    ]);
    expect(behaviourOf(n)).toBe('foreground #ffffff on text-shadow #eeeeee (1.10:1)');
  });

  it('has no behaviour when axe could not measure', () => {
    expect(behaviourOf(node('color-contrast', [{ id: 'color-contrast', data: { messageKey: 'bgImage', fgColor: '#000000' } }]))).toBeNull();
    expect(behaviourOf(node('image-alt', [{ id: 'has-alt', data: null }]))).toBeNull();
  });

  it('words link colours, target sizes, inline spacing and viewport settings', () => {
    expect(
      behaviourOf(node('link-in-text-block', [{ id: 'link-in-text-block', data: { messageKey: 'fgContrast', contrastRatio: 1.2, nodeColor: '#0000ee', parentColor: '#000000' } }])),
    ).toBe('link #0000ee beside text #000000 (1.20:1)');
    expect(
      behaviourOf(
        node('target-size', [
          { id: 'target-size', data: { minSize: 24, width: 16, height: 16.04 } },
          { id: 'target-offset', data: { minOffset: 24, closestOffset: 10 } },
        ]),
      ),
    ).toBe('target 16 x 16 px (minimum 24 px); clickable space 10 px (minimum 24 px)');
    expect(
      behaviourOf(node('avoid-inline-spacing', [], [{ id: 'important-letter-spacing', data: { value: 0.1, minValue: 0.12 } }])),
    ).toBe('letter-spacing 0.1em !important (minimum 0.12em)');
    expect(behaviourOf(node('avoid-inline-spacing', [], [{ id: 'avoid-inline-spacing', data: ['word-spacing'] }]))).toBe(
      'word-spacing set inline with !important',
    );
    expect(behaviourOf(node('meta-viewport', [{ id: 'meta-viewport', data: 'user-scalable=no' }]))).toBe('viewport sets user-scalable=no');
  });
});

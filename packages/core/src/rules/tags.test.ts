import { describe, expect, it } from 'vitest';
import { categoriesFromTags, scFromTag, scLabel, scsFromTags } from './tags';

describe('rule tags', () => {
  it('reads success criteria from wcag tags and ignores levels', () => {
    expect(scFromTag('wcag111')).toBe('1.1.1');
    expect(scFromTag('wcag1410')).toBe('1.4.10');
    expect(scFromTag('wcag2aa')).toBeNull();
    expect(scFromTag('wcag21aa')).toBeNull();
    expect(scsFromTags(['cat.text-alternatives', 'wcag2a', 'wcag111', 'section508', 'wcag111'])).toEqual(['1.1.1']);
  });
  it("labels criteria as the spec does ('SC x.y.z')", () => {
    expect(scLabel('1.4.3')).toBe('SC 1.4.3');
  });
  it('strips the cat. prefix from categories', () => {
    expect(categoriesFromTags(['cat.color', 'wcag143', 'cat.aria'])).toEqual(['color', 'aria']);
  });
});

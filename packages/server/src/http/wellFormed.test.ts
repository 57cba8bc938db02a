import { describe, expect, it } from 'vitest';
import { wellFormedJson } from './wellFormed';

const parsed = (text: string) => wellFormedJson(text, JSON.parse(text));

describe('wellFormedJson', () => {
  it('replaces lone surrogates in strings and keys at any depth, and keeps pairs', () => {
    expect(parsed('{"html":"<p>\\ud800</p>","list":["\\udc00x",{"k\\ud83d":"\\ud83d\\ude00"}],"n":1}')).toEqual({
      html: '<p>\uFFFD</p>',
      list: ['\uFFFDx', { 'k\uFFFD': '😀' }],
      n: 1,
    });
    expect(parsed('"\\uDBFF"')).toBe('\uFFFD');
  });

  it('leaves a body that spells no surrogate untouched (the same object)', () => {
    const value = { html: '<p>\u00e9</p>' };
    expect(wellFormedJson('{"html":"<p>\\u00e9</p>"}', value)).toBe(value);
  });

  it('walks nesting deeper than the call stack would allow', () => {
    const text = `${'['.repeat(100_000)}"\\ud800"${']'.repeat(100_000)}`;
    let value = parsed(text);
    for (let i = 0; i < 100_000; i++) value = (value as unknown[])[0];
    expect(value).toBe('\uFFFD');
  });
});

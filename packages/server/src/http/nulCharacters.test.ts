import { describe, expect, it } from 'vitest';
import { findNulCharacter } from './nulCharacters';

describe('findNulCharacter', () => {
  it('names the first value or key holding U+0000 by its JSON path', () => {
    expect(findNulCharacter({ name: 'ok', tags: ['a', 'b\u0000'] })).toBe('$.tags[1]');
    expect(findNulCharacter({ ciInfo: { 'branch name\u0000': 'main' } })).toBe('$.ciInfo["branch name\\u0000"]');
    expect(findNulCharacter({ id: 'rep_\u0000' }, 'params')).toBe('params.id');
    expect(findNulCharacter('a\u0000')).toBe('$');
  });

  it('passes clean input of any shape', () => {
    for (const clean of [undefined, null, 0, true, '', 'text \\u0000 escaped', { a: [1, { b: 'c' }] }]) {
      expect(findNulCharacter(clean)).toBeNull();
    }
  });

  it('walks nesting deeper than the call stack would allow', () => {
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findNulCharacter(deep)?.startsWith('$[0][0]')).toBe(true);
  });
});

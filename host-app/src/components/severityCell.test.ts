import { describe, expect, it } from 'vitest';
import { severityCellClass } from './severityCell';

describe('severityCellClass', () => {
  it('colours a severity that has issues and mutes a zero, so a row of zeros does not read as alarming', () => {
    expect(severityCellClass('critical', 3)).toBe('num severity-critical');
    expect(severityCellClass('critical', 0)).toBe('num muted');
    expect(severityCellClass('minor', 1)).toBe('num severity-minor');
  });
});

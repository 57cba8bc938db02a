import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LATEST_AXE_CORE_VERSION } from './engineVersion';

describe('LATEST_AXE_CORE_VERSION', () => {
  it('names the axe-core version the rule impact table was generated from', () => {
    // The table is generated, so its header is the only record of its version.
    const table = readFileSync(new URL('../report/ruleImpacts.ts', import.meta.url), 'utf8');
    expect(table).toContain(`from axe-core ${LATEST_AXE_CORE_VERSION} rule metadata`);
  });
});

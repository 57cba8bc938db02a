import { describe, expect, it } from 'vitest';
import { AxeImportError } from '../axe/axeImportError';
import { summarizeAxeResults } from './summarizeAxeResults';

const node = (impact: string | undefined, target: string) => ({ impact, html: `<${target}>`, target: [target], any: [], all: [], none: [] });

describe('summarizeAxeResults', () => {
  it('counts violation nodes by impact, incomplete nodes, violated rules and pages', () => {
    const page = (url: string) => ({
      url,
      violations: [
        { id: 'image-alt', impact: 'critical', nodes: [node('critical', 'img'), node('critical', 'img.b')] },
        // A node without impact takes its rule's.
        { id: 'region', impact: 'moderate', nodes: [node(undefined, 'p')] },
        { id: 'color-contrast', impact: 'serious', nodes: [node('serious', 'b')] },
      ],
      incomplete: [{ id: 'color-contrast', impact: 'serious', nodes: [node('serious', 'i')] }],
      passes: [],
      inapplicable: [],
    });
    expect(summarizeAxeResults([page('https://a.example/'), page('https://a.example/about'), page('https://a.example/')])).toEqual({
      critical: 6,
      serious: 3,
      moderate: 3,
      minor: 0,
      issueCount: 12,
      needsReviewCount: 3,
      ruleCount: 3,
      pageCount: 2,
    });
  });

  it('refuses input that is not axe output', () => {
    expect(() => summarizeAxeResults({ hello: 'world' })).toThrow(AxeImportError);
  });
});

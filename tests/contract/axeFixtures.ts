/**
 * Small axe-core 4.10 results (reporter v2) for contract tests: one page, one node per listed rule.
 * Every suite builds its uploads from here so a change of the fixture shape is made once.
 */

/** A violated (or incomplete) rule on one element: rule id, impact, CSS selector. */
export type AxeFinding = [ruleId: string, impact: string, selector: string];

/** What a page holds; every list defaults to empty. */
export interface AxePageOptions {
  violations?: AxeFinding[];
  incomplete?: AxeFinding[];
  /** Passed rule ids (their tags are the image-alt ones unless the rule is document-title). */
  passes?: string[];
  /** HTML of a finding's element; default `<img src="/{selector}.png">`. */
  html?: (finding: AxeFinding) => string;
  /** Tags of every violated and incomplete rule; default text alternatives, WCAG 1.1.1 A. */
  tags?: string[];
}

const DEFAULT_TAGS = ['cat.text-alternatives', 'wcag2a', 'wcag111'];

function ruleResult(finding: AxeFinding, options: AxePageOptions) {
  const [id, impact, selector] = finding;
  return {
    id,
    impact,
    tags: options.tags ?? DEFAULT_TAGS,
    description: `Ensures ${id} is satisfied`,
    help: `${id} help`,
    helpUrl: `https://dequeuniversity.com/rules/axe/4.10/${id}`,
    nodes: [
      {
        any: [{ id: `${id}-check`, data: null, relatedNodes: [], impact, message: `${id} fails` }],
        all: [],
        none: [],
        impact,
        html: options.html ? options.html(finding) : `<img src="/${selector}.png">`,
        target: [selector],
        failureSummary: `Fix any of the following:\n  ${id} fails`,
      },
    ],
  };
}

function passResult(id: string) {
  const title = id === 'document-title';
  return {
    id,
    impact: null,
    tags: title ? ['cat.text-alternatives', 'wcag2a', 'wcag242'] : DEFAULT_TAGS,
    description: `Ensures ${id} is satisfied`,
    help: `${id} help`,
    helpUrl: `https://dequeuniversity.com/rules/axe/4.10/${id}`,
    nodes: [{ any: [], all: [], none: [], impact: null, html: '<html>', target: ['html'] }],
  };
}

/** One page of axe output. */
export function axePage(url: string, options: AxePageOptions = {}) {
  return {
    testEngine: { name: 'axe-core', version: '4.10.2' },
    testRunner: { name: 'axe' },
    testEnvironment: { userAgent: 'Chromium', windowWidth: 1280, windowHeight: 720 },
    timestamp: '2026-11-22T10:00:00.000Z',
    url,
    passes: (options.passes ?? []).map(passResult),
    violations: (options.violations ?? []).map((f) => ruleResult(f, options)),
    incomplete: (options.incomplete ?? []).map((f) => ruleResult(f, options)),
    inapplicable: [],
  };
}

/** A 1x1 PNG, base64: a manual report's screenshot. */
export const TINY_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

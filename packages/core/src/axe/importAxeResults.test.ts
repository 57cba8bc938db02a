import { describe, expect, it } from 'vitest';
import { AxeImportError } from './axeImportError';
import { importAxeResults } from './importAxeResults';

const check = (id: string, message: string, extra: Record<string, unknown> = {}) => ({
  id,
  data: null,
  relatedNodes: [],
  impact: 'serious',
  message,
  ...extra,
});

const imgNode = {
  any: [check('has-alt', 'Element does not have an alt attribute')],
  all: [],
  none: [],
  impact: 'critical',
  html: '<img src="logo.png">',
  target: ['#logo'],
};

/** A v2-reporter results object with one violation, one needs-review node, a pass and an inapplicable rule. */
function v2Results(): Record<string, unknown> {
  return {
    testEngine: { name: 'axe-core', version: '4.10.2' },
    testEnvironment: { userAgent: 'UA', windowWidth: 1280, windowHeight: 720, orientationType: 'landscape-primary' },
    timestamp: '2026-11-20T10:00:00.000Z',
    url: 'https://shop.example/cart',
    violations: [
      {
        id: 'image-alt',
        impact: 'critical',
        tags: ['cat.text-alternatives', 'wcag2a', 'wcag111'],
        description: 'Ensure <img> elements have alternative text',
        help: 'Images must have alternative text',
        helpUrl: 'https://dequeuniversity.com/rules/axe/4.10/image-alt',
        nodes: [imgNode],
      },
    ],
    incomplete: [
      {
        id: 'color-contrast',
        impact: 'serious',
        tags: ['cat.color', 'wcag2aa', 'wcag143'],
        description: 'contrast',
        help: 'Elements must meet minimum color contrast ratio thresholds',
        helpUrl: 'https://dequeuniversity.com/rules/axe/4.10/color-contrast',
        nodes: [
          {
            any: [check('color-contrast', "Element's background color could not be determined")],
            all: [],
            none: [],
            impact: 'serious',
            html: '<p class="note">Note</p>',
            target: ['.note'],
          },
        ],
      },
    ],
    passes: [{ id: 'document-title', impact: null, tags: ['wcag2a'], description: '', help: 'h', helpUrl: '', nodes: [{}, {}] }],
    inapplicable: [{ id: 'video-caption', impact: null, tags: [], description: '', help: '', helpUrl: '', nodes: [] }],
  };
}

describe('importAxeResults: reporter v1/v2 objects and axe-cli arrays', () => {
  it('turns violations into confirmed nodes and incomplete into needs-review nodes', () => {
    const { pages, rules } = importAxeResults(v2Results());
    expect(pages).toHaveLength(1);
    const page = pages[0]!;
    expect(page.url).toBe('https://shop.example/cart');
    expect(page.engine).toEqual({ name: 'axe-core', version: '4.10.2' });
    expect(page.environment).toEqual({ userAgent: 'UA', windowWidth: 1280, windowHeight: 720, orientation: 'landscape-primary' });
    expect(page.violations).toEqual([
      {
        ruleId: 'image-alt',
        impact: 'critical',
        needsReview: false,
        html: '<img src="logo.png">',
        target: '#logo',
        failureSummary: 'Fix any of the following:\n  Element does not have an alt attribute',
        any: [{ id: 'has-alt', message: 'Element does not have an alt attribute', relatedNodes: [] }],
        all: [],
        none: [],
        pageUrl: 'https://shop.example/cart',
        timestamp: '2026-11-20T10:00:00.000Z',
      },
    ]);
    expect(page.incomplete.map((n) => [n.ruleId, n.needsReview, n.target])).toEqual([['color-contrast', true, '.note']]);
    expect(page.passes).toEqual([{ ruleId: 'document-title', nodeCount: 2 }]);
    expect(page.inapplicable).toEqual([{ ruleId: 'video-caption', nodeCount: 0 }]);
    expect(rules['image-alt']).toMatchObject({ help: 'Images must have alternative text', impact: 'critical', tags: ['cat.text-alternatives', 'wcag2a', 'wcag111'] });
    // A rule that only passed takes its impact from axe-core's rule metadata.
    expect(rules['document-title']?.impact).toBe('serious');
  });

  it('reads an axe-cli array as one page per results object', () => {
    const second = { ...v2Results(), url: 'https://shop.example/checkout' };
    const { pages } = importAxeResults([v2Results(), second]);
    expect(pages.map((p) => p.url)).toEqual(['https://shop.example/cart', 'https://shop.example/checkout']);
    expect(pages[1]!.violations[0]!.pageUrl).toBe('https://shop.example/checkout');
  });

  it('joins frame and shadow-DOM targets with >>>', () => {
    const results = v2Results();
    results.violations = [{ id: 'image-alt', impact: 'critical', tags: [], nodes: [{ ...imgNode, target: ['iframe#pay', ['my-card', 'img.brand']] }] }];
    expect(importAxeResults(results).pages[0]!.violations[0]!.target).toBe('iframe#pay >>> my-card >>> img.brand');
  });

  it('falls back from the node impact to the rule impact, then to axe-core metadata', () => {
    const results = v2Results();
    const { impact: _drop, ...noImpact } = imgNode;
    results.violations = [
      { id: 'image-alt', impact: 'moderate', tags: [], nodes: [noImpact] },
      { id: 'label', tags: [], nodes: [noImpact] },
      { id: 'my-custom-rule', tags: [], nodes: [{ ...noImpact, any: [check('custom', 'Custom', { impact: 'moderate' })] }] },
    ];
    expect(importAxeResults(results).pages[0]!.violations.map((n) => n.impact)).toEqual(['moderate', 'critical', 'moderate']);
  });

  it('keeps a failure summary axe wrote and writes the v1 reporter text when it is missing', () => {
    const results = v2Results();
    const node = {
      ...imgNode,
      any: [check('a', 'First\nsecond line')],
      none: [check('n', 'Must not')],
      all: [check('l', 'Must')],
    };
    results.violations = [{ id: 'image-alt', tags: [], nodes: [node, { ...node, failureSummary: 'as axe wrote it' }] }];
    const [computed, kept] = importAxeResults(results).pages[0]!.violations;
    expect(computed!.failureSummary).toBe(
      'Fix all of the following:\n  Must not\n  Must\n\nFix any of the following:\n  First\n  second line',
    );
    expect(kept!.failureSummary).toBe('as axe wrote it');
  });

  it('ignores fields it does not know, so newer axe output still imports', () => {
    const results = { ...v2Results(), futureField: { anything: [1, 2] } };
    (results.violations as Record<string, unknown>[])[0]!.newRuleField = true;
    expect(importAxeResults(results).pages[0]!.violations).toHaveLength(1);
  });

  it('uses defaultUrl when the output has no url', () => {
    const { url: _drop, ...noUrl } = v2Results();
    expect(importAxeResults(noUrl, { defaultUrl: 'https://ci.example/' }).pages[0]!.url).toBe('https://ci.example/');
  });
});

describe('importAxeResults: raw reporter output', () => {
  const raw = [
    {
      id: 'image-alt',
      result: 'failed',
      pageLevel: false,
      impact: 'critical',
      tags: ['wcag2a', 'wcag111'],
      description: 'd',
      help: 'Images must have alternative text',
      helpUrl: 'u',
      inapplicable: [],
      passes: [{ any: [], all: [], none: [], impact: null, result: 'passed', node: { selector: ['#ok'], source: '<img alt="x">' } }],
      incomplete: [],
      violations: [
        {
          any: [check('has-alt', 'Element does not have an alt attribute')],
          all: [],
          none: [],
          impact: 'critical',
          result: 'failed',
          node: { selector: [['x-card', 'img']], source: '<img>', xpath: ['/img'] },
        },
      ],
    },
    { id: 'video-caption', result: 'inapplicable', pageLevel: false, impact: null, tags: [], inapplicable: [], passes: [], incomplete: [], violations: [] },
    {
      id: 'color-contrast',
      result: 'cantTell',
      impact: 'serious',
      tags: [],
      inapplicable: [],
      passes: [],
      violations: [],
      incomplete: [{ any: [check('color-contrast', 'Unable to determine contrast ratio')], all: [], none: [], impact: 'serious', result: 'cantTell', node: { selector: ['p'], source: '<p>' } }],
    },
  ];

  it('reads node results from node.selector and node.source, with the page URL from the options', () => {
    const { pages } = importAxeResults(raw, { defaultUrl: 'https://shop.example/', defaultTimestamp: '2026-11-20T10:00:00Z' });
    const page = pages[0]!;
    expect(page.url).toBe('https://shop.example/');
    expect(page.violations[0]).toMatchObject({
      ruleId: 'image-alt',
      target: 'x-card >>> img',
      html: '<img>',
      needsReview: false,
      impact: 'critical',
      failureSummary: 'Fix any of the following:\n  Element does not have an alt attribute',
      timestamp: '2026-11-20T10:00:00Z',
    });
    expect(page.incomplete.map((n) => [n.ruleId, n.needsReview])).toEqual([['color-contrast', true]]);
    expect(page.passes).toEqual([{ ruleId: 'image-alt', nodeCount: 1 }]);
    expect(page.inapplicable).toEqual([{ ruleId: 'video-caption', nodeCount: 0 }]);
  });
});

describe('importAxeResults: refusing what is not axe output', () => {
  function pathOf(input: unknown): [string, string] {
    try {
      importAxeResults(input);
    } catch (error) {
      if (error instanceof AxeImportError) return [error.path, error.message];
      throw error;
    }
    throw new Error('expected the input to be refused');
  }

  it('names the JSON path of the first wrong value', () => {
    const bad = v2Results();
    const rules = [1, 2, 3].map(() => ({ id: 'image-alt', tags: [], nodes: [imgNode] }));
    rules[2] = { id: 'image-alt', tags: [], nodes: [{ ...imgNode, target: '#logo' } as never] };
    bad.violations = rules;
    expect(pathOf(bad)).toEqual([
      '$.violations[2].nodes[0].target',
      'expected an array of selectors at $.violations[2].nodes[0].target',
    ]);
  });

  it('indexes axe-cli arrays from the root', () => {
    const bad = v2Results();
    bad.violations = [{ id: 'image-alt', tags: [], nodes: 'none' }];
    expect(pathOf([v2Results(), bad])[0]).toBe('$[1].violations[0].nodes');
  });

  it.each([
    ['a string', 'hello', '$', 'expected axe results: an object with violations, or an array of them at $'],
    ['an object without violations', { url: 'x' }, '$.violations', 'expected an array of rule results at $.violations'],
    ['an empty target', { violations: [{ id: 'r', nodes: [{ target: [], html: '' }] }] }, '$.violations[0].nodes[0].target', 'expected an array of selectors at $.violations[0].nodes[0].target'],
    ['a node without html', { violations: [{ id: 'r', nodes: [{ target: ['a'] }] }] }, '$.violations[0].nodes[0].html', 'expected a string at $.violations[0].nodes[0].html'],
    ['an unknown impact', { violations: [{ id: 'r', impact: 'cosmetic', nodes: [] }] }, '$.violations[0].impact', 'expected one of critical, serious, moderate, minor or null at $.violations[0].impact'],
    ['a rule without id', { violations: [{ nodes: [] }] }, '$.violations[0].id', 'expected a string at $.violations[0].id'],
    ['a check without id', { violations: [{ id: 'r', nodes: [{ target: ['a'], html: '<a>', any: [{ message: 'm' }] }] }] }, '$.violations[0].nodes[0].any[0].id', 'expected a string at $.violations[0].nodes[0].any[0].id'],
    ['a raw node without element', [{ id: 'r', result: 'failed', violations: [{ any: [] }] }], '$[0].violations[0].node', 'expected an element with selector and source at $[0].violations[0].node'],
  ])('refuses %s', (_what, input, path, message) => {
    expect(pathOf(input)).toEqual([path, message]);
  });

  it('accepts an empty axe-cli array as no pages', () => {
    expect(importAxeResults([])).toEqual({ pages: [], rules: {} });
  });
});

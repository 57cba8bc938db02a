/**
 * Axe results the widget tests render: two pages of a shop with 7 confirmed issues over three rules
 * and one needs-review colour-contrast issue, and a page whose one component fails colour contrast
 * in two ways (two behaviours). Markup a page could carry to attack the viewer is included.
 */

/** Markup that would run script if a viewer ever rendered scanned text as HTML. */
export const SCRIPT_PAYLOAD = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';

const HOME = 'https://shop.example/';
const CART = 'https://shop.example/cart';

interface NodeInput {
  /** The axe check that failed (behaviours are read from the rule's own check, e.g. color-contrast). */
  check: string;
  target: string;
  html: string;
  impact: string;
  message: string;
  data?: unknown;
}

function node(n: NodeInput) {
  return {
    html: n.html,
    target: [n.target],
    impact: n.impact,
    failureSummary: `Fix any of the following:\n  ${n.message}`,
    any: [{ id: n.check, data: n.data ?? null, relatedNodes: [], impact: n.impact, message: n.message }],
    all: [],
    none: [],
  };
}

function rule(id: string, impact: string, tags: string[], nodes: ReturnType<typeof node>[]) {
  return {
    id,
    impact,
    tags,
    description: `${id} description`,
    help: `${id} help`,
    helpUrl: `https://dequeuniversity.com/rules/axe/4.10/${id}`,
    nodes,
  };
}

function page(url: string, parts: { violations?: unknown[]; incomplete?: unknown[]; passes?: unknown[] }) {
  return {
    testEngine: { name: 'axe-core', version: '4.10.2' },
    testRunner: { name: 'axe' },
    testEnvironment: { userAgent: 'Mozilla/5.0 HeadlessChrome/156.0', windowWidth: 1280, windowHeight: 720 },
    timestamp: '2025-09-01T10:00:00.000Z',
    url,
    toolOptions: {},
    violations: parts.violations ?? [],
    incomplete: parts.incomplete ?? [],
    passes: parts.passes ?? [],
    inapplicable: [],
  };
}

const IMAGE_ALT_TAGS = ['cat.text-alternatives', 'wcag2a', 'wcag111'];
const LINK_NAME_TAGS = ['cat.name-role-value', 'wcag2a', 'wcag412', 'wcag244'];
const TABINDEX_TAGS = ['cat.keyboard', 'best-practice'];
const CONTRAST_TAGS = ['cat.color', 'wcag2aa', 'wcag143'];

const img = (cls: string, src: string) =>
  node({ check: 'has-alt', target: `.${cls}`, html: `<img class="${cls}" src="${src}">`, impact: 'critical', message: 'Element does not have an alt attribute' });
const tab = (n: number) =>
  node({ check: 'tabindex', target: `#field-${n}`, html: `<input id="field-${n}" tabindex="${n + 1}">`, impact: 'serious', message: 'Element has a tabindex greater than zero' });
const contrast = (target: string, fg: string, bg: string, ratio: number) =>
  node({
    check: 'color-contrast',
    target,
    html: `<a class="nav-link" href="${target}">Deals</a>`,
    impact: 'serious',
    message: `Element has insufficient color contrast of ${ratio} (foreground color: ${fg}, background color: ${bg})`,
    data: { fgColor: fg, bgColor: bg, contrastRatio: ratio, fontSize: '12.0pt (16px)', fontWeight: 'normal', expectedContrastRatio: '4.5:1' },
  });

/**
 * Two pages: image-alt (critical) on img.a of both pages and img.b of the home page, link-name
 * (serious) on one link of the home page, tabindex (serious, keyboard) three times, and one
 * needs-review colour-contrast (serious, colour) on the cart.
 */
export function sampleAxeResults(): unknown {
  return [
    page(HOME, {
      violations: [
        rule('image-alt', 'critical', IMAGE_ALT_TAGS, [img('a', '/logo.png'), img('b', '/hero.png')]),
        rule('link-name', 'serious', LINK_NAME_TAGS, [
          node({ check: 'has-visible-text', target: SCRIPT_PAYLOAD, html: SCRIPT_PAYLOAD, impact: 'serious', message: 'Element does not have text that is visible to screen readers' }),
        ]),
        rule('tabindex', 'serious', TABINDEX_TAGS, [tab(1), tab(2)]),
      ],
      passes: [{ id: 'document-title', impact: null, tags: ['cat.text-alternatives', 'wcag2a', 'wcag242'], description: '', help: 'document-title help', helpUrl: '', nodes: [] }],
    }),
    page(CART, {
      violations: [rule('image-alt', 'critical', IMAGE_ALT_TAGS, [img('a', '/logo.png')]), rule('tabindex', 'serious', TABINDEX_TAGS, [tab(3)])],
      incomplete: [rule('color-contrast', 'serious', CONTRAST_TAGS, [contrast('#deals', '#777777', '#ffffff', 4.48)])],
    }),
  ];
}

/** One page whose a.nav-link fails colour contrast in two ways: two behaviours of one component. */
export function twoBehaviourResults(): unknown {
  return [
    page(HOME, {
      violations: [
        rule('color-contrast', 'serious', CONTRAST_TAGS, [
          contrast('#deals', '#777777', '#ffffff', 4.48),
          contrast('#sale', '#999999', '#eeeeee', 2.32),
        ]),
      ],
    }),
  ];
}

/** One page whose a.nav-link fails colour contrast once measured and once where axe could not measure. */
export function partlyMeasuredResults(): unknown {
  const unmeasured = { ...contrast('#sale', '#999999', '#eeeeee', 2.32), any: [{ id: 'color-contrast', data: null, relatedNodes: [], impact: 'serious', message: 'Element has a background image' }] };
  return [page(HOME, { violations: [rule('color-contrast', 'serious', CONTRAST_TAGS, [contrast('#deals', '#777777', '#ffffff', 4.48), unmeasured])] })];
}

/**
 * The home page with two rules a producer marked: a custom focus check found by advanced processing
 * (`curbcut-advanced`) and an alt-text quality rule an AI model detected (`curbcut-ai`), beside
 * axe's own image-alt.
 */
export function markedRuleResults(): unknown {
  const focus = node({ check: 'focus-indicator', target: '.nav-link', html: '<a class="nav-link" href="/deals">Deals</a>', impact: 'serious', message: 'Element has no visible focus indicator' });
  const alt = node({ check: 'alt-quality', target: '.team', html: '<img class="team" src="/team.png" alt="image">', impact: 'moderate', message: 'Alt text does not describe the image' });
  return [
    page(HOME, {
      violations: [
        rule('image-alt', 'critical', IMAGE_ALT_TAGS, [img('a', '/logo.png')]),
        rule('focus-indicator', 'serious', ['cat.keyboard', 'wcag2aa', 'wcag247', 'curbcut-advanced'], [focus]),
        rule('alt-text-quality', 'moderate', [...IMAGE_ALT_TAGS, 'curbcut-ai'], [alt]),
      ],
    }),
  ];
}

/** The home page with a text-resize rule (meta-viewport disables zoom) beside image-alt. */
export function zoomRuleResults(): unknown {
  const viewport = node({
    check: 'meta-viewport',
    target: 'meta[name="viewport"]',
    html: '<meta name="viewport" content="width=device-width, user-scalable=no">',
    impact: 'moderate',
    message: '"user-scalable=no" on <meta> tag disables zooming on mobile devices',
    data: 'user-scalable=no',
  });
  return [
    page(HOME, {
      violations: [
        rule('image-alt', 'critical', IMAGE_ALT_TAGS, [img('a', '/logo.png')]),
        rule('meta-viewport', 'moderate', ['cat.sensory-and-visual-cues', 'wcag2aa', 'wcag144'], [viewport]),
      ],
    }),
  ];
}

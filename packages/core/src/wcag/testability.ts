/**
 * How each WCAG success criterion can be tested, hand-maintained (docs/decisions/0007-wcag-facts.md).
 *
 * - automated: axe-core has a rule (not experimental, not deprecated) tagged with the criterion, so
 *   a scan can pass or fail it. Rules off by default (color-contrast-enhanced, identical-links-same-
 *   purpose, meta-refresh-no-exceptions, target-size) run when the scan asks for their level's tag.
 * - needsAssistedTest: no reliable rule; a person operates the page (keyboard, pointer, zoom,
 *   orientation, assistive technology), which is what the Assisted Tests module guides.
 * - needsManualCheck: no rule; a person judges content (media alternatives, wording, consistency
 *   across pages) against the criterion.
 *
 * Rule lists are axe-core 4.13's. When axe-core is upgraded, compare with its rule tags
 * (testability.test.ts checks every criterion has exactly one entry).
 */

/** How a success criterion can be tested. */
export type Testability = 'automated' | 'needsManualCheck' | 'needsAssistedTest';

/** A criterion's testability and where that classification came from. */
export interface TestabilityEntry {
  testability: Testability;
  source: string;
}

const axe = (sc: string, rules: string): TestabilityEntry => ({
  testability: 'automated',
  source: `axe-core rules tagged wcag${sc.replaceAll('.', '')}: ${rules}`,
});
const assisted = (why: string): TestabilityEntry => ({
  testability: 'needsAssistedTest',
  source: `no axe rule; needs a person operating the page: ${why}`,
});
const manual = (why: string): TestabilityEntry => ({
  testability: 'needsManualCheck',
  source: `no axe rule; needs a person: ${why}`,
});

/** Testability of every WCAG 2.x success criterion, keyed by `x.y.z`. */
export const SC_TESTABILITY: Readonly<Record<string, TestabilityEntry>> = {
  '1.1.1': axe('1.1.1', 'image-alt, input-image-alt, object-alt, role-img-alt, svg-img-alt, aria-meter-name, aria-progressbar-name'),
  '1.2.1': manual('judge the transcript or audio track of prerecorded media (audio-caption is deprecated and off by default)'),
  '1.2.2': axe('1.2.2', 'video-caption'),
  '1.2.3': manual('judge the audio description or media alternative of prerecorded video'),
  '1.2.4': manual('watch live media for captions'),
  '1.2.5': manual('judge the audio description of prerecorded video'),
  '1.2.6': manual('check sign language interpretation of prerecorded audio'),
  '1.2.7': manual('judge extended audio description where pauses are too short'),
  '1.2.8': manual('judge the full text alternative of prerecorded media'),
  '1.2.9': manual('check the alternative for live audio-only content'),
  '1.3.1': axe('1.3.1', 'aria-hidden-body, aria-required-children, aria-required-parent, definition-list, dlitem, list, listitem, td-headers-attr, th-has-data-cells'),
  '1.3.2': assisted('compare the reading order a screen reader announces with the visual order'),
  '1.3.3': manual('read instructions for reliance on shape, colour, size, position or sound'),
  '1.3.4': assisted('rotate the device between portrait and landscape (css-orientation-lock is experimental)'),
  '1.3.5': axe('1.3.5', 'autocomplete-valid'),
  '1.3.6': manual('judge whether components, icons and regions expose their purpose'),
  '1.4.1': axe('1.4.1', 'link-in-text-block'),
  '1.4.2': axe('1.4.2', 'no-autoplay-audio'),
  '1.4.3': axe('1.4.3', 'color-contrast'),
  '1.4.4': axe('1.4.4', 'meta-viewport'),
  '1.4.5': manual('find images of text that could be real text'),
  '1.4.6': axe('1.4.6', 'color-contrast-enhanced'),
  '1.4.7': manual('listen for background sound behind prerecorded speech'),
  '1.4.8': assisted('change text colours, width and spacing in the browser and check the block of text'),
  '1.4.9': manual('find images of text that are not essential or decorative'),
  '1.4.10': assisted('view at 320 CSS pixels wide (400% zoom) and check nothing needs two-way scrolling'),
  '1.4.11': assisted('measure the contrast of component boundaries, states and graphics'),
  '1.4.12': axe('1.4.12', 'avoid-inline-spacing'),
  '1.4.13': assisted('hover and focus to open extra content, then dismiss, hover and wait'),
  '2.1.1': axe('2.1.1', 'frame-focusable-content, scrollable-region-focusable, server-side-image-map'),
  '2.1.2': assisted('tab through the page and check focus can always move away'),
  '2.1.3': axe('2.1.3', 'scrollable-region-focusable'),
  '2.1.4': assisted('press single-character shortcuts and check they can be turned off or remapped'),
  '2.2.1': axe('2.2.1', 'meta-refresh'),
  '2.2.2': axe('2.2.2', 'blink, marquee'),
  '2.2.3': manual('check that timing is not part of the activity'),
  '2.2.4': axe('2.2.4', 'meta-refresh-no-exceptions'),
  '2.2.5': manual('let a session expire and check data is kept after re-authenticating'),
  '2.2.6': manual('check users are warned of inactivity timeouts that lose data'),
  '2.3.1': manual('check content for more than three flashes a second'),
  '2.3.2': manual('check content for any flashing above three a second'),
  '2.3.3': assisted('turn on reduced motion and trigger interaction animations'),
  '2.4.1': axe('2.4.1', 'bypass'),
  '2.4.2': axe('2.4.2', 'document-title'),
  '2.4.3': assisted('tab through the page and check focus order preserves meaning'),
  '2.4.4': axe('2.4.4', 'area-alt, link-name'),
  '2.4.5': manual('check more than one way to reach each page'),
  '2.4.6': manual('judge whether headings and labels describe their topic or purpose'),
  '2.4.7': assisted('tab through the page and check focus is always visible'),
  '2.4.8': manual('check information about the user\u2019s location in a set of pages'),
  '2.4.9': axe('2.4.9', 'identical-links-same-purpose'),
  '2.4.10': manual('check that sections are organised with headings'),
  '2.4.11': assisted('tab through the page and check the focused element is not entirely hidden'),
  '2.4.12': assisted('tab through the page and check no part of the focused element is hidden'),
  '2.4.13': assisted('measure the size and contrast of focus indicators'),
  '2.5.1': assisted('use multipoint and path gestures and check single-pointer alternatives'),
  '2.5.2': assisted('press and move away before releasing to check actions can be cancelled'),
  '2.5.3': assisted('compare visible labels with names announced by speech input (label-content-name-mismatch is experimental)'),
  '2.5.4': assisted('shake or tilt the device and check motion can be disabled'),
  '2.5.5': assisted('measure pointer targets against 44 by 44 CSS pixels'),
  '2.5.6': assisted('switch between touch, mouse and keyboard while using the page'),
  '2.5.7': assisted('check dragging actions have a single-pointer alternative'),
  '2.5.8': axe('2.5.8', 'target-size'),
  '3.1.1': axe('3.1.1', 'html-has-lang, html-lang-valid, html-xml-lang-mismatch'),
  '3.1.2': axe('3.1.2', 'valid-lang'),
  '3.1.3': manual('find unusual words and idioms without a definition'),
  '3.1.4': manual('find abbreviations without an expansion'),
  '3.1.5': manual('judge the reading level of the text'),
  '3.1.6': manual('find words whose meaning depends on pronunciation'),
  '3.2.1': assisted('move focus to each component and watch for a change of context'),
  '3.2.2': assisted('change form settings and watch for an unannounced change of context'),
  '3.2.3': manual('compare navigation order across pages'),
  '3.2.4': manual('compare how repeated components are identified across pages'),
  '3.2.5': axe('3.2.5', 'meta-refresh-no-exceptions'),
  '3.2.6': manual('compare where help is offered across pages'),
  '3.3.1': assisted('submit forms with errors and check each error is described in text'),
  '3.3.2': axe('3.3.2', 'form-field-multiple-labels'),
  '3.3.3': assisted('submit forms with errors and check corrections are suggested'),
  '3.3.4': manual('check legal, financial and data submissions can be reversed, checked or confirmed'),
  '3.3.5': manual('check context-sensitive help is available'),
  '3.3.6': manual('check every submission can be reversed, checked or confirmed'),
  '3.3.7': assisted('go through multi-step processes and check earlier answers are not asked again'),
  '3.3.8': assisted('sign in and check no cognitive function test is required'),
  '3.3.9': assisted('sign in and check no object or content recognition is required'),
  '4.1.1': manual('obsolete in WCAG 2.2 and always satisfied for HTML (axe-core\u2019s duplicate-id rules are deprecated)'),
  '4.1.2': axe(
    '4.1.2',
    'area-alt, aria-allowed-attr, aria-braille-equivalent, aria-command-name, aria-conditional-attr, aria-deprecated-role, ' +
      'aria-hidden-body, aria-hidden-focus, aria-input-field-name, aria-prohibited-attr, aria-required-attr, aria-roles, ' +
      'aria-tab-name, aria-toggle-field-name, aria-tooltip-name, aria-valid-attr-value, aria-valid-attr, button-name, ' +
      'duplicate-id-aria, frame-title-unique, frame-title, input-button-name, input-image-alt, label, link-name, ' +
      'nested-interactive, select-name, summary-name',
  ),
  '4.1.3': assisted('trigger status messages and check a screen reader announces them without focus'),
};

/** How `sc` can be tested; unknown criteria need a person to check them. */
export function testabilityOf(sc: string): Testability {
  return SC_TESTABILITY[sc]?.testability ?? 'needsManualCheck';
}

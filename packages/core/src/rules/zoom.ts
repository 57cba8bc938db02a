/**
 * Rules about resizing text (WCAG 1.4.4 Resize text, 1.4.12 Text spacing): what they flag only
 * shows when a person enlarges the page, so the details pane asks for a check at 200% zoom (spec
 * 001 section 2.5, Element details). axe's `important-letter-spacing`, `important-word-spacing` and
 * `important-line-height` are checks of avoid-inline-spacing, so its issues cover them.
 */

/** Ids of the rules whose issues are checked with the page zoomed to 200%. */
export const ZOOM_CHECK_RULE_IDS: readonly string[] = ['meta-viewport', 'meta-viewport-large', 'avoid-inline-spacing'];

/** Whether issues of this rule should be checked with the page zoomed to 200%. */
export function needsZoomCheck(ruleId: string): boolean {
  return ZOOM_CHECK_RULE_IDS.includes(ruleId);
}

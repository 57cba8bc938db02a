/**
 * What axe rule tags mean to the product: WCAG success criteria (`wcag111` -> `1.1.1`), levels
 * (`wcag2a`, `wcag21aa`, ...), categories (`cat.color`), best practice and experimental markers, and
 * the two processing markers a rule's producer sets (decision 0022): `curbcut-advanced` for rules
 * found by advanced processing beyond the standard axe pass, `curbcut-ai` for AI-detected rules.
 */

/** The tag of rules found by advanced processing (custom axe rules and engines set it). */
export const ADVANCED_RULE_TAG = 'curbcut-advanced';

/** The tag of AI-detected rules; their issues match the AI-detected filter. */
export const AI_DETECTED_RULE_TAG = 'curbcut-ai';

/** The success criterion a tag names, as `x.y.z`, or null (`wcag2aa` is a level, not a criterion). */
export function scFromTag(tag: string): string | null {
  const m = /^wcag(\d)(\d)(\d{1,2})$/.exec(tag);
  if (!m) return null;
  return `${m[1]}.${m[2]}.${Number(m[3])}`;
}

/** The success criteria a rule's tags name, in tag order, without duplicates. */
export function scsFromTags(tags: readonly string[]): string[] {
  const out: string[] = [];
  for (const tag of tags) {
    const sc = scFromTag(tag);
    if (sc !== null && !out.includes(sc)) out.push(sc);
  }
  return out;
}

/** The guideline label the spec shows for a success criterion: 'SC x.y.z'. */
export function scLabel(sc: string): string {
  return `SC ${sc}`;
}

/** Categories of a rule, from its `cat.*` tags, without the prefix (`cat.color` -> `color`). */
export function categoriesFromTags(tags: readonly string[]): string[] {
  return tags.filter((t) => t.startsWith('cat.')).map((t) => t.slice(4));
}

export function isBestPractice(tags: readonly string[]): boolean {
  return tags.includes('best-practice');
}

export function isExperimental(tags: readonly string[]): boolean {
  return tags.includes('experimental');
}

export function isAdvancedRule(tags: readonly string[]): boolean {
  return tags.includes(ADVANCED_RULE_TAG);
}

export function isAiDetectedRule(tags: readonly string[]): boolean {
  return tags.includes(AI_DETECTED_RULE_TAG);
}

/**
 * Questions asked of the WCAG facts: which criteria a version and level cover, how criteria numbers
 * sort, how a version published a criterion's wording, and what a free-form target like 'WCAG 2.1 AA'
 * means.
 */
import { WCAG_CRITERIA, WCAG_GUIDELINES } from './criteria';
import { WCAG_LEVELS, WCAG_VERSIONS } from './types';
import type { WcagCriterion, WcagCriterionText, WcagGuideline, WcagLevel, WcagTarget, WcagVersion } from './types';

const BY_SC = new Map<string, WcagCriterion>(WCAG_CRITERIA.map((c) => [c.sc, c]));
const GUIDELINE_BY_NUM = new Map<string, WcagGuideline>(WCAG_GUIDELINES.map((g) => [g.num, g]));

/** The criterion numbered `sc` ('1.4.10'), or undefined for a number WCAG 2.x does not have. */
export function getCriterion(sc: string): WcagCriterion | undefined {
  return BY_SC.get(sc);
}

/** The guideline numbered `num` ('1.4'), or undefined. */
export function getGuideline(num: string): WcagGuideline | undefined {
  return GUIDELINE_BY_NUM.get(num);
}

/** True when a criterion at `level` is required for conformance at `target` (AA includes A). */
export function levelIncludes(target: WcagLevel, level: WcagLevel): boolean {
  return WCAG_LEVELS.indexOf(level) <= WCAG_LEVELS.indexOf(target);
}

/** True when `sc` belongs to WCAG `version` (4.1.1 does not belong to 2.2). */
export function isCriterionIn(sc: string, version: WcagVersion): boolean {
  return BY_SC.get(sc)?.versions.includes(version) ?? false;
}

/**
 * Criteria a conformance claim at `version` and `level` covers, cumulatively (AA includes A), in
 * SC-number order: 2.2 AA gives 55 criteria, 2.1 AA 50, 2.0 AA 38.
 */
export function criteriaFor(version: WcagVersion, level: WcagLevel): WcagCriterion[] {
  return WCAG_CRITERIA.filter((c) => c.versions.includes(version) && levelIncludes(level, c.level)).sort((a, b) =>
    compareScNumbers(a.sc, b.sc),
  );
}

/**
 * Orders criterion (or guideline) numbers numerically part by part, so 1.4.10 sorts after 1.4.9 and
 * 2.4.1 before 2.4.10.
 */
export function compareScNumbers(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? -1) - (pb[i] ?? -1);
    if (d !== 0) return d;
  }
  return 0;
}

/**
 * Handle and title of `sc` as `version` published them (2.5.5 was 'Target Size' in 2.1 and is
 * 'Target Size (Enhanced)' in 2.2). Undefined when the criterion is not part of that version.
 */
export function criterionText(sc: string, version: WcagVersion): WcagCriterionText | undefined {
  const c = BY_SC.get(sc);
  if (!c || !c.versions.includes(version)) return undefined;
  return c.earlierText?.[version] ?? { handle: c.handle, title: c.title };
}

/** The W3C Understanding document of a criterion, in the newest version that contains it. */
export function understandingUrl(sc: string): string | undefined {
  const c = BY_SC.get(sc);
  if (!c) return undefined;
  const newest = c.versions[c.versions.length - 1] ?? '2.2';
  return `https://www.w3.org/WAI/WCAG${newest.replace('.', '')}/Understanding/${c.slug}`;
}

/**
 * Reads a WCAG version and level written in any of the usual ways: '2.1', 'WCAG 2.1 AA', '2.1 AA',
 * 'wcag21aa', 'wcag2aa' (axe's tag for 2.0 AA), 'WCAG2.2-AAA'. A missing level means AA, the level
 * regulations ask for. Returns null when the text names no known version or an unknown level.
 */
export function parseWcagTarget(text: string): WcagTarget | null {
  const m = /^\s*(?:wcag)?\s*(2)(?:\.?([0-2]))?[\s_-]*(a{1,3})?\s*$/i.exec(text);
  if (!m) return null;
  const version = `2.${m[2] ?? '0'}`;
  if (!(WCAG_VERSIONS as readonly string[]).includes(version)) return null;
  const level = (m[3] ?? 'AA').toUpperCase() as WcagLevel;
  return { version: version as WcagVersion, level };
}

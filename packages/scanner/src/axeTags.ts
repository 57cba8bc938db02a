/** Which axe-core tags a scan runs for its WCAG version and level. */
import type { WcagScanLevel, WcagScanVersion } from '@curbcut/core';

/**
 * axe-core tags per WCAG version and level, each version adding to the ones before it. WCAG 2.2
 * has no `wcag22a` tag: its new level-A criteria have no automated rules in axe-core, and the
 * project's reference list for 2.2 AA is wcag2a, wcag2aa, wcag21a, wcag21aa, wcag22aa. The AAA
 * tags of 2.1 and 2.2 have no rules yet either; they are listed so rules added later are run
 * (axe-core accepts unknown `wcag2xa*` tags silently).
 */
const VERSION_TAGS: Record<WcagScanVersion, Record<WcagScanLevel, readonly string[]>> = {
  '2.0': { A: ['wcag2a'], AA: ['wcag2aa'], AAA: ['wcag2aaa'] },
  '2.1': { A: ['wcag21a'], AA: ['wcag21aa'], AAA: ['wcag21aaa'] },
  '2.2': { A: [], AA: ['wcag22aa'], AAA: ['wcag22aaa'] },
};

const VERSION_ORDER: readonly WcagScanVersion[] = ['2.0', '2.1', '2.2'];
const LEVEL_ORDER: readonly WcagScanLevel[] = ['A', 'AA', 'AAA'];

/**
 * The `runOnly` tags for a scan: every level up to `level` of every version up to `version`,
 * grouped by version (WCAG 2.2 AA: wcag2a, wcag2aa, wcag21a, wcag21aa, wcag22aa), plus
 * `best-practice` when asked.
 */
export function axeTagsFor(version: WcagScanVersion, level: WcagScanLevel, bestPractice: boolean): string[] {
  const versions = VERSION_ORDER.slice(0, VERSION_ORDER.indexOf(version) + 1);
  const levels = LEVEL_ORDER.slice(0, LEVEL_ORDER.indexOf(level) + 1);
  const tags = versions.flatMap((v) => levels.flatMap((l) => VERSION_TAGS[v][l]));
  if (bestPractice) tags.push('best-practice');
  return tags;
}

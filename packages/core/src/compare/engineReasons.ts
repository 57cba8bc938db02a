/**
 * Why an issue of a rule that only one run's engine ran is not compared (docs/decisions/0039): the
 * reason names the axe-core release that added or removed the rule, so an engine upgrade reads as
 * what it is rather than as a wave of new or resolved issues.
 */

/** Reason of an issue on a page that failed to load in the base run. */
export const PAGE_FAILED_IN_BASE = 'page failed in the base run';
/** Reason of an issue on a page that failed to load in the newer run. */
export const PAGE_FAILED_IN_NEXT = 'page failed in the newer run';

/** The numeric parts of a version (`4.10.2` -> [4, 10, 2]); null when a part is not a number. */
function versionParts(version: string): number[] | null {
  const m = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?/.exec(version.trim());
  return m === null ? null : m.slice(1).filter((p) => p !== undefined).map(Number);
}

/** 1 when `a` is the newer version, -1 when `b` is, 0 when equal or either cannot be read. */
function compareVersions(a: number[] | null, b: number[] | null): number {
  if (a === null || b === null) return 0;
  for (let k = 0; k < Math.max(a.length, b.length); k++) {
    const d = (a[k] ?? 0) - (b[k] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  return 0;
}

/**
 * A release as the reason names it: `4.10` when the two versions differ in major or minor (rules
 * come and go in minor releases), else the whole version.
 */
function releaseName(version: number[], other: number[]): string {
  const sameMinor = version[0] === other[0] && (version[1] ?? 0) === (other[1] ?? 0);
  return sameMinor ? version.join('.') : `${version[0] ?? 0}.${version[1] ?? 0}`;
}

/**
 * The two reasons for a rule run by one side only, given both runs' axe-core versions:
 * `onlyInBase` for a rule the newer run's engine did not run, `onlyInNext` for one the base run's
 * engine did not run. With equal or unreadable versions the difference is the runs' configuration,
 * not the engine, and the reason says which run did not run the rule.
 */
export function engineRuleReasons(baseVersion: string, nextVersion: string): { onlyInBase: string; onlyInNext: string } {
  const base = versionParts(baseVersion);
  const next = versionParts(nextVersion);
  const order = compareVersions(next, base);
  if (base === null || next === null || order === 0) {
    return { onlyInBase: 'rule not run in the newer run', onlyInNext: 'rule not run in the base run' };
  }
  // The newer engine is the one that added or removed the rule, whichever run used it.
  const release = order > 0 ? releaseName(next, base) : releaseName(base, next);
  const added = `rule added in axe-core ${release}`;
  const removed = `rule removed in axe-core ${release}`;
  return order > 0 ? { onlyInBase: removed, onlyInNext: added } : { onlyInBase: added, onlyInNext: removed };
}

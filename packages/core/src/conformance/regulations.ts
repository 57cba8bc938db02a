/**
 * Regulations and the WCAG targets they require (spec 001 section 9): ADA, EAA and RGAA ask for
 * WCAG 2.1 AA, Section 508 for WCAG 2.0 AA. The conformance view opens on WCAG 2.2 AAA.
 */
import { criteriaFor } from '../wcag/lookup';
import type { WcagTarget } from '../wcag/types';

/** Regulation ids as they appear in URLs and API payloads. */
export const REGULATION_IDS = ['ada', 'eaa', '508', 'rgaa'] as const;
/** A regulation id: ada, eaa, 508, rgaa. */
export type RegulationId = (typeof REGULATION_IDS)[number];

/** A regulation and the WCAG conformance it requires. */
export interface Regulation {
  id: RegulationId;
  label: string;
  target: WcagTarget;
}

/** Every regulation the conformance view offers, in button order. */
export const REGULATIONS: readonly Regulation[] = [
  { id: 'ada', label: 'ADA', target: { version: '2.1', level: 'AA' } },
  { id: 'eaa', label: 'EAA', target: { version: '2.1', level: 'AA' } },
  { id: '508', label: 'Section 508', target: { version: '2.0', level: 'AA' } },
  { id: 'rgaa', label: 'RGAA', target: { version: '2.1', level: 'AA' } },
];

/** The view the conformance summary opens on (spec 001 section 9). */
export const DEFAULT_CONFORMANCE_TARGET: WcagTarget = { version: '2.2', level: 'AAA' };

/** Every version and level the view offers, newest and strictest first (spec 000 section 9). */
export const CONFORMANCE_TARGETS: readonly WcagTarget[] = (['2.2', '2.1', '2.0'] as const).flatMap((version) =>
  (['AAA', 'AA', 'A'] as const).map((level) => ({ version, level })),
);

/** The WCAG target a regulation requires. Throws for an id that is not a known regulation. */
export function regulationTarget(id: string): WcagTarget {
  const found = REGULATIONS.find((r) => r.id === id);
  if (!found) throw new Error(`Unknown regulation '${id}'; expected one of ${REGULATION_IDS.join(', ')}`);
  return found.target;
}

const REQUIRED_BY = new Map<RegulationId, Set<string>>(
  REGULATIONS.map((r) => [r.id, new Set(criteriaFor(r.target.version, r.target.level).map((c) => c.sc))]),
);

/** Regulations that require success criterion `sc` (the guideline entry's `regulations`). */
export function regulationsRequiring(sc: string): RegulationId[] {
  return REGULATION_IDS.filter((id) => REQUIRED_BY.get(id)?.has(sc));
}

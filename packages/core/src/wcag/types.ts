/**
 * The vocabulary of WCAG facts: versions, conformance levels, principles, and the shape of one
 * success criterion as generated into `criteria.ts` from the W3C's own data.
 */

/** WCAG versions the product offers (spec 000 section 9), oldest first. */
export const WCAG_VERSIONS = ['2.0', '2.1', '2.2'] as const;
/** '2.0', '2.1' or '2.2'. */
export type WcagVersion = (typeof WCAG_VERSIONS)[number];

/** Conformance levels, lowest first: a level includes every level before it. */
export const WCAG_LEVELS = ['A', 'AA', 'AAA'] as const;
/** 'A', 'AA' or 'AAA'. */
export type WcagLevel = (typeof WCAG_LEVELS)[number];

/** The four principles, in the standard's order (1 to 4). */
export const WCAG_PRINCIPLES = ['perceivable', 'operable', 'understandable', 'robust'] as const;
/** One of the four principles, lower case. */
export type WcagPrinciple = (typeof WCAG_PRINCIPLES)[number];

/** A version and a level together: what a report is scanned against or a view shows. */
export interface WcagTarget {
  version: WcagVersion;
  level: WcagLevel;
}

/** Handle and title of a criterion as a given WCAG version published them. */
export interface WcagCriterionText {
  handle: string;
  title: string;
}

/** One WCAG guideline (`1.4 Distinguishable`). */
export interface WcagGuideline {
  num: string;
  /** Short name in the newest version that has the guideline. */
  handle: string;
  principle: WcagPrinciple;
  versions: readonly WcagVersion[];
}

/** One success criterion, with its newest wording and every version it belongs to. */
export interface WcagCriterion {
  /** Criterion number `x.y.z`. */
  sc: string;
  /** Short name ('Non-text Content'), newest wording. */
  handle: string;
  /** The criterion's normative sentence, newest wording. */
  title: string;
  level: WcagLevel;
  principle: WcagPrinciple;
  /** Guideline number `x.y`. */
  guideline: string;
  /** Versions that contain the criterion. 4.1.1 Parsing is obsolete in 2.2, so it lists 2.0 and 2.1. */
  versions: readonly WcagVersion[];
  /** W3C identifier slug, as used by the Understanding documents ('non-text-content'). */
  slug: string;
  /** Wording of earlier versions where it differs from the newest one. */
  earlierText?: Partial<Record<WcagVersion, WcagCriterionText>>;
}

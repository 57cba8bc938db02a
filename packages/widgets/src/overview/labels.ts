/**
 * Words and colours the overview charts share. Every colour is paired with a text label wherever
 * it appears, so no meaning rests on colour alone; each reaches 3:1 against white (graphics) and
 * the darker text shades 4.5:1.
 */
import { IMPACTS, type Impact, type TestStatus } from '@curbcut/core';

/** Severity names as the cards print them, in the spec's impact order. */
export const SEVERITY_LABELS: Readonly<Record<Impact, string>> = {
  critical: 'Critical',
  serious: 'Serious',
  moderate: 'Moderate',
  minor: 'Minor',
};

/** Fill colours of the severity series. */
export const SEVERITY_COLOURS: Readonly<Record<Impact, string>> = {
  critical: '#b91c1c',
  serious: '#c2410c',
  moderate: '#a16207',
  minor: '#1d4ed8',
};

/** Test health series names (spec 000 section 9: Passed, Failed, Skipped). */
export const HEALTH_LABELS: Readonly<Record<TestStatus, string>> = {
  passed: 'Passed',
  failed: 'Failed',
  skipped: 'Skipped',
};

/** Fill colours of the test health series. */
export const HEALTH_COLOURS: Readonly<Record<TestStatus, string>> = {
  passed: '#15803d',
  failed: '#b91c1c',
  skipped: '#4b5563',
};

/** The severities in display order. */
export const SEVERITIES: readonly Impact[] = IMPACTS;

/** What one point of a trend is: a build of a test run, or a run of a website scan. */
export type TrendUnit = 'build' | 'run';

/** The words a trend card uses for its points. */
export const TREND_UNIT_WORDS: Readonly<Record<TrendUnit, { word: string; column: string; noEarlier: string }>> = {
  build: { word: 'build', column: 'Build', noEarlier: 'No earlier builds to compare with yet.' },
  run: { word: 'run', column: 'Run', noEarlier: 'No earlier runs to compare with yet.' },
};

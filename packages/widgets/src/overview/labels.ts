/**
 * Words and colours the overview charts share. Every colour is paired with a text label wherever
 * it appears, so no meaning rests on colour alone. Colours are design tokens (tokens.css) as CSS
 * values: swatches use them as they are, charts resolve them (tokenColours.ts).
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
  critical: 'var(--cc-critical)',
  serious: 'var(--cc-serious)',
  moderate: 'var(--cc-moderate)',
  minor: 'var(--cc-minor)',
};

/** Test health series names (spec 000 section 9: Passed, Failed, Skipped). */
export const HEALTH_LABELS: Readonly<Record<TestStatus, string>> = {
  passed: 'Passed',
  failed: 'Failed',
  skipped: 'Skipped',
};

/** Fill colours of the test health series. */
export const HEALTH_COLOURS: Readonly<Record<TestStatus, string>> = {
  passed: 'var(--cc-success)',
  failed: 'var(--cc-danger)',
  skipped: 'var(--cc-text-muted)',
};

/** Colours of the trend lines: resolved, new and all open issues, and a single series (score, count). */
export const TREND_COLOURS = {
  resolved: 'var(--cc-success)',
  new: 'var(--cc-danger)',
  total: 'var(--cc-accent)',
} as const;

/** Column charts' point width and length (spec 000 section 9: 'max point width 40, minimum point length 2'). */
export const CHART_COLUMN = { maxBarThickness: 40, minBarLength: 2 } as const;

/** The severities in display order. */
export const SEVERITIES: readonly Impact[] = IMPACTS;

/** What one point of a trend is: a build of a test run, or a run of a website scan. */
export type TrendUnit = 'build' | 'run';

/** The words a trend card uses for its points. */
export const TREND_UNIT_WORDS: Readonly<Record<TrendUnit, { word: string; column: string; noEarlier: string }>> = {
  build: { word: 'build', column: 'Build', noEarlier: 'No earlier builds to compare with yet.' },
  run: { word: 'run', column: 'Run', noEarlier: 'No earlier runs to compare with yet.' },
};

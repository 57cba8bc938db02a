/** Words the All issues view shows for severities and filter chips. */
import type { Impact } from '@curbcut/core';

/** 'Critical', 'Serious', 'Moderate', 'Minor'. */
export function impactLabel(impact: Impact): string {
  return impact.charAt(0).toUpperCase() + impact.slice(1);
}

/** What each severity means, for the impact pill's tooltip. */
export const IMPACT_HINTS: Readonly<Record<Impact, string>> = {
  critical: 'Critical: blocks some users from using the content at all.',
  serious: 'Serious: makes the content very hard to use for some users.',
  moderate: 'Moderate: makes the content harder to use for some users.',
  minor: 'Minor: an annoyance that is still worth fixing.',
};

/** The markers of a rule accordion: its visible label, accessible name and tooltip. */
export const RULE_MARKERS = [
  {
    key: 'advanced',
    label: 'Advanced',
    name: 'Advanced processing',
    hint: 'Advanced processing: found by checks that go beyond the standard automated rules.',
  },
  {
    key: 'aiDetected',
    label: 'AI',
    name: 'AI-detected',
    hint: 'AI-detected: found by an AI model. Review each issue before acting on it.',
  },
] as const;

/** The AI-detected filter's choices, as the modal and its chip say them. */
export const AI_FILTER_LABELS = {
  allIssues: 'All issues',
  onlyAiDetectedIssues: 'Only AI-detected issues',
  notAiDetectedIssues: 'Not AI-detected issues',
} as const;

/** Singular and plural nouns of each filter, for the chips ('2 categories'). */
export const FILTER_NOUNS = {
  impact: ['severity', 'severities'],
  pages: ['page', 'pages'],
  components: ['component', 'components'],
  categories: ['category', 'categories'],
  tests: ['test', 'tests'],
  files: ['file', 'files'],
  tags: ['tag', 'tags'],
} as const;

/** A list filter of the modal. */
export type ListFilterKey = keyof typeof FILTER_NOUNS;

/** '1 category', '2 categories'. */
export function chipLabel(key: ListFilterKey, count: number): string {
  const [one, many] = FILTER_NOUNS[key];
  return `${count} ${count === 1 ? one : many}`;
}

/** The empty list of a view whose filters match nothing, and its way out. */
export const FILTERED_EMPTY = {
  text: 'No issues match the applied filters',
  clear: 'Clear filters',
} as const;

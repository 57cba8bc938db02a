/**
 * `curbcut summarize <axe-results.json>`: the counts a CI step needs to gate a build, as one JSON
 * object on one line, computed by the same core function the server uses for issue summaries.
 */
import { summarizeAxeResults, type AxeSummary } from '@curbcut/core';
import { axeInputError, parseJsonFile, readInputFile } from '../axeFile';

/** Key order of the printed object, fixed so scripts and people can rely on it. */
const SUMMARY_KEYS = [
  'critical',
  'serious',
  'moderate',
  'minor',
  'issueCount',
  'needsReviewCount',
  'ruleCount',
  'pageCount',
] as const satisfies readonly (keyof AxeSummary)[];

/** Reads an axe results file and summarises it. Throws CliError with a one-line reason on bad input. */
export async function summarizeFile(path: string): Promise<AxeSummary> {
  const json = parseJsonFile(path, await readInputFile(path));
  try {
    return summarizeAxeResults(json);
  } catch (error) {
    throw axeInputError(path, error);
  }
}

/** The printed line: the summary's fields in a fixed order, no spaces. */
export function formatSummary(summary: AxeSummary): string {
  const ordered: Record<string, number> = {};
  for (const key of SUMMARY_KEYS) ordered[key] = summary[key];
  return JSON.stringify(ordered);
}

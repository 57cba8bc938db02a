/**
 * The entry point of axe import: tells the shapes apart and normalises any of them into pages.
 *
 * Shapes (axe-core 3.2 onwards):
 * - a results object (`axe.run` with the v1 or v2 reporter, @axe-core/playwright, ...);
 * - an array of results objects (axe-cli, or several pages collected by a test runner);
 * - a `raw` reporter array of per-rule results (one page; its URL comes from `defaultUrl`).
 * Unknown fields are ignored so newer axe versions keep importing; known fields of the wrong
 * type are refused with the JSON path of the first one.
 */
import type { ImportedResults, PageResult } from '../model';
import { AxeImportError } from './axeImportError';
import { at, isObject } from './read';
import { readRawResults } from './readRaw';
import { readResultsObject, type PageDefaults } from './readReported';
import { RuleCatalog } from './ruleCatalog';

/** Options of importAxeResults. */
export interface AxeImportOptions {
  /** Page URL for output that has none (the raw reporter) or leaves `url` out. */
  defaultUrl?: string;
  /** ISO-8601 test time for output without a `timestamp` (the raw reporter). */
  defaultTimestamp?: string;
}

/** A raw rule result names its rule; a results object never has an `id`. */
function isRawRuleResult(value: unknown): boolean {
  return isObject(value) && typeof value.id === 'string' && !('nodes' in value);
}

/**
 * Normalises axe output of any shape and version into pages and rule metadata.
 * @throws AxeImportError when the input is not axe output; `.path` names the first wrong value.
 */
export function importAxeResults(input: unknown, options: AxeImportOptions = {}): ImportedResults {
  const defaults: PageDefaults = { url: options.defaultUrl ?? '', timestamp: options.defaultTimestamp ?? '' };
  const rules = new RuleCatalog();
  const pages: PageResult[] = [];
  if (isObject(input)) {
    pages.push(readResultsObject(input, '$', defaults, rules));
  } else if (Array.isArray(input)) {
    if (isRawRuleResult(input[0])) {
      pages.push(readRawResults(input, '$', defaults, rules));
    } else {
      input.forEach((item, i) => pages.push(readResultsObject(item, at('$', i), defaults, rules)));
    }
  } else {
    throw new AxeImportError('axe results: an object with violations, or an array of them', '$');
  }
  return { pages, rules: rules.toRecord() };
}

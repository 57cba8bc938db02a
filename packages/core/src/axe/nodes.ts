/**
 * What every axe output shape shares below the rule: targets, check results, failure summaries
 * and the impact of a node. The shapes differ only in the names of the element fields
 * (`target`/`html` in reporter output, `selector`/`source` in raw output).
 */
import { IMPACTS, type CheckResult, type Impact } from '../model';
import { ruleImpact } from '../report/ruleImpacts';
import { AxeImportError } from './axeImportError';
import {
  at,
  readArray,
  readImpact,
  readObject,
  readOptionalArray,
  readOptionalString,
  readString,
  type JsonObject,
} from './read';

/** Separator between frame and shadow-DOM steps of a target (Playwright's piercing syntax). */
export const TARGET_SEPARATOR = ' >>> ';

/** Field names of an element reference in one output shape. */
export interface ElementFields {
  selector: 'target' | 'selector';
  html: 'html' | 'source';
}

/** Element fields of reporter output (v1, v2, axe-cli). */
export const REPORTED_FIELDS: ElementFields = { selector: 'target', html: 'html' };
/** Element fields of raw reporter output (a serialised DqElement). */
export const RAW_FIELDS: ElementFields = { selector: 'selector', html: 'source' };

/**
 * An axe target: a list of selectors, one per frame, where a step inside shadow DOM is itself a
 * list (host first). Every step becomes one part of a ' >>> ' path.
 */
export function readTarget(value: unknown, path: string): string {
  const expected = 'an array of selectors';
  const steps = readArray(value, path, expected);
  if (steps.length === 0) throw new AxeImportError(expected, path);
  const parts: string[] = [];
  steps.forEach((step, i) => {
    const stepPath = at(path, i);
    if (typeof step === 'string') {
      parts.push(step);
      return;
    }
    const shadow = readArray(step, stepPath, 'a selector or an array of selectors');
    if (shadow.length === 0) throw new AxeImportError('a selector or an array of selectors', stepPath);
    shadow.forEach((inner, j) => {
      if (typeof inner !== 'string') throw new AxeImportError('a selector', at(stepPath, j));
      parts.push(inner);
    });
  });
  return parts.join(TARGET_SEPARATOR);
}

/** An element reference (a node or a related node) in the given shape. */
export function readElement(obj: JsonObject, path: string, fields: ElementFields): { target: string; html: string } {
  return {
    target: readTarget(obj[fields.selector], at(path, fields.selector)),
    html: readString(obj, fields.html, path),
  };
}

/**
 * A check's related node. Raw output of older axe (3.3 to 4.2 in the corpus) serialised related
 * elements without their selector (only `source`), so a missing selector or snippet reads as
 * empty; a wrong type is still refused.
 */
function readRelatedNode(obj: JsonObject, path: string, fields: ElementFields): { target: string; html: string } {
  const selector = obj[fields.selector];
  return {
    target: selector === undefined || selector === null ? '' : readTarget(selector, at(path, fields.selector)),
    html: readOptionalString(obj, fields.html, path) ?? '',
  };
}

/** Check results plus the most severe impact among them (a fallback for nodes without one). */
export interface ReadChecks {
  checks: CheckResult[];
  impact: Impact | null;
}

/** One of a node's any / all / none lists. */
export function readChecks(node: JsonObject, key: 'any' | 'all' | 'none', path: string, fields: ElementFields): ReadChecks {
  const listPath = at(path, key);
  let impact: Impact | null = null;
  const checks = readOptionalArray(node, key, path, 'an array of check results').map((item, i) => {
    const checkPath = at(listPath, i);
    const check = readObject(item, checkPath, 'a check result');
    const checkImpact = readImpact(check, 'impact', checkPath);
    impact = moreSevere(impact, checkImpact);
    const message = check.message === undefined || check.message === null ? '' : check.message;
    if (typeof message !== 'string') throw new AxeImportError('a string', at(checkPath, 'message'));
    const result: CheckResult = {
      id: readString(check, 'id', checkPath),
      message,
      relatedNodes: readOptionalArray(check, 'relatedNodes', checkPath).map((related, r) => {
        const relatedPath = at(at(checkPath, 'relatedNodes'), r);
        return readRelatedNode(readObject(related, relatedPath, 'a related node'), relatedPath, fields);
      }),
    };
    if (check.data !== undefined && check.data !== null) result.data = check.data;
    return result;
  });
  return { checks, impact };
}

/** The more severe of two impacts (null when both are unknown). */
export function moreSevere(a: Impact | null, b: Impact | null): Impact | null {
  if (a === null) return b;
  if (b === null) return a;
  return IMPACTS.indexOf(a) <= IMPACTS.indexOf(b) ? a : b;
}

/**
 * A node's impact: its own, else its rule's in the file, else the rule's metadata impact, else the
 * worst of its checks. 'minor' is the last resort so that a rule nobody rated never inflates a score.
 */
export function resolveImpact(
  nodeImpact: Impact | null,
  ruleImpactInFile: Impact | null,
  ruleId: string,
  checkImpact: Impact | null,
): Impact {
  return nodeImpact ?? ruleImpactInFile ?? ruleImpact(ruleId) ?? checkImpact ?? 'minor';
}

function summaryBlock(title: string, checks: CheckResult[]): string {
  return title + checks.map((c) => '\n  ' + c.message.split('\n').join('\n  ')).join('');
}

/**
 * The failure summary axe's v1 reporter writes (raw and v2 output leave it out): failing all / none
 * checks under "Fix all of the following:", then any checks under "Fix any of the following:".
 */
export function failureSummaryOf(any: CheckResult[], all: CheckResult[], none: CheckResult[]): string {
  const blocks: string[] = [];
  const mustFix = [...none, ...all];
  if (mustFix.length > 0) blocks.push(summaryBlock('Fix all of the following:', mustFix));
  if (any.length > 0) blocks.push(summaryBlock('Fix any of the following:', any));
  return blocks.join('\n\n');
}

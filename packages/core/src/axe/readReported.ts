/**
 * Reads one axe results object: the output of `axe.run` with the v1 or v2 reporter (the default),
 * of @axe-core/playwright and friends, and each element of an axe-cli results array. Rules are
 * grouped by outcome (`violations`, `incomplete`, `passes`, `inapplicable`), each with its `nodes`.
 */
import type { Impact, IssueNode, PageEnvironment, PageResult, RuleOutcome, TestEngine } from '../model';
import { failureSummaryOf, moreSevere, readChecks, readElement, REPORTED_FIELDS, resolveImpact } from './nodes';
import {
  at,
  readArray,
  readImpact,
  readObject,
  readOptionalArray,
  readOptionalNumber,
  readOptionalString,
  type JsonObject,
} from './read';
import type { RuleCatalog } from './ruleCatalog';

/** Page facts taken from the options when the file leaves them out. */
export interface PageDefaults {
  url: string;
  timestamp: string;
}

interface PageContext {
  url: string;
  timestamp: string;
  needsReview: boolean;
}

/** One results object -> one page. */
export function readResultsObject(value: unknown, path: string, defaults: PageDefaults, rules: RuleCatalog): PageResult {
  const results = readObject(value, path, 'an axe results object');
  // Checked first: it is what tells axe output apart from any other JSON object.
  readArray(results.violations, at(path, 'violations'), 'an array of rule results');
  const page = {
    url: readOptionalString(results, 'url', path) ?? defaults.url,
    timestamp: readOptionalString(results, 'timestamp', path) ?? defaults.timestamp,
  };
  return {
    ...page,
    engine: readEngine(results, path),
    environment: readEnvironment(results, path),
    violations: readIssueGroup(results, 'violations', path, { ...page, needsReview: false }, rules),
    incomplete: readIssueGroup(results, 'incomplete', path, { ...page, needsReview: true }, rules),
    passes: readOutcomeGroup(results, 'passes', path, rules),
    inapplicable: readOutcomeGroup(results, 'inapplicable', path, rules),
  };
}

function readEngine(results: JsonObject, path: string): TestEngine {
  const value = results.testEngine;
  if (value === undefined || value === null) return { name: 'axe-core', version: '' };
  const enginePath = at(path, 'testEngine');
  const engine = readObject(value, enginePath, 'an object with name and version');
  return {
    name: readOptionalString(engine, 'name', enginePath) ?? 'axe-core',
    version: readOptionalString(engine, 'version', enginePath) ?? '',
  };
}

function readEnvironment(results: JsonObject, path: string): PageEnvironment {
  const value = results.testEnvironment;
  if (value === undefined || value === null) return {};
  const envPath = at(path, 'testEnvironment');
  const env = readObject(value, envPath);
  const out: PageEnvironment = {};
  const userAgent = readOptionalString(env, 'userAgent', envPath);
  const windowWidth = readOptionalNumber(env, 'windowWidth', envPath);
  const windowHeight = readOptionalNumber(env, 'windowHeight', envPath);
  const orientation = readOptionalString(env, 'orientationType', envPath);
  if (userAgent !== undefined) out.userAgent = userAgent;
  if (windowWidth !== undefined) out.windowWidth = windowWidth;
  if (windowHeight !== undefined) out.windowHeight = windowHeight;
  if (orientation !== undefined) out.orientation = orientation;
  return out;
}

function readIssueGroup(
  results: JsonObject,
  key: 'violations' | 'incomplete',
  path: string,
  page: PageContext,
  rules: RuleCatalog,
): IssueNode[] {
  const groupPath = at(path, key);
  const out: IssueNode[] = [];
  readOptionalArray(results, key, path, 'an array of rule results').forEach((item, r) => {
    const rulePath = at(groupPath, r);
    const rule = readObject(item, rulePath, 'a rule result');
    const { id, impact: ruleImpactInFile } = rules.read(rule, rulePath);
    const nodesPath = at(rulePath, 'nodes');
    readArray(rule.nodes, nodesPath, 'an array of nodes').forEach((nodeValue, n) => {
      const nodePath = at(nodesPath, n);
      const node = readObject(nodeValue, nodePath, 'a node');
      const issue = readReportedNode(node, nodePath, id, ruleImpactInFile, page);
      rules.noteNodeImpact(id, issue.impact);
      out.push(issue);
    });
  });
  return out;
}

function readReportedNode(
  node: JsonObject,
  path: string,
  ruleId: string,
  ruleImpactInFile: Impact | null,
  page: PageContext,
): IssueNode {
  const { target, html } = readElement(node, path, REPORTED_FIELDS);
  const any = readChecks(node, 'any', path, REPORTED_FIELDS);
  const all = readChecks(node, 'all', path, REPORTED_FIELDS);
  const none = readChecks(node, 'none', path, REPORTED_FIELDS);
  const checkImpact = moreSevere(moreSevere(any.impact, all.impact), none.impact);
  return {
    ruleId,
    impact: resolveImpact(readImpact(node, 'impact', path), ruleImpactInFile, ruleId, checkImpact),
    needsReview: page.needsReview,
    html,
    target,
    failureSummary:
      readOptionalString(node, 'failureSummary', path) ?? failureSummaryOf(any.checks, all.checks, none.checks),
    any: any.checks,
    all: all.checks,
    none: none.checks,
    pageUrl: page.url,
    timestamp: page.timestamp,
  };
}

function readOutcomeGroup(
  results: JsonObject,
  key: 'passes' | 'inapplicable',
  path: string,
  rules: RuleCatalog,
): RuleOutcome[] {
  const groupPath = at(path, key);
  return readOptionalArray(results, key, path, 'an array of rule results').map((item, r) => {
    const rulePath = at(groupPath, r);
    const rule = readObject(item, rulePath, 'a rule result');
    const { id } = rules.read(rule, rulePath);
    // Inapplicable rules matched no element; their nodes list is empty by definition.
    const nodeCount = key === 'passes' ? readOptionalArray(rule, 'nodes', rulePath, 'an array of nodes').length : 0;
    return { ruleId: id, nodeCount };
  });
}

/**
 * Reads axe's `raw` reporter output: one page as an array of per-rule results. Each rule holds its
 * node results in `violations`, `incomplete`, `passes` and `inapplicable`; a node result carries
 * its own `impact` and checks, and the element as `node.selector` / `node.source`. Raw output has no
 * URL, time or engine: those come from the import options.
 */
import type { Impact, IssueNode, PageResult } from '../model';
import { failureSummaryOf, moreSevere, RAW_FIELDS, readChecks, readElement, resolveImpact } from './nodes';
import { at, readImpact, readObject, readOptionalArray, readOptionalString, type JsonObject } from './read';
import type { PageDefaults } from './readReported';
import type { RuleCatalog } from './ruleCatalog';

/** One raw results array -> one page. */
export function readRawResults(list: readonly unknown[], path: string, defaults: PageDefaults, rules: RuleCatalog): PageResult {
  const page: PageResult = {
    url: defaults.url,
    timestamp: defaults.timestamp,
    engine: { name: 'axe-core', version: '' },
    environment: {},
    violations: [],
    incomplete: [],
    passes: [],
    inapplicable: [],
  };
  const groups: { key: 'violations' | 'incomplete'; needsReview: boolean; into: IssueNode[] }[] = [
    { key: 'violations', needsReview: false, into: page.violations },
    { key: 'incomplete', needsReview: true, into: page.incomplete },
  ];
  list.forEach((item, r) => {
    const rulePath = at(path, r);
    const rule = readObject(item, rulePath, 'a raw rule result');
    const { id, impact } = rules.read(rule, rulePath);
    for (const group of groups) {
      readOptionalArray(rule, group.key, rulePath, 'an array of node results').forEach((nodeValue, n) => {
        const nodePath = at(at(rulePath, group.key), n);
        const issue = readRawNode(nodeValue, nodePath, id, impact, group.needsReview, page);
        rules.noteNodeImpact(id, issue.impact);
        group.into.push(issue);
      });
    }
    const passed = readOptionalArray(rule, 'passes', rulePath, 'an array of node results').length;
    const result = readOptionalString(rule, 'result', rulePath);
    // Same grouping as axe's own reporters: a rule is "passed" on a page when some element passed,
    // "inapplicable" when it matched nothing.
    if (passed > 0) page.passes.push({ ruleId: id, nodeCount: passed });
    else if (result === 'inapplicable') page.inapplicable.push({ ruleId: id, nodeCount: 0 });
  });
  return page;
}

function readRawNode(
  value: unknown,
  path: string,
  ruleId: string,
  ruleImpactInFile: Impact | null,
  needsReview: boolean,
  page: PageResult,
): IssueNode {
  const result: JsonObject = readObject(value, path, 'a node result');
  const nodePath = at(path, 'node');
  const { target, html } = readElement(readObject(result.node, nodePath, 'an element with selector and source'), nodePath, RAW_FIELDS);
  const any = readChecks(result, 'any', path, RAW_FIELDS);
  const all = readChecks(result, 'all', path, RAW_FIELDS);
  const none = readChecks(result, 'none', path, RAW_FIELDS);
  const checkImpact = moreSevere(moreSevere(any.impact, all.impact), none.impact);
  return {
    ruleId,
    impact: resolveImpact(readImpact(result, 'impact', path), ruleImpactInFile, ruleId, checkImpact),
    needsReview,
    html,
    target,
    failureSummary: failureSummaryOf(any.checks, all.checks, none.checks),
    any: any.checks,
    all: all.checks,
    none: none.checks,
    pageUrl: page.url,
    timestamp: page.timestamp,
  };
}

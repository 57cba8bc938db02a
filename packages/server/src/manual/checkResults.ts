/**
 * An assisted check as axe results (docs/decisions/0041): its failing instances are violations of
 * the criterion's rule, a pass or not-applicable on a named page is that rule's outcome there. So
 * the importer fingerprints the instances, and pages, rules and outcomes are stored as for any
 * results, with nothing special to write.
 */
import { assistedRuleInfo, type AssistedCheckInput, type Impact, type RuleInfo } from '@curbcut/core';

/** The engine named on a tester's findings. */
export const ASSISTED_ENGINE = { name: 'Curbcut assisted test', version: '1' } as const;

/** The impact of an instance sent without one. */
export const DEFAULT_INSTANCE_IMPACT: Impact = 'serious';

interface AxeRule {
  id: string;
  impact: Impact | null;
  tags: string[];
  description: string;
  help: string;
  helpUrl: string;
  nodes: Array<{ html: string; target: string[]; impact: Impact; failureSummary: string; any: []; all: []; none: [] }>;
}

function emptyRule(rule: RuleInfo): AxeRule {
  return { id: rule.id, impact: rule.impact, tags: rule.tags, description: rule.description, help: rule.help, helpUrl: rule.helpUrl, nodes: [] };
}

function document(url: string, timestamp: string, lists: { violations?: AxeRule[]; passes?: AxeRule[]; inapplicable?: AxeRule[] }) {
  return {
    url,
    timestamp,
    testEngine: ASSISTED_ENGINE,
    violations: lists.violations ?? [],
    passes: lists.passes ?? [],
    incomplete: [],
    inapplicable: lists.inapplicable ?? [],
  };
}

/**
 * The axe results documents of one check (one per page), or undefined when it says nothing about a
 * page (not tested, or no page named). The criterion must be known (the caller checked it).
 */
export function checkResults(check: AssistedCheckInput, timestamp: string): unknown[] | undefined {
  const rule = assistedRuleInfo(check.criterion);
  if (!rule) throw new Error(`Unknown criterion ${check.criterion}`);
  if (check.outcome === 'fail') {
    // A failure found on no element in particular is the page's own (its root element).
    const instances = check.instances?.length ? check.instances : [{ pageUrl: check.pageUrl ?? '', selector: 'html', html: '<html>' }];
    const byPage = new Map<string, AxeRule>();
    for (const instance of instances as NonNullable<AssistedCheckInput['instances']>) {
      let entry = byPage.get(instance.pageUrl);
      if (!entry) byPage.set(instance.pageUrl, (entry = emptyRule(rule)));
      const impact = instance.impact ?? DEFAULT_INSTANCE_IMPACT;
      entry.nodes.push({ html: instance.html, target: [instance.selector], impact, failureSummary: instance.notes ?? check.notes ?? '', any: [], all: [], none: [] });
    }
    return [...byPage].map(([url, entry]) => document(url, timestamp, { violations: [entry] }));
  }
  if (check.pageUrl === undefined) return undefined;
  if (check.outcome === 'pass') return [document(check.pageUrl, timestamp, { passes: [emptyRule(rule)] })];
  if (check.outcome === 'notApplicable') return [document(check.pageUrl, timestamp, { inapplicable: [emptyRule(rule)] })];
  return undefined;
}

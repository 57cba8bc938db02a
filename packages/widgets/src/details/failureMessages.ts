/**
 * The node's own failure messages, each said once. axe's failure summary is nothing but the check
 * messages again under 'Fix any / all of the following:', and checks often repeat one message, so
 * How to fix shows the checks (with their related elements) and reads the summary only when a
 * source recorded no checks (PDF findings, older datasets).
 */
import type { CheckResult } from '@curbcut/core';

/** One message with the elements axe related to it. */
export interface FailureMessage {
  message: string;
  related: string[];
}

/** Messages under one of the spec's headings ('Fix any of the following'). */
export interface FailureGroup {
  title: string;
  messages: FailureMessage[];
}

const TITLES = { any: 'Fix any of the following', all: 'Fix all of the following', none: 'Fix none of the following' } as const;
const SUMMARY_HEADING = /^(Fix (?:any|all) of the following):?$/;

/** Groups of deduplicated messages: a message already shown in an earlier group is not repeated. */
export function failureGroups(checks: { any: CheckResult[]; all: CheckResult[]; none: CheckResult[] }, failureSummary: string): FailureGroup[] {
  const seen = new Map<string, FailureMessage>();
  const groups: FailureGroup[] = [];
  const add = (group: FailureGroup, message: string, related: readonly string[]) => {
    const text = message.trim();
    if (text === '') return;
    const known = seen.get(text);
    const entry = known ?? { message: text, related: [] };
    for (const target of related) if (!entry.related.includes(target)) entry.related.push(target);
    if (known) return;
    seen.set(text, entry);
    group.messages.push(entry);
  };
  for (const key of ['any', 'all', 'none'] as const) {
    const group: FailureGroup = { title: TITLES[key], messages: [] };
    for (const check of checks[key]) add(group, check.message, check.relatedNodes.map((n) => n.target));
    groups.push(group);
  }
  if (groups.every((g) => g.messages.length === 0)) {
    let group: FailureGroup = { title: '', messages: [] };
    groups.length = 0;
    groups.push(group);
    for (const line of failureSummary.split('\n')) {
      const heading = SUMMARY_HEADING.exec(line.trim());
      if (heading) groups.push((group = { title: heading[1]!, messages: [] }));
      else add(group, line, []);
    }
  }
  return groups.filter((g) => g.messages.length > 0);
}

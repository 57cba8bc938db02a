/**
 * The standard each rule tag belongs to, so the Filters modal can group a long tag list (axe tags
 * one rule with WCAG, Section 508, EN 301 549, RGAA and Trusted Tester references at once). A
 * criterion tag (`wcag1410`) goes under the WCAG version and level that introduced the criterion
 * and reads 'SC 1.4.10 Reflow'.
 */
import { getCriterion, scFromTag, scLabel } from '@curbcut/core';
import type { FilterOption } from '../data/types';

/** A group of the tag list: its heading and its place among the groups. */
export interface TagGroup {
  title: string;
  order: number;
}

const WCAG_LEVEL_TAG = /^wcag2(\d?)(a{1,3})$/;
const WCAG_ORDER = ['2.0', '2.1', '2.2'];

function wcagGroup(version: string, level: string): TagGroup {
  return { title: `WCAG ${version} ${level}`, order: WCAG_ORDER.indexOf(version) * 3 + level.length };
}

/** Standards other than WCAG, by how their tags start, in the order they are listed. */
const STANDARDS: readonly { test: (tag: string) => boolean; title: string }[] = [
  { test: (t) => t.startsWith('section508'), title: 'Section 508' },
  { test: (t) => t.startsWith('EN-'), title: 'EN 301 549' },
  { test: (t) => t.startsWith('RGAA'), title: 'RGAA' },
  { test: (t) => /^TT(v?\d)/.test(t), title: 'Trusted Tester' },
  { test: (t) => t === 'ACT', title: 'ACT rules' },
  { test: (t) => t === 'best-practice', title: 'Best practices' },
  { test: (t) => t.startsWith('cat.'), title: 'Category tags' },
];
const OTHER: TagGroup = { title: 'Other', order: 100 };

/** The group of a tag. */
export function tagGroup(tag: string): TagGroup {
  const level = WCAG_LEVEL_TAG.exec(tag);
  if (level) return wcagGroup(`2.${level[1] || '0'}`, level[2]!.toUpperCase());
  const sc = scFromTag(tag);
  const criterion = sc === null ? undefined : getCriterion(sc);
  if (criterion) return wcagGroup(criterion.versions[0]!, criterion.level);
  const at = STANDARDS.findIndex((s) => s.test(tag));
  return at < 0 ? OTHER : { title: STANDARDS[at]!.title, order: 10 + at };
}

/** Tag options as people read them: a criterion tag names its criterion, the tag kept for search. */
export function labelTagOptions(options: readonly FilterOption[]): FilterOption[] {
  return options.map((o) => {
    const sc = scFromTag(o.value);
    const criterion = sc === null ? undefined : getCriterion(sc);
    return criterion ? { ...o, label: `${scLabel(criterion.sc)} ${criterion.handle} (${o.value})` } : o;
  });
}

/** Options grouped under their headings, groups in the standards' order, entries in natural order ('1.4.3' before '1.4.10'). */
export function groupOptions(options: readonly FilterOption[], groupOf: (value: string) => TagGroup): { title: string; options: FilterOption[] }[] {
  const groups = new Map<string, { group: TagGroup; options: FilterOption[] }>();
  for (const o of options) {
    const group = groupOf(o.value);
    const entry = groups.get(group.title) ?? { group, options: [] };
    entry.options.push(o);
    groups.set(group.title, entry);
  }
  return [...groups.values()]
    .sort((a, b) => a.group.order - b.group.order || a.group.title.localeCompare(b.group.title))
    .map(({ group, options: list }) => ({
      title: group.title,
      options: list.sort((a, b) => a.label.localeCompare(b.label, undefined, { numeric: true })),
    }));
}

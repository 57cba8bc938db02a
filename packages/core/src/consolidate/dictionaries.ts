/**
 * The dictionaries of a consolidated dataset: the union of its sources' rules, components, pages
 * and units (test cases), each source's entries mapped to merged indexes once, so rows are copied
 * by index lookups alone.
 */
import { IMPACTS } from '../model';
import type { Impact, RuleInfo, TestCase } from '../model';
import type { Dataset } from '../dataset/decode';
import type { DatasetPageEnvironment, DatasetTestCase } from '../dataset/format';

/** A dataset holds at most this many rules (u16 indexes). */
const MAX_RULES = 0xffff;

/** For each entry of one source's dictionaries, its index in the merged ones. */
export interface SourceIndexMaps {
  rule: Uint16Array;
  component: Uint32Array;
  page: Uint32Array;
  unit: Uint32Array;
}

/** Merged dictionaries, in the order entries were first met. */
export class MergedDictionaries {
  readonly rules: RuleInfo[] = [];
  readonly components: string[] = [];
  readonly pages: string[] = [];
  readonly pageEnvironments: DatasetPageEnvironment[] = [];
  readonly units: TestCase[] = [];
  private readonly ruleIndex = new Map<string, number>();
  private readonly componentIndex = new Map<string, number>();
  private readonly pageIndex = new Map<string, number>();
  private readonly unitIndex = new Map<string, number>();

  /**
   * Adds a source's dictionaries and maps them. A rule keeps the first source's facts, with the
   * most severe impact any source saw (a rule's impact is the highest seen); a page keeps its first
   * environment; a unit id met before keeps its first entry (ids are globally unique). Every new
   * unit names `reportId` as its report.
   */
  addSource(dataset: Dataset, reportId: string): SourceIndexMaps {
    const rule = new Uint16Array(dataset.rules.length);
    dataset.rules.forEach((r, i) => {
      rule[i] = this.addRule(r);
    });
    const component = new Uint32Array(dataset.components.length);
    dataset.components.forEach((id, i) => {
      component[i] = indexOf(this.componentIndex, this.components, id);
    });
    const page = new Uint32Array(dataset.pages.length);
    dataset.pages.forEach((url, i) => {
      const before = this.pages.length;
      page[i] = indexOf(this.pageIndex, this.pages, url);
      if (this.pages.length > before) this.pageEnvironments.push(dataset.pageEnvironments[i] ?? {});
    });
    const unit = new Uint32Array(dataset.testCases.length);
    dataset.testCases.forEach((t, i) => {
      unit[i] = this.addUnit(unitOf(t, dataset.files, reportId));
    });
    return { rule, component, page, unit };
  }

  /** The unit standing for a whole report: where its issues found outside any unit are credited. */
  wholeReportUnit(reportId: string, reportName: string): number {
    return this.addUnit({ id: reportId, name: reportName, status: 'failed', reportId });
  }

  private addRule(r: RuleInfo): number {
    const known = this.ruleIndex.get(r.id);
    if (known !== undefined) {
      const kept = this.rules[known] as RuleInfo;
      const impact = moreSevere(kept.impact, r.impact);
      if (impact !== kept.impact) this.rules[known] = { ...kept, impact };
      return known;
    }
    if (this.rules.length >= MAX_RULES) throw new RangeError('A consolidated dataset holds at most 65,535 rules.');
    this.ruleIndex.set(r.id, this.rules.length);
    // Only the stored facts: a decoded rule also carries what decoding derives from its tags.
    this.rules.push({ id: r.id, help: r.help, description: r.description, helpUrl: r.helpUrl, tags: r.tags, impact: r.impact });
    return this.rules.length - 1;
  }

  private addUnit(unit: TestCase): number {
    const known = this.unitIndex.get(unit.id);
    if (known !== undefined) return known;
    this.unitIndex.set(unit.id, this.units.length);
    this.units.push(unit);
    return this.units.length - 1;
  }
}

function indexOf(index: Map<string, number>, list: string[], key: string): number {
  let i = index.get(key);
  if (i === undefined) {
    i = list.length;
    index.set(key, i);
    list.push(key);
  }
  return i;
}

function unitOf(t: DatasetTestCase, files: readonly string[], reportId: string): TestCase {
  const file = t.file >= 0 ? files[t.file] : undefined;
  return {
    id: t.id,
    name: t.name,
    status: t.status,
    ...(file !== undefined ? { file } : {}),
    ...(t.browser ? { browser: t.browser } : {}),
    ...(t.os ? { os: t.os } : {}),
    reportId,
  };
}

function moreSevere(a: Impact | null, b: Impact | null): Impact | null {
  if (a === null) return b;
  if (b === null) return a;
  return IMPACTS.indexOf(b) < IMPACTS.indexOf(a) ? b : a;
}

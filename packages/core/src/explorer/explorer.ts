/**
 * The issue explorer's questions over a dataset (spec 001 section 2.5): the rule and guideline
 * accordions, the components of one of them (with behaviours for behaviour-type rules), and the
 * issue list behind the details pane. The server's All issues calls and the widget's worker both
 * answer from these functions, so a count can never differ between the API and the screen.
 *
 * Instances of a preferred behaviour are the intended ones, so they are not counted as issues; a
 * behaviour-type rule still lists them among its behaviours, so they can be unmarked.
 */
import type { Dataset } from '../dataset/decode';
import { rowTestCases } from '../dataset/rows';
import type { StringColumnReader } from '../dataset/strings';
import { withoutPreferredRows } from '../decisions/dataset';
import { criterionKeyOf, criterionKeysOfTags } from '../decisions/scope';
import { UNMEASURED_BEHAVIOUR, groupBehaviours, type BehaviourGroup } from '../grouping/summary';
import { groupByComponent } from '../grouping/groups';
import { isBehaviourRule } from '../identity/behaviour';

/** A rule accordion (by rule id) or a guideline accordion (by criterion key, tag or group key). */
export interface ExplorerGroup {
  kind: 'rule' | 'guideline';
  id: string;
}

/** A row of a group's components table. */
export interface ExplorerComponent {
  id: string;
  /** Counted issues (preferred-behaviour instances left out). */
  issueCount: number;
  pageCount: number;
  /** Behaviours of a behaviour-type rule's component, preferred one included; empty otherwise. */
  behaviours: BehaviourGroup[];
}

/** What narrows the issue list of the details pane, beyond the filters. */
export interface IssueListScope {
  group?: ExplorerGroup;
  componentId?: string;
  /** Only this behaviour's instances (preferred ones included); undefined: counted issues only. */
  behaviour?: string;
  /** Test case ids: only issues one of them reported. */
  testCaseIds?: readonly string[];
}

/**
 * 1 per rule index the group holds. A rule id the dataset does not know selects nothing; a
 * guideline key that names no criterion throws the DecisionError of criterionKeyOf.
 */
export function groupRuleTable(dataset: Dataset, group: ExplorerGroup): Uint8Array {
  if (group.kind === 'rule') return Uint8Array.from(dataset.rules, (r) => (r.id === group.id ? 1 : 0));
  const key = criterionKeyOf(group.id);
  return Uint8Array.from(dataset.rules, (r) => (criterionKeysOfTags(r.tags).includes(key) ? 1 : 0));
}

/** The rows whose rule the table selects, in order. */
export function rowsOfRuleTable(dataset: Dataset, rows: Uint32Array, table: Uint8Array): Uint32Array {
  const { rule } = dataset.columns;
  return rows.filter((r) => table[rule[r] as number] === 1);
}

/** The rows of one component, in order (none when the dataset has no such component). */
export function rowsOfComponent(dataset: Dataset, rows: Uint32Array, componentId: string): Uint32Array {
  const c = dataset.components.indexOf(componentId);
  if (c < 0) return new Uint32Array(0);
  const { component } = dataset.columns;
  return rows.filter((r) => component[r] === c);
}

/** The rows one of the test cases (by id) reported, in order. */
export function rowsOfTestCases(dataset: Dataset, rows: Uint32Array, testCaseIds: readonly string[]): Uint32Array {
  const wanted = new Set(dataset.testCases.flatMap((t, i) => (testCaseIds.includes(t.id) ? [i] : [])));
  return rows.filter((r) => rowTestCases(dataset, r).some((i) => wanted.has(i)));
}

/**
 * The rows whose behaviour is `behaviour` (UNMEASURED_BEHAVIOUR: the rows without one), in order;
 * reads the behaviour strings of `rows`.
 */
export async function rowsOfBehaviour(reader: StringColumnReader, rows: Uint32Array, behaviour: string): Promise<Uint32Array> {
  if (rows.length === 0) return rows;
  const values = await reader.readRows('behaviour', rows);
  const wanted = behaviour === UNMEASURED_BEHAVIOUR ? '' : behaviour;
  return rows.filter((_, k) => values[k] === wanted);
}

/**
 * Components of a group among the matching rows (preferred instances included), by counted issues
 * descending. A behaviour-type rule lists each component's behaviours, and a component whose every
 * instance is of the preferred behaviour stays listed with 0 issues so it can be unmarked.
 * `behaviours: false` skips reading the behaviour strings (a table that shows no behaviours).
 */
export async function groupComponents(
  dataset: Dataset,
  reader: StringColumnReader,
  matching: Uint32Array,
  group: ExplorerGroup,
  options: { behaviours?: boolean } = {},
): Promise<ExplorerComponent[]> {
  const rows = rowsOfRuleTable(dataset, matching, groupRuleTable(dataset, group));
  const counted = withoutPreferredRows(dataset, rows);
  const behaviourRule = group.kind === 'rule' && isBehaviourRule(group.id);
  const countOf = new Map(groupByComponent(dataset, counted).map((c) => [c.componentIndex, c.issueCount]));
  const out: ExplorerComponent[] = [];
  for (const c of groupByComponent(dataset, behaviourRule ? rows : counted)) {
    const behaviours = behaviourRule && options.behaviours !== false ? await groupBehaviours(dataset, reader, rowsOfComponent(dataset, rows, c.id)) : [];
    out.push({ id: c.id, issueCount: countOf.get(c.componentIndex) ?? 0, pageCount: c.pageCount, behaviours });
  }
  // Stable: equal counts keep groupByComponent's order.
  return out.sort((a, b) => b.issueCount - a.issueCount);
}

/**
 * The issue list of the details pane, in dataset order: the matching rows narrowed to the scope.
 * Without a behaviour, preferred instances are left out (they are not issues).
 */
export async function issueListRows(dataset: Dataset, reader: StringColumnReader, matching: Uint32Array, scope: IssueListScope): Promise<Uint32Array> {
  let rows = scope.behaviour === undefined ? withoutPreferredRows(dataset, matching) : matching;
  if (scope.group) rows = rowsOfRuleTable(dataset, rows, groupRuleTable(dataset, scope.group));
  if (scope.componentId !== undefined) rows = rowsOfComponent(dataset, rows, scope.componentId);
  if (scope.testCaseIds && scope.testCaseIds.length > 0) rows = rowsOfTestCases(dataset, rows, scope.testCaseIds);
  if (scope.behaviour !== undefined) rows = await rowsOfBehaviour(reader, rows, scope.behaviour);
  return rows;
}

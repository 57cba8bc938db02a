export {
  allRows,
  countByRule,
  countByComponent,
  countByPage,
  countByImpact,
  distinctPagesByComponent,
  orderByCount,
} from './counts';
export {
  groupByRule,
  groupByCriterion,
  groupByComponent,
  groupByPage,
  rowsOfRule,
  impactRank,
  compareCriterionKeys,
  countGroups,
  createGroupCounts,
  foldGroupCounts,
  ruleGroupsFromCounts,
} from './groups';
export type { RuleGroup, CriterionGroup, ComponentGroup, PageGroup, GroupCounts } from './groups';
export { summarizeRows, countByStatus, groupBehaviours, UNMEASURED_BEHAVIOUR } from './summary';
export type { BehaviourGroup } from './summary';
export { overviewCounts, OVERVIEW_TOP_ROWS } from './overview';
export type { OverviewCounts } from './overview';

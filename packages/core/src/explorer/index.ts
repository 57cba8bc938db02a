export {
  groupRuleTable,
  rowsOfRuleTable,
  rowsOfComponent,
  rowsOfTestCases,
  rowsOfBehaviour,
  groupComponents,
  issueListRows,
} from './explorer';
export type { ExplorerGroup, ExplorerComponent, IssueListScope } from './explorer';
export { explorerSummary } from './summary';

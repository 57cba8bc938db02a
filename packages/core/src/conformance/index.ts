export {
  REGULATION_IDS,
  REGULATIONS,
  DEFAULT_CONFORMANCE_TARGET,
  CONFORMANCE_TARGETS,
  regulationTarget,
  regulationsRequiring,
} from './regulations';
export type { RegulationId, Regulation } from './regulations';
export { CONFORMANCE_STATUSES, NOT_TESTED_MESSAGES, evaluateConformance, conformanceOutcomesFromResults } from './evaluate';
export type {
  ConformanceStatus,
  NotTestedReason,
  ConformanceRule,
  ViolatedRule,
  ConformanceOutcomes,
  ScannedTarget,
  ConformanceRow,
} from './evaluate';
export { sortConformanceRows, groupByPrinciple, summarizeConformance } from './view';
export type { ConformanceSort } from './view';

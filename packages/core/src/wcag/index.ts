export { WCAG_VERSIONS, WCAG_LEVELS, WCAG_PRINCIPLES } from './types';
export type { WcagVersion, WcagLevel, WcagPrinciple, WcagTarget, WcagCriterion, WcagCriterionText, WcagGuideline } from './types';
export { WCAG_CRITERIA, WCAG_GUIDELINES } from './criteria';
export {
  getCriterion,
  getGuideline,
  levelIncludes,
  isCriterionIn,
  criteriaFor,
  compareScNumbers,
  criterionText,
  understandingUrl,
  parseWcagTarget,
} from './lookup';
export { SC_TESTABILITY, testabilityOf } from './testability';
export type { Testability, TestabilityEntry } from './testability';

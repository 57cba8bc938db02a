/**
 * @curbcut/pdf: PDF accessibility checks against PDF/UA-1 (ISO 14289-1), PDF/UA-2 (ISO 14289-2)
 * and the machine-checkable part of WCAG 2.2, in worker threads with time and memory limits.
 * Rule ids follow veraPDF's validation profiles (clause and test number, e.g. `7.1-t10`).
 */
export { checkPdf, createPdfCheckerPool } from './pool';
export { ALL_PROFILES, PROFILE_LABELS, incompatibility } from './engine';
export { RULES, rulesOf } from './rules/catalog';

export type { CatalogRule } from './rules/catalog';
export type {
  PdfProfile,
  PdfImpact,
  PdfRuleOutcome,
  PdfProfileStatus,
  PdfTarget,
  PdfRuleInfo,
  PdfRuleResult,
  PdfProfileResult,
  PdfIssue,
  PdfCheckResult,
  PdfCheckOptions,
  PdfCheckerPoolOptions,
  PdfCheckerPool,
} from './types';

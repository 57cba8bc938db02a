export { PASSED_WEIGHTS, FAILED_WEIGHTS, computeScore, computePageScores } from './score';
export type { ScorePage, RuleImpactLookup, ScoreResult } from './score';
export {
  SCORE_AVAILABLE_FROM,
  SCORE_CURRENT_MODEL_FROM,
  SCORE_NOTES,
  scoreUnavailableForExtensionNote,
  scoreAvailability,
  formatScore,
} from './availability';
export type { ScoreState, ScoreAvailability } from './availability';
export { buildScoreTrend } from './trend';
export type { ScoreTrendInput, ScoreTrendPoint } from './trend';

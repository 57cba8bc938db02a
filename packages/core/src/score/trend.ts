/** The score trend chart's points (spec 001 section 3: score trend entries are score and buildNumber). */
import type { ReportStatus } from '../model';
import { scoreAvailability } from './availability';

/** One build or run as the trend reads it. */
export interface ScoreTrendInput {
  buildNumber: number;
  createdAt: string | Date;
  status?: ReportStatus;
  score: number | null;
}

/** One point of the score trend. */
export interface ScoreTrendPoint {
  score: number;
  buildNumber: number;
}

/**
 * Points in build-number order, keeping only runs whose score is available: scores of the older
 * logic, of runs before scores existed and of runs in progress would mislead next to current ones.
 */
export function buildScoreTrend(entries: readonly ScoreTrendInput[]): ScoreTrendPoint[] {
  return entries
    .filter((e) => e.score !== null && scoreAvailability(e.createdAt, e.status).state === 'available')
    .map((e) => ({ score: e.score as number, buildNumber: e.buildNumber }))
    .sort((a, b) => a.buildNumber - b.buildNumber);
}

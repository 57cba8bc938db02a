/**
 * Whether a report shows its score (spec 000 section 8, spec 001 sections 4 and 5;
 * docs/decisions/0006-score-dates.md). All boundaries are UTC instants.
 */
import type { ReportStatus } from '../model';

/** Reports created from this instant have a score. */
export const SCORE_AVAILABLE_FROM = '2025-04-10T00:00:00.000Z';
/** Reports created from this instant use the current score model; earlier ones the older logic. */
export const SCORE_CURRENT_MODEL_FROM = '2025-07-10T00:00:00.000Z';

/** 'pending' while the report is still in progress (running, processing, finalizing). */
export type ScoreState = 'unavailable' | 'oldLogic' | 'available' | 'pending';

/** Whether the score shows, and the note shown with it. */
export interface ScoreAvailability {
  state: ScoreState;
  note: string | null;
}

/** The texts shown around the score. */
export const SCORE_NOTES = {
  unavailable: 'Accessibility score is now available on reports generated from Apr 10, 2025',
  pending: 'Accessibility score will appear after scan completion.',
  trendPending: 'Trends data will appear after scan completion',
  oldLogic: 'This report\u2019s score was calculated with an older logic and is not shown. Run a new scan to see its score.',
} as const;

/** The variant of the unavailable note for reports sent by a browser extension older than `version`. */
export function scoreUnavailableForExtensionNote(version: string): string {
  return `Accessibility score is now available on reports generated from extension v${version} and above`;
}

const IN_PROGRESS: readonly ReportStatus[] = ['running', 'processing', 'finalizing'];
const AVAILABLE_FROM = Date.parse(SCORE_AVAILABLE_FROM);
const CURRENT_FROM = Date.parse(SCORE_CURRENT_MODEL_FROM);

/**
 * Score availability of a report created at `createdAt` (ISO-8601 text or Date): before Apr 10,
 * 2025 unavailable; until Jul 10, 2025 00:00 UTC the older logic (shown as dashes with a warning);
 * from then on available. An in-progress report is pending whatever its date.
 */
export function scoreAvailability(createdAt: string | Date, status?: ReportStatus): ScoreAvailability {
  const time = typeof createdAt === 'string' ? Date.parse(createdAt) : createdAt.getTime();
  if (Number.isNaN(time)) throw new Error(`scoreAvailability: createdAt is not a valid date: ${String(createdAt)}`);
  if (status !== undefined && IN_PROGRESS.includes(status)) return { state: 'pending', note: SCORE_NOTES.pending };
  if (time < AVAILABLE_FROM) return { state: 'unavailable', note: SCORE_NOTES.unavailable };
  if (time < CURRENT_FROM) return { state: 'oldLogic', note: SCORE_NOTES.oldLogic };
  return { state: 'available', note: null };
}

/** The score as displayed: the number when available, '--' otherwise. */
export function formatScore(score: number | null, availability: ScoreAvailability): string {
  return availability.state === 'available' && score !== null ? String(score) : '--';
}

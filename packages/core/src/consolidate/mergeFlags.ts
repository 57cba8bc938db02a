/**
 * How two sightings of one issue combine (docs/decisions/0041, "Consolidation"): the most severe
 * impact wins; a violation outweighs a needs-review sighting; the issue is visible if any source
 * shows it, else hidden if any hides it, else non-issue; confirmed is true if any source confirmed
 * it, else undecided if any left it undecided, else false; preferred if any source prefers it.
 */
import { DATASET_FLAGS } from '../dataset/format';

/** Bits a row carries for itself; bestPractice and experimental come from the merged rule. */
export const ROW_FLAG_BITS =
  DATASET_FLAGS.needsReview | DATASET_FLAGS.aiDetected | DATASET_FLAGS.statusMask | DATASET_FLAGS.confirmedMask | DATASET_FLAGS.preferred;

/**
 * Rank of each confirmed code (0 undecided, 1 true, 2 false), lowest wins: true, then undecided,
 * then false. The swap of 0 and 1 is its own inverse, so it also maps a rank back to its code.
 */
const CONFIRMED_RANK = [1, 0, 2];

/**
 * The flags of an issue already merged (`kept`) after one more sighting (`seen`). The AI-detected
 * mark stays the first sighting's, like the text.
 */
export function mergeRowFlags(kept: number, seen: number): number {
  const needsReview = kept & seen & DATASET_FLAGS.needsReview;
  const status = Math.min(kept & DATASET_FLAGS.statusMask, seen & DATASET_FLAGS.statusMask);
  const keptConfirmed = (kept & DATASET_FLAGS.confirmedMask) >> DATASET_FLAGS.confirmedShift;
  const seenConfirmed = (seen & DATASET_FLAGS.confirmedMask) >> DATASET_FLAGS.confirmedShift;
  const rank = Math.min(CONFIRMED_RANK[keptConfirmed] as number, CONFIRMED_RANK[seenConfirmed] as number);
  return (
    needsReview |
    (kept & DATASET_FLAGS.aiDetected) |
    status |
    ((CONFIRMED_RANK[rank] as number) << DATASET_FLAGS.confirmedShift) |
    ((kept | seen) & DATASET_FLAGS.preferred)
  );
}

/**
 * Issue summary and status counts of a row set. Confirmed counts (severities, issueCount,
 * components, pages, AI) take visible rows that are not awaiting review; needsReviewCount takes
 * visible rows awaiting review; hiddenIssuesCount takes hidden rows.
 */
import type { IssueSummary } from '../model';
import type { Dataset } from '../dataset/decode';
import { DATASET_FLAGS } from '../dataset/format';
import { rowNeedsReview } from '../dataset/rows';
import type { StringColumnReader } from '../dataset/strings';
import { allRows } from './counts';

const STATUS_VISIBLE = 0;
const STATUS_HIDDEN = 1;
const STATUS_NON_ISSUE = 2;

/** The IssueSummary of a row set (all rows when omitted). */
export function summarizeRows(dataset: Dataset, rows: Uint32Array = allRows(dataset)): IssueSummary {
  const { impact, flags, component, page } = dataset.columns;
  const severities = new Uint32Array(4);
  const seenComponent = new Uint8Array(dataset.components.length);
  const seenPage = new Uint8Array(dataset.pages.length);
  let componentCount = 0;
  let pageCount = 0;
  let needsReviewCount = 0;
  let hiddenIssuesCount = 0;
  let aiIssuesCount = 0;
  for (let k = 0; k < rows.length; k++) {
    const r = rows[k] as number;
    const f = flags[r] as number;
    const status = (f & DATASET_FLAGS.statusMask) >> DATASET_FLAGS.statusShift;
    if (status === STATUS_HIDDEN) hiddenIssuesCount++;
    if (status !== STATUS_VISIBLE) continue;
    if (rowNeedsReview(f)) {
      needsReviewCount++;
      continue;
    }
    const im = impact[r] as number;
    severities[im] = (severities[im] as number) + 1;
    if ((f & DATASET_FLAGS.aiDetected) !== 0) aiIssuesCount++;
    const c = component[r] as number;
    if (seenComponent[c] === 0) {
      seenComponent[c] = 1;
      componentCount++;
    }
    const p = page[r] as number;
    if (seenPage[p] === 0) {
      seenPage[p] = 1;
      pageCount++;
    }
  }
  const [critical = 0, serious = 0, moderate = 0, minor = 0] = severities;
  return {
    critical,
    serious,
    moderate,
    minor,
    issueCount: critical + serious + moderate + minor,
    componentCount,
    pageCount,
    needsReviewCount,
    hiddenIssuesCount,
    aiIssuesCount,
  };
}

/** Rows per issue status: the hidden-issues tooltip shows hidden and non-issue counts. */
export function countByStatus(dataset: Dataset, rows: Uint32Array = allRows(dataset)): { visible: number; hidden: number; nonIssue: number } {
  const counts = [0, 0, 0];
  const { flags } = dataset.columns;
  for (let k = 0; k < rows.length; k++) {
    const status = ((flags[rows[k] as number] as number) & DATASET_FLAGS.statusMask) >> DATASET_FLAGS.statusShift;
    counts[status] = (counts[status] ?? 0) + 1;
  }
  return { visible: counts[STATUS_VISIBLE] ?? 0, hidden: counts[STATUS_HIDDEN] ?? 0, nonIssue: counts[STATUS_NON_ISSUE] ?? 0 };
}

/**
 * The behaviour group of the instances of a behaviour-type rule that axe could not measure (a
 * needs-review contrast check without a background colour): listed with the behaviours, so they
 * are reachable in the list like the measured ones, and never markable as preferred.
 */
export const UNMEASURED_BEHAVIOUR = 'unmeasured';

/** A behaviour of a behaviour-type rule's component, with its issue count. */
export interface BehaviourGroup {
  /** The behaviour value, or UNMEASURED_BEHAVIOUR for the instances without one. */
  value: string;
  issueCount: number;
  /** Whether any of its rows is marked as the preferred behaviour. */
  preferred: boolean;
}

/**
 * Behaviours among the rows (for example one component of a behaviour-type rule), by issue count
 * descending, the unmeasured instances last. Reads the behaviour strings through the reader.
 */
export async function groupBehaviours(dataset: Dataset, reader: StringColumnReader, rows: Uint32Array): Promise<BehaviourGroup[]> {
  const values = await reader.readRows('behaviour', rows);
  const groups = new Map<string, BehaviourGroup>();
  values.forEach((raw, k) => {
    const value = raw === '' ? UNMEASURED_BEHAVIOUR : raw;
    const g = groups.get(value) ?? { value, issueCount: 0, preferred: false };
    g.issueCount++;
    if (((dataset.columns.flags[rows[k] as number] as number) & DATASET_FLAGS.preferred) !== 0) g.preferred = true;
    groups.set(value, g);
  });
  const last = (g: BehaviourGroup): number => (g.value === UNMEASURED_BEHAVIOUR ? 1 : 0);
  return [...groups.values()].sort((a, b) => last(a) - last(b) || b.issueCount - a.issueCount || (a.value < b.value ? -1 : 1));
}

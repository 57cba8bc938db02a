/**
 * Whether a report's issue count changed since the previous run of the same history (the builds of
 * a project, the runs of a scan): the trigger of the troubleshooting feedback (spec 002 section 4,
 * "Troubleshoot flow (changed issue counts)"). Only finished runs are compared, since the count of
 * one in progress is still moving.
 */

/** One run of a history, as the list calls give it, newest first. */
export interface ReportRun {
  id: string;
  /** How the question names it, for example 'build main#2' or 'run #2'. */
  label: string;
  status: string;
  issueCount: number;
}

/** A change of issue count against the previous completed run. */
export interface IssueCountChange {
  /** Label of the run compared with. */
  since: string;
  from: number;
  to: number;
}

/**
 * The change between the run `currentId` and the completed run before it in `runs` (newest
 * first); null when the current run is unknown or not completed, has no predecessor, or the count
 * is the same.
 */
export function issueCountChange(runs: readonly ReportRun[], currentId: string): IssueCountChange | null {
  const at = runs.findIndex((run) => run.id === currentId);
  const current = runs[at];
  if (!current || current.status !== 'completed') return null;
  const previous = runs.slice(at + 1).find((run) => run.status === 'completed');
  if (!previous || previous.issueCount === current.issueCount) return null;
  return { since: previous.label, from: previous.issueCount, to: current.issueCount };
}

/** The troubleshooting widget's question. */
export function issueCountQuestion(change: IssueCountChange): string {
  return `Issue count changed since ${change.since} (from ${change.from} to ${change.to}). Is this what you expected?`;
}

/**
 * Analytics and error reporting (spec 000 sections 6 and 9), off unless a deployment plugs in a
 * sink: Curbcut sends nothing anywhere by itself. With a sink, errors are sampled at 0.7 (none from
 * the issue-snapshot page, which renders scanned pages), and session replay and the NPS survey
 * leave out the pages and groups the spec excludes.
 */

/** Share of errors reported (spec 000 section 9). */
export const ERROR_SAMPLE_RATE = 0.7;
/** Groups left out of session replay and the NPS survey by default (spec 000 section 6: group 2). */
export const DEFAULT_EXCLUDED_GROUPS: readonly string[] = ['2'];

/** Where reports go; a deployment provides one (for example an adapter to its error tracker). */
export interface TelemetrySink {
  reportError(error: unknown, context: { pathname: string }): void;
  track?(event: string, properties: Record<string, string | number | boolean>): void;
}

/** The snapshot route's pages (the frame's page and public snapshot views). */
function onSnapshotPage(pathname: string): boolean {
  return pathname.startsWith('/issue-snapshot') || /\/snapshot_pages\//.test(pathname);
}

/** The error sample rate of a page. */
export function errorSampleRate(pathname: string): number {
  return onSnapshotPage(pathname) ? 0 : ERROR_SAMPLE_RATE;
}

/** Whether session replay may record: never on snapshot pages nor for excluded groups. */
export function sessionReplayAllowed(pathname: string, groupId: string | null, excludedGroups = DEFAULT_EXCLUDED_GROUPS): boolean {
  if (onSnapshotPage(pathname)) return false;
  return groupId === null || !excludedGroups.includes(groupId);
}

/** Whether the NPS survey may be offered to a group. */
export function npsSurveyAllowed(groupId: string, excludedGroups = DEFAULT_EXCLUDED_GROUPS): boolean {
  return !excludedGroups.includes(groupId);
}

/** The app's telemetry: forwards to the sink, if any, as the rules allow. */
export interface Telemetry {
  setSink(sink: TelemetrySink | null): void;
  reportError(error: unknown, pathname: string): void;
  track(event: string, properties?: Record<string, string | number | boolean>): void;
}

/** Creates a telemetry with no sink; `random` is injectable for tests. */
export function createTelemetry(random: () => number = Math.random): Telemetry {
  let sink: TelemetrySink | null = null;
  return {
    setSink: (next) => {
      sink = next;
    },
    reportError: (error, pathname) => {
      if (sink && random() < errorSampleRate(pathname)) sink.reportError(error, { pathname });
    },
    track: (event, properties = {}) => sink?.track?.(event, properties),
  };
}

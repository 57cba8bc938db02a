/**
 * Analytics and error reporting (spec 000 sections 6 and 9), off unless a deployment plugs in a
 * sink: Curbcut sends nothing anywhere by itself. With a sink, errors are sampled at 0.7 (none from
 * the issue-snapshot page, which renders scanned pages), page views carry the visit's
 * `journeyOrigin` and `utm_*` parameters, and session replay and the NPS survey leave out the
 * pages and groups the spec excludes.
 */

/** Share of errors reported (spec 000 section 9). */
export const ERROR_SAMPLE_RATE = 0.7;
/** Groups left out of session replay and the NPS survey by default (spec 000 section 6: group 2). */
export const DEFAULT_EXCLUDED_GROUPS: readonly string[] = ['2'];
/** Query parameters a visit keeps for its later events (spec 000 section 2.3). */
export const ATTRIBUTION_PARAMS = ['journeyOrigin', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

/** Properties of a tracked event. */
export type TelemetryProperties = Record<string, string | number | boolean>;

/** Where reports go; a deployment provides one (for example an adapter to its error tracker). */
export interface TelemetrySink {
  reportError(error: unknown, context: { pathname: string }): void;
  /** An analytics event: `page_view` on every navigation, and the product's own events. */
  track?(event: string, properties: TelemetryProperties): void;
  /** Whether session replay may record the page now shown; called on every page view. */
  setSessionReplay?(enabled: boolean): void;
  /** The NPS survey may be offered (once per page load, to signed-in users of groups not excluded). */
  offerNpsSurvey?(): void;
}

/** What a deployment's script hands over: its sink and, optionally, its own excluded groups. */
export interface TelemetrySetup {
  sink: TelemetrySink;
  excludedGroups?: readonly string[];
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

/** A page the app shows: its path and query, and the signed-in user's group (null when signed out). */
export interface PageView {
  pathname: string;
  search: string;
  groupId: string | null;
}

/** Where a visit's attribution is kept between pages (session storage in the app). */
export interface AttributionStore {
  read(): TelemetryProperties;
  write(values: TelemetryProperties): void;
}

/** The app's telemetry: forwards to the sink, if any, as the rules allow. */
export interface Telemetry {
  setSink(sink: TelemetrySink | null, excludedGroups?: readonly string[]): void;
  reportError(error: unknown, pathname: string): void;
  track(event: string, properties?: TelemetryProperties): void;
  pageView(view: PageView): void;
}

/** A store that keeps the attribution for this page load only. */
function memoryStore(): AttributionStore {
  let values: TelemetryProperties = {};
  return { read: () => values, write: (next) => void (values = next) };
}

/** Creates a telemetry with no sink; `random` and the attribution store are injectable for tests. */
export function createTelemetry(random: () => number = Math.random, store: AttributionStore = memoryStore()): Telemetry {
  let sink: TelemetrySink | null = null;
  let excluded: readonly string[] = DEFAULT_EXCLUDED_GROUPS;
  let npsOffered = false;
  // Events carry the visit's attribution: the parameters of the page it arrived on, kept for later pages.
  const track = (event: string, properties: TelemetryProperties = {}) => sink?.track?.(event, { ...store.read(), ...properties });
  return {
    setSink: (next, excludedGroups = DEFAULT_EXCLUDED_GROUPS) => {
      sink = next;
      excluded = excludedGroups;
    },
    reportError: (error, pathname) => {
      if (sink && random() < errorSampleRate(pathname)) sink.reportError(error, { pathname });
    },
    track,
    pageView: ({ pathname, search, groupId }) => {
      const params = new URLSearchParams(search);
      const arrived = Object.fromEntries(ATTRIBUTION_PARAMS.flatMap((name) => (params.get(name) ? [[name, params.get(name) as string]] : [])));
      if (Object.keys(arrived).length > 0) store.write({ ...store.read(), ...arrived });
      if (!sink) return;
      track('page_view', { path: pathname });
      sink.setSessionReplay?.(sessionReplayAllowed(pathname, groupId, excluded));
      if (!npsOffered && groupId !== null && !onSnapshotPage(pathname) && npsSurveyAllowed(groupId, excluded)) {
        npsOffered = true;
        sink.offerNpsSurvey?.();
      }
    },
  };
}

/**
 * Ids and path encoding (docs/decisions/0002-api-contract.md).
 *
 * Ids are opaque strings: a type prefix, an underscore and 16 to 32 lower-case base-36 characters
 * (`rep_...`, `prj_...`, `usr_...`, `grp_...`, `tc_...`). Numbers are never ids, so an id never
 * collides with a build number in a path.
 *
 * Spec paths such as `/projects/{project}/test_runs/{build#number}` carry user text (project names,
 * build names with `#`, spaces or `/`). Every path segment is built with `encodePathSegment`, which
 * percent-encodes everything but unreserved characters, so `#` travels as `%23` and never starts a
 * URL fragment; the server decodes each segment once.
 */

export const ID_PREFIXES = {
  report: 'rep',
  project: 'prj',
  user: 'usr',
  group: 'grp',
  testCase: 'tc',
  uploadToken: 'upt',
  manualReportToken: 'mrt',
  consolidation: 'con',
  session: 'ses',
  job: 'job',
  blob: 'blb',
} as const;
export type IdKind = keyof typeof ID_PREFIXES;

const ID_PATTERN = /^[a-z]{2,3}_[0-9a-z]{16,32}$/;

/** True when `value` has the shape of an id of the given kind. */
export function isId(value: string, kind?: IdKind): boolean {
  if (!ID_PATTERN.test(value)) return false;
  return kind === undefined || value.startsWith(`${ID_PREFIXES[kind]}_`);
}

/** Whether a report id names a consolidation of several reports (`con_...`, docs/decisions/0041). */
export function isConsolidationId(reportId: string): boolean {
  return reportId.startsWith(`${ID_PREFIXES.consolidation}_`);
}

/**
 * The API path (under `/api`) of a per-report call, `rest` without a leading slash: a consolidated
 * report (`con_...`, docs/decisions/0041) answers the calls a report widget makes (meta, overview,
 * explorer summary, dataset) under `/v1/consolidations/`, every other report under `/v1/reports/`.
 */
export function reportApiPath(reportId: string, rest: string): string {
  const collection = isConsolidationId(reportId) ? 'consolidations' : 'reports';
  return `/v1/${collection}/${encodePathSegment(reportId)}${rest === '' ? '' : `/${rest}`}`;
}

/** Percent-encodes one path segment, including `#`, `/`, `?` and `%`. */
export function encodePathSegment(segment: string): string {
  return encodeURIComponent(segment).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Builds a path from a template such as `/projects/{project}/test_runs/{build}` and values. */
export function buildPath(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`buildPath: missing value for {${name}} in ${template}`);
    return encodePathSegment(String(value));
  });
}

/**
 * The host app's page of an automated-test build (spec 000 route table):
 * `/automated-tests/projects/{projectId}/builds/{buildName}/{buildNumber}?thBuildId={id}`.
 */
export function buildReportPagePath(build: { id: string; projectId: string; buildName: string; buildNumber: number }): string {
  const path = buildPath('/automated-tests/projects/{projectId}/builds/{buildName}/{buildNumber}', build);
  return `${path}?thBuildId=${encodeURIComponent(build.id)}`;
}

/** The spec's `{build#number}` segment: build name and number joined by `#`. */
export function buildRunSegment(buildName: string, buildNumber: number): string {
  return `${buildName}#${buildNumber}`;
}

/** Splits a decoded `{build#number}` segment at its last `#`; null when it has no number. */
export function parseBuildRunSegment(segment: string): { buildName: string; buildNumber: number } | null {
  const at = segment.lastIndexOf('#');
  if (at <= 0) return null;
  const num = segment.slice(at + 1);
  if (!/^[1-9][0-9]{0,9}$/.test(num)) return null;
  return { buildName: segment.slice(0, at), buildNumber: Number(num) };
}

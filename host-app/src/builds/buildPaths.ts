/**
 * The paths of the automated-test pages (spec 000 section 2.1): a project's All builds list and
 * a build report, `/automated-tests/projects/{projectId}/builds/{buildName}/{buildNumber}?thBuildId=`.
 * Build names are user text, so each segment is encoded.
 */
import { encodePathSegment } from '@curbcut/core';

/** The All builds page of a project. */
export function allBuildsPath(projectId: string): string {
  return `/automated-tests/projects/${encodePathSegment(projectId)}`;
}

/** The report page of one build. */
export function buildReportPath(build: { id: string; projectId: string; buildName: string; buildNumber: number }): string {
  const query = new URLSearchParams({ thBuildId: build.id });
  return `${allBuildsPath(build.projectId)}/builds/${encodePathSegment(build.buildName)}/${build.buildNumber}?${query.toString()}`;
}

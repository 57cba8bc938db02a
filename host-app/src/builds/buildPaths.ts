/**
 * The All builds page of a project (spec 000 section 2.1); a build's report page is core's
 * buildReportPagePath, shared with the CLI and the Playwright SDK that print it.
 */
import { encodePathSegment } from '@curbcut/core';

/** The All builds page of a project. */
export function allBuildsPath(projectId: string): string {
  return `/automated-tests/projects/${encodePathSegment(projectId)}`;
}


import type { ProjectListItem } from '@curbcut/client';

/**
 * The projects CI uploads builds to. Website scans and the PDF Scanner keep their reports in
 * projects of their own, which neither Home nor Automated Tests nor the upload token picker list.
 * A `select` for `projectsQuery()`.
 */
export function automatedTestProjects(projects: ProjectListItem[]): ProjectListItem[] {
  return projects.filter((p) => p.product === 'automatedTest');
}

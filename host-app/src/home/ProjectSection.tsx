import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { reportsQuery, type ProjectListItem } from '@curbcut/client';
import { allBuildsPath } from '../builds/buildPaths';
import { BuildTable } from './BuildTable';
import { uploadCommand } from './uploadCommand';

/** One project on the home page: its builds, newest first, or how to upload the first one. */
export function ProjectSection({ project }: { project: ProjectListItem }) {
  const headingId = useId();
  const builds = useQuery(reportsQuery({ type: 'automatedTest', projectId: project.id }));
  return (
    <section className="card project" aria-labelledby={headingId}>
      <div className="card-header">
        <h2 id={headingId}>{project.name}</h2>
        <p className="muted">{project.buildCount === 1 ? '1 build' : `${project.buildCount} builds`}</p>
        <Link to={allBuildsPath(project.id)} aria-label={`All builds of ${project.name}`}>
          All builds
        </Link>
      </div>
      {builds.isPending ? (
        <p role="status">Loading builds…</p>
      ) : builds.isError ? (
        <p className="form-error">The builds of this project could not be loaded.</p>
      ) : builds.data.length === 0 ? (
        <div className="empty">
          <p className="empty-title">No builds yet</p>
          <p>Create an upload token, then upload axe results from your CI:</p>
          <pre className="code">
            <code>{uploadCommand(project.name)}</code>
          </pre>
        </div>
      ) : (
        <BuildTable builds={builds.data} caption={`Builds of ${project.name}`} />
      )}
    </section>
  );
}

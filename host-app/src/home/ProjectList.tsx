import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { buildReportPagePath } from '@curbcut/core';
import { projectsQuery } from '@curbcut/client';
import { allBuildsPath } from '../builds/buildPaths';
import { buildLabel, formatDateTime, statusLabel } from '../format';
import { automatedTestProjects } from './automatedTestProjects';

/**
 * The group's automated-test projects (`/automated-tests/projects`): each name leads to the
 * project's builds, beside its build count and its newest build with that build's status.
 */
export function ProjectList() {
  const projects = useQuery({ ...projectsQuery(), select: automatedTestProjects });
  if (projects.isPending) return <p role="status">Loading projects…</p>;
  if (projects.isError) {
    return (
      <div className="card">
        <p className="form-error">Your projects could not be loaded.</p>
      </div>
    );
  }
  if (projects.data.length === 0) {
    return (
      <div className="card empty">
        <h2 className="empty-title">No projects yet</h2>
        <p>Create a project on the Home page, then an upload token, and upload axe results from your CI.</p>
      </div>
    );
  }
  return (
    <section className="card" aria-labelledby="all-projects">
      <h2 id="all-projects">Projects</h2>
      {/* Focusable, so keyboard users can scroll the table sideways when it is wider than the page. */}
      <div className="table-wrap" role="region" aria-label="Automated-test projects" tabIndex={0}>
        <table className="builds">
          <caption className="visually-hidden">Automated-test projects</caption>
          <thead>
            <tr>
              <th scope="col">Project</th>
              <th scope="col" className="num">
                Builds
              </th>
              <th scope="col">Last build</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {projects.data.map((project) => {
              const latest = project.latestBuild;
              return (
                <tr key={project.id}>
                  <th scope="row">
                    <Link to={allBuildsPath(project.id)}>{project.name}</Link>
                  </th>
                  <td className="num">{project.buildCount}</td>
                  <td>
                    {latest ? (
                      <>
                        <Link to={buildReportPagePath(latest)}>{buildLabel(latest)}</Link>{' '}
                        <time dateTime={latest.createdAt} className="cell-sub">
                          {formatDateTime(latest.createdAt)}
                        </time>
                      </>
                    ) : (
                      'No builds yet'
                    )}
                  </td>
                  <td>{latest ? <span className={`status status-${latest.status}`}>{statusLabel(latest.status)}</span> : '–'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

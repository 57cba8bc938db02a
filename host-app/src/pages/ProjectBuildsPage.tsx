import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { projectsQuery, reportMetaQuery } from '@curbcut/client';
import { AutoBuildCta } from '../builds/AutoBuildCta';
import { projectBuildsQuery } from '../builds/projectBuilds';
import { BuildTable } from '../home/BuildTable';
import { appProfileQuery } from '../queryClient';

/** How often the list is refetched while a build is in progress and no live update arrives. */
const IN_PROGRESS_REFRESH_MS = 5000;
const IN_PROGRESS = new Set(['running', 'processing', 'finalizing']);

/**
 * All builds of one project, newest first (`/automated-tests/projects/:projectId`). Rows of builds
 * in progress refresh through the shell's live updates (build_updates, new_build_updates,
 * new_project_updates invalidate the list) and, as a fallback, every 5 s until they complete.
 */
export function ProjectBuildsPage() {
  const { projectId = '' } = useParams();
  const profile = useQuery(appProfileQuery());
  const projects = useQuery(projectsQuery());
  const builds = useQuery({
    ...projectBuildsQuery(projectId),
    refetchInterval: (query) => (query.state.data?.some((b) => IN_PROGRESS.has(b.status)) ? IN_PROGRESS_REFRESH_MS : false),
  });
  const latest = builds.data?.[0];
  const latestMeta = useQuery({ ...reportMetaQuery(latest?.id ?? ''), enabled: latest !== undefined });
  const projectName = projects.data?.find((p) => p.id === projectId)?.name ?? 'Project';

  return (
    <div className="page">
      <title>{`All builds · ${projectName} · Curbcut`}</title>
      <div className="page-header">
        <h1>{projectName}</h1>
      </div>
      {latestMeta.data?.autoEnabledBuild && profile.data ? <AutoBuildCta profile={profile.data} /> : null}
      {builds.isPending ? (
        <p role="status">Loading builds…</p>
      ) : builds.isError ? (
        <div className="card">
          <p className="form-error">The builds of this project could not be loaded.</p>
        </div>
      ) : builds.data.length === 0 ? (
        <div className="card empty">
          <h2 className="empty-title">No builds yet</h2>
          <p>Builds appear here once CI uploads axe results with an upload token of this project.</p>
        </div>
      ) : (
        <section className="card" aria-labelledby="all-builds">
          <h2 id="all-builds">All builds</h2>
          <BuildTable builds={builds.data} caption={`All builds of ${projectName}`} showHealth />
        </section>
      )}
    </div>
  );
}

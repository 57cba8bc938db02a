import { Link, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Input, Label, SearchField } from 'react-aria-components';
import { projectsQuery, reportMetaQuery } from '@curbcut/client';
import { AutoBuildCta } from '../builds/AutoBuildCta';
import { projectBuildsQuery } from '../builds/projectBuilds';
import { BuildTable } from '../home/BuildTable';
import { appProfileQuery } from '../queryClient';
import { TrendsPanel } from '../trends/TrendsPanel';

/** How often the list is refetched while a build is in progress and no live update arrives. */
const IN_PROGRESS_REFRESH_MS = 5000;
const IN_PROGRESS = new Set(['running', 'processing', 'finalizing']);

/**
 * All builds of one project, newest first (`/automated-tests/projects/:projectId`), under a
 * breadcrumb back to the projects and a search over build names (the `query` URL parameter, so a
 * search can be bookmarked and shared). Rows of builds in progress refresh through the shell's
 * live updates (build_updates, new_build_updates, new_project_updates invalidate the list) and,
 * as a fallback, every 5 s until they complete. Under the list, the project's trends over time.
 */
export function ProjectBuildsPage() {
  const { projectId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const search = params.get('query') ?? '';
  const setSearch = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === '') next.delete('query');
        else next.set('query', value);
        return next;
      },
      { replace: true },
    );
  const profile = useQuery(appProfileQuery());
  const projects = useQuery(projectsQuery());
  const builds = useQuery({
    ...projectBuildsQuery(projectId),
    refetchInterval: (query) => (query.state.data?.some((b) => IN_PROGRESS.has(b.status)) ? IN_PROGRESS_REFRESH_MS : false),
  });
  const latest = builds.data?.[0];
  const latestMeta = useQuery({ ...reportMetaQuery(latest?.id ?? ''), enabled: latest !== undefined });
  const projectName = projects.data?.find((p) => p.id === projectId)?.name ?? 'Project';
  const needle = search.trim().toLowerCase();
  const shown = needle === '' ? builds.data : builds.data?.filter((b) => b.buildName.toLowerCase().includes(needle));

  return (
    <div className="page">
      <title>{`All builds · ${projectName} · Curbcut`}</title>
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link to="/automated-tests/projects">Automated Tests</Link> <span aria-hidden="true">›</span> <span aria-current="page">{projectName}</span>
      </nav>
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
        <>
          <section className="card" aria-labelledby="all-builds">
            <h2 id="all-builds">All builds</h2>
            <div className="filters" role="search" aria-label="Search builds">
              <SearchField className="field" value={search} onChange={setSearch}>
                <Label>Search by build name</Label>
                <Input className="input" />
              </SearchField>
            </div>
            {shown && shown.length > 0 ? (
              <BuildTable builds={shown} caption={`All builds of ${projectName}`} showHealth />
            ) : (
              <p role="status">{`No build name contains “${search.trim()}”.`}</p>
            )}
          </section>
          <TrendsPanel subject={{ kind: 'project', projectId }} kind="build" />
        </>
      )}
    </div>
  );
}

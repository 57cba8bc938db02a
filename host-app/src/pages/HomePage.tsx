import { useQuery } from '@tanstack/react-query';
import { projectsQuery } from '@curbcut/client';
import { QueryStates } from '../components/QueryStates';
import { appProfileQuery } from '../queryClient';
import { RecentReports } from '../home/RecentReports';
import { CreateProjectDialog } from '../home/CreateProjectDialog';
import { ProjectSection } from '../home/ProjectSection';
import { UploadTokenDialog } from '../home/UploadTokenDialog';
import { automatedTestProjects } from '../home/automatedTestProjects';

/**
 * The dashboard home: recent reports across products, then the group's projects and their builds,
 * and the way to start uploading.
 */
export function HomePage() {
  const projects = useQuery({ ...projectsQuery(), select: automatedTestProjects });
  const profile = useQuery(appProfileQuery());
  return (
    <div className="page">
      <title>Home · Curbcut</title>
      <div className="page-header">
        <h1>Home</h1>
        <div className="page-actions">
          <CreateProjectDialog />
          <UploadTokenDialog projects={projects.data ?? []} />
        </div>
      </div>
      {profile.data ? <RecentReports profile={profile.data} /> : null}
      <QueryStates
        query={projects}
        loading="Loading projects…"
        failed="Your projects could not be loaded."
        empty={
          <div className="card empty">
            <h2 className="empty-title">No projects yet</h2>
            <p>Create a project, then an upload token, and upload axe results from your CI to see your first build here.</p>
          </div>
        }
      >
        {(list) => list.map((project) => <ProjectSection key={project.id} project={project} />)}
      </QueryStates>
    </div>
  );
}

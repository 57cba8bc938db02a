import { Navigate, useParams, useSearchParams } from 'react-router';
import { BuildReport } from '@curbcut/widgets';
import { allBuildsPath } from '../builds/buildPaths';

/**
 * `/automated-tests/projects/:projectId/builds/:buildName/:buildNumber?thBuildId=` (spec 001
 * section 2.1): one build's report, read with the session; its breadcrumb leads to All builds.
 * The widget keeps its view state (tab, open rule, issue, filters) in this page's query string.
 */
export function BuildReportPage() {
  const { projectId = '' } = useParams();
  const [params] = useSearchParams();
  const reportId = params.get('thBuildId');
  if (!reportId) return <Navigate to="/404" replace />;
  return (
    <div className="page">
      <BuildReport source={{ kind: 'server', reportId }} links={{ allBuilds: allBuildsPath(projectId), home: '/home' }} />
    </div>
  );
}

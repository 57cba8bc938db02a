import { Navigate, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { BuildReport, featuresFromProfile } from '@curbcut/widgets';
import { allBuildsPath } from '../builds/buildPaths';
import { ReportBugAction } from '../integrations/ReportBugAction';
import { appProfileQuery } from '../queryClient';

/**
 * `/automated-tests/projects/:projectId/builds/:buildName/:buildNumber?thBuildId=` (spec 001
 * section 2.1): one build's report, read with the session; its breadcrumb leads to All builds.
 * The widget keeps its view state (tab, open rule, issue, filters) in this page's query string and
 * follows the signed-in user's feature flags (the protected layout's loader has the profile).
 */
export function BuildReportPage() {
  const { projectId = '', buildName = '', buildNumber = '' } = useParams();
  const [params] = useSearchParams();
  const profile = useQuery(appProfileQuery());
  const reportId = params.get('thBuildId');
  if (!reportId) return <Navigate to="/404" replace />;
  return (
    <div className="page">
      <ReportBugAction reportId={reportId} what={`build ${buildName}#${buildNumber}`} />
      <BuildReport
        source={{ kind: 'server', reportId }}
        links={{ allBuilds: allBuildsPath(projectId), home: '/home' }}
        {...(profile.data ? { features: featuresFromProfile(profile.data) } : {})}
      />
    </div>
  );
}

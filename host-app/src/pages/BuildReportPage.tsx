import { Navigate, useParams, useSearchParams } from 'react-router';
import { QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import { projectsQuery } from '@curbcut/client';
import { BuildReport, featuresFromProfile } from '@curbcut/widgets';
import type { BuildListItem } from '@curbcut/core';
import { allBuildsPath } from '../builds/buildPaths';
import { projectBuildsQuery } from '../builds/projectBuilds';
import { issueCountChange, type ReportRun } from '../feedback/issueCountChange';
import { IssueCountFeedback, ReportFeedback } from '../feedback/ReportFeedback';
import { ReportBugAction } from '../integrations/ReportBugAction';
import { useBugTracker } from '../integrations/useBugTracker';
import { appProfileQuery } from '../queryClient';
import { isMinimal } from '../shell/routeRules';

const toRun = (build: BuildListItem): ReportRun => ({
  id: build.id,
  label: `build ${build.buildName}#${build.buildNumber}`,
  status: build.status,
  issueCount: build.issueSummary.issueCount,
});

/**
 * `/automated-tests/projects/:projectId/builds/:buildName/:buildNumber?thBuildId=` (spec 001
 * section 2.1): one build's report, read with the session; its breadcrumb leads to All builds.
 * The widget keeps its view state (tab, open rule, issue, filters) in this page's query string and
 * follows the signed-in user's feature flags (the protected layout's loader has the profile).
 * Around it: File a bug (the widget's details pane offers it too, for the issue in view), the
 * troubleshooting question when the issue count changed since the project's previous build (under
 * the report heading), and the report's feedback; none of them when embedded (minimal). Its title
 * names the build and its project: `main#3 · Demo shop · Curbcut`.
 */
export function BuildReportPage() {
  const { projectId = '', buildName = '', buildNumber = '' } = useParams();
  const [params] = useSearchParams();
  const profile = useQuery(appProfileQuery());
  const minimal = isMinimal(params);
  const bugTracker = useBugTracker(!minimal);
  const builds = useQuery({ ...projectBuildsQuery(projectId), enabled: !minimal });
  const projects = useQuery(projectsQuery());
  const projectName = projects.data?.find((p) => p.id === projectId)?.name;
  const queryClient = useQueryClient();
  const reportId = params.get('thBuildId');
  if (!reportId) return <Navigate to="/404" replace />;
  const change = builds.data ? issueCountChange(builds.data.map(toRun), reportId) : null;
  // Shown by the widget under its heading; the widget has a query client of its own, the banner keeps the app's.
  const banner = (
    <QueryClientProvider client={queryClient}>
      <IssueCountFeedback change={change} />
    </QueryClientProvider>
  );
  return (
    <div className="page">
      <title>{[`${buildName}#${buildNumber}`, projectName, 'Curbcut'].filter(Boolean).join(' · ')}</title>
      {minimal ? null : <ReportBugAction reportId={reportId} what={`build ${buildName}#${buildNumber}`} />}
      <BuildReport
        source={{ kind: 'server', reportId }}
        {...(minimal ? {} : { notice: banner })}
        links={{ allBuilds: allBuildsPath(projectId), home: '/home' }}
        lowCode={params.get('source') === 'lcnc'}
        features={{ ...(profile.data ? featuresFromProfile(profile.data) : {}), bugTracker }}
      />
      {minimal ? null : <ReportFeedback reportId={reportId} />}
    </div>
  );
}

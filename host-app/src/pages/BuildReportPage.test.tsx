// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { projectsQuery, type Profile } from '@curbcut/client';
import type { BuildListItem } from '@curbcut/core';
import type { BuildReportProps } from '@curbcut/widgets';
import { projectBuildsQuery } from '../builds/projectBuilds';
import { reportRulesQuery } from '../feedback/ReportFeedback';
import { appProfileQuery } from '../queryClient';
import { settingsQueryKey, type GroupSettings } from '../settings/settingsQuery';
import { BuildReportPage } from './BuildReportPage';

const given: BuildReportProps[] = [];
vi.mock('@curbcut/widgets', async (original) => ({
  ...(await original<typeof import('@curbcut/widgets')>()),
  BuildReport: (props: BuildReportProps) => {
    given.push(props);
    // The host's banner, where the widget shows it: under the report heading.
    return props.notice ?? null;
  },
}));

afterEach(() => {
  cleanup();
  given.length = 0;
});

/** The page at `url` (a build report route) with the given query cache. */
function renderPage(queryClient: QueryClient, url: string) {
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/automated-tests/projects/:projectId/builds/:buildName/:buildNumber" element={<BuildReportPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('BuildReportPage', () => {
  it('passes the signed-in user’s feature flags to the report', () => {
    const queryClient = new QueryClient();
    const profile = {
      feature_flags: { score: false, lca: false, ai_remediation: true, dashboard_use_first_project: false, decision_persistence: true, read_from_testhub: false, sr_automation_access: false },
      report_comparison_supported: { automatedTest: true, websiteScan: true, workflowScan: false, assistedTest: false, pdfScanner: false },
      th_enabled_automation: false,
    } as Partial<Profile> as Profile;
    // The protected layout's loader has the profile before the page renders.
    queryClient.setQueryData(appProfileQuery().queryKey, profile);
    renderPage(queryClient, '/automated-tests/projects/prj_1/builds/main/3?thBuildId=rep_1');
    expect(given.at(-1)?.source).toEqual({ kind: 'server', reportId: 'rep_1' });
    expect(given.at(-1)?.features).toEqual({ score: false, comparison: true, decisionPersistence: true, testHarness: false, bugTracker: false });
  });

  it("tells the report that bugs can be filed when the server has a tracker, except when embedded", () => {
    const renderAt = (search: string) => {
      const queryClient = new QueryClient();
      queryClient.setQueryData(settingsQueryKey, { integrations: { bug_tracker: { kind: 'jira', base_url: 'https://jira.example', project: 'A11Y' } } } as Partial<GroupSettings> as GroupSettings);
      renderPage(queryClient, `/automated-tests/projects/prj_1/builds/main/3?thBuildId=rep_1${search}`);
    };
    renderAt('');
    expect(given.at(-1)?.features?.bugTracker).toBe(true);
    expect(screen.getByRole('button', { name: 'File a bug' })).toBeTruthy();
    cleanup();
    renderAt('&minimal=true');
    expect(given.at(-1)?.features?.bugTracker).toBe(false);
    expect(screen.queryByRole('button', { name: 'File a bug' })).toBeNull();
  });

  it('asks about a changed issue count and whether the report helped, but not when embedded', () => {
    const build = (id: string, buildNumber: number, issueCount: number) =>
      ({ id, buildName: 'main', buildNumber, status: 'completed', issueSummary: { issueCount } }) as BuildListItem;
    const renderAt = (search: string) => {
      const queryClient = new QueryClient();
      queryClient.setQueryData(projectBuildsQuery('prj_1').queryKey, [build('rep_3', 3, 9), build('rep_2', 2, 14)]);
      queryClient.setQueryData(reportRulesQuery('rep_3').queryKey, { rules: [], confirmedIssueCount: 9, needsReviewIssueCount: 0 });
      queryClient.setQueryData(projectsQuery().queryKey, [{ id: 'prj_1', name: 'Demo shop' }]);
      renderPage(queryClient, `/automated-tests/projects/prj_1/builds/main/3?thBuildId=rep_3${search}`);
    };
    renderAt('');
    expect(document.title).toBe('main#3 · Demo shop · Curbcut');
    expect(screen.getByRole('group', { name: 'Issue count changed since build main#2 (from 14 to 9). Is this what you expected?' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Was this report helpful?' })).toBeTruthy();
    cleanup();
    renderAt('&minimal=true');
    expect(screen.queryByRole('group')).toBeNull();
  });
});

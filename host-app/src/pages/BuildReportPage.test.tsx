// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { Profile } from '@curbcut/client';
import type { BuildReportProps } from '@curbcut/widgets';
import { appProfileQuery } from '../queryClient';
import { BuildReportPage } from './BuildReportPage';

const given: BuildReportProps[] = [];
vi.mock('@curbcut/widgets', async (original) => ({
  ...(await original<typeof import('@curbcut/widgets')>()),
  BuildReport: (props: BuildReportProps) => {
    given.push(props);
    return null;
  },
}));

afterEach(() => {
  cleanup();
  given.length = 0;
});

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
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/automated-tests/projects/prj_1/builds/main/3?thBuildId=rep_1']}>
          <Routes>
            <Route path="/automated-tests/projects/:projectId/builds/:buildName/:buildNumber" element={<BuildReportPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(given.at(-1)?.source).toEqual({ kind: 'server', reportId: 'rep_1' });
    expect(given.at(-1)?.features).toEqual({ score: false, comparison: true, decisionPersistence: true, testHarness: false });
  });
});

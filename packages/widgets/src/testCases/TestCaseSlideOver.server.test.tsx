// @vitest-environment jsdom
import '../overview/jsdomSetup.testUtil';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TestCaseOverview as TestCaseOverviewAnswer } from '@curbcut/core';
import { createFakeServer } from '../buildReport/fakeServer.testUtil';
import { TestCaseSlideOver, serverTestsSource } from './index';
import { TEST_CASES } from './fixtures.testUtil';

// jsdom renders of whole tabs take seconds when six engineers share two cores.
vi.setConfig({ testTimeout: 20_000 });

afterEach(cleanup);

const none = { critical: 0, serious: 0, moderate: 0, minor: 0 };

/** The server's overview of fixture test `id`, with the given comparison fields. */
function answer(id: string, fields: Pick<TestCaseOverviewAnswer, 'comparison' | 'comparisonUnavailable'>): TestCaseOverviewAnswer {
  const testCase = TEST_CASES.find((t) => t.id === id)!;
  return {
    testCase,
    issueSummary: { ...none, issueCount: 0, componentCount: 0, pageCount: 0, needsReviewCount: 0, hiddenIssuesCount: 0, aiIssuesCount: 0 },
    issueCountByComponent: [],
    issueCountByUrl: [],
    ...fields,
  };
}

function renderFromServer(testCaseOverviews: Record<string, TestCaseOverviewAnswer>, activeTestId = 'tc_1') {
  const server = createFakeServer({ testCaseOverviews });
  render(
    <TestCaseSlideOver
      source={serverTestsSource(server.client, { id: 'rep_1', projectName: 'Shop', buildName: 'main', buildNumber: 1 })}
      activeTestId={activeTestId}
      activeSlideOverTab="overview"
      renderIssues={(id) => <p>Issues of {id}</p>}
      onTabChange={() => {}}
      onClose={() => {}}
    />,
  );
  return server;
}

describe('test-case slide-over read from the server', () => {
  it("shows 'Changes since last run' from the server's comparison in one call", async () => {
    const server = renderFromServer({
      tc_1: answer('tc_1', {
        comparison: {
          comparedTo: { reportId: 'rep_0', buildNumber: 41, testCaseId: 'tc_0' },
          newIssues: { ...none, critical: 1 },
          resolvedIssues: { ...none, serious: 2, minor: 1 },
          retainedCount: 4,
        },
        comparisonUnavailable: null,
      }),
    });
    const d = await screen.findByRole('dialog');
    const section = await within(d).findByRole('region', { name: 'Changes since last run' });
    expect([...section.querySelectorAll('dd')].map((e) => e.textContent)).toEqual(['1', '4', '3']);
    expect(within(d).getByRole('heading', { level: 2, name: 'pays with a card' })).toBeTruthy();
    expect(server.calls.map((c) => c.path)).toEqual(['/api/v1/reports/rep_1/test_cases/tc_1/overview']);
  });

  it('warns when the test was skipped or absent in the previous run', async () => {
    renderFromServer({ tc_2: answer('tc_2', { comparison: null, comparisonUnavailable: 'skipped_in_previous' }) }, 'tc_2');
    const d = await screen.findByRole('dialog');
    expect(
      await within(d).findByText('Changes since last run not available as this test might have been skipped in the previous run.'),
    ).toBeTruthy();
  });

  it('shows no comparison card for a first build', async () => {
    renderFromServer({ tc_1: answer('tc_1', { comparison: null, comparisonUnavailable: 'first_build' }) });
    const d = await screen.findByRole('dialog');
    await within(d).findByText('3 issues');
    expect(within(d).queryByRole('region', { name: 'Changes since last run' })).toBeNull();
  });
});

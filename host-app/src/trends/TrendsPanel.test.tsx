// @vitest-environment jsdom
import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import axe from 'axe-core';
import { createApiClient, getDefaultApiClient, setDefaultApiClient, type ApiClient, type TrendSubject } from '@curbcut/client';
import type { TrendPoint, Trends } from '@curbcut/core';
import '../growth/jsdomSetup.testUtil';
import { TrendsPanel } from './TrendsPanel';

// The test machine is shared: give findBy/waitFor 5 s instead of 1 s.
configure({ asyncUtilTimeout: 5000 });

function point(fields: Partial<TrendPoint>): TrendPoint {
  return {
    reportId: 'rep_1',
    number: 1,
    name: 'main',
    createdAt: '2026-11-20T10:05:00Z',
    pagesTested: 4,
    pagesWithIssues: 2,
    pagesFailed: null,
    critical: 1,
    serious: 2,
    moderate: 0,
    minor: 0,
    issueCount: 3,
    newIssues: null,
    resolvedIssues: null,
    comparedTo: null,
    ...fields,
  };
}

const BUILDS = [point({}), point({ reportId: 'rep_2', number: 2, createdAt: '2026-11-21T10:05:00Z', critical: 3, serious: 1, issueCount: 4, newIssues: 2, resolvedIssues: 1, comparedTo: 'rep_1' })];

/** What the fake server answers per range, and the ranges it was asked for. */
let answers: Partial<Record<string, TrendPoint[] | 'fail'>>;
let asked: string[];
let previousClient: ApiClient;

beforeEach(() => {
  answers = {};
  asked = [];
  previousClient = getDefaultApiClient();
  const fakeFetch = async (input: RequestInfo | URL): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const range = url.searchParams.get('range') ?? '';
    asked.push(`${url.pathname}?range=${range}`);
    const answer = answers[range] ?? [];
    if (answer === 'fail') return new Response(JSON.stringify({ error: { code: 'internal', message: 'Boom' } }), { status: 500, headers: { 'content-type': 'application/json' } });
    const product = url.pathname.includes('/scans/') ? 'websiteScan' : 'automatedTest';
    const body: Trends = { product, range: range as Trends['range'], from: null, to: '2026-11-22T09:00:00.000Z', points: answer, truncated: false };
    return new Response(JSON.stringify({ data: body }), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  setDefaultApiClient(createApiClient({ fetch: fakeFetch as typeof fetch, readTries: 1 }));
});

afterEach(() => {
  cleanup();
  setDefaultApiClient(previousClient);
});

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

function renderPanel(subject: TrendSubject, kind: 'build' | 'run', search = '') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/page${search}`]}>
        <Routes>
          <Route
            path="/page"
            element={
              <>
                <TrendsPanel subject={subject} kind={kind} />
                <Location />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const project: TrendSubject = { kind: 'project', projectId: 'prj_1' };
const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));

describe('TrendsPanel', () => {
  it("shows the last month's page failures of a project's builds as a chart with its data table", async () => {
    answers = { month: BUILDS };
    renderPanel(project, 'build');
    const table = await screen.findByRole('table', { name: 'Pages tested and pages with issues per build' });
    expect(asked).toEqual(['/api/v1/projects/prj_1/trends?range=month']);
    const rows = rowsOf(table);
    expect(rows[0]).toEqual(['Build', 'Date', 'Pages tested', 'Pages with issues']);
    expect(rows[2]?.[0]).toBe('#2');
    expect(rows[2]?.slice(2)).toEqual(['4', '2']);
    expect(screen.getByRole('img', { name: /^Page failures: build #1: pages tested 4, pages with issues 2; build #2/ })).toBeTruthy();
    expect(screen.getByText(/Builds have no page load failures/)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Page failures', selected: true })).toBeTruthy();
  });

  it('switches view by keyboard and keeps the view in the URL', async () => {
    answers = { month: BUILDS };
    renderPanel(project, 'build');
    await screen.findByRole('table');
    const tab = screen.getByRole('tab', { name: 'Page failures' });
    act(() => tab.focus());
    fireEvent.keyDown(tab, { key: 'ArrowRight' });
    const severity = await screen.findByRole('table', { name: 'Confirmed issues by severity per build' });
    expect(rowsOf(severity)[0]).toEqual(['Build', 'Date', 'Critical', 'Serious', 'Moderate', 'Minor']);
    expect(rowsOf(severity)[2]?.slice(2)).toEqual(['3', '1', '0', '0']);
    expect(screen.getByTestId('location').textContent).toBe('?trendView=severity');

    fireEvent.keyDown(screen.getByRole('tab', { name: 'Severity breakdown' }), { key: 'ArrowRight' });
    const resolution = await screen.findByRole('table', { name: /New and resolved issues per build/ });
    // The first build has no earlier one to be read against.
    expect(rowsOf(resolution).slice(1).map((r) => r.slice(2))).toEqual([
      ['–', '–'],
      ['2', '1'],
    ]);
  });

  it('reads the range from the URL and writes the one chosen', async () => {
    answers = { week: BUILDS.slice(1), all: BUILDS };
    renderPanel(project, 'build', '?range=week&trendView=severity');
    const table = await screen.findByRole('table', { name: 'Confirmed issues by severity per build' });
    expect(rowsOf(table)).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: /Last week/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'All time' }));
    await waitFor(() => expect(rowsOf(screen.getByRole('table'))).toHaveLength(3));
    expect(screen.getByTestId('location').textContent).toBe('?range=all&trendView=severity');
    expect(asked).toEqual(['/api/v1/projects/prj_1/trends?range=week', '/api/v1/projects/prj_1/trends?range=all']);
  });

  it('says when no run is in the range and offers all time', async () => {
    answers = { month: [], all: BUILDS };
    renderPanel(project, 'build');
    expect(await screen.findByText('No runs in this time range')).toBeTruthy();
    expect(screen.getByText(/Choose a longer time range/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show all time' }));
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('?range=all');
  });

  it('says when the trends could not be loaded, and tries again', async () => {
    answers = { month: 'fail' };
    renderPanel(project, 'build');
    expect(await screen.findByText('The trends could not be loaded.')).toBeTruthy();
    answers = { month: BUILDS };
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeTruthy();
  });

  it("shows a scan run's pages that failed to load, with no axe violations", async () => {
    answers = { month: [point({ pagesFailed: 1, name: 'Shop' })] };
    renderPanel({ kind: 'scan', scanId: 'scn_1' }, 'run');
    const table = await screen.findByRole('table', { name: 'Pages tested, with issues and failed to load per run' });
    expect(asked).toEqual(['/api/v1/scans/scn_1/trends?range=month']);
    expect(rowsOf(table)[0]).toEqual(['Run', 'Date', 'Pages tested', 'Pages with issues', 'Pages failed to load']);
    expect(rowsOf(table)[1]?.slice(2)).toEqual(['4', '2', '1']);
    const results = await axe.run(document.body, { resultTypes: ['violations'], rules: { region: { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

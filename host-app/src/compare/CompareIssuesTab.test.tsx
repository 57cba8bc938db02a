// @vitest-environment jsdom
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { createApiClient, getDefaultApiClient, setDefaultApiClient, type ApiClient } from '@curbcut/client';
import type { CompareIssueList, CompareRuleList, CompareStatusCounts } from '@curbcut/core';
import '../growth/jsdomSetup.testUtil';
import { CompareIssuesTab, optionIdsOf, valuesOfOptionIds } from './CompareIssuesTab';

// The test machine is shared: give findBy/waitFor 5 s instead of 1 s.
configure({ asyncUtilTimeout: 5000 });

const none: CompareStatusCounts = { new: 0, retained: 0, resolved: 0, notCompared: 0 };
const rule = (id: string, help: string, counts: Partial<CompareStatusCounts>) => {
  const statusCounts = { ...none, ...counts };
  const issueCount = Object.values(statusCounts).reduce((n, c) => n + c, 0);
  return { id, help, description: `${help}.`, helpUrl: '', tags: [], impact: 'critical' as const, issueCount, statusCounts };
};
const RULES = [rule('image-alt', 'Images must have alternative text', { retained: 2, resolved: 1 }), rule('label', 'Form elements must have labels', { new: 1 })];

/** The bodies of the compare calls the tab made, by path. */
let calls: { path: string; body: Record<string, unknown> }[];
let previousClient: ApiClient;

function respond(data: unknown): Response {
  return new Response(JSON.stringify({ data }), { status: 200, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  calls = [];
  previousClient = getDefaultApiClient();
  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    calls.push({ path: url.pathname, body });
    const wanted = (body.compareStatus as string[] | undefined) ?? [];
    if (url.pathname.endsWith('/compare/rules')) {
      const shown = RULES.filter((r) => wanted.length === 0 || wanted.some((s) => r.statusCounts[s as keyof CompareStatusCounts] > 0));
      const list: CompareRuleList = { rules: shown, confirmedIssueCount: shown.reduce((n, r) => n + r.issueCount, 0), needsReviewIssueCount: 0, statusCounts: { ...none, new: 1, retained: 2, resolved: 1 } };
      return respond(list);
    }
    if (url.pathname.endsWith('/compare/filters')) {
      return respond({
        pages: [{ value: 'https://shop.example/a,b', label: 'https://shop.example/a,b', count: 3 }],
        components: [{ value: 'img.hero', label: 'img.hero', count: 1 }],
        categories: [{ value: 'forms', label: 'forms', count: 1 }],
        tests: [{ value: 'checkout, guest', label: 'checkout, guest', count: 2 }],
      });
    }
    if (url.pathname.endsWith('/compare/components')) {
      return respond({ components: [{ id: 'img.hero', issueCount: 1, pageCount: 1, statusCounts: { ...none, resolved: 1 } }] });
    }
    const issues: CompareIssueList = {
      total: 1,
      offset: 0,
      issues: [
        {
          issueId: 'fp1',
          reportId: 'rep_base',
          status: 'resolved',
          moved: false,
          reason: null,
          ruleId: 'image-alt',
          help: 'Images must have alternative text',
          impact: 'critical',
          componentId: 'img.hero',
          pageUrl: 'https://shop.example/',
          html: '<img src="/hero.png"><script>alert(1)</script>',
          target: 'img.hero',
          failureSummary: 'Fix any of the following:\n  Element has no alt attribute',
          needsReview: false,
          issueStatus: 'visible',
        },
      ],
    };
    return respond(issues);
  };
  setDefaultApiClient(createApiClient({ fetch: fakeFetch as typeof fetch, readTries: 1 }));
});

afterEach(() => {
  cleanup();
  setDefaultApiClient(previousClient);
});

function Location() {
  return <output data-testid="location">{useLocation().search}</output>;
}

function renderTab(search = '') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/automated-tests/compare${search}`]}>
        <Routes>
          <Route
            path="/automated-tests/compare"
            element={
              <>
                <CompareIssuesTab pair={{ product: 'automatedTest', ids: ['rep_base', 'rep_new'] }} runNames={{ rep_base: 'build main #1 (base)', rep_new: 'build main #2' }} />
                <Location />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('CompareIssuesTab', () => {
  it('offers each status with its count and asks the server for the chosen ones only', async () => {
    renderTab();
    const statuses = screen.getByRole('group', { name: 'Status' });
    expect(await within(statuses).findByRole('checkbox', { name: 'New (1)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Images must have alternative text.*2 retained · 1 resolved/ })).toBeTruthy();
    fireEvent.click(within(statuses).getByRole('checkbox', { name: 'Resolved (1)' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('?status=resolved'));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Form elements must have labels/ })).toBeNull());
    expect(calls.at(-1)).toMatchObject({ path: '/api/compare/rules', body: { compareStatus: ['resolved'], filters: { needsReviewFilter: 'notNeedsReview' } } });
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toContain('compareStatus=resolved');
  });

  it("opens a rule, a component's issues with their run and status, and shows a snippet as text", async () => {
    renderTab('?activeViolationId=image-alt&activeComponentId=img.hero');
    const details = await screen.findByRole('region', { name: 'Issues of img.hero' });
    await within(details).findByText('In build main #1 (base)');
    expect(within(details).getByText('Resolved')).toBeTruthy();
    // The snippet comes from a scanned page: shown as text, never run.
    expect(details.querySelector('script')).toBeNull();
    expect(within(details).getByText('<img src="/hero.png"><script>alert(1)</script>')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('row', { name: /img\.hero/ })).getByRole('button', { name: 'Hide issues' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Issues of img.hero' })).toBeNull());
  });

  it('filters by category and by test name (a name may hold a comma), from the address', async () => {
    renderTab(`?category=forms&test=${encodeURIComponent('checkout, guest')}`);
    await waitFor(() => expect(calls.find((c) => c.path.endsWith('/compare/rules'))?.body).toMatchObject({ filters: { categories: ['forms'], tests: ['checkout, guest'] } }));
    expect(await screen.findByText('Categories')).toBeTruthy();
    expect(await screen.findByText('Tests')).toBeTruthy();
  });

  it('asks for a page whose address holds a comma whole, from the address', async () => {
    renderTab(`?page=${encodeURIComponent('https://shop.example/a,b')}`);
    await waitFor(() => expect(calls.find((c) => c.path.endsWith('/compare/rules'))?.body).toMatchObject({ filters: { pages: ['https://shop.example/a,b'] } }));
    const options = [{ value: 'https://shop.example/a,b', label: 'https://shop.example/a,b', count: 3 }, { value: 'x', label: 'x', count: 1 }];
    expect(optionIdsOf(['x', 'https://shop.example/a,b', 'gone'], options)).toBe('1,0');
    expect(valuesOfOptionIds('0,1', options)).toEqual(['https://shop.example/a,b', 'x']);
    expect(valuesOfOptionIds('', options)).toEqual([]);
  });

  it('says when no issue matches', async () => {
    renderTab('?status=notCompared');
    expect(await screen.findByRole('heading', { name: 'No issues match' })).toBeTruthy();
  });
});

// @vitest-environment jsdom
import './jsdomSetup.testUtil';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCORE_NOTES, type BuildOverview, type IssueFilters, type ReportMeta } from '@curbcut/core';
import { OverviewTab, type OverviewTabProps } from './index';
import { makeMeta, makeOverview } from './fixtures.testUtil';

// jsdom renders of whole tabs take seconds when six engineers share two cores.
vi.setConfig({ testTimeout: 20_000 });

afterEach(cleanup);

function renderTab(props: Partial<OverviewTabProps> & { meta?: ReportMeta; overview?: BuildOverview } = {}) {
  const onOpenIssues = vi.fn<(filters: IssueFilters) => void>();
  const onRetry = vi.fn();
  render(
    <OverviewTab
      meta={makeMeta()}
      overview={makeOverview()}
      status="ready"
      onRetry={onRetry}
      isPublic={false}
      onOpenIssues={onOpenIssues}
      {...props}
    />,
  );
  return { onOpenIssues, onRetry };
}

const card = (title: string) => screen.getByRole('region', { name: title });
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));

describe('score', () => {
  it('shows the score of a report made under the current model, with its severity breakdown', () => {
    renderTab();
    const score = card('Accessibility score');
    expect(within(score).getByText('82')).toBeTruthy();
    expect(within(score).getByText('/ 100')).toBeTruthy();
    expect(rowsOf(within(score).getByRole('table'))[0]).toEqual(['Critical', '10', '1']);
  });

  it('shows dashes and the availability note before Apr 10, 2025', () => {
    renderTab({ meta: makeMeta({ createdAt: '2025-04-09T23:59:59.000Z' }) });
    const score = card('Accessibility score');
    expect(within(score).getByText('--')).toBeTruthy();
    expect(within(score).getByText('Accessibility score is now available on reports generated from Apr 10, 2025')).toBeTruthy();
  });

  it('shows dashes and the older-logic warning between Apr 10 and Jul 10, 2025', () => {
    renderTab({ meta: makeMeta({ createdAt: '2025-05-01T00:00:00.000Z' }) });
    const score = card('Accessibility score');
    expect(within(score).getByText('--')).toBeTruthy();
    expect(within(score).getByText(SCORE_NOTES.oldLogic)).toBeTruthy();
    expect(within(score).queryByText('82')).toBeNull();
  });

  it('shows dashes while the build is in progress, and no trends yet', () => {
    renderTab({ meta: makeMeta({ status: 'running' }) });
    expect(within(card('Accessibility score')).getByText('--')).toBeTruthy();
    expect(within(card('Accessibility score')).getByText('Accessibility score will appear after scan completion.')).toBeTruthy();
    for (const title of ['Score trend', 'Issue trend (last 3 runs)', 'Health history', 'Issue resolution trend']) {
      expect(within(card(title)).getByText('Trends data will appear after scan completion')).toBeTruthy();
      expect(within(card(title)).queryByRole('img')).toBeNull();
    }
  });

  it('draws the trend only from builds whose score is available (build #5 predates scores)', () => {
    renderTab();
    const trend = card('Score trend');
    expect(within(trend).getByRole('img').getAttribute('aria-label')).toBe(
      'Score trend: build 6 scored 75, build 7 scored 82',
    );
    expect(rowsOf(within(trend).getByRole('table'))).toEqual([
      ['#6', '75'],
      ['#7', '82'],
    ]);
  });

  it('is left out without the score feature, with the pages table score column', () => {
    renderTab({ features: { score: false } });
    expect(screen.queryByRole('region', { name: 'Accessibility score' })).toBeNull();
    expect(within(card('Affected pages')).queryByRole('columnheader', { name: 'Score' })).toBeNull();
  });
});

describe('issues', () => {
  it('states the donut numbers in its label, its table and its legend', () => {
    const { onOpenIssues } = renderTab();
    const summary = card('Issue summary');
    expect(within(summary).getByRole('img').getAttribute('aria-label')).toBe(
      'Issue summary: 17 issues; 3 critical, 5 serious, 7 moderate, 2 minor',
    );
    expect(rowsOf(within(summary).getByRole('table'))).toEqual([
      ['Critical', '3'],
      ['Serious', '5'],
      ['Moderate', '7'],
      ['Minor', '2'],
    ]);
    fireEvent.click(within(summary).getByRole('button', { name: 'Serious: 5' }));
    expect(onOpenIssues).toHaveBeenCalledWith({ impact: ['serious'] });
  });

  it('toggles the issue trend between severity and issue count', () => {
    renderTab();
    const trend = card('Issue trend (last 3 runs)');
    expect(rowsOf(within(trend).getByRole('table'))).toEqual([
      ['#5', '6', '5', '4', '1'],
      ['#6', '4', '5', '6', '2'],
      ['#7', '3', '5', '7', '2'],
    ]);
    fireEvent.click(within(trend).getByRole('radio', { name: 'Issue count' }));
    expect(within(trend).getByRole('table', { name: 'Issues per build' })).toBeTruthy();
    expect(rowsOf(within(trend).getByRole('table'))).toEqual([
      ['#5', '16'],
      ['#6', '17'],
      ['#7', '17'],
    ]);
  });
});

describe('test health', () => {
  it('shows passed, failed and skipped, and their history per build', () => {
    renderTab();
    const health = card('Test health summary');
    expect(within(health).getByText('12')).toBeTruthy();
    const stats = within(health).getAllByRole('definition').map((d) => d.textContent);
    expect(stats).toEqual(['8', '3', '1']);
    const history = within(card('Health history')).getByRole('table');
    expect(rowsOf(history)).toEqual([
      ['#5', '6', '5', '1'],
      ['#6', '7', '4', '1'],
      ['#7', '8', '3', '1'],
    ]);
  });
});

describe('tables and counters', () => {
  it('limits affected components and pages to the first 100 rows', () => {
    const many = Array.from({ length: 130 }, (_, i) => ({ componentId: `div.c${i}`, count: 130 - i, impact: 'minor' as const }));
    const pages = Array.from({ length: 130 }, (_, i) => ({ url: `https://shop.test/p${i}`, count: 1, score: 50, pageStatesCount: 1 }));
    renderTab({ overview: makeOverview({ issueCountByComponent: many, issueCountByUrl: pages }) });
    expect(within(card('Top affected components')).getAllByRole('row')).toHaveLength(101);
    expect(within(card('Affected pages')).getAllByRole('row')).toHaveLength(101);
  });

  it('opens the issues tab filtered by component or page; page states above 1000 read 1K+', () => {
    const { onOpenIssues } = renderTab();
    fireEvent.click(within(card('Top affected components')).getByRole('button', { name: 'button.buy' }));
    expect(onOpenIssues).toHaveBeenLastCalledWith({ components: ['button.buy'] });
    const pages = card('Affected pages');
    expect(rowsOf(within(pages).getByRole('table'))).toEqual([
      ['https://shop.test/', '11', '70', '1K+'],
      ['https://shop.test/cart', '6', '--', '3'],
    ]);
    fireEvent.click(within(pages).getByRole('button', { name: 'https://shop.test/cart' }));
    expect(onOpenIssues).toHaveBeenLastCalledWith({ pages: ['https://shop.test/cart'] });
  });

  it('sorts categories descending by default, then A to Z and ascending, in a 382 px table', () => {
    renderTab();
    const categories = card('Issues by category');
    const names = () => rowsOf(within(categories).getByRole('table')).map((r) => r[0]);
    expect(names()).toEqual(['aria', 'color', 'forms']);
    expect(within(categories).getByRole('region', { name: 'Issues by category table' }).style.height).toBe('382px');
    const sort = within(categories).getByLabelText('Sort');
    expect([...(sort as HTMLSelectElement).options].map((o) => o.text)).toEqual(['A to Z', 'Descending', 'Ascending']);
    fireEvent.change(sort, { target: { value: 'asc' } });
    expect(names()).toEqual(['forms', 'color', 'aria']);
    fireEvent.change(sort, { target: { value: 'az' } });
    expect(names()).toEqual(['aria', 'color', 'forms']);
  });

  it('counts needs-review and hidden issues and opens the issues tab filtered to them', () => {
    const { onOpenIssues } = renderTab();
    fireEvent.click(screen.getByRole('button', { name: '5 Needs review issues' }));
    expect(onOpenIssues).toHaveBeenLastCalledWith({ needsReviewFilter: 'needsReview' });
    fireEvent.click(screen.getByRole('button', { name: '4 Hidden issues' }));
    expect(onOpenIssues).toHaveBeenLastCalledWith({ issueStatus: 'hidden' });
  });
});

describe('comparison', () => {
  it("shows 'Changes since last run' and the resolution trend", () => {
    renderTab();
    const changes = card('Changes since last run');
    expect(within(changes).getByText('Compared with build #6')).toBeTruthy();
    expect(within(changes).getAllByRole('definition').map((d) => d.textContent)).toEqual(['2', '15', '4']);
    expect(rowsOf(within(card('Issue resolution trend')).getByRole('table'))).toEqual([
      ['#5', '0', '16', '16'],
      ['#6', '2', '3', '17'],
      ['#7', '4', '2', '17'],
    ]);
  });

  it('has no changes card without a snapshot comparison', () => {
    renderTab({ overview: makeOverview({ snapshotComparison: null }) });
    expect(screen.queryByRole('region', { name: 'Changes since last run' })).toBeNull();
  });

  it('hides comparison cards from public viewers and without the comparison feature', () => {
    renderTab({ isPublic: true });
    expect(screen.queryByRole('region', { name: 'Changes since last run' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Issue resolution trend' })).toBeNull();
    cleanup();
    renderTab({ features: { comparison: false } });
    expect(screen.queryByRole('region', { name: 'Issue resolution trend' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Changes since last run' })).toBeNull();
  });
});

describe('load states', () => {
  it('shows 5 skeleton rows while loading', () => {
    renderTab({ status: 'loading', overview: undefined });
    expect(screen.getByRole('status').textContent).toContain('Loading overview');
    expect(screen.getAllByTestId('overview-skeleton-row')).toHaveLength(5);
  });

  it('shows an error with a retry button', () => {
    const { onRetry } = renderTab({ status: 'error', overview: undefined });
    expect(screen.getByRole('alert').textContent).toContain("We couldn't load the overview of this build.");
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('puts every card title at heading level 2', () => {
    renderTab();
    const levels = screen.getAllByRole('heading').map((h) => h.tagName);
    expect(new Set(levels)).toEqual(new Set(['H2']));
  });
});

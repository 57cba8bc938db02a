import { describe, expect, it } from 'vitest';
import { compareViewOf, viewBody } from './compareView';

describe('compareViewOf', () => {
  it('reads the view from the query string, in a fixed order, ignoring unknown values', () => {
    const page = 'https://shop.example/a,b?x=1';
    const view = compareViewOf(
      new URLSearchParams(
        `status=resolved,bogus,new&impact=minor,critical&review=allIssues&groupBy=guidelines&activeViolationId=1.4.3&activeComponentId=img&page=${encodeURIComponent(page)}&component=img&component=a.nav&category=forms&test=${encodeURIComponent('checkout, guest')}`,
      ),
    );
    expect(view).toEqual({
      statuses: ['new', 'resolved'],
      review: 'allIssues',
      severity: ['critical', 'minor'],
      pages: [page],
      components: ['img', 'a.nav'],
      categories: ['forms'],
      tests: ['checkout, guest'],
      groupBy: 'guidelines',
      group: '1.4.3',
      component: 'img',
    });
    expect(viewBody(view)).toEqual({
      filters: { needsReviewFilter: 'allIssues', impact: ['critical', 'minor'], pages: [page], components: ['img', 'a.nav'], categories: ['forms'], tests: ['checkout, guest'] },
      compareStatus: ['new', 'resolved'],
    });
  });

  it('defaults to every status, confirmed issues, by rule', () => {
    const view = compareViewOf(new URLSearchParams('review=sometimes'));
    expect(view).toEqual({ statuses: [], review: 'notNeedsReview', severity: [], pages: [], components: [], categories: [], tests: [], groupBy: 'rules', group: null, component: null });
    expect(viewBody(view)).toEqual({ filters: { needsReviewFilter: 'notNeedsReview' } });
  });
});

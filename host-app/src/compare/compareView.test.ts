import { describe, expect, it } from 'vitest';
import { compareViewOf, viewBody } from './compareView';

describe('compareViewOf', () => {
  it('reads the view from the query string, in a fixed order, ignoring unknown values', () => {
    const view = compareViewOf(new URLSearchParams('status=resolved,bogus,new&severity=minor,critical&review=allIssues&groupBy=guidelines&group=1.4.3&component=img'));
    expect(view).toEqual({ statuses: ['new', 'resolved'], review: 'allIssues', severity: ['critical', 'minor'], groupBy: 'guidelines', group: '1.4.3', component: 'img' });
    expect(viewBody(view)).toEqual({ filters: { needsReviewFilter: 'allIssues', impact: ['critical', 'minor'] }, compareStatus: ['new', 'resolved'] });
  });

  it('defaults to every status, confirmed issues, by rule', () => {
    const view = compareViewOf(new URLSearchParams('review=sometimes'));
    expect(view).toEqual({ statuses: [], review: 'notNeedsReview', severity: [], groupBy: 'rules', group: null, component: null });
    expect(viewBody(view)).toEqual({ filters: { needsReviewFilter: 'notNeedsReview' } });
  });
});

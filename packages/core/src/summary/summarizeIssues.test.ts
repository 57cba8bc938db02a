import { describe, expect, it } from 'vitest';
import type { Issue } from '../model';
import { summarizeIssues } from './summarizeIssues';

function issue(over: Partial<Issue>): Issue {
  return {
    ruleId: 'image-alt',
    impact: 'critical',
    needsReview: false,
    html: '<img>',
    target: 'img',
    failureSummary: '',
    any: [],
    all: [],
    none: [],
    pageUrl: 'https://a.example/',
    timestamp: '',
    fingerprint: 'f',
    fingerprintVersion: 1,
    componentId: 'img',
    behaviour: null,
    issueStatus: 'visible',
    confirmed: null,
    preferred: false,
    sources: [],
    ...over,
  };
}

describe('summarizeIssues', () => {
  it('splits confirmed, needs-review and hidden issues as the two tabs and the hidden view show them', () => {
    const summary = summarizeIssues([
      issue({ impact: 'critical', componentId: 'img.logo' }),
      issue({ impact: 'serious', componentId: 'a.nav-link', pageUrl: 'https://a.example/about' }),
      issue({ impact: 'serious', componentId: 'a.nav-link', sources: [{ pageUrl: 'https://a.example/contact' }] }),
      issue({ needsReview: true, impact: 'moderate' }),
      issue({ needsReview: true, confirmed: true, impact: 'minor', componentId: 'p' }),
      issue({ needsReview: true, confirmed: false, issueStatus: 'non-issue' }),
      issue({ issueStatus: 'hidden' }),
    ]);
    expect(summary).toEqual({
      critical: 1,
      serious: 2,
      moderate: 0,
      minor: 1,
      issueCount: 4,
      componentCount: 3,
      pageCount: 3,
      needsReviewCount: 1,
      hiddenIssuesCount: 1,
      aiIssuesCount: 0,
    });
  });
});

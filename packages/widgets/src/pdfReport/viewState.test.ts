import { describe, expect, it } from 'vitest';
import { DEFAULT_PDF_VIEW, placeAfterChange, readPdfView, stepIssue, writePdfView } from './viewState';
import type { LocationGroup } from './viewState';

const page = (n: number, count: number): LocationGroup => ({ location: `Page ${n}`, pageNumber: n, count });

describe('the PDF view in the URL', () => {
  it('round-trips every key and keeps the host id', () => {
    const view = { ...DEFAULT_PDF_VIEW, profile: 'pdfua1', review: 'needsReview', ruleId: 'ua1:7.1-t10', isMetaRule: true, activePageIndex: 2, activeIssueIndex: 4 } as const;
    const params = writePdfView(view, new URLSearchParams('id=rep_1&profile=wcag22'));
    expect(params.get('id')).toBe('rep_1');
    expect(params.toString()).toBe('id=rep_1&profile=pdfua1&review=needsReview&ruleId=ua1%3A7.1-t10&isMetaRule=true&activePageIndex=2&activeIssueIndex=4');
    expect(readPdfView(params)).toEqual(view);
  });

  it('reads unknown or broken values as the default view', () => {
    expect(readPdfView(new URLSearchParams('profile=pdfua9&review=x&activePageIndex=-1&activeIssueIndex=abc'))).toEqual(DEFAULT_PDF_VIEW);
    expect(readPdfView(new URLSearchParams('activePageIndex=3&activeIssueIndex=2')).activePageIndex).toBeNull();
  });

  it("keeps reportBug (the 'File a bug' dialog) only over an open issue", () => {
    const open = { ...DEFAULT_PDF_VIEW, ruleId: 'ua1:7.3-t01', activePageIndex: 0, reportBug: true };
    expect(writePdfView(open, new URLSearchParams()).get('reportBug')).toBe('true');
    expect(readPdfView(new URLSearchParams('ruleId=ua1%3A7.3-t01&activePageIndex=0&reportBug=1')).reportBug).toBe(true);
    expect(readPdfView(new URLSearchParams('ruleId=ua1%3A7.3-t01&reportBug=true')).reportBug).toBe(false);
    expect(writePdfView({ ...open, activePageIndex: null }, new URLSearchParams('reportBug=true')).has('reportBug')).toBe(false);
  });

  it('keeps the hidden list only in the hidden view', () => {
    const hidden = writePdfView({ ...DEFAULT_PDF_VIEW, hideIssues: true, activeIssueStatus: 'non-issue' }, new URLSearchParams());
    expect(hidden.toString()).toBe('hideIssues=true&activeIssueStatus=non-issue');
    expect(writePdfView({ ...DEFAULT_PDF_VIEW, activeIssueStatus: 'non-issue' }, new URLSearchParams()).toString()).toBe('');
  });
});

describe('stepping through a rule', () => {
  const groups = [{ location: 'Document wide', pageNumber: null, count: 1 }, page(2, 2), page(5, 1)];
  it('moves within a group, then to the next or previous group', () => {
    expect(stepIssue(groups, { pageIndex: 1, issueIndex: 0 }, 1)).toEqual({ pageIndex: 1, issueIndex: 1 });
    expect(stepIssue(groups, { pageIndex: 1, issueIndex: 1 }, 1)).toEqual({ pageIndex: 2, issueIndex: 0 });
    expect(stepIssue(groups, { pageIndex: 1, issueIndex: 0 }, -1)).toEqual({ pageIndex: 0, issueIndex: 0 });
    expect(stepIssue(groups, { pageIndex: 2, issueIndex: 0 }, -1)).toEqual({ pageIndex: 1, issueIndex: 1 });
    expect(stepIssue(groups, { pageIndex: 2, issueIndex: 0 }, 1)).toBeNull();
    expect(stepIssue(groups, { pageIndex: 0, issueIndex: 0 }, -1)).toBeNull();
  });
});

describe('where the viewer goes after a hide or review (spec 002 section 7)', () => {
  const before = [page(1, 1), page(3, 3), page(4, 1)];
  it('1. the next issue: what now stands at the hidden one’s index', () => {
    expect(placeAfterChange(before, { pageIndex: 1, issueIndex: 1 }, [page(1, 1), page(3, 2), page(4, 1)])).toEqual({ pageIndex: 1, issueIndex: 1 });
  });
  it('2. the previous issue when the last of the page went', () => {
    expect(placeAfterChange(before, { pageIndex: 1, issueIndex: 2 }, [page(1, 1), page(3, 2), page(4, 1)])).toEqual({ pageIndex: 1, issueIndex: 1 });
  });
  it('3. the next page when the page emptied, 4. else the previous page', () => {
    const single = [page(1, 1), page(3, 1), page(4, 2)];
    expect(placeAfterChange(single, { pageIndex: 1, issueIndex: 0 }, [page(1, 1), page(4, 2)])).toEqual({ pageIndex: 1, issueIndex: 0 });
    expect(placeAfterChange(single, { pageIndex: 2, issueIndex: 0 }, [page(1, 1), page(3, 1), page(4, 1)])).toEqual({ pageIndex: 2, issueIndex: 0 });
    expect(placeAfterChange([page(1, 2), page(3, 1)], { pageIndex: 1, issueIndex: 0 }, [page(1, 2)])).toEqual({ pageIndex: 0, issueIndex: 1 });
  });
  it('5. back to the rules list when the rule has no issue left', () => {
    expect(placeAfterChange([page(3, 1)], { pageIndex: 0, issueIndex: 0 }, [])).toBeNull();
  });
});

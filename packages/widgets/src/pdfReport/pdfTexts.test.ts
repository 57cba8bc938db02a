import { describe, expect, it } from 'vitest';
import type { PdfRules } from '@curbcut/core';
import { emptyStateTexts } from './PdfEmptyState';
import { issuePositionText } from './texts';
import { DEFAULT_PDF_VIEW } from './viewState';
import { PDF_SCALE, zoomStep } from './zoom';

function rules(profiles: PdfRules['profiles']): PdfRules {
  return { metaRules: [], pageRules: [], issueCount: 0, counts: { visible: 0, needsReview: 0, hidden: 0, nonIssue: 0 }, profiles };
}

describe('the PDF viewer’s empty states (spec 002 section 8)', () => {
  const done = rules([{ profile: 'pdfua1', status: 'completed', reason: null }]);
  it('says which view is empty', () => {
    expect(emptyStateTexts(done, DEFAULT_PDF_VIEW).title).toBe('No issues found for this PDF');
    expect(emptyStateTexts(done, { ...DEFAULT_PDF_VIEW, profile: 'pdfua1' }).title).toBe('No issues found for PDF/UA-1');
    expect(emptyStateTexts(done, { ...DEFAULT_PDF_VIEW, review: 'needsReview' }).title).toBe('No issues to show');
    expect(emptyStateTexts(done, { ...DEFAULT_PDF_VIEW, hideIssues: true })).toEqual({ title: 'No hidden issues', detail: 'There are no hidden issues in this report.', failed: false });
    expect(emptyStateTexts(done, { ...DEFAULT_PDF_VIEW, hideIssues: true, activeIssueStatus: 'non-issue' }).detail).toBe(
      'Issues marked as non-issues after review will be appear here.',
    );
  });
  it('names a failed profile with its reason', () => {
    const failed = rules([{ profile: 'pdfua2', status: 'failed', reason: 'The file could not be parsed.' }]);
    expect(emptyStateTexts(failed, { ...DEFAULT_PDF_VIEW, profile: 'pdfua2' })).toEqual({ title: 'PDF/UA-2 scan failed', detail: 'The file could not be parsed.', failed: true });
  });
});

describe('the issue header', () => {
  it('names the page for page issues only', () => {
    expect(issuePositionText(3, 2, 5)).toBe('Page 3, Issue 2 of 5');
    expect(issuePositionText(null, 1, 1)).toBe('Issue 1 of 1');
  });
});

describe('zoom (spec 002 section 9)', () => {
  it('starts at 60% and moves in steps of 20 between 40% and 200%', () => {
    expect(PDF_SCALE.initial).toBe(0.6);
    expect(zoomStep(0.6, 1)).toBe(0.8);
    expect(zoomStep(0.6, -1)).toBe(0.4);
    expect(zoomStep(0.4, -1)).toBe(0.4);
    expect(zoomStep(2, 1)).toBe(2);
    expect(zoomStep(1.8, 1)).toBe(2);
  });
});

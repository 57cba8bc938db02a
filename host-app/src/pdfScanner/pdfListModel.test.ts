import { describe, expect, it } from 'vitest';
import { PDF_CONSOLIDATED_MAX_REPORTS, type PdfBreakdownRule, type PdfProfileSummary, type PdfReport } from '@curbcut/core';
import {
  BREAKDOWN_CHART_RULES,
  PDF_LIST_PAGE_SIZE,
  findReports,
  mostIssues,
  pageOf,
  parseSelection,
  profileCounts,
  selectedReports,
  selectionFull,
  selectionParam,
  statusText,
  summarize,
  toggleSelection,
} from './pdfListModel';
import { pdfReportFixture } from './pdfReport.testUtil';

const counts = (issueCount: number, needsReviewCount = 0, extra: Partial<PdfProfileSummary> = {}): PdfProfileSummary => ({
  status: 'completed',
  reason: null,
  isFailed: false,
  issueCount,
  needsReviewCount,
  totalIssues: issueCount + needsReviewCount,
  hiddenIssuesCount: 0,
  markedAsNonIssueCount: 0,
  ...extra,
});

function report(name: string, status: PdfReport['status'], profile: PdfReport['issueSummary']['profile'], sourceUrl: string | null = null): PdfReport {
  return pdfReportFixture(name, {
    name,
    type: sourceUrl ? 'linked' : 'uploaded',
    sourceUrl,
    totalIssues: Object.values(profile).reduce((n, s) => Math.max(n, s?.totalIssues ?? 0), 0),
    status,
    error: status === 'failed' ? 'The file has no readable document catalog' : null,
    profiles: Object.keys(profile) as PdfReport['profiles'],
    issueSummary: { profile },
  });
}

describe('the PDF list', () => {
  it('finds reports by name or linked address, and pages them', () => {
    const list = [report('Annual.pdf', 'completed', {}), report('Prices.pdf', 'completed', {}, 'https://shop.example/prices.pdf')];
    expect(findReports(list, 'annual').map((r) => r.name)).toEqual(['Annual.pdf']);
    expect(findReports(list, 'SHOP.example').map((r) => r.name)).toEqual(['Prices.pdf']);
    expect(findReports(list, '  ')).toHaveLength(2);
    const many = Array.from({ length: PDF_LIST_PAGE_SIZE + 3 }, (_, i) => i);
    expect(pageOf(many, 2)).toEqual({ items: [20, 21, 22], page: 2, pages: 2 });
    expect(pageOf(many, 9).page).toBe(2);
    expect(pageOf([], 1)).toEqual({ items: [], page: 1, pages: 1 });
  });

  it('says each status in words and gives a failed profile no count', () => {
    expect(statusText('processing')).toBe('Checking…');
    const r = report('A.pdf', 'completed', { pdfua1: counts(3, 2), wcag22: counts(0, 0, { isFailed: true, status: 'failed' }) });
    expect(profileCounts(r)).toEqual([
      { profile: 'pdfua1', label: 'PDF/UA-1', issues: 5 },
      { profile: 'wcag22', label: 'WCAG 2.2', issues: null },
    ]);
  });

  it('sums each profile over completed reports and names the documents with the most issues', () => {
    const list = [
      report('A.pdf', 'completed', { pdfua1: counts(3, 1), wcag22: counts(2) }),
      report('B.pdf', 'completed', { pdfua1: counts(10), wcag22: counts(4) }),
      report('C.pdf', 'processing', { pdfua1: counts(99) }),
      report('D.pdf', 'failed', {}),
      report('E.pdf', 'completed', { wcag22: counts(0) }),
    ];
    const s = summarize(list);
    expect(s).toMatchObject({ completed: 3, inProgress: 1, failed: 1 });
    expect(s.profiles).toEqual([
      { profile: 'pdfua1', label: 'PDF/UA-1', reports: 2, issues: 13, needsReview: 1, hidden: 0 },
      { profile: 'wcag22', label: 'WCAG 2.2', reports: 3, issues: 6, needsReview: 0, hidden: 0 },
    ]);
    expect(s.worst.map((r) => r.name)).toEqual(['B.pdf', 'A.pdf']);
  });

  it('keeps the selection in the URL: ids once each, in order, none empty, the round trip exact', () => {
    expect(parseSelection(null)).toEqual([]);
    expect(parseSelection('')).toEqual([]);
    expect(parseSelection(' rep_a, ,rep_b,rep_a,')).toEqual(['rep_a', 'rep_b']);
    expect(selectionParam([])).toBeNull();
    const ids = ['rep_c', 'rep_a', 'rep_b'];
    expect(parseSelection(selectionParam(ids))).toEqual(ids);
    // A hand-made address of more than the cap keeps the first ones.
    const many = Array.from({ length: PDF_CONSOLIDATED_MAX_REPORTS + 3 }, (_, i) => `rep_${i}`);
    expect(parseSelection(many.join(','))).toEqual(many.slice(0, PDF_CONSOLIDATED_MAX_REPORTS));
  });

  it(`selects up to ${PDF_CONSOLIDATED_MAX_REPORTS} reports and ignores one more`, () => {
    expect(PDF_CONSOLIDATED_MAX_REPORTS).toBe(10);
    let selected: string[] = [];
    for (let i = 0; i < PDF_CONSOLIDATED_MAX_REPORTS; i++) {
      expect(selectionFull(selected)).toBe(false);
      selected = toggleSelection(selected, `rep_${i}`, true);
    }
    expect(selected).toHaveLength(PDF_CONSOLIDATED_MAX_REPORTS);
    expect(selectionFull(selected)).toBe(true);
    expect(toggleSelection(selected, 'rep_extra', true)).toEqual(selected);
    // Selecting one already selected changes nothing; clearing one frees a place.
    expect(toggleSelection(selected, 'rep_3', true)).toEqual(selected);
    const freed = toggleSelection(selected, 'rep_3', false);
    expect(freed).toHaveLength(PDF_CONSOLIDATED_MAX_REPORTS - 1);
    expect(toggleSelection(freed, 'rep_extra', true).at(-1)).toBe('rep_extra');
  });

  it('narrows to the selected reports that are listed and completed, in the list order', () => {
    const list = [report('A.pdf', 'completed', {}), report('B.pdf', 'processing', {}), report('C.pdf', 'completed', {})];
    expect(selectedReports(list, ['rep_C.pdf', 'rep_B.pdf', 'rep_gone', 'rep_A.pdf']).map((r) => r.name)).toEqual(['A.pdf', 'C.pdf']);
    expect(selectedReports(list, [])).toEqual([]);
  });

  it('charts the rules with the most issues, most first', () => {
    const rule = (id: string, issueCount: number) => ({ id, issueCount }) as PdfBreakdownRule;
    const rules = Array.from({ length: BREAKDOWN_CHART_RULES + 2 }, (_, i) => rule(`ua1:7.${i}-t01`, i % 4));
    const top = mostIssues(rules);
    expect(top).toHaveLength(BREAKDOWN_CHART_RULES);
    expect(top.map((r) => r.issueCount)).toEqual([...top.map((r) => r.issueCount)].sort((a, b) => b - a));
    expect(mostIssues([rule('ua1:7.10-t01', 2), rule('ua1:7.9-t01', 2)]).map((r) => r.id)).toEqual(['ua1:7.9-t01', 'ua1:7.10-t01']);
  });
});

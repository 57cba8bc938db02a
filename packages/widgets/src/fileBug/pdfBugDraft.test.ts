import { describe, expect, it } from 'vitest';
import { BUG_TITLE_MAX } from './bugDraft';
import { pdfIssueBugDraft } from './pdfBugDraft';

const rule = {
  ruleId: '7.1-t10',
  description: 'DisplayDocTitle is true',
  howToFix: 'Set ViewerPreferences DisplayDocTitle to true.',
  impact: 'moderate' as const,
  wcag: ['2.4.2'],
};
const issue = {
  pageNumber: null,
  location: 'Metadata',
  object: 'Catalog ViewerPreferences',
  failureSummary: 'DisplayDocTitle is missing',
  profiles: ['pdfua1' as const, 'wcag22' as const],
  needsReview: false,
  confirmed: null,
};

describe('pdfIssueBugDraft', () => {
  it('names the document and the place, and says what a developer needs, with the link back', () => {
    const draft = pdfIssueBugDraft(issue, rule, 'Annual report.pdf', 'https://curbcut.example/pdf-scanner/report?id=r1&ruleId=ua1%3A7.1-t10');
    expect(draft.title).toBe('DisplayDocTitle is true: Annual report.pdf (Metadata)');
    expect(draft.description).toBe(
      [
        'Rule: 7.1-t10 (DisplayDocTitle is true)',
        'Profiles: PDF/UA-1, WCAG 2.2',
        'Severity: Moderate',
        'WCAG: SC 2.4.2 Page Titled (A)',
        '',
        'Document: Annual report.pdf',
        'Location: Metadata',
        'Object: Catalog ViewerPreferences',
        'Found: DisplayDocTitle is missing',
        '',
        'How to fix:',
        'Set ViewerPreferences DisplayDocTitle to true.',
        '',
        'Issue in Curbcut: https://curbcut.example/pdf-scanner/report?id=r1&ruleId=ua1%3A7.1-t10',
      ].join('\n'),
    );
  });

  it('says when only a person can judge the issue, leaves out what the rule lacks, and keeps the title within the trackers’ limit', () => {
    const draft = pdfIssueBugDraft({ ...issue, pageNumber: 4, location: 'Page 4', needsReview: true }, { ...rule, wcag: [], howToFix: ' ' }, `${'x'.repeat(300)}.pdf`, null);
    expect(draft.description).toContain('Needs review: the scanner cannot confirm this issue');
    expect(draft.description).not.toContain('WCAG:');
    expect(draft.description).not.toContain('How to fix');
    expect(draft.description).not.toContain('Issue in Curbcut');
    expect(Array.from(draft.title)).toHaveLength(BUG_TITLE_MAX);
    expect(draft.title.endsWith('…')).toBe(true);
  });
});

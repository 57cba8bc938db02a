import { describe, expect, it } from 'vitest';
import { csvTextChunks } from './writer';
import { exportReportName } from './fileName';
import { pdfIssueCsvRow, pdfIssuesCsvSource, pdfObjectParts, type ExportablePdfIssue } from './pdfRows';

const FIGURE: ExportablePdfIssue = {
  issueId: 'f1',
  ruleId: '7.3-t01',
  impact: 'serious',
  description: 'Figure tags shall include an alternative representation',
  howToFix: 'Give the figure Alt text.',
  wcag: ['1.1.1', '1.3.1'],
  message: 'Figure element has neither Alt nor ActualText',
  location: 'Page 2',
  object: 'Figure at /Document[1]/Sect[2]/Figure[1]',
  needsReview: false,
  confirmed: null,
};

describe('pdfObjectParts', () => {
  it('splits a structure element into its type and path, and keeps other objects whole', () => {
    expect(pdfObjectParts('Figure at /Document[1]/Sect[2]/Figure[1]')).toEqual({ component: 'Figure', path: '/Document[1]/Sect[2]/Figure[1]' });
    expect(pdfObjectParts('Annot Link 12 0 R')).toEqual({ component: 'Annot Link 12 0 R', path: '' });
    expect(pdfObjectParts('Catalog')).toEqual({ component: 'Catalog', path: '' });
  });
});

describe('pdfIssueCsvRow', () => {
  it('maps a PDF issue onto the spec columns', () => {
    expect(pdfIssueCsvRow(FIGURE, '2026-11-29T10:00:00.000Z', 'https://app.example/r?issue=f1')).toEqual({
      issueType: '7.3-t01',
      severity: 'serious',
      component: 'Figure',
      behaviour: '',
      description: 'Figure tags shall include an alternative representation',
      page: 'Page 2',
      guidelines: 'SC 1.1.1, SC 1.3.1',
      html: '',
      selector: '/Document[1]/Sect[2]/Figure[1]',
      needsReview: false,
      bestPractice: false,
      howToFix: 'Give the figure Alt text.\nFigure element has neither Alt nor ActualText',
      timestamp: '2026-11-29T10:00:00.000Z',
      link: 'https://app.example/r?issue=f1',
    });
  });

  it('says Needs review until a person confirmed the issue', () => {
    const review = { ...FIGURE, needsReview: true, location: 'Metadata', object: 'Metadata stream' };
    expect(pdfIssueCsvRow(review, '').needsReview).toBe(true);
    expect(pdfIssueCsvRow({ ...review, confirmed: true }, '').needsReview).toBe(false);
    expect(pdfIssueCsvRow(review, '').page).toBe('Metadata');
  });
});

describe('pdfIssuesCsvSource', () => {
  it('writes the header and one line per issue of every batch, with links', async () => {
    async function* batches() {
      yield [FIGURE];
      yield [{ ...FIGURE, issueId: 'd1', location: 'Document wide', object: 'Catalog', message: 'No "Title"' }];
    }
    const source = pdfIssuesCsvSource(2, batches, { timestamp: '2026-11-29T10:00:00.000Z', issueLink: (id) => `https://app.example/r?issue=${id}` });
    let text = '';
    for await (const chunk of csvTextChunks(source)) text += chunk;
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toMatch(/^Issue type,Severity,Component,/);
    expect(text).toContain(',Catalog,,Figure tags shall include an alternative representation,Document wide,"SC 1.1.1, SC 1.3.1",');
    expect(text).toContain('"Give the figure Alt text.\nNo ""Title"""');
    expect(text.match(/https:\/\/app\.example\/r\?issue=(f1|d1)/g)).toEqual(['https://app.example/r?issue=f1', 'https://app.example/r?issue=d1']);
    expect(source.total).toBe(2);
  });
});

describe('exportReportName of a PDF report', () => {
  it('names the file after the document without its extension', () => {
    expect(exportReportName({ type: 'pdfScanner', name: 'Demo price list.pdf', buildNumber: 0 })).toBe('Demo price list');
    expect(exportReportName({ type: 'pdfScanner', name: 'Scan.PDF', buildNumber: 0 })).toBe('Scan');
    expect(exportReportName({ type: 'websiteScan', name: 'notes.pdf', buildNumber: 0 })).toBe('notes.pdf');
  });
});

import { describe, expect, it } from 'vitest';
import type { ValidatedPdf } from '@curbcut/core';
import { busyCount, createBody, createLabel, fileProblem, formatBytes, linkProblem, readyState, toggleProfile, type PdfEntry } from './uploadModel';

const facts = (version: string, compatible: [boolean, boolean, boolean]): ValidatedPdf => ({
  key: 'pdu_1',
  type: 'uploaded',
  name: 'Report.pdf',
  size: 2048,
  sourceUrl: null,
  pdfVersion: version,
  pageCount: 3,
  isTagged: true,
  encrypted: false,
  readable: true,
  reason: null,
  profiles: [
    { profile: 'pdfua2', label: 'PDF/UA-2', compatible: compatible[0], reason: compatible[0] ? null : `PDFs v${version} and below are not compatible for scanning with PDF/UA-2 specification` },
    { profile: 'pdfua1', label: 'PDF/UA-1', compatible: compatible[1], reason: null },
    { profile: 'wcag22', label: 'WCAG 2.2', compatible: compatible[2], reason: null },
  ],
});

const entry = (f: ValidatedPdf): PdfEntry => ({ id: 'e1', name: f.name, source: 'file', state: readyState(f) });

describe('the create page’s files', () => {
  it('refuses what is not a PDF, empty or over the limit, naming the file', () => {
    expect(fileProblem({ name: 'notes.txt', type: 'text/plain', size: 10 })).toBe('‘notes.txt’ is not a PDF. Choose files that end in .pdf.');
    expect(fileProblem({ name: 'scan.PDF', type: '', size: 10 })).toBeNull();
    expect(fileProblem({ name: 'empty.pdf', type: 'application/pdf', size: 0 })).toBe('‘empty.pdf’ is empty.');
    expect(fileProblem({ name: 'huge.pdf', type: 'application/pdf', size: 150 * 1024 * 1024 })).toBe('‘huge.pdf’ is 150 MB: the largest file the scanner takes is 100 MB.');
    expect(formatBytes(2.5 * 1024 * 1024)).toBe('2.5 MB');
    expect(formatBytes(300)).toBe('1 KB');
  });

  it('takes only http(s) links', () => {
    expect(linkProblem('https://example.com/a.pdf')).toBeNull();
    expect(linkProblem('example.com/a.pdf')).toBe('Enter the full address of the PDF, starting with https://.');
    expect(linkProblem('ftp://example.com/a.pdf')).not.toBeNull();
  });

  it('chooses every profile the version allows, keeps the spec’s order and never an incompatible one', () => {
    const e = entry(facts('1.7', [false, true, true]));
    expect(e.state).toMatchObject({ profiles: ['pdfua1', 'wcag22'] });
    const without = toggleProfile(e, 'pdfua1', false);
    expect(without.state).toMatchObject({ profiles: ['wcag22'] });
    expect(toggleProfile(without, 'pdfua1', true).state).toMatchObject({ profiles: ['pdfua1', 'wcag22'] });
    expect(toggleProfile(e, 'pdfua2', true).state).toMatchObject({ profiles: ['pdfua1', 'wcag22'] });
  });

  it('creates reports of the ready files that have a profile, and waits for the busy ones', () => {
    const ready = entry(facts('2.0', [true, false, true]));
    const none = { ...toggleProfile(toggleProfile(ready, 'pdfua2', false), 'wcag22', false), id: 'e2' };
    const uploading: PdfEntry = { id: 'e3', name: 'b.pdf', source: 'file', state: { kind: 'uploading', sent: 1, total: 2 } };
    const failed: PdfEntry = { id: 'e4', name: 'c.pdf', source: 'link', state: { kind: 'failed', message: 'x' } };
    const all = [ready, none, uploading, failed];
    expect(busyCount(all)).toBe(1);
    expect(createBody(all, false)).toEqual({ files: [{ key: 'pdu_1', selectedProfiles: ['pdfua2', 'wcag22'] }], needsReview: false });
    expect(createLabel(1)).toBe('Check 1 PDF');
    expect(createLabel(3)).toBe('Check 3 PDFs');
  });
});

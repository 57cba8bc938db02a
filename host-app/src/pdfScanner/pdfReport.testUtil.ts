/** A PDF report as the list call answers it, for the list's tests: completed, one page of facts, `overrides` on top. */
import type { PdfReport } from '@curbcut/core';

export function pdfReportFixture(key: string, overrides: Partial<PdfReport> = {}): PdfReport {
  const status = overrides.status ?? 'completed';
  return {
    id: `rep_${key}`,
    name: `${key}.pdf`,
    type: 'uploaded',
    pdfUrl: `/api/pdf_scanner/reports/rep_${key}/file`,
    sourceUrl: null,
    fileSize: 100,
    pdfVersion: '1.7',
    pageCount: 2,
    totalIssues: 0,
    hiddenIssuesCount: 0,
    needsReview: true,
    bestPractices: false,
    isTagged: true,
    timestamp: '2026-11-29T10:00:00.000Z',
    completedAt: status === 'completed' ? '2026-11-29T10:01:00.000Z' : null,
    createdBy: { id: 'usr_1', name: 'Demo' },
    status,
    error: null,
    profiles: ['pdfua1'],
    issueSummary: { profile: {} },
    ...overrides,
  };
}

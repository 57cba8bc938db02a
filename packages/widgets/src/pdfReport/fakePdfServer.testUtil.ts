/**
 * Scripted answers of the PDF scanner API for `<PdfReport>`'s tests: one report, three rules, and
 * the two issues of 'Figures need alternative text' on page 2.
 */
import { vi } from 'vitest';
import { createApiClient } from '@curbcut/client';
import type { PdfIssues, PdfReportIssue, PdfReportMeta, PdfReportRule, PdfRules } from '@curbcut/core';

/** The report: an untagged, completed file checked against PDF/UA-1 and WCAG 2.2, by its author. */
export const META: PdfReportMeta = {
  id: 'rep_pdf',
  name: 'Price list.pdf',
  type: 'uploaded',
  pdfUrl: '/api/pdf_scanner/reports/rep_pdf/file',
  sourceUrl: null,
  fileSize: 20480,
  pdfVersion: '1.7',
  pageCount: 3,
  totalIssues: 152,
  hiddenIssuesCount: 0,
  needsReview: true,
  bestPractices: false,
  isTagged: false,
  timestamp: '2026-11-29T08:00:00.000Z',
  completedAt: '2026-11-29T08:00:05.000Z',
  createdBy: { id: 'usr_1', name: 'Ana' },
  status: 'completed',
  error: null,
  profiles: ['pdfua1', 'wcag22'],
  issueSummary: { profile: {} },
  publicLink: { isEnabled: false, link: null },
  isAuthor: true,
};

function rule(id: string, description: string, issueCount: number, impact: PdfReportRule['impact'] = 'critical'): PdfReportRule {
  return { id, ruleId: id.split(':')[1] ?? id, description, howToFix: `Fix ${description}`, impact, tags: [], wcag: ['1.1.1'], profiles: ['pdfua1'], outcome: 'failed', issueCount, truncated: false };
}

/** The rule whose two issues are on page 2. */
export const FIGURES = rule('ua1:7.3-t01', 'Figures need alternative text', 2);
const RULES: PdfRules = {
  pageRules: [FIGURES, rule('ua1:7.1-t03', 'Content is tagged', 150, 'serious')],
  metaRules: [rule('ua1:7.1-t10', 'DisplayDocTitle is true', 1, 'moderate')],
  issueCount: 153,
  counts: { visible: 153, needsReview: 0, hidden: 0, nonIssue: 0 },
  profiles: [
    { profile: 'pdfua1', status: 'completed', reason: null },
    { profile: 'wcag22', status: 'completed', reason: null },
  ],
};
const EMPTY_HIDDEN: PdfRules = { ...RULES, pageRules: [], metaRules: [], issueCount: 0 };

function issue(n: number): PdfReportIssue {
  return {
    id: `iss_${n}`,
    pageNumber: 2,
    location: 'Page 2',
    object: `Figure at /Document[1]/Figure[${n}]`,
    failureSummary: 'The Figure has neither Alt nor ActualText',
    url: META.pdfUrl,
    type: 'page',
    ruleData: { id: FIGURES.id, ruleId: FIGURES.ruleId, description: FIGURES.description, howToFix: FIGURES.howToFix, impact: 'critical', tags: [] },
    profiles: ['pdfua1'],
    hidden: false,
    isHidden: false,
    hideReason: null,
    issueStatus: 'visible',
    confirmed: null,
    needsReview: false,
    target: n === 1 ? { page: 2, rect: [10, 10, 60, 60] } : null,
  };
}

const ISSUES: PdfIssues = { issues: [issue(1), issue(2)], total: 2, page: 1, pageSize: 10, hasMore: false, issueCountByPage: [{ location: 'Page 2', pageNumber: 2, count: 2 }] };

/** Answers the API by route; `hide` is the status the hide call answers; `author: false` reads the report as another member. */
export function server({ meta = 200, hide = 200, author = true }: { meta?: number; hide?: number; author?: boolean } = {}) {
  const calls: { url: string; body: unknown }[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = String(input);
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    calls.push({ url, body });
    const json = (status: number, data: unknown) => new Response(JSON.stringify(status < 400 ? { data } : { error: { code: 'internal', message: 'no' } }), { status, headers: { 'content-type': 'application/json' } });
    if (url.endsWith('/rules')) return json(200, body?.['issueStatus'] === 'hidden' ? EMPTY_HIDDEN : RULES);
    if (url.includes('/issues/hide')) return json(hide, {});
    if (url.endsWith('/issues')) return json(200, ISSUES);
    if (url.endsWith('/rep_pdf')) return json(meta, { ...META, isAuthor: author });
    return json(404, null);
  });
  // The document's own byte ranges go through the page's fetch: no file here, so 'Unable to load PDF'.
  vi.stubGlobal('fetch', vi.fn(async () => new Response('gone', { status: 404 })));
  const apiFetch = fetch as unknown as typeof globalThis.fetch;
  return { client: createApiClient({ baseUrl: '/api', fetch: apiFetch }), fetch: apiFetch, calls };
}

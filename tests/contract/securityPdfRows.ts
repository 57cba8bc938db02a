/**
 * The PDF scanner's rows of the security route table (docs/decisions/0029-pdf-scanner-pipeline.md).
 * Every call needs a session whose plan has the PDF scanner: `other` (the free group) gets 403 from
 * the plan check before anything of group A is looked at. Reads of one report also take its embed
 * or public-link token; hide, review and delete are its author's alone (403 for the member). A
 * member validating or creating from the owner's upload gets 404: an upload is its user's own. The
 * upload itself takes no session (its signed URL is the credential), so every caller reaches the
 * body check, which refuses the empty body as not a PDF; the success paths are in pdfScanner*.test.ts.
 * Wire them in with `routeTable([...ROWS, ...pdfRows(() => server)])`.
 */
import type { Expected, Owner, Row } from './securityShared';
import { publicRoute } from './securityShared';
import type { TestServer } from './harness';
import { completedReport, createReport, pathOf, pdfForReview, presign, upload, validated } from './pdfScannerFixtures';

/** Signed-in calls of users whose plan has the PDF scanner. */
const pdfUser = (status: number): Expected => ({ none: 401, other: 403, otherToken: 401, token: 401, member: status, own: status, embed: 401, public: 401 });
/** Reads of one report: also its embed and public-link tokens. */
const pdfRead = (status: number): Expected => ({ ...pdfUser(status), embed: status, public: status });
/** Changes only the report's author may make. */
const pdfAuthor = (status: number): Expected => ({ ...pdfUser(status), member: 403 });

/** Rows for the PDF scanner routes of `server()`. */
export function pdfRows(server: () => TestServer): Row<Owner>[] {
  let shared: Promise<{ id: string; reviewIssue: string }> | undefined;
  /** One completed report of group A's owner, with a needs-review issue and a metadata failure (made once). */
  const report = (author: string) =>
    (shared ??= (async () => {
      const id = await completedReport(server(), author, await pdfForReview(1), 'security.pdf');
      const issues = await server().request('POST', `/api/pdf_scanner/reports/${id}/rules/${encodeURIComponent('ua1:7.3-t01')}/issues`, { cookie: author, json: {} });
      return { id, reviewIssue: issues.body.data.issues[0].id as string };
    })());
  const pdf = () => pdfForReview(1);
  const at = (path: string) => async (_a: Owner, author: string) => {
    const { id } = await report(author);
    return { path: path.replace(':id', id), reportId: id };
  };

  return [
    {
      method: 'GET',
      url: '/api/pdf_scanner/reports/presigned_upload_urls',
      request: async () => ({ path: '/api/pdf_scanner/reports/presigned_upload_urls?count=2' }),
      expect: pdfUser(200),
    },
    {
      method: 'PUT',
      url: '/api/pdf_scanner/uploads/:key',
      request: async (_a, author) => ({ path: pathOf((await presign(server(), author)).url) }),
      expect: publicRoute(400),
    },
    {
      method: 'POST',
      url: '/api/pdf_scanner/reports/validate_pdf',
      request: async (_a, author) => ({ path: '/api/pdf_scanner/reports/validate_pdf', json: { type: 'uploaded', key: await upload(server(), author, await pdf()) } }),
      expect: { ...pdfUser(200), member: 404 },
    },
    {
      method: 'POST',
      url: '/api/pdf_scanner/reports',
      request: async (_a, author) => ({ path: '/api/pdf_scanner/reports', json: { files: [{ key: (await validated(server(), author, await pdf(), 'table.pdf')).key }] } }),
      expect: { ...pdfUser(201), member: 404 },
    },
    { method: 'GET', url: '/api/pdf_scanner/reports', request: async () => ({ path: '/api/pdf_scanner/reports' }), expect: pdfUser(200) },
    {
      method: 'POST',
      url: '/api/pdf_scanner/updates',
      request: async (_a, author) => ({ path: '/api/pdf_scanner/updates', json: { reports: [(await report(author)).id] } }),
      expect: pdfUser(200),
    },
    {
      method: 'POST',
      url: '/api/pdf_scanner/reports/breakdown',
      request: async (_a, author) => ({ path: '/api/pdf_scanner/reports/breakdown', json: { reports: [(await report(author)).id] } }),
      expect: pdfUser(200),
    },
    { method: 'GET', url: '/api/pdf_scanner/reports/:id', request: at('/api/pdf_scanner/reports/:id'), expect: pdfRead(200) },
    { method: 'GET', url: '/api/pdf_scanner/reports/:id/file', request: at('/api/pdf_scanner/reports/:id/file'), expect: pdfRead(200) },
    {
      method: 'POST',
      url: '/api/pdf_scanner/reports/:id/rules',
      request: async (a, author) => ({ ...(await at('/api/pdf_scanner/reports/:id/rules')(a, author)), json: { selectedProfiles: 'all' } }),
      expect: pdfRead(200),
    },
    {
      method: 'POST',
      url: '/api/pdf_scanner/reports/:id/rules/:ruleId/issues',
      request: async (a, author) => ({ ...(await at(`/api/pdf_scanner/reports/:id/rules/${encodeURIComponent('ua1:7.1-t10')}/issues`)(a, author)), json: { page: 1 } }),
      expect: pdfRead(200),
    },
    {
      method: 'PATCH',
      url: '/api/pdf_scanner/reports/:id/issues/hide',
      request: async (a, author) => ({ ...(await at('/api/pdf_scanner/reports/:id/issues/hide')(a, author)), json: { scope: 'rule', ruleId: 'ua1:7.1-t10', hidden: false } }),
      expect: pdfAuthor(200),
    },
    {
      method: 'PATCH',
      url: '/api/pdf_scanner/reports/:id/issues/:issueId/needs-review',
      request: async (_a, author) => {
        const { id, reviewIssue } = await report(author);
        return { path: `/api/pdf_scanner/reports/${id}/issues/${reviewIssue}/needs-review`, reportId: id, json: { confirmed: null } };
      },
      expect: pdfAuthor(200),
    },
    {
      method: 'DELETE',
      url: '/api/pdf_scanner/reports/:id',
      request: async (_a, author) => {
        // A fresh report per caller; report tokens are minted for the table's build (it need not be a PDF report to be refused).
        const id = await createReport(server(), author, await pdf(), 'delete.pdf');
        return { path: `/api/pdf_scanner/reports/${id}` };
      },
      expect: pdfAuthor(200),
    },
  ];
}

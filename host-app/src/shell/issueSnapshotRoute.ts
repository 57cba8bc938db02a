/**
 * `/issue-snapshot?report_id=&page_id=` (spec 000 section 2.1): the page inside the snapshot frame.
 * In Curbcut the server renders the saved page itself, sandboxed and with its viewer script
 * (docs/decisions/0023-website-scans.md), so this route hands over to it. Only ids are accepted, so
 * the route cannot be made to lead anywhere else.
 */
const ID = /^[A-Za-z0-9_-]{1,100}$/;

/** The server's snapshot page for the query, or null (the route answers 404). */
export function snapshotPagePath(params: URLSearchParams): string | null {
  const reportId = params.get('report_id') ?? '';
  const pageId = params.get('page_id') ?? '';
  if (!ID.test(reportId) || !ID.test(pageId)) return null;
  return `/api/v1/reports/${reportId}/snapshot_pages/${pageId}`;
}

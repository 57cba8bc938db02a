/**
 * Manual reports' rows of the security route table (docs/decisions/0041-manual-reports.md). The
 * ingest calls take a personal manual-report token only: every caller of the table (sessions,
 * upload tokens, report tokens) gets 401; the token's own path is in manualIngest.test.ts. Steps,
 * checks and screenshots are reads of one report (members, embed and public-link tokens); the
 * deletes are the author's alone. Wire them in with `routeTable([...ROWS, ...manualRows(() => server)])`.
 */
import { createManualReportToken } from '@curbcut/server';
import type { Expected, Owner, Row } from './securityShared';
import { authorOnly, groupResource, ownAccount, reportRead } from './securityShared';
import { axePage } from './securityShared';
import type { TestServer } from './harness';
import { TINY_PNG as PNG } from './axeFixtures';


/** No caller of the table holds a manual-report token. */
const manualTokenOnly: Expected = { none: 401, other: 401, otherToken: 401, token: 401, member: 401, own: 401, embed: 401, public: 401 };

/** Rows for the manual-report routes of `server()`. */
export function manualRows(server: () => TestServer): Row<Owner>[] {
  let token: Promise<string> | undefined;
  const ownerToken = (a: Owner) => (token ??= createManualReportToken(server().context, a.userId, 'security').then((t) => t.token));
  const call = async (a: Owner, path: string, json?: unknown) => {
    const res = await server().request('POST', path, { token: await ownerToken(a), ...(json === undefined ? {} : { json }) });
    if (res.status >= 300) throw new Error(`${path}: ${res.status} ${res.text}`);
    return res.body.data as { id: string };
  };
  /** A completed workflow of one step with a screenshot and an issue, or an assisted test of one failing element with a screenshot. */
  const workflow = async (a: Owner) => {
    const { id } = await call(a, '/api/v1/ingest/manual_reports', { type: 'workflowScan', name: 'Security workflow' });
    const step = { index: 1, name: 'Open', url: 'https://a.example/', action: 'Navigate', screenshot: { contentType: 'image/png', data: PNG } };
    await call(a, `/api/v1/ingest/manual_reports/${id}/steps`, { batchId: 's1', step, results: axePage('https://a.example/') });
    await call(a, `/api/v1/ingest/manual_reports/${id}/finalize`);
    return id;
  };
  const assisted = async (a: Owner) => {
    const { id } = await call(a, '/api/v1/ingest/manual_reports', { type: 'assistedTest', name: 'Security audit' });
    const instance = { pageUrl: 'https://a.example/', selector: '#menu', html: '<div id="menu">', screenshot: { contentType: 'image/png', data: PNG } };
    await call(a, `/api/v1/ingest/manual_reports/${id}/checks`, { batchId: 'c1', checks: [{ criterion: '2.1.1', outcome: 'fail', instances: [instance] }] });
    await call(a, `/api/v1/ingest/manual_reports/${id}/finalize`);
    return id;
  };
  let sharedWorkflow: Promise<string> | undefined;
  let sharedAssisted: Promise<string> | undefined;
  const at = (kind: 'workflow' | 'assisted', path: (id: string) => Promise<string> | string) => async (a: Owner) => {
    const id = await (kind === 'workflow' ? (sharedWorkflow ??= workflow(a)) : (sharedAssisted ??= assisted(a)));
    return { path: await path(id), reportId: id };
  };

  let sharedConsolidation: Promise<string> | undefined;
  /** A consolidation of two of the owner's workflows, made by the owner. */
  const consolidation = (a: Owner, author: string) =>
    (sharedConsolidation ??= (async () => {
      const ids = `${await workflow(a)},${await workflow(a)}`;
      const res = await server().request('GET', `/api/tests/consolidate?ids=${ids}`, { cookie: author });
      if (res.status !== 200) throw new Error(`consolidate: ${res.status} ${res.text}`);
      return res.body.data.id as string;
    })());
  const ofConsolidation = (path: (id: string) => string) => async (a: Owner, author: string) => ({ path: path(await consolidation(a, author)) });

  return [
    // One report answers for itself, to its readers (its tokens too); several need a member (consolidate.test.ts).
    { method: 'GET', url: '/api/tests/consolidate', request: at('workflow', (id) => `/api/tests/consolidate?ids=${id}`), expect: reportRead(200) },
    { method: 'GET', url: '/api/v1/consolidations/:id', request: ofConsolidation((id) => `/api/v1/consolidations/${id}`), expect: groupResource(200) },
    { method: 'GET', url: '/api/v1/consolidations/:id/meta', request: ofConsolidation((id) => `/api/v1/consolidations/${id}/meta`), expect: groupResource(200) },
    { method: 'GET', url: '/api/v1/consolidations/:id/overview', request: ofConsolidation((id) => `/api/v1/consolidations/${id}/overview`), expect: groupResource(200) },
    {
      method: 'GET',
      url: '/api/v1/consolidations/:id/explorer_summary',
      request: ofConsolidation((id) => `/api/v1/consolidations/${id}/explorer_summary`),
      expect: groupResource(200),
    },
    { method: 'GET', url: '/api/v1/consolidations/:id/dataset', request: ofConsolidation((id) => `/api/v1/consolidations/${id}/dataset`), expect: groupResource(200) },
    {
      method: 'GET',
      url: '/api/v1/consolidations/:id/dataset/strings',
      request: ofConsolidation((id) => `/api/v1/consolidations/${id}/dataset/strings?column=target&start=0&end=1`),
      expect: groupResource(200),
    },
    {
      method: 'GET',
      url: '/api/v1/consolidations/:id/dataset/slices',
      request: ofConsolidation((id) => `/api/v1/consolidations/${id}/dataset/slices?columns=target&start=0&end=1`),
      expect: groupResource(200),
    },
    {
      method: 'GET',
      url: '/api/v1/consolidations/:id/dataset/csv',
      request: ofConsolidation((id) => `/api/v1/consolidations/${id}/dataset/csv`),
      expect: groupResource(200),
    },
    {
      method: 'POST',
      url: '/api/v1/ingest/manual_reports',
      request: async () => ({ path: '/api/v1/ingest/manual_reports', json: { type: 'workflowScan', name: 'Flow' } }),
      expect: manualTokenOnly,
    },
    {
      method: 'POST',
      url: '/api/v1/ingest/manual_reports/:id/steps',
      request: async (a) => {
        const { id } = await call(a, '/api/v1/ingest/manual_reports', { type: 'workflowScan', name: 'Flow' });
        return { path: `/api/v1/ingest/manual_reports/${id}/steps`, json: { batchId: 'b', step: { index: 1, name: 'Open', url: 'https://a.example/', action: 'Navigate' } } };
      },
      expect: manualTokenOnly,
    },
    {
      method: 'POST',
      url: '/api/v1/ingest/manual_reports/:id/checks',
      request: async (a) => {
        const { id } = await call(a, '/api/v1/ingest/manual_reports', { type: 'assistedTest', name: 'Audit' });
        return { path: `/api/v1/ingest/manual_reports/${id}/checks`, json: { batchId: 'b', checks: [{ criterion: '1.4.3', outcome: 'pass' }] } };
      },
      expect: manualTokenOnly,
    },
    {
      method: 'POST',
      url: '/api/v1/ingest/manual_reports/:id/finalize',
      request: async (a) => {
        const { id } = await call(a, '/api/v1/ingest/manual_reports', { type: 'assistedTest', name: 'Audit' });
        return { path: `/api/v1/ingest/manual_reports/${id}/finalize` };
      },
      expect: manualTokenOnly,
    },
    // The caller's own group's list: nothing of group A is named, so another group gets its own (empty) list.
    { method: 'GET', url: '/api/v1/manual_reports', request: async () => ({ path: '/api/v1/manual_reports?type=workflowScan&query=Security' }), expect: ownAccount(200) },
    { method: 'GET', url: '/api/v1/reports/:id/steps', request: at('workflow', (id) => `/api/v1/reports/${id}/steps`), expect: reportRead(200) },
    { method: 'GET', url: '/api/v1/reports/:id/checks', request: at('assisted', (id) => `/api/v1/reports/${id}/checks`), expect: reportRead(200) },
    {
      method: 'GET',
      url: '/api/v1/reports/:id/steps/:index/screenshot',
      request: at('workflow', (id) => `/api/v1/reports/${id}/steps/1/screenshot`),
      expect: reportRead(200),
      cacheControl: 'private, max-age=3600',
    },
    {
      method: 'GET',
      url: '/api/v1/reports/:id/issues/:fingerprint/screenshot',
      request: at('assisted', async (id) => {
        const row = await server().context.db.selectFrom('issue_attachments').select('fingerprint').where('report_id', '=', id).executeTakeFirstOrThrow();
        return `/api/v1/reports/${id}/issues/${row.fingerprint}/screenshot`;
      }),
      expect: reportRead(200),
      cacheControl: 'private, max-age=3600',
    },
    {
      method: 'DELETE',
      url: '/api/tests/:id',
      request: async (a) => {
        const id = await workflow(a);
        return { path: `/api/tests/${id}`, reportId: id };
      },
      expect: authorOnly(200),
    },
    {
      method: 'DELETE',
      url: '/api/assistive_reports/:id',
      request: async (a) => {
        const id = await assisted(a);
        return { path: `/api/assistive_reports/${id}`, reportId: id };
      },
      expect: authorOnly(200),
    },
  ];
}

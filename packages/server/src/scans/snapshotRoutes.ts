/**
 * Page snapshots of scanned issues (spec 001 section 4 "Snapshot states"): where an issue's snapshot
 * is, the stored page itself and its resources. Pages are served from this origin with
 * `Content-Security-Policy: sandbox allow-scripts` and one script source, the viewer's own script by
 * its hash: whatever the scanned page held, it runs nothing, submits nothing and can reach nothing
 * but its stored resources, even when opened outside the viewer's sandboxed iframe.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ApiErrorEnvelope, DataEnvelope, IssueSnapshot, NO_AUTH, ReportIdParams, TARGET_SEPARATOR } from '@curbcut/core';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireReportReader, reportTokenOf, type ReportAccess } from '../auth/reportAccess';
import type { ServerContext } from '../context';
import { ApiError } from '../http/errors';
import { workflowSnapshotUrls } from '../manual/stepSnapshots';
import { SNAPSHOT_RESOURCE_FILE, SNAPSHOT_RESOURCE_TYPES, snapshotPageId, snapshotPageKey, snapshotResourceKey } from './runSnapshots';
import { rewriteSnapshotHtml, type ProxyMap } from './snapshotHtml';
import { SNAPSHOT_VIEWER_SCRIPT_HASH, withViewerScript } from './snapshotViewerScript';

const STORED_COPIES_ONLY = "default-src 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; media-src 'self' data:";

/**
 * Policy of snapshot pages: sandboxed (a unique origin, no forms or pop-ups), running only the
 * viewer script, loading only this server's stored copies; inline styles stay, they are the page's look.
 */
export const SNAPSHOT_PAGE_POLICY = `sandbox allow-scripts; script-src ${SNAPSHOT_VIEWER_SCRIPT_HASH}; ${STORED_COPIES_ONLY}`;

/** Policy of stored resources (an SVG opened on its own is a document): sandboxed, no script at all. */
export const SNAPSHOT_RESOURCE_POLICY = `sandbox; ${STORED_COPIES_ONLY}`;

const errors = { 400: ApiErrorEnvelope, 401: ApiErrorEnvelope, 404: ApiErrorEnvelope, 410: ApiErrorEnvelope };
const Token = Type.Optional(
  Type.String({ maxLength: 500, description: 'Embed or public-link token of the report, for callers without a session (or send it as `Authorization: Bearer`)' }),
);
const SnapshotQuery = Type.Object({
  issueId: Type.String({ minLength: 1, maxLength: 200, description: 'The issue id (its fingerprint), as the issue call returns it' }),
  token: Token,
});
const AliasQuery = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 200, description: 'The issue id' }),
  scan_run_id: Type.String({ minLength: 1, maxLength: 100, description: 'The run (report) id, `rep_...`' }),
  token: Token,
});
const PageParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 100, description: 'Report id (`rep_...`)' }),
  // Checked after the caller is (a malformed id is a 404 like an unknown one), so a signed-out
  // caller always learns first that it must sign in.
  pageId: Type.String({ minLength: 1, maxLength: 64, description: 'Snapshot page id (64 hex digits), as in the snapshotUrl of the snapshot call' }),
});
const ResourceParams = Type.Object({
  file: Type.String({ maxLength: 80, description: 'Stored resource: `<sha256 of its bytes>.<type>`, as in a proxy map' }),
});

/**
 * The global security headers (http/securityHeaders.ts) give every /api answer a policy that
 * forbids loading anything; a route-level onSend runs after them and puts the snapshot policy back.
 */
function withPolicy(policy: string) {
  return async (_req: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> => {
    reply.header('content-security-policy', policy);
    return payload;
  };
}

async function issueSnapshot(ctx: ServerContext, access: ReportAccess, token: string | undefined, issueId: string): Promise<IssueSnapshot> {
  const { report, viewer } = access;
  const issue = await ctx.db
    .selectFrom('issues')
    .select(['page_url', 'target'])
    .where('report_id', '=', report.id)
    .where('fingerprint', '=', issueId)
    .executeTakeFirst();
  if (!issue) throw new ApiError('not_found', 'This issue is not in the report.');
  const target = issue.target === '' ? [] : issue.target.split(TARGET_SEPARATOR);
  const urls = report.type === 'workflowScan' ? await workflowSnapshotUrls(ctx, report.id, issueId, issue.page_url) : [issue.page_url];
  const rows = await ctx.db
    .selectFrom('page_snapshots')
    .select(['page_url', 'html_key', 'proxy_map'])
    .where('report_id', '=', report.id)
    .where('page_url', 'in', urls)
    .execute();
  const stored = urls.map((url) => rows.find((row) => row.page_url === url)).find((row) => row !== undefined);
  if (stored) {
    // Token readers load the page in an iframe, which cannot send an Authorization header.
    const query = viewer.kind !== 'member' && token !== undefined ? `?token=${encodeURIComponent(token)}` : '';
    const snapshotUrl = `/api/v1/reports/${encodeURIComponent(report.id)}/snapshot_pages/${snapshotPageId(stored.html_key)}${query}`;
    return { status: 'ready', snapshotUrl, proxyMap: JSON.parse(stored.proxy_map) as Record<string, string>, target };
  }
  const run = await ctx.db.selectFrom('scan_runs').select(['status', 'trigger']).where('report_id', '=', report.id).executeTakeFirst();
  const inProgress = run ? run.status === 'queued' || run.status === 'running' : report.status !== 'completed' && report.status !== 'failed';
  // The issue's page was checked by this server's scanner, which keeps a snapshot of every page it
  // checks: none stored means the capture failed. Runs uploaded from the command line keep none.
  const status = inProgress ? 'preparing' : run && run.trigger !== 'cli' ? 'failed' : 'unavailable';
  return { status, snapshotUrl: null, proxyMap: {}, target };
}

async function readText(ctx: ServerContext, key: string): Promise<string | null> {
  const stream = await ctx.blobs.get(key);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** Registers the snapshot call, its spec alias, the snapshot page and the resource calls. */
export function registerSnapshotRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get(
    '/api/v1/reports/:id/snapshot',
    {
      schema: {
        tags: ['scans'],
        summary: "Where the page snapshot of an issue is: ready (with its address and proxy map), preparing while the run goes on, or unavailable",
        params: ReportIdParams,
        querystring: SnapshotQuery,
        response: { 200: DataEnvelope(IssueSnapshot), ...errors },
      },
    },
    async (req) => {
      const access = await requireReportReader(ctx, req, req.params.id);
      return { data: await issueSnapshot(ctx, access, reportTokenOf(req), req.query.issueId) };
    },
  );
  r.get(
    '/api/tests/issue_snapshot',
    {
      schema: {
        tags: ['scans'],
        summary: "The spec's path of the issue snapshot call (spec 001 section 7)",
        querystring: AliasQuery,
        response: { 200: DataEnvelope(IssueSnapshot), ...errors },
      },
    },
    async (req) => {
      const access = await requireReportReader(ctx, req, req.query.scan_run_id);
      return { data: await issueSnapshot(ctx, access, reportTokenOf(req), req.query.id) };
    },
  );

  r.get(
    '/api/v1/reports/:id/snapshot_pages/:pageId',
    {
      schema: {
        tags: ['scans'],
        summary: 'A stored page snapshot (text/html, sandboxed, no scripts), its resource URLs pointing at the stored copies',
        params: PageParams,
        querystring: Type.Object({ token: Token }),
        produces: ['text/html'],
        response: { 200: Type.String({ description: 'The page HTML' }), ...errors },
      },
      onSend: withPolicy(SNAPSHOT_PAGE_POLICY),
    },
    async (req, reply) => {
      const { report } = await requireReportReader(ctx, req, req.params.id);
      if (!/^[0-9a-f]{64}$/.test(req.params.pageId)) throw new ApiError('not_found', 'This snapshot does not exist.');
      const stored = await ctx.db
        .selectFrom('page_snapshots')
        .select(['page_url', 'html_key', 'proxy_map'])
        .where('report_id', '=', report.id)
        .where('html_key', '=', snapshotPageKey(report.id, req.params.pageId))
        .executeTakeFirst();
      const html = stored ? await readText(ctx, stored.html_key) : null;
      if (!stored || html === null) throw new ApiError('not_found', 'This snapshot does not exist.');
      const page = withViewerScript(rewriteSnapshotHtml(html, stored.page_url, JSON.parse(stored.proxy_map) as ProxyMap));
      return reply.type('text/html; charset=utf-8').header('cache-control', 'private, no-store').send(page);
    },
  );

  r.get(
    '/api/v1/snapshot_resources/:file',
    {
      schema: {
        tags: ['scans'],
        summary: 'A stored snapshot resource (stylesheet, image, font). Named by the SHA-256 of its bytes: the name is the credential',
        security: NO_AUTH,
        params: ResourceParams,
        produces: Object.values(SNAPSHOT_RESOURCE_TYPES),
        response: { 200: Type.Unsafe<unknown>({ type: 'string', format: 'binary', description: 'The stored bytes' }), 404: ApiErrorEnvelope },
      },
      onSend: withPolicy(SNAPSHOT_RESOURCE_POLICY),
    },
    async (req, reply) => {
      const match = SNAPSHOT_RESOURCE_FILE.exec(req.params.file);
      const type = match ? SNAPSHOT_RESOURCE_TYPES[match[2] as string] : undefined;
      const stream = type === undefined ? null : await ctx.blobs.get(snapshotResourceKey(req.params.file));
      if (!stream || type === undefined) throw new ApiError('not_found', 'This snapshot resource does not exist.');
      return reply
        .type(type)
        // Content-addressed: the bytes behind a name never change.
        .header('cache-control', 'public, max-age=31536000, immutable')
        // The sandboxed snapshot page has an opaque origin; fonts are fetched with CORS.
        .header('access-control-allow-origin', '*')
        .send(stream);
    },
  );
}

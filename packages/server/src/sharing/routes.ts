/**
 * Public links, embed tokens, the organisation's sharing switch and the export calls of spec 002
 * section 7. Registering them also registers the two report token kinds with requireReportReader,
 * so a server answers public-link and embed-token reads only once this has run.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ApiErrorEnvelope,
  DataEnvelope,
  EmbedToken,
  EmbedTokenBody,
  GroupSharingSettings,
  NO_AUTH,
  PublicLinkState,
  PublicLinkTarget,
  PublicLinkTargetQuery,
  PublicReportBody,
  PublicReportParams,
  PublicReportQuery,
  type ReportType,
} from '@curbcut/core';
import type { ServerContext } from '../context';
import { requireUser } from '../auth/guards';
import { registerReportTokenReader, reportTokenOf, requireReportAuthor } from '../auth/reportAccess';
import { registerExportJobs, registerExportRoutes } from '../exports/routes';
import { ApiError } from '../http/errors';
import type { ReportRowWithNames } from '../reports/rows';
import { embedTokenReader, mintEmbedToken } from './embedTokens';
import { publicLinksAllowed, setGroupPublicLinks } from './groupSharing';
import { disablePublicLink, enablePublicLink, publicLinkReader, publicLinkTarget } from './publicLinks';

const errors = { 400: ApiErrorEnvelope, 401: ApiErrorEnvelope, 403: ApiErrorEnvelope, 404: ApiErrorEnvelope, 409: ApiErrorEnvelope };

function checkType(report: ReportRowWithNames, type: ReportType, path: string): void {
  if (report.type !== type) throw new ApiError('bad_request', `type is ${type}, but report ${report.id} is ${report.type}.`, { path });
}

/** Registers the sharing and export calls, the report token readers, and (when ready) the export workers. */
export function registerSharingRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerReportTokenReader(publicLinkReader);
  registerReportTokenReader(embedTokenReader);
  app.addHook('onReady', () => registerExportJobs(ctx));
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.post(
    '/api/public_reports',
    {
      schema: {
        tags: ['sharing'],
        summary: 'Turn on the public link of a completed report (its author only)',
        body: PublicReportBody,
        response: { 200: DataEnvelope(PublicLinkState), ...errors },
      },
    },
    async (req) => {
      const { report, viewer } = await requireReportAuthor(ctx, req, req.body.id);
      checkType(report, req.body.type, '$.type');
      return { data: await enablePublicLink(ctx, report, viewer.user.id) };
    },
  );

  r.delete(
    '/api/public_reports/:id',
    {
      schema: {
        tags: ['sharing'],
        summary: 'Turn off the public link of a report (its author only); the old link never works again',
        params: PublicReportParams,
        querystring: PublicReportQuery,
        response: { 200: DataEnvelope(PublicLinkState), ...errors },
      },
    },
    async (req) => {
      const { report } = await requireReportAuthor(ctx, req, req.params.id);
      checkType(report, req.query.type, 'query.type');
      return { data: await disablePublicLink(ctx, report.id) };
    },
  );

  // The public page's first call: a signed-out visitor holds only the link, so its token (query or
  // Bearer) is the whole credential and a session changes nothing. Every refusal is 404 because
  // the public not-found page is what the visitor is shown for any link that opens nothing.
  r.get(
    '/api/public_reports/feature_flags',
    {
      schema: {
        tags: ['sharing'],
        summary: 'The report a public link opens, by its token alone (`?token=ccp_...` or Bearer); 404 for any link that opens none',
        security: NO_AUTH,
        querystring: PublicLinkTargetQuery,
        response: { 200: DataEnvelope(PublicLinkTarget), ...errors },
      },
    },
    async (req) => ({ data: await publicLinkTarget(ctx, reportTokenOf(req), req.query.thBuildId) }),
  );

  r.post(
    '/api/v1/auth/session_token',
    {
      schema: {
        tags: ['sharing'],
        summary: 'An embed token reading one report of your group, for a widget (Authorization: Bearer)',
        body: EmbedTokenBody,
        response: { 200: DataEnvelope(EmbedToken), ...errors },
      },
    },
    async (req) => {
      const user = await requireUser(ctx, req);
      return { data: await mintEmbedToken(ctx, user, req.body.reportId, req.body.ttlSeconds) };
    },
  );

  r.get(
    '/api/v1/group/sharing',
    {
      schema: {
        tags: ['sharing'],
        summary: 'Whether your organisation allows public links (plan and admin switch)',
        response: { 200: DataEnvelope(GroupSharingSettings), ...errors },
      },
    },
    async (req) => {
      const user = await requireUser(ctx, req);
      return { data: { publicLinksEnabled: await publicLinksAllowed(ctx, user.groupId) } };
    },
  );

  r.put(
    '/api/v1/group/sharing',
    {
      schema: {
        tags: ['sharing'],
        summary: 'Turn public links on or off for your whole organisation (admins only)',
        body: GroupSharingSettings,
        response: { 200: DataEnvelope(GroupSharingSettings), ...errors },
      },
    },
    async (req) => {
      const user = await requireUser(ctx, req);
      if (user.role !== 'admin') throw new ApiError('forbidden', 'Only admins of your organisation can change public sharing.');
      await setGroupPublicLinks(ctx, user.groupId, req.body.publicLinksEnabled, user.id);
      return { data: { publicLinksEnabled: await publicLinksAllowed(ctx, user.groupId) } };
    },
  );

  registerExportRoutes(app, ctx);
}

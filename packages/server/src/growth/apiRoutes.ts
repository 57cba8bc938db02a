/**
 * The growth calls of the main API (under `/api/v1`, main server only): the group's contact
 * requests for its admins, and design-accessibility invitations.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ApiErrorEnvelope, ContactRequestList, DataEnvelope, DesignInviteBody, DesignInviteResult, DesignMembers } from '@curbcut/core';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { requireUser } from '../auth/guards';
import { listContactRequests } from './contact';
import { listDesignMembers, sendDesignInvites } from './designInvites';

/** Registers `GET /api/v1/contact-requests` and the design-accessibility routes. */
export function registerGrowthApiRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get(
    '/api/v1/contact-requests',
    {
      schema: {
        tags: ['growth'],
        summary: "The group's contact and demo requests, newest first (group admins only)",
        response: { 200: DataEnvelope(ContactRequestList), 401: ApiErrorEnvelope, 403: ApiErrorEnvelope },
      },
    },
    async (req) => ({ data: { requests: await listContactRequests(ctx, await requireUser(ctx, req)) } }),
  );

  r.get(
    '/api/v1/design-accessibility/members',
    { schema: { tags: ['growth'], summary: 'Members of your group you can invite (you excluded)', response: { 200: DataEnvelope(DesignMembers), 401: ApiErrorEnvelope } } },
    async (req) => ({ data: { members: await listDesignMembers(ctx, await requireUser(ctx, req)) } }),
  );

  r.post(
    '/api/v1/design-accessibility/invite',
    {
      schema: {
        tags: ['growth'],
        summary: 'Invite group members or typed addresses to design accessibility (one mail each)',
        body: DesignInviteBody,
        response: { 200: DataEnvelope(DesignInviteResult), 400: ApiErrorEnvelope, 401: ApiErrorEnvelope, 503: ApiErrorEnvelope },
      },
    },
    async (req) => {
      const user = await requireUser(ctx, req);
      const onMailError = (err: unknown) => req.log.warn({ err }, 'design invitation failed');
      return { data: await sendDesignInvites(ctx, user, req.body, onMailError) };
    },
  );
}

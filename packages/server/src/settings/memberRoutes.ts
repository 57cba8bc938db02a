/**
 * Membership calls: group admins invite, revoke and remove (`/api/v1/settings/...`, answering the
 * whole settings like every settings write); the invited person looks the link up and accepts it
 * (`/api/v1/invitations/...`, no session needed: the link's token is the credential).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AcceptInvitationBody,
  ApiErrorEnvelope,
  CreatedInvitation,
  DataEnvelope,
  InvitationIdParams,
  InvitationPreview,
  InvitationTokenBody,
  InviteMemberBody,
  MemberIdParams,
  NO_AUTH,
  SESSION_AUTH,
  Settings,
  SignInResponse,
} from '@curbcut/core';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { setSessionCookie } from '../auth/routes';
import { createSession } from '../accounts/sessions';
import { loadSettings } from './loadSettings';
import { acceptInvitation, inviteMember, previewInvitation, removeMember, revokeInvitation } from './members';
import { requireAdmin } from './updateSettings';

const answer = DataEnvelope(Settings);
const writeErrors = { 400: ApiErrorEnvelope, 401: ApiErrorEnvelope, 403: ApiErrorEnvelope, 404: ApiErrorEnvelope, 409: ApiErrorEnvelope };

/** The origin the admin's browser used, for the link in the invitation (proxy headers count only with trustProxy). */
function originOf(req: FastifyRequest): string {
  return `${req.protocol}://${req.host}`;
}

/** Registers the invitation and member-removal calls. */
export function registerMemberRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.post(
    '/api/v1/settings/invitations',
    {
      schema: {
        tags: ['settings'],
        summary: 'Invite someone to the group by email; the answer carries the one-time link (admins)',
        security: SESSION_AUTH,
        body: InviteMemberBody,
        response: { 200: DataEnvelope(Type.Object({ settings: Settings, invitation: CreatedInvitation })), ...writeErrors },
      },
    },
    async (req) => {
      const admin = await requireAdmin(ctx, req);
      const onMailError = (err: unknown) => req.log.warn({ err }, 'invitation mail failed');
      const invitation = await inviteMember(ctx, admin, req.body, originOf(req), onMailError);
      return { data: { settings: await loadSettings(ctx, admin), invitation } };
    },
  );

  r.delete(
    '/api/v1/settings/invitations/:invitationId',
    {
      schema: {
        tags: ['settings'],
        summary: 'Revoke a pending invitation; its link stops working (admins)',
        security: SESSION_AUTH,
        params: InvitationIdParams,
        response: { 200: answer, ...writeErrors },
      },
    },
    async (req) => {
      const admin = await requireAdmin(ctx, req);
      await revokeInvitation(ctx, admin.groupId, req.params.invitationId);
      return { data: await loadSettings(ctx, admin) };
    },
  );

  r.delete(
    '/api/v1/settings/members/:userId',
    {
      schema: {
        tags: ['settings'],
        summary: 'Remove a member: they can no longer sign in, and their sessions and tokens end; their reports stay (admins)',
        security: SESSION_AUTH,
        params: MemberIdParams,
        response: { 200: answer, ...writeErrors },
      },
    },
    async (req) => {
      const admin = await requireAdmin(ctx, req);
      await removeMember(ctx, admin, req.params.userId);
      return { data: await loadSettings(ctx, admin) };
    },
  );

  r.post(
    '/api/v1/invitations/lookup',
    {
      schema: {
        tags: ['settings'],
        summary: 'What an invitation link is for (the accept page shows it)',
        security: NO_AUTH,
        body: InvitationTokenBody,
        response: { 200: DataEnvelope(InvitationPreview), 400: ApiErrorEnvelope, 404: ApiErrorEnvelope, 410: ApiErrorEnvelope },
      },
    },
    async (req) => ({ data: await previewInvitation(ctx, req.body.token) }),
  );

  r.post(
    '/api/v1/invitations/accept',
    {
      schema: {
        tags: ['settings'],
        summary: 'Accept an invitation: makes the account with the chosen password and signs it in',
        security: NO_AUTH,
        body: AcceptInvitationBody,
        response: {
          200: DataEnvelope(SignInResponse),
          400: ApiErrorEnvelope,
          404: ApiErrorEnvelope,
          409: ApiErrorEnvelope,
          410: ApiErrorEnvelope,
          429: ApiErrorEnvelope,
        },
      },
    },
    async (req, reply) => {
      const userId = await acceptInvitation(ctx, req.body);
      const user = await ctx.db.selectFrom('users').select(['id', 'name', 'email']).where('id', '=', userId).executeTakeFirstOrThrow();
      const session = await createSession(ctx, user.id);
      setSessionCookie(reply, session.token);
      return { data: { user } };
    },
  );
}

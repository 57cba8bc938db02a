/**
 * The settings page's calls (/settings): every signed-in member reads them, group admins change
 * their group; what every group shares (plans, a group's plan, trials) is for instance
 * administrators (docs/decisions/0031; the Instance tab's own calls are in instanceRoutes.ts).
 * Each write answers the whole settings, so the page renders the stored result.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ApiErrorEnvelope,
  DataEnvelope,
  MemberIdParams,
  PlanIdParams,
  SESSION_AUTH,
  Settings,
  UpdateGroupSettingsBody,
  UpdateMemberRoleBody,
  UpdatePlanFeaturesBody,
  UpdateTrialSettingsBody,
} from '@curbcut/core';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { requireUser } from '../auth/guards';
import { updatePlanFeatures } from '../accounts/plans';
import { updateGroupTrial } from '../accounts/trial';
import { requireInstanceAdmin } from './instanceAdmins';
import { registerInstanceRoutes } from './instanceRoutes';
import { loadSettings } from './loadSettings';
import { requireAdmin, updateGroupSettings, updateMemberRole } from './updateSettings';

const answer = DataEnvelope(Settings);
const writeErrors = { 400: ApiErrorEnvelope, 401: ApiErrorEnvelope, 403: ApiErrorEnvelope };

/** Registers `GET /api/v1/settings`, its four `PATCH` calls and the Instance tab's calls. */
export function registerSettingsRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get(
    '/api/v1/settings',
    {
      schema: {
        tags: ['settings'],
        summary: "The group's settings, plans, flags, members, trial and integrations",
        security: SESSION_AUTH,
        response: { 200: answer, 401: ApiErrorEnvelope },
      },
    },
    async (req) => ({ data: await loadSettings(ctx, await requireUser(ctx, req)) }),
  );

  r.patch(
    '/api/v1/settings/group',
    {
      schema: {
        tags: ['settings'],
        summary: 'Change the group name, product introduction, announcement or group feature flags (admins); its plan (instance administrators)',
        security: SESSION_AUTH,
        body: UpdateGroupSettingsBody,
        response: { 200: answer, ...writeErrors },
      },
    },
    async (req) => {
      const user = await requireAdmin(ctx, req);
      await updateGroupSettings(ctx, user, req.body);
      return { data: await loadSettings(ctx, user) };
    },
  );

  r.patch(
    '/api/v1/settings/plans/:planId',
    {
      schema: {
        tags: ['settings'],
        summary: "Switch a plan's capabilities; plans are shared by every group of the server (instance administrators)",
        security: SESSION_AUTH,
        params: PlanIdParams,
        body: UpdatePlanFeaturesBody,
        response: { 200: answer, ...writeErrors, 404: ApiErrorEnvelope },
      },
    },
    async (req) => {
      const user = await requireInstanceAdmin(ctx, req);
      await updatePlanFeatures(ctx.db, req.params.planId, req.body.features);
      return { data: await loadSettings(ctx, user) };
    },
  );

  r.patch(
    '/api/v1/settings/members/:userId',
    {
      schema: {
        tags: ['settings'],
        summary: "Change a member's role; the last admin cannot be demoted (admins)",
        security: SESSION_AUTH,
        params: MemberIdParams,
        body: UpdateMemberRoleBody,
        response: { 200: answer, ...writeErrors, 404: ApiErrorEnvelope, 409: ApiErrorEnvelope },
      },
    },
    async (req) => {
      const user = await requireAdmin(ctx, req);
      await updateMemberRole(ctx, user.groupId, req.params.userId, req.body.role);
      return { data: await loadSettings(ctx, { ...user, role: user.id === req.params.userId ? req.body.role : user.role }) };
    },
  );

  r.patch(
    '/api/v1/settings/trial',
    {
      schema: {
        tags: ['settings'],
        summary: "Make the caller's group trial-eligible or not, or start its trial over (instance administrators)",
        security: SESSION_AUTH,
        body: UpdateTrialSettingsBody,
        response: { 200: answer, ...writeErrors },
      },
    },
    async (req) => {
      // A group that could restart its own trial would have one forever.
      const user = await requireInstanceAdmin(ctx, req);
      await updateGroupTrial(ctx.db, user.groupId, req.body);
      return { data: await loadSettings(ctx, user) };
    },
  );

  registerInstanceRoutes(app, ctx);
}

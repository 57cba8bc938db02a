/**
 * The Instance tab's calls (docs/decisions/0031-instance-administrators.md): instance
 * administrators read every group, put a group on a plan, change or restart its trial and fulfil
 * or refuse restart-plan orders. Anyone else signed in gets 403, whatever their group role. Each
 * write answers the whole Instance tab, so the page renders the stored result.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ApiErrorEnvelope,
  DataEnvelope,
  DecideRestartOrderBody,
  InstanceGroupParams,
  InstanceOrderParams,
  InstanceSettings,
  SESSION_AUTH,
  UpdateInstanceGroupBody,
  UpdateTrialSettingsBody,
} from '@curbcut/core';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { setGroupPlan } from '../accounts/plans';
import { updateGroupTrial } from '../accounts/trial';
import { decideRestartOrder } from '../growth/restartPlan';
import { requireInstanceAdmin } from './instanceAdmins';
import { loadInstanceSettings } from './loadInstance';

const answer = DataEnvelope(InstanceSettings);
const errors = { 401: ApiErrorEnvelope, 403: ApiErrorEnvelope };
const writeErrors = { ...errors, 400: ApiErrorEnvelope, 404: ApiErrorEnvelope };

/** Registers `GET /api/v1/settings/instance` and its writes. */
export function registerInstanceRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get(
    '/api/v1/settings/instance',
    {
      schema: {
        tags: ['settings'],
        summary: 'Every group, its plan and trial, restart orders, instance administrators and server-wide integrations (instance administrators)',
        security: SESSION_AUTH,
        response: { 200: answer, ...errors },
      },
    },
    async (req) => {
      await requireInstanceAdmin(ctx, req);
      return { data: await loadInstanceSettings(ctx) };
    },
  );

  r.patch(
    '/api/v1/settings/instance/groups/:groupId',
    {
      schema: {
        tags: ['settings'],
        summary: "Put a group on a plan; its old plan becomes the one the restart-plan modal offers (instance administrators)",
        security: SESSION_AUTH,
        params: InstanceGroupParams,
        body: UpdateInstanceGroupBody,
        response: { 200: answer, ...writeErrors },
      },
    },
    async (req) => {
      await requireInstanceAdmin(ctx, req);
      await setGroupPlan(ctx.db, req.params.groupId, req.body.plan_id);
      return { data: await loadInstanceSettings(ctx) };
    },
  );

  r.patch(
    '/api/v1/settings/instance/groups/:groupId/trial',
    {
      schema: {
        tags: ['settings'],
        summary: "Make a group trial-eligible or not, or start its trial over (instance administrators)",
        security: SESSION_AUTH,
        params: InstanceGroupParams,
        body: UpdateTrialSettingsBody,
        response: { 200: answer, ...writeErrors },
      },
    },
    async (req) => {
      await requireInstanceAdmin(ctx, req);
      await updateGroupTrial(ctx.db, req.params.groupId, req.body);
      return { data: await loadInstanceSettings(ctx) };
    },
  );

  r.patch(
    '/api/v1/settings/instance/orders/:orderId',
    {
      schema: {
        tags: ['settings'],
        summary: 'Fulfil a restart-plan order (the group gets the plan) or refuse it (instance administrators)',
        security: SESSION_AUTH,
        params: InstanceOrderParams,
        body: DecideRestartOrderBody,
        response: { 200: answer, ...writeErrors, 409: ApiErrorEnvelope },
      },
    },
    async (req) => {
      const user = await requireInstanceAdmin(ctx, req);
      await decideRestartOrder(ctx.db, ctx.clock, req.params.orderId, req.body.status, user.id);
      return { data: await loadInstanceSettings(ctx) };
    },
  );
}

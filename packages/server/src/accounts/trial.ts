/**
 * The 14-day trial (spec 000 section 4.1). Activation is a POST that marks the group `processing`
 * and queues the `trial.activate` job; the client polls the status every 2 s until it reads
 * `success`. The job sets the start and end dates from the server Clock. A trial that was enabled
 * reads as expired once its end date passes (accounts/profile.ts), and the expiry task writes that
 * state into the group (startTrialExpiry), so stored data and reports agree with what users see.
 * The same task marks an activation that is still processing 10 minutes after the request `failed`
 * (its job ran out of attempts or was lost): the client stops polling, and the group may ask again.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ApiErrorEnvelope, DataEnvelope, TRIAL_LENGTH_DAYS, TrialStatusResponse, type UpdateTrialSettingsBody } from '@curbcut/core';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ServerContext } from '../context';
import { requireUser } from '../auth/guards';
import { ApiError } from '../http/errors';
import { effectiveTrialStatus } from './profile';

/** Name of the activation job. */
export const TRIAL_ACTIVATE_JOB = 'trial.activate';
const DAY_MS = 24 * 60 * 60 * 1000;

interface TrialActivation {
  groupId: string;
}

async function trialStatusOf(ctx: ServerContext, groupId: string) {
  const group = await ctx.db
    .selectFrom('groups')
    .innerJoin('plans', 'plans.id', 'groups.plan_id')
    .select(['groups.trial_status', 'groups.trial_end_date', 'groups.rft_eligible', 'plans.plan_type'])
    .where('groups.id', '=', groupId)
    .executeTakeFirstOrThrow();
  const status = effectiveTrialStatus(group.trial_status, group.trial_end_date, ctx.clock.now());
  return { group, status };
}

/** Real time between expiry passes; tests call expireTrials directly after moving a ManualClock. */
export const TRIAL_EXPIRY_INTERVAL_MS = 60_000;

/**
 * Marks every enabled trial whose end date has passed (by the server Clock) as expired and returns
 * how many. One conditional UPDATE, so servers sharing a database can all run it. ISO-8601 UTC
 * strings of one length compare like the times they name.
 */
export async function expireTrials(ctx: ServerContext): Promise<number> {
  const result = await ctx.db
    .updateTable('groups')
    .set({ trial_status: 'expired' })
    .where('trial_status', '=', 'enabled')
    .where('trial_end_date', 'is not', null)
    .where('trial_end_date', '<=', ctx.clock.now().toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** How long an activation may stay processing: the job's attempts and retry delays end well within it. */
export const TRIAL_ACTIVATION_DEADLINE_MS = 10 * 60_000;

/** Marks activations still processing past their deadline (by the server Clock) as failed; returns how many. */
export async function failLostActivations(ctx: ServerContext): Promise<number> {
  const result = await ctx.db
    .updateTable('groups')
    .set({ trial_status: 'failed' })
    .where('trial_status', '=', 'processing')
    .where((eb) =>
      eb.or([
        eb('trial_requested_at', 'is', null),
        eb('trial_requested_at', '<=', new Date(ctx.clock.now().getTime() - TRIAL_ACTIVATION_DEADLINE_MS).toISOString()),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Runs expireTrials and failLostActivations now and then every minute; resolves to a stop function that waits for a pass in progress. */
export function startTrialExpiry(ctx: ServerContext, onError: (err: unknown) => void): () => Promise<void> {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const pass = (): void => {
    running = Promise.all([expireTrials(ctx), failLostActivations(ctx)])
      .then(() => undefined)
      .catch((err: unknown) => {
        if (!stopped) onError(err);
      })
      .finally(() => {
        if (!stopped) timer = setTimeout(pass, TRIAL_EXPIRY_INTERVAL_MS);
      });
  };
  pass();
  return async () => {
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
    await running;
  };
}

/**
 * Changes a group's trial eligibility, or starts its trial over (not_started, no dates, eligible
 * unless told otherwise): an instance administrator's call, because a group that could do it itself
 * would have a trial forever (docs/decisions/0031). 404 for an unknown group.
 */
export async function updateGroupTrial(db: Kysely<Database>, groupId: string, body: UpdateTrialSettingsBody): Promise<void> {
  const group = await db.selectFrom('groups').select('id').where('id', '=', groupId).executeTakeFirst();
  if (!group) throw new ApiError('not_found', 'Group not found.');
  const eligible = body.rft_eligible ?? (body.reset ? true : undefined);
  const changes = {
    ...(eligible !== undefined ? { rft_eligible: eligible ? 1 : 0 } : {}),
    ...(body.reset ? { trial_status: 'not_started', trial_start_date: null, trial_end_date: null, trial_requested_at: null } : {}),
  };
  if (Object.keys(changes).length > 0) await db.updateTable('groups').set(changes).where('id', '=', groupId).execute();
}

/** Registers the activation job's handler. */
export async function registerTrialJobs(ctx: ServerContext): Promise<void> {
  await ctx.jobs.work<TrialActivation>(TRIAL_ACTIVATE_JOB, async ({ payload }) => {
    const start = ctx.clock.now();
    await ctx.db
      .updateTable('groups')
      .set({
        trial_status: 'enabled',
        trial_start_date: start.toISOString(),
        trial_end_date: new Date(start.getTime() + TRIAL_LENGTH_DAYS * DAY_MS).toISOString(),
        eft_type: 'rft',
      })
      .where('id', '=', payload.groupId)
      .where('trial_status', '=', 'processing')
      .execute();
  });
}

/** Registers `POST /api/v1/group/free-trial`, `GET /api/v1/group/free-trial-status` and the tunnel-vision switch. */
export function registerTrialRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const statusResponse = DataEnvelope(TrialStatusResponse);

  r.post(
    '/api/v1/group/free-trial',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Start the 14-day trial of the group; poll free-trial-status until success',
        response: { 202: statusResponse, 401: ApiErrorEnvelope, 409: ApiErrorEnvelope },
      },
    },
    async (req, reply) => {
      const user = await requireUser(ctx, req);
      const { group, status } = await trialStatusOf(ctx, user.groupId);
      if (group.plan_type === 'paid') throw new ApiError('conflict', 'Your group already has a paid plan.');
      // A failed activation may be asked for again; an enabled or used trial may not. An eligible
      // group with no trial state yet (made eligible by an instance administrator) has not started one.
      if (group.rft_eligible !== 1 || (status !== null && status !== 'not_started' && status !== 'processing' && status !== 'failed')) {
        throw new ApiError('conflict', 'Your group is not eligible for a free trial.', {
          description: status === 'expired' ? 'The trial has already been used.' : undefined,
        });
      }
      await ctx.db
        .updateTable('groups')
        .set({ trial_status: 'processing', trial_requested_at: ctx.clock.now().toISOString() })
        .where('id', '=', user.groupId)
        .execute();
      await ctx.jobs.enqueue<TrialActivation>(TRIAL_ACTIVATE_JOB, { groupId: user.groupId }, { singletonKey: user.groupId });
      return reply.status(202).send({ data: { success: false, trial_status: 'processing', trial_end_date: null } });
    },
  );

  r.get(
    '/api/v1/group/free-trial-status',
    { schema: { tags: ['accounts'], summary: 'Trial status of the group', response: { 200: statusResponse, 401: ApiErrorEnvelope } } },
    async (req) => {
      const user = await requireUser(ctx, req);
      const { group, status } = await trialStatusOf(ctx, user.groupId);
      return { data: { success: status === 'enabled', trial_status: status, trial_end_date: group.trial_end_date } };
    },
  );

  r.patch(
    '/api/v1/user/disable-tunnel-vision',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Switch tunnel-vision mode off for the user',
        response: { 200: DataEnvelope(Type.Object({ show_tunnel_vision: Type.Boolean() })), 401: ApiErrorEnvelope },
      },
    },
    async (req) => {
      const user = await requireUser(ctx, req);
      await ctx.db.updateTable('users').set({ show_tunnel_vision: 0 }).where('id', '=', user.id).execute();
      return { data: { show_tunnel_vision: false } };
    },
  );
}

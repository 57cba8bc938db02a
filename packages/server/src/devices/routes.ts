/**
 * Screen-reader testing on real devices (spec 000 sections 1 and 6; /toolkit-on-live/*): the list of
 * combinations the configured provider offers, and the start of a session, which only fills the
 * provider's URL template; the browser opens it. The list is readable by every member (the page
 * shows its paywall from the profile); starting needs the capability.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ApiErrorEnvelope,
  DataEnvelope,
  DeviceCombinationList,
  DeviceSession,
  NO_DEVICE_PROVIDER_MESSAGE,
  SCREEN_READER_PAYWALL_MESSAGE,
  SESSION_AUTH,
  StartDeviceSessionBody,
} from '@curbcut/core';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { requireUser, type AuthUser } from '../auth/guards';
import { trialPlanGrants } from '../accounts/plans';
import { loadProfile } from '../accounts/profile';
import { ApiError } from '../http/errors';
import { isHttpUrl } from '../integrations/configCheck';
import { fillStartUrl } from './providerConfig';

/**
 * 403 unless the group may test on devices: the profile's toolkit_on_live (its plan, or free access
 * granted), or an enabled trial whose plan grants it (spec 000 section 6: "a trial or a purchase").
 */
async function requireDeviceAccess(ctx: ServerContext, user: AuthUser): Promise<void> {
  const profile = await loadProfile(ctx, user);
  if (profile.toolkit_on_live) return;
  if (profile.trial_status === 'enabled' && (await trialPlanGrants(ctx.db, 'toolkit_on_live'))) return;
  throw new ApiError('forbidden', SCREEN_READER_PAYWALL_MESSAGE);
}

/** Registers the supported-combinations and start calls. */
export function registerDeviceRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get(
    '/api/v1/toolkit-on-live/supported-combinations',
    {
      schema: {
        tags: ['devices'],
        summary: 'Device and screen reader combinations of the configured provider; empty without one',
        security: SESSION_AUTH,
        response: { 200: DataEnvelope(DeviceCombinationList), 401: ApiErrorEnvelope },
      },
    },
    async (req) => {
      await requireUser(ctx, req);
      const provider = ctx.options.deviceProvider;
      return { data: provider ? { provider: { name: provider.name }, combinations: provider.combinations } : { provider: null, combinations: [] } };
    },
  );

  r.post(
    '/api/v1/toolkit-on-live/start',
    {
      schema: {
        tags: ['devices'],
        summary: "Start a screen reader session: answers the provider's URL to open",
        security: SESSION_AUTH,
        body: StartDeviceSessionBody,
        response: {
          200: DataEnvelope(DeviceSession),
          400: ApiErrorEnvelope,
          401: ApiErrorEnvelope,
          403: ApiErrorEnvelope,
          404: ApiErrorEnvelope,
          503: ApiErrorEnvelope,
        },
      },
    },
    async (req) => {
      await requireDeviceAccess(ctx, await requireUser(ctx, req));
      const provider = ctx.options.deviceProvider;
      if (!provider) throw new ApiError('unavailable', NO_DEVICE_PROVIDER_MESSAGE);
      if (!isHttpUrl(req.body.url)) throw new ApiError('bad_request', 'The page to test must be an http:// or https:// URL.', { path: '$.url' });
      const combination = provider.combinations.find((c) => c.id === req.body.combination_id);
      if (!combination) throw new ApiError('not_found', `Unknown device combination "${req.body.combination_id}".`);
      return { data: { url: fillStartUrl(provider.start_url_template, combination, req.body.url) } };
    },
  );
}

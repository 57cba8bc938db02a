/**
 * The growth router (spec 000 section 7.2, docs/decisions/0024-growth-router.md): every route under
 * `/api/growth`, signed-in only. The same function registers them on the main server and on a
 * growth-only server (growthServer.ts). POSTs that change what the user is offered (contact, orders,
 * dismissing the intro) also check the authenticity token of user/token.json.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AddUserPropertiesBody,
  ApiErrorEnvelope,
  ChatConfig,
  ContactBody,
  ContactResult,
  CsrfToken,
  DataEnvelope,
  DismissedProductIntro,
  DismissProductIntroBody,
  GROWTH_BASE_PATH,
  GrowthDetails,
  GrowthDetailsQuery,
  GrowthUserProperty,
  ProvisionBody,
  ProvisionResult,
  RestartOrder,
  RestartOrderBody,
  RestartPlan,
  RestartPlanQuery,
  UserProperties,
} from '@curbcut/core';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { requireUser } from '../auth/guards';
import { chatConfigFor } from './chatConfig';
import { submitContact } from './contact';
import { csrfTokenOf, requireAuthenticityToken } from './csrfToken';
import { provisionFreeAccess } from './freeAccess';
import { loadGrowthDetails } from './growthDetails';
import { dismissProductIntro, PRODUCT_INTRO_KEY } from './productIntro';
import { placeRestartOrder, restartPlanOf } from './restartPlan';
import { addUserProperties, setUserProperty } from './userProperties';

const errors = { 400: ApiErrorEnvelope, 401: ApiErrorEnvelope, 403: ApiErrorEnvelope };

/** Registers the growth routes under `/api/growth`. */
export function registerGrowthRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const base = GROWTH_BASE_PATH;
  const tags = ['growth'];

  r.get(
    `${base}/user/growth-details`,
    { schema: { tags, summary: 'Growth details of the signed-in user (spec 000 section 3.8)', querystring: GrowthDetailsQuery, response: { 200: DataEnvelope(GrowthDetails), ...errors } } },
    async (req) => ({ data: await loadGrowthDetails(ctx, req) }),
  );

  r.get(
    `${base}/user/fresh-chat-config`,
    { schema: { tags, summary: 'Chat widget configuration; off unless the server configures one', response: { 200: DataEnvelope(ChatConfig), ...errors } } },
    async (req) => ({ data: chatConfigFor(ctx, await requireUser(ctx, req)) }),
  );

  r.get(
    `${base}/user/token.json`,
    { schema: { tags, summary: 'The CSRF token to send as authenticity_token', response: { 200: DataEnvelope(CsrfToken), ...errors } } },
    async (req) => ({ data: { csrf_token: (await csrfTokenOf(ctx, req)).token } }),
  );

  r.get(
    `${base}/accounts/restart`,
    { schema: { tags, summary: 'The plan the restart-plan modal offers', querystring: RestartPlanQuery, response: { 200: DataEnvelope(RestartPlan), ...errors, 404: ApiErrorEnvelope } } },
    async (req) => ({ data: await restartPlanOf(ctx, await requireUser(ctx, req)) }),
  );

  r.post(
    `${base}/orders/create`,
    { schema: { tags, summary: 'Place a restart-plan order', body: RestartOrderBody, response: { 200: DataEnvelope(RestartOrder), ...errors } } },
    async (req) => {
      const user = await requireAuthenticityToken(ctx, req, req.body.authenticity_token);
      return { data: await placeRestartOrder(ctx, user, req.body.restart_order.plan_id) };
    },
  );

  r.post(
    `${base}/contact`,
    {
      schema: {
        tags,
        summary: "Contact sales or 'Get a demo': stored and sent to sales at once (503: nothing stored)",
        body: ContactBody,
        response: { 200: DataEnvelope(ContactResult), ...errors, 422: ApiErrorEnvelope, 503: ApiErrorEnvelope },
      },
    },
    async (req) => {
      const user = await requireAuthenticityToken(ctx, req, req.body.authenticity_token);
      const onMailError = (err: unknown) => req.log.warn({ err }, 'contact request notification failed');
      return { data: await submitContact(ctx, user, req.body, onMailError) };
    },
  );

  r.post(
    `${base}/user/free-product-offer/provision`,
    { schema: { tags, summary: 'Grant free access to products for the group (idempotent)', body: ProvisionBody, response: { 200: DataEnvelope(ProvisionResult), ...errors } } },
    async (req) => ({ data: await provisionFreeAccess(ctx, await requireUser(ctx, req), req.body) }),
  );

  r.post(
    `${base}/user/dismiss-product-intro`,
    { schema: { tags, summary: 'Mark the product introduction seen', body: DismissProductIntroBody, response: { 200: DataEnvelope(DismissedProductIntro), ...errors } } },
    async (req) => {
      const user = await requireAuthenticityToken(ctx, req, req.body.authenticity_token);
      await dismissProductIntro(ctx, user);
      return { data: { product_key: PRODUCT_INTRO_KEY, seen: true as const } };
    },
  );

  r.post(
    `${base}/user/add-user-properties`,
    { schema: { tags, summary: 'Add growth property keys to the user', body: AddUserPropertiesBody, response: { 200: DataEnvelope(UserProperties), ...errors } } },
    async (req) => ({ data: { properties: await addUserProperties(ctx, await requireUser(ctx, req), req.body.keys_to_add) } }),
  );

  r.post(
    `${base}/growth/create-update-growth-user-property`,
    { schema: { tags, summary: 'Set a growth property of the user', body: GrowthUserProperty, response: { 200: DataEnvelope(GrowthUserProperty), ...errors } } },
    async (req) => {
      await setUserProperty(ctx, await requireUser(ctx, req), req.body.key, req.body.value);
      return { data: { key: req.body.key, value: req.body.value } };
    },
  );
}

/**
 * The feedback widgets (spec 000 sections 4.7 and 5: thumbs, then the form, then success). Any
 * member sends feedback; the group's admins read it.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ApiErrorEnvelope, DataEnvelope, FeedbackBody, FeedbackCreated, FeedbackList, SESSION_AUTH } from '@curbcut/core';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { requireUser } from '../auth/guards';
import { requireAdmin } from '../settings/updateSettings';
import { listFeedback, saveFeedback } from './store';

/** Registers `POST /api/v1/feedback` and `GET /api/v1/feedback`. */
export function registerFeedbackRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.post(
    '/api/v1/feedback',
    {
      schema: {
        tags: ['feedback'],
        summary: 'Send the answer of a feedback widget',
        security: SESSION_AUTH,
        body: FeedbackBody,
        response: { 201: DataEnvelope(FeedbackCreated), 400: ApiErrorEnvelope, 401: ApiErrorEnvelope },
      },
    },
    async (req, reply) => {
      const user = await requireUser(ctx, req);
      return reply.status(201).send({ data: { id: await saveFeedback(ctx, user, req.body) } });
    },
  );

  r.get(
    '/api/v1/feedback',
    {
      schema: {
        tags: ['feedback'],
        summary: "The group's feedback, newest first (admins)",
        security: SESSION_AUTH,
        response: { 200: DataEnvelope(FeedbackList), 401: ApiErrorEnvelope, 403: ApiErrorEnvelope },
      },
    },
    async (req) => {
      const user = await requireAdmin(ctx, req, 'Only group admins can read feedback.');
      return { data: { feedback: await listFeedback(ctx, user.groupId) } };
    },
  );
}

/**
 * The signed-in user's calls: profile, projects and CI upload tokens. Every call resolves the
 * session first and works inside the user's group only; another group's project answers 404, the
 * same as a project that does not exist, so ids reveal nothing.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ApiErrorEnvelope,
  CreateProjectBody,
  CreateUploadTokenBody,
  CreatedUploadToken,
  DataEnvelope,
  Profile,
  Project,
  ProjectIdParams,
  ProjectListItem,
  SESSION_AUTH,
} from '@curbcut/core';
import { CloneType, Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { requireUser } from '../auth/guards';
import { ApiError } from '../http/errors';
import { loadProfile } from './profile';
import { createProject, findProjectInGroup, listProjects } from './projects';
import { createUploadToken, revokeUploadTokenAs } from './uploadTokens';

const errors = { 400: ApiErrorEnvelope, 401: ApiErrorEnvelope, 404: ApiErrorEnvelope, 409: ApiErrorEnvelope };

/** Registers the profile, project and upload-token routes. */
export function registerAccountRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get(
    '/api/v1/user/get-user-profile',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in user profile (spec 000 section 3.1)',
        security: SESSION_AUTH,
        response: { 200: DataEnvelope(Profile), 401: ApiErrorEnvelope },
      },
    },
    async (req) => ({ data: await loadProfile(ctx, await requireUser(ctx, req)) }),
  );

  r.get(
    '/api/v1/projects',
    {
      schema: {
        tags: ['projects'],
        summary: "The group's projects with build counts and newest build",
        security: SESSION_AUTH,
        response: {
          200: DataEnvelope(Type.Object({ projects: Type.Array(ProjectListItem, { description: 'The projects, by name' }) })),
          401: ApiErrorEnvelope,
        },
      },
    },
    async (req) => {
      const user = await requireUser(ctx, req);
      return { data: { projects: await listProjects(ctx, user.groupId) } };
    },
  );

  r.post(
    '/api/v1/projects',
    {
      schema: {
        tags: ['projects'],
        summary: 'Create a project (name unique in the group)',
        security: SESSION_AUTH,
        body: CreateProjectBody,
        response: { 201: DataEnvelope(Type.Object({ project: CloneType(Project, { description: 'The new project' }) })), ...errors },
      },
    },
    async (req, reply) => {
      const user = await requireUser(ctx, req);
      const project = await createProject(ctx, user.groupId, req.body.name, user.id);
      return reply.status(201).send({ data: { project } });
    },
  );

  r.post(
    '/api/v1/projects/:projectId/upload_tokens',
    {
      schema: {
        tags: ['projects'],
        summary: 'Issue a CI upload token for the project; the token is shown once',
        security: SESSION_AUTH,
        params: ProjectIdParams,
        body: CreateUploadTokenBody,
        response: { 201: DataEnvelope(CreatedUploadToken), ...errors },
      },
    },
    async (req, reply) => {
      const user = await requireUser(ctx, req);
      const project = await findProjectInGroup(ctx, user.groupId, req.params.projectId);
      if (!project) throw new ApiError('not_found', 'Project not found.');
      const created = await createUploadToken(ctx, project.id, user.id, req.body.label);
      return reply.status(201).send({ data: created });
    },
  );

  r.delete(
    '/api/v1/projects/:projectId/upload_tokens/:tokenId',
    {
      schema: {
        tags: ['projects'],
        summary: 'Revoke an upload token (its maker or a group admin); uploads with it fail from then on',
        security: SESSION_AUTH,
        params: Type.Object({
          projectId: Type.String({ maxLength: 100, description: 'Project id (`prj_...`)' }),
          tokenId: Type.String({ maxLength: 100, description: 'Upload token id (`upt_...`)' }),
        }),
        response: {
          200: DataEnvelope(Type.Object({ revoked: Type.Literal(true, { description: 'The token no longer works' }) })),
          ...errors,
          403: ApiErrorEnvelope,
        },
      },
    },
    async (req) => {
      const user = await requireUser(ctx, req);
      const project = await findProjectInGroup(ctx, user.groupId, req.params.projectId);
      if (!project || !(await revokeUploadTokenAs(ctx, user, project.id, req.params.tokenId))) {
        throw new ApiError('not_found', 'Upload token not found.');
      }
      return { data: { revoked: true as const } };
    },
  );
}

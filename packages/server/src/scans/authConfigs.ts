/**
 * Authentication configurations: the credentials a scan signs in with. Scoped to a group; the
 * password is encrypted with the server's secret key (scans/secretBox.ts) and never returned, not
 * even to its creator. A configuration in use by a scan, or by a run still in progress, cannot be
 * deleted.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ApiErrorEnvelope, AuthConfig, CreateAuthConfigBody, DataEnvelope, SESSION_AUTH, validateScanUrl } from '@curbcut/core';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { requireUser, type AuthUser } from '../auth/guards';
import { newId } from '../db/ids';
import { ApiError } from '../http/errors';
import { isoNow } from '../time/clock';
import { assertPublicTargets, privateNetworkAllowed } from './networkPolicy';
import { IN_PROGRESS_STATUSES } from './runs';
import { encryptSecret } from './secretBox';
import type { AuthConfigsTable } from './tables';

const errors = { 400: ApiErrorEnvelope, 401: ApiErrorEnvelope, 403: ApiErrorEnvelope, 404: ApiErrorEnvelope, 409: ApiErrorEnvelope };

/** Path parameters of the calls on one authentication configuration. */
export const AuthConfigIdParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 100, description: 'Authentication configuration id (`auc_...`)' }),
});

/** A stored row as the API shows it: `hasPassword` instead of the password. */
export function toAuthConfig(row: AuthConfigsTable): AuthConfig {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    url: row.url,
    username: row.username,
    selectors: row.selectors === null ? null : (JSON.parse(row.selectors) as NonNullable<AuthConfig['selectors']>),
    hasPassword: row.password_enc !== '',
    createdAt: row.created_at,
  };
}

/** True when the user may change or delete something they (or someone else in the group) created. */
export function canManage(user: AuthUser, createdBy: string): boolean {
  return user.id === createdBy || user.role === 'admin';
}

/** The group's authentication configuration with this id, or null (another group's looks unknown). */
export async function findAuthConfig(ctx: ServerContext, groupId: string, id: string): Promise<AuthConfigsTable | null> {
  const row = await ctx.db.selectFrom('auth_configs').selectAll().where('id', '=', id).where('group_id', '=', groupId).executeTakeFirst();
  return row ?? null;
}

/** Stores a new authentication configuration with its password encrypted. */
export async function createAuthConfig(ctx: ServerContext, user: AuthUser, body: CreateAuthConfigBody): Promise<AuthConfig> {
  const name = body.name.trim();
  if (name === '') throw new ApiError('bad_request', 'Name must not be blank.', { path: '$.name' });
  const url = validateScanUrl(body.url, privateNetworkAllowed(ctx));
  if (!url.ok) throw new ApiError('bad_request', `Login URL: ${url.error}`, { path: '$.url' });
  await assertPublicTargets(ctx, [{ url: url.value, path: '$.url' }]);
  if (body.username.trim() === '') throw new ApiError('bad_request', 'Username must not be blank.', { path: '$.username' });
  let selectors: string | null = null;
  if (body.type === 'form') {
    if (!body.selectors) {
      throw new ApiError('bad_request', 'A form login needs the CSS selectors of the username field, the password field and the submit button.', {
        path: '$.selectors',
      });
    }
    for (const key of ['username', 'password', 'submit'] as const) {
      if (body.selectors[key].trim() === '') throw new ApiError('bad_request', `The ${key} selector must not be blank.`, { path: `$.selectors.${key}` });
    }
    const { username, password, submit } = body.selectors;
    selectors = JSON.stringify({ username: username.trim(), password: password.trim(), submit: submit.trim() });
  }
  const taken = await ctx.db
    .selectFrom('auth_configs')
    .select('id')
    .where('group_id', '=', user.groupId)
    .where('name', '=', name)
    .executeTakeFirst();
  if (taken) throw new ApiError('conflict', `An authentication configuration named "${name}" already exists in your group.`, { path: '$.name' });

  const row: AuthConfigsTable = {
    id: newId('authConfig'),
    group_id: user.groupId,
    name,
    type: body.type,
    url: url.value,
    username: body.username,
    password_enc: await encryptSecret(ctx, body.password),
    selectors,
    created_by: user.id,
    created_at: isoNow(ctx.clock),
  };
  await ctx.db.insertInto('auth_configs').values(row).execute();
  return toAuthConfig(row);
}

/**
 * Deletes an authentication configuration: 404 outside the group, 403 for anyone but its creator
 * or a group admin, 409 naming the scan while a scan (or a run in progress) uses it.
 */
export async function deleteAuthConfig(ctx: ServerContext, user: AuthUser, id: string): Promise<void> {
  const row = await findAuthConfig(ctx, user.groupId, id);
  if (!row) throw new ApiError('not_found', 'Authentication configuration not found.');
  if (!canManage(user, row.created_by)) {
    throw new ApiError('forbidden', 'Only the creator of this authentication configuration or a group admin can delete it.');
  }
  const usedBy = await ctx.db
    .selectFrom('scan_configs')
    .select('name')
    .where('auth_config_id', '=', id)
    .orderBy('name')
    .execute();
  if (usedBy.length > 0) {
    const names = usedBy.map((s) => `"${s.name}"`).join(', ');
    throw new ApiError('conflict', `Authentication configuration "${row.name}" is used by scan ${names}; change or delete that scan first.`);
  }
  const running = await ctx.db
    .selectFrom('scan_runs')
    .innerJoin('reports', 'reports.id', 'scan_runs.report_id')
    .select('reports.name')
    .where('scan_runs.auth_config_id', '=', id)
    .where('scan_runs.status', 'in', [...IN_PROGRESS_STATUSES])
    .executeTakeFirst();
  if (running) {
    throw new ApiError('conflict', `Authentication configuration "${row.name}" is signing in a run of scan "${running.name}" now; delete it once that run ends.`);
  }
  await ctx.db.deleteFrom('auth_configs').where('id', '=', id).where('group_id', '=', user.groupId).execute();
}

/** Registers `GET/POST /api/v1/auth_configs` and `DELETE /api/v1/auth_configs/:id`. */
export function registerAuthConfigRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get(
    '/api/v1/auth_configs',
    {
      schema: {
        tags: ['scans'],
        summary: "The group's authentication configurations, by name (passwords are never returned)",
        security: SESSION_AUTH,
        response: { 200: DataEnvelope(Type.Object({ authConfigs: Type.Array(AuthConfig) })), 401: ApiErrorEnvelope },
      },
    },
    async (req) => {
      const user = await requireUser(ctx, req);
      const rows = await ctx.db.selectFrom('auth_configs').selectAll().where('group_id', '=', user.groupId).orderBy('name').orderBy('id').execute();
      return { data: { authConfigs: rows.map(toAuthConfig) } };
    },
  );

  r.post(
    '/api/v1/auth_configs',
    {
      schema: {
        tags: ['scans'],
        summary: 'Save an authentication configuration; the password is stored encrypted and never returned',
        security: SESSION_AUTH,
        body: CreateAuthConfigBody,
        response: { 201: DataEnvelope(Type.Object({ authConfig: AuthConfig })), ...errors },
      },
    },
    async (req, reply) => {
      const user = await requireUser(ctx, req);
      const authConfig = await createAuthConfig(ctx, user, req.body);
      return reply.status(201).send({ data: { authConfig } });
    },
  );

  r.delete(
    '/api/v1/auth_configs/:id',
    {
      schema: {
        tags: ['scans'],
        summary: 'Delete an authentication configuration (refused while a scan uses it)',
        security: SESSION_AUTH,
        params: AuthConfigIdParams,
        response: { 200: DataEnvelope(Type.Object({ deleted: Type.Literal(true) })), ...errors },
      },
    },
    async (req) => {
      const user = await requireUser(ctx, req);
      await deleteAuthConfig(ctx, user, req.params.id);
      return { data: { deleted: true as const } };
    },
  );
}

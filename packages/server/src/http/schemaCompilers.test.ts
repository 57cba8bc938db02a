import { describe, expect, it } from 'vitest';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { Type } from '@sinclair/typebox';
import { SHARED_SCHEMA_COMPILERS } from './schemaCompilers';

type Factory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

/** A server with one route whose body is validated and whose answer is serialized by its schemas. */
async function server() {
  const app = Fastify({ schemaController: { compilersFactory: SHARED_SCHEMA_COMPILERS as Factory } });
  app.post(
    '/echo',
    {
      // Built per server, as our route modules build their schemas: equal text, new objects.
      schema: {
        body: Type.Object({ name: Type.String({ minLength: 1 }), count: Type.Integer() }),
        response: { 200: Type.Object({ name: Type.String(), count: Type.Integer() }) },
      },
    },
    async (req) => ({ ...(req.body as object), secret: 'not in the schema' }),
  );
  await app.ready();
  return app;
}

describe('schema compilers shared by the servers of a process', () => {
  it('validate and serialize in every server as each would alone: coercion, errors and the answer shape', async () => {
    const apps = [await server(), await server()];
    for (const app of apps) {
      const ok = await app.inject({ method: 'POST', url: '/echo', payload: { name: 'a', count: '3' } });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ name: 'a', count: 3 });
      const bad = await app.inject({ method: 'POST', url: '/echo', payload: { name: '', count: 1 } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('body/name must NOT have fewer than 1 characters');
    }
    await Promise.all(apps.map((app) => app.close()));
  });
});

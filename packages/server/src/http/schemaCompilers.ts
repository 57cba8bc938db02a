/**
 * Route schema compilers shared by every server of a process. Fastify compiles each route's request
 * validators (Ajv) and response serializers (fast-json-stringify) when a server starts: about a
 * second of CPU for our routes, paid again by every server a process starts (the test suites start
 * hundreds; one deployment process may restart its server). A compiled function depends only on
 * its schema and the compiler's options and holds no request state, so it is kept per schema text
 * and reused. The compilers are Fastify's own defaults, loaded through Fastify's dependencies.
 */
import { createRequire } from 'node:module';

/** What Fastify hands a compiler for one schema of one route. */
interface RouteSchema {
  schema: unknown;
  httpPart?: string;
  contentType?: string;
}
type Compile = (route: RouteSchema) => unknown;
type CompilerFactory = (externalSchemas: unknown, options: unknown) => Compile;

const fromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));
const defaultValidators = (fromFastify('@fastify/ajv-compiler') as () => CompilerFactory)();
const defaultSerializers = (fromFastify('@fastify/fast-json-stringify-compiler') as () => CompilerFactory)();

/** `base`, with each compiled function kept by its options and schema text. */
function sharedAcrossServers(base: CompilerFactory): CompilerFactory {
  const compiled = new Map<string, unknown>();
  return (externalSchemas, options) => {
    const compile = base(externalSchemas, options);
    const prefix = `${JSON.stringify(externalSchemas)}\u0000${JSON.stringify(options)}\u0000`;
    return (route) => {
      const key = `${prefix}${route.httpPart ?? ''}\u0000${route.contentType ?? ''}\u0000${JSON.stringify(route.schema)}`;
      if (!compiled.has(key)) compiled.set(key, compile(route));
      return compiled.get(key);
    };
  };
}

/** Fastify's `schemaController.compilersFactory`. */
export const SHARED_SCHEMA_COMPILERS = {
  buildValidator: sharedAcrossServers(defaultValidators),
  buildSerializer: sharedAcrossServers(defaultSerializers),
};

/**
 * Turns every failure into the error envelope `{error: {code, message, description?, path?}}`
 * (docs/decisions/0002): ApiError as thrown, schema validation failures as 400 with the JSON path
 * of the offending input, oversize bodies as 413 naming the limit.
 */
import { ERROR_STATUS, type ApiErrorBody, type ErrorCode } from '@curbcut/core';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { ApiError } from './errors';

const MB = 1024 * 1024;

/** Minimal shape of an Ajv error, as Fastify attaches them to validation failures. */
interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

/** The limit in megabytes, as people read it: "25 MB", "0.5 MB". */
export function formatMegabytes(bytes: number): string {
  const mb = bytes / MB;
  return `${Number.isInteger(mb) ? mb : Number(mb.toFixed(2))} MB`;
}

/** `/results/0/violations` -> `$.results[0].violations`. */
export function toJsonPath(instancePath: string, root = '$'): string {
  if (instancePath === '') return root;
  return instancePath
    .split('/')
    .slice(1)
    .map((raw) => raw.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((path, seg) => (/^\d+$/.test(seg) ? `${path}[${seg}]` : /^[A-Za-z_$][\w$]*$/.test(seg) ? `${path}.${seg}` : `${path}[${JSON.stringify(seg)}]`), root);
}

const CONTEXT_ROOT: Record<string, string> = { body: '$', querystring: 'query', params: 'params', headers: 'headers' };

/** The envelope body of a schema validation failure: the first offending place and what is wrong there. */
export function describeValidation(issues: readonly ValidationIssue[], context: string | undefined): ApiErrorBody {
  const root = CONTEXT_ROOT[context ?? 'body'] ?? '$';
  const first = issues.find((i) => i.keyword !== 'anyOf' && i.keyword !== 'oneOf') ?? issues[0];
  if (!first) return { code: 'bad_request', message: 'The request is not valid.' };
  let path = toJsonPath(first.instancePath, root);
  let problem: string;
  if (first.keyword === 'required' && typeof first.params.missingProperty === 'string') {
    path = toJsonPath(`${first.instancePath}/${first.params.missingProperty}`, root);
    problem = 'is required';
  } else {
    const allowed = issues
      .filter((i) => i.instancePath === first.instancePath && (i.keyword === 'const' || i.keyword === 'enum'))
      .flatMap((i) => (i.keyword === 'const' ? [i.params.allowedValue] : ((i.params.allowedValues as unknown[]) ?? [])));
    problem = allowed.length > 0 ? `must be one of ${allowed.map((v) => JSON.stringify(v)).join(', ')}` : (first.message ?? 'is not valid');
  }
  const where = context === 'querystring' ? 'Query parameter' : context === 'params' ? 'Path parameter' : 'Field';
  return { code: 'bad_request', message: `${where} ${path} ${problem}.`, path };
}

function codeForStatus(status: number): ErrorCode {
  const found = (Object.entries(ERROR_STATUS) as [ErrorCode, number][]).find(([, s]) => s === status);
  if (found) return found[0];
  return status >= 500 ? 'internal' : 'bad_request';
}

/** Sends an error envelope with the status fixed for its code. */
export function sendError(reply: FastifyReply, body: ApiErrorBody): FastifyReply {
  return reply.status(ERROR_STATUS[body.code]).type('application/json; charset=utf-8').send({ error: body });
}

/**
 * Fastify's `frameworkErrors` option: errors raised before routing (a malformed percent-encoding),
 * which Fastify would otherwise answer in its own shape, outside the envelope.
 */
export function answerFrameworkError(err: FastifyError, req: FastifyRequest, reply: FastifyReply): FastifyReply {
  const path = req.url.split('?')[0] ?? '';
  // No route means no onSend hooks, so the headers every API answer carries are set here.
  reply.header('cache-control', 'no-store').header('x-content-type-options', 'nosniff');
  if (err.code === 'FST_ERR_BAD_URL') {
    return sendError(reply, { code: 'bad_request', message: `The path ${path} is not valid: a %-escape does not decode to UTF-8 text.` });
  }
  if ((err.statusCode ?? 500) < 500) return sendError(reply, { code: 'bad_request', message: `The path ${path} is not valid: ${err.message}` });
  req.log.error({ err }, 'request failed before routing');
  return sendError(reply, { code: 'internal', message: 'There is something wrong, please try again later.' });
}

/**
 * What is wrong with a JSON body the parser refused: JSON.parse's own words (with the position),
 * or, when it parses, the prototype-poisoning keys the server refuses.
 */
export function describeJsonProblem(text: string): string {
  try {
    JSON.parse(text);
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
  return 'keys named "__proto__" or "constructor" are not accepted';
}

/** Installs the error handler (not-found answers live in static/staticHost.ts). */
export function installErrorHandling(app: FastifyInstance, ctx: ServerContext): void {
  app.setErrorHandler((err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof ApiError) {
      if (err.retryAfterSeconds !== undefined) reply.header('retry-after', String(Math.max(1, Math.ceil(err.retryAfterSeconds))));
      return sendError(reply, err.toBody());
    }
    if (err.validation) return sendError(reply, describeValidation(err.validation as ValidationIssue[], err.validationContext));
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const limit = req.routeOptions.bodyLimit ?? ctx.options.bodyLimit;
      return sendError(reply, {
        code: 'payload_too_large',
        message: `The request body is larger than the ${formatMegabytes(limit)} limit.`,
        description: 'Send the results in several smaller batches.',
      });
    }
    const status = err.statusCode ?? 500;
    if (status >= 500) {
      req.log.error({ err }, 'request failed');
      return sendError(reply, { code: 'internal', message: 'There is something wrong, please try again later.' });
    }
    if (err instanceof SyntaxError || err.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return sendError(reply, { code: 'bad_request', message: `The request body is not valid JSON: ${err.message}`, path: '$' });
    }
    return sendError(reply, { code: codeForStatus(status), message: err.message });
  });
}

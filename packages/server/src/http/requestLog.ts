/**
 * The request log: one line per request, written when the answer has gone out, with method, path
 * (never the query, which may carry ids or redirect targets), status and milliseconds, in place of
 * Fastify's two lines ("incoming request", "request completed"). Failures answered with a 5xx are
 * logged separately, with their stack, by the error handler. Request lines are info level, so a
 * logger at warn (createServer's `quiet`) drops them and keeps the failures.
 */
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** What a request line carries besides its message. */
export interface RequestLogFields {
  method: string;
  path: string;
  status: number;
  ms: number;
}

/** The fields of a request line; `url` may hold a query string, which is dropped. */
export function requestLogFields(method: string, url: string, status: number, elapsedMs: number): RequestLogFields {
  return { method, path: url.split('?')[0] ?? '', status, ms: Math.round(elapsedMs * 10) / 10 };
}

/** Fastify's `logController` option: how the per-request lines are written. */
export class RequestLogController extends LogController {
  override incomingRequest(): void {
    // One line per request, written on completion.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const fields = requestLogFields(request.method, request.url, reply.statusCode, reply.elapsedTime);
    const message = `${fields.method} ${fields.path} ${fields.status} ${fields.ms} ms`;
    // An error here happened while the answer was being written (a broken stream), after the error handler.
    if (error) request.log.error({ ...fields, err: error }, message);
    else request.log.info(fields, message);
  }
}

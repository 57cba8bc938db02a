/**
 * The response envelope every API call uses (docs/decisions/0002-api-contract.md).
 * Success: `{ data }`. Failure: `{ error: { code, message, description, path } }` where `path` is the
 * JSON path of the offending input (for example `$.results[0].violations[2].nodes`) when there is one.
 */
import { CloneType, Type, type Static, type TSchema } from '@sinclair/typebox';

/** Machine-readable error codes. The HTTP status is fixed per code (see ERROR_STATUS). */
export const ERROR_CODES = [
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'gone',
  'payload_too_large',
  'unprocessable',
  'rate_limited',
  'internal',
  'bad_gateway',
  'unavailable',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The HTTP status of each error code. */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  payload_too_large: 413,
  unprocessable: 422,
  // Sent with a Retry-After header saying how many seconds to wait.
  rate_limited: 429,
  internal: 500,
  bad_gateway: 502,
  unavailable: 503,
};

/** The body of a failure: what went wrong, for programs (`code`) and for people (`message`). */
export const ApiErrorBody = Type.Object({
  code: Type.Union(
    ERROR_CODES.map((c) => Type.Literal(c)),
    { description: 'What went wrong, for programs to act on; each code has one HTTP status' },
  ),
  message: Type.String({ description: 'A sentence to show a person' }),
  description: Type.Optional(Type.String({ description: 'Advice on what to do about it, when there is some' })),
  path: Type.Optional(
    Type.String({ description: 'Where in the request the problem is: a JSON path (`$.testCases[1].key`), `query.<name>` or `params.<name>`' }),
  ),
});
export type ApiErrorBody = Static<typeof ApiErrorBody>;

/** The failure envelope. */
export const ApiErrorEnvelope = Type.Object({ error: CloneType(ApiErrorBody, { description: 'The failure' }) });
export type ApiErrorEnvelope = Static<typeof ApiErrorEnvelope>;

/** Wraps a data schema in the success envelope. */
export function DataEnvelope<T extends TSchema>(data: T) {
  return Type.Object({ data });
}

/** Success envelope as a TypeScript type. */
export interface ApiSuccess<T> {
  data: T;
}

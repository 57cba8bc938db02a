/**
 * The one error type every failed API call rejects with, so callers and the error catalogue can
 * tell a server answer (with its envelope) from a timeout, a lost connection or a cancelled call.
 */
import type { ApiErrorBody } from '@curbcut/core';

/** Why a call failed: the server answered with an error status, or no answer arrived. */
export type ApiFailureKind = 'http' | 'timeout' | 'network' | 'aborted';

/** A failed API call. `status` and `body` are set when the server answered. */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  readonly kind: ApiFailureKind;
  /** HTTP status of the answer; null when no answer arrived. */
  readonly status: number | null;
  /** The envelope's `error` object, when the answer carried one. */
  readonly body: ApiErrorBody | null;
  readonly method: string;
  readonly url: string;

  constructor(init: {
    kind: ApiFailureKind;
    method: string;
    url: string;
    status?: number | null;
    body?: ApiErrorBody | null;
    message?: string;
    cause?: unknown;
  }) {
    super(init.message ?? init.body?.message ?? describe(init.kind, init.status ?? null), { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status ?? null;
    this.body = init.body ?? null;
    this.method = init.method;
    this.url = init.url;
  }

  /** 5xx answers and lost connections may succeed on another try; 4xx, timeouts and cancels do not. */
  get retryable(): boolean {
    return this.kind === 'network' || (this.kind === 'http' && this.status !== null && this.status >= 500);
  }
}

function describe(kind: ApiFailureKind, status: number | null): string {
  switch (kind) {
    case 'http':
      return `The server answered with HTTP ${status ?? '?'}`;
    case 'timeout':
      return 'The server did not answer in time';
    case 'network':
      return 'The server could not be reached';
    case 'aborted':
      return 'The request was cancelled';
  }
}

/** True when `value` is an ApiRequestError (also across bundle copies, by name and shape). */
export function isApiRequestError(value: unknown): value is ApiRequestError {
  return (
    value instanceof ApiRequestError ||
    (value instanceof Error && value.name === 'ApiRequestError' && 'kind' in value && 'status' in value)
  );
}

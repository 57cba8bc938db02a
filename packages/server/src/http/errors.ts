/**
 * The one error type routes throw. The error handler turns it into the `{error: {...}}` envelope
 * with the status fixed for its code (see @curbcut/core ERROR_STATUS).
 */
import { ERROR_STATUS, type ApiErrorBody, type ErrorCode } from '@curbcut/core';

export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly description: string | undefined;
  readonly path: string | undefined;
  /** Sent as the Retry-After header (seconds), for `rate_limited` and `unavailable` answers. */
  readonly retryAfterSeconds: number | undefined;

  constructor(code: ErrorCode, message: string, extra: { description?: string; path?: string; retryAfterSeconds?: number } = {}) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.description = extra.description;
    this.path = extra.path;
    this.retryAfterSeconds = extra.retryAfterSeconds;
  }

  toBody(): ApiErrorBody {
    const body: ApiErrorBody = { code: this.code, message: this.message };
    if (this.description !== undefined) body.description = this.description;
    if (this.path !== undefined) body.path = this.path;
    return body;
  }
}

/**
 * The client of the ingest API (upload-token auth, `Authorization: Bearer <token>`), shared by
 * `curbcut upload` / `curbcut finalize` and the Playwright SDK's reporter. Every ingest call is safe
 * to repeat (a build is created with a run key, a batch carries an id derived from its content,
 * finalising twice answers the same), so network errors, 429 and 5xx answers are retried with
 * backoff; any other 4xx is a refusal, not retried, and its error carries the server's own words.
 *
 * Free of Node built-ins: it needs only `fetch` and timers.
 */

/** Where and how to reach the server; `fetch` and `sleep` are test seams. */
export interface IngestClientOptions {
  /** Server origin, for example `http://127.0.0.1:8080`. */
  url: string;
  token: string;
  /** Waits before each retry; default `INGEST_RETRY_DELAYS_MS` (4 retries over about 7.5 s). */
  retryDelaysMs?: readonly number[];
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  /**
   * Turns a failed call into the error the call rejects with, for callers with their own error
   * types and wording. Default: the IngestError itself.
   */
  toError?: (error: IngestError) => Error;
}

/** The ingest calls; each returns the `data` of the answer's envelope. */
export interface IngestClient {
  /** POSTs JSON to an `/api` path; `step` names the call in error messages ("Creating the build"). */
  post<T>(path: string, body: unknown, step: string): Promise<T>;
  /** GETs an `/api` path. */
  get<T>(path: string, step: string): Promise<T>;
}

/** Default waits between attempts: 0.5 s, 1 s, 2 s, 4 s. */
export const INGEST_RETRY_DELAYS_MS: readonly number[] = [500, 1000, 2000, 4000];

/** The server answered with an error status; the envelope's fields are '' when it sent none. */
export interface IngestHttpFailure {
  kind: 'http';
  status: number;
  statusText: string;
  /** The envelope's error code, for example `conflict`. */
  code: string;
  /** The server's own message. */
  message: string;
  /** JSON path of the offending value in the request body, for example `$.results.violations[0]`. */
  path: string;
}

/** No answer arrived; `reason` is the innermost cause (`fetch failed` hides ECONNREFUSED in `cause`). */
export interface IngestNetworkFailure {
  kind: 'network';
  reason: string;
}

/** Why one attempt failed. */
export type IngestFailure = IngestHttpFailure | IngestNetworkFailure;

/**
 * How a call failed: `refused` (a 4xx other than 429, see IngestRefusalError), `exhausted` (every
 * attempt failed with a network error, 429 or 5xx) or `invalid-response` (a 2xx that is not JSON).
 */
export type IngestErrorKind = 'refused' | 'exhausted' | 'invalid-response';

/** Which call failed, and after how many attempts. */
export interface IngestCallInfo {
  step: string;
  origin: string;
  attempts: number;
}

/** One line for an attempt's failure: `server answered HTTP 409 conflict: … (at $.x)` or `cannot reach …`. */
export function describeIngestFailure(failure: IngestFailure, origin: string): string {
  if (failure.kind === 'network') return `cannot reach ${origin}: ${failure.reason}`;
  if (!failure.message) return `server answered HTTP ${failure.status}${failure.statusText ? ` ${failure.statusText}` : ''}`;
  const code = failure.code ? ` ${failure.code}` : '';
  const path = failure.path ? ` (at ${failure.path})` : '';
  return `server answered HTTP ${failure.status}${code}: ${failure.message}${path}`;
}

function describe(kind: IngestErrorKind, init: IngestCallInfo, failure: IngestFailure | null): string {
  if (kind === 'invalid-response' || failure === null) return `${init.step} failed: the server at ${init.origin} did not answer with JSON`;
  const reason = describeIngestFailure(failure, init.origin);
  return kind === 'exhausted' ? `${init.step} failed after ${init.attempts} attempts: ${reason}` : `${init.step} failed: ${reason}`;
}

/** A failed ingest call; the message names the step and the last attempt's failure. */
export class IngestError extends Error {
  override name = 'IngestError';
  readonly kind: IngestErrorKind;
  /** The call as the caller named it, for example `Creating the build`. */
  readonly step: string;
  /** The server origin, without a trailing slash. */
  readonly origin: string;
  /** Attempts made. */
  readonly attempts: number;
  /** The last attempt's failure; null for `invalid-response`. */
  readonly failure: IngestFailure | null;

  constructor(kind: IngestErrorKind, init: IngestCallInfo, failure: IngestFailure | null) {
    super(describe(kind, init, failure));
    this.kind = kind;
    this.step = init.step;
    this.origin = init.origin;
    this.attempts = init.attempts;
    this.failure = failure;
  }
}

/** The server refused the call (a 4xx other than 429); it was not retried. */
export class IngestRefusalError extends IngestError {
  override name = 'IngestRefusalError';
  declare readonly kind: 'refused';
  declare readonly failure: IngestHttpFailure;

  constructor(init: IngestCallInfo, failure: IngestHttpFailure) {
    super('refused', init, failure);
  }

  /** HTTP status, for example 409. */
  get status(): number {
    return this.failure.status;
  }

  /** The envelope's error code (`conflict`), or '' when the answer was not an envelope. */
  get code(): string {
    return this.failure.code;
  }

  /** The server's own message, or '' when the answer was not an envelope. */
  get serverMessage(): string {
    return this.failure.message;
  }

  /** JSON path the server pointed at, or ''. */
  get path(): string {
    return this.failure.path;
  }
}

function isRetryable(status: number): boolean {
  return status === 429 || status >= 500;
}

/** The answer's failure, with the error envelope's fields ('' when the body is not one: a proxy's HTML page). */
function httpFailure(response: Response, body: string): IngestHttpFailure {
  let error: { code?: unknown; message?: unknown; path?: unknown } | undefined;
  try {
    error = (JSON.parse(body) as { error?: typeof error }).error;
  } catch {
    error = undefined;
  }
  const text = (value: unknown): string => (typeof value === 'string' ? value : '');
  return {
    kind: 'http',
    status: response.status,
    statusText: response.statusText,
    code: text(error?.code),
    message: text(error?.message),
    path: text(error?.path),
  };
}

/** The innermost cause of a fetch failure (`fetch failed` hides ECONNREFUSED in `cause`). */
function networkReason(error: unknown): string {
  let current: unknown = error;
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  return current instanceof Error ? current.message : String(current);
}

/** Creates the client; nothing is sent until a call is made. */
export function createIngestClient(options: IngestClientOptions): IngestClient {
  const doFetch = options.fetch ?? globalThis.fetch;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const delays = options.retryDelaysMs ?? INGEST_RETRY_DELAYS_MS;
  const toError = options.toError ?? ((error: IngestError) => error);
  const origin = options.url.replace(/\/+$/, '');

  async function call<T>(method: 'GET' | 'POST', path: string, body: unknown, step: string): Promise<T> {
    const init: RequestInit =
      method === 'POST'
        ? {
            method,
            headers: { authorization: `Bearer ${options.token}`, 'content-type': 'application/json' },
            body: JSON.stringify(body),
          }
        : { method, headers: { authorization: `Bearer ${options.token}` } };
    let failure: IngestFailure = { kind: 'network', reason: 'no attempt made' };
    let attempts = 0;
    for (let attempt = 0; attempt <= delays.length; attempt++) {
      if (attempt > 0) await sleep(delays[attempt - 1] ?? 0);
      attempts += 1;
      let response: Response;
      try {
        response = await doFetch(`${origin}${path}`, init);
      } catch (error) {
        failure = { kind: 'network', reason: networkReason(error) };
        continue;
      }
      const text = await response.text();
      if (response.ok) {
        try {
          return (JSON.parse(text) as { data: T }).data;
        } catch {
          throw toError(new IngestError('invalid-response', { step, origin, attempts }, null));
        }
      }
      const refused = httpFailure(response, text);
      if (!isRetryable(refused.status)) throw toError(new IngestRefusalError({ step, origin, attempts }, refused));
      failure = refused;
    }
    throw toError(new IngestError('exhausted', { step, origin, attempts }, failure));
  }

  return {
    post: (path, body, step) => call('POST', path, body, step),
    get: (path, step) => call('GET', path, undefined, step),
  };
}

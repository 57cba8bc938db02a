/**
 * A small client for the ingest API (token auth). Every call it makes is safe to repeat (build
 * creation carries a run key, batches a content-derived batch id, finalising twice answers the
 * same), so it retries network errors, 429 and 5xx answers with exponential backoff.
 */
import { CliError } from './cliError';

/** Where and how to reach the server. */
export interface IngestClientOptions {
  /** Server origin, for example http://127.0.0.1:8080. */
  url: string;
  token: string;
  /** Waits before each retry; the default retries 4 times over about 7.5 s. */
  retryDelaysMs?: readonly number[];
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

/** The ingest calls `curbcut upload` and `curbcut finalize` make. */
export interface IngestClient {
  /** POSTs JSON to an /api path and returns the envelope's `data`; throws CliError when refused. */
  post<T>(path: string, body: unknown, step: string): Promise<T>;
}

/** The server refused a call with a 4xx answer; the message is the one line the CLI prints. */
export class IngestRefusal extends CliError {
  /** HTTP status, for example 409. */
  readonly status: number;
  /** The envelope's error code (`conflict`), or '' when the answer was not an envelope. */
  readonly code: string;

  constructor(message: string, status: number, code: string) {
    super(message);
    this.name = 'IngestRefusal';
    this.status = status;
    this.code = code;
  }
}

/**
 * Checks the token and server URL before any file or network work, with the flag and environment
 * variable to fix each.
 */
export function checkConnection(options: Pick<IngestClientOptions, 'url' | 'token'>): void {
  if (!options.token) throw new CliError('Missing upload token: pass --token or set CURBCUT_TOKEN.', 2);
  let parsed: URL;
  try {
    parsed = new URL(options.url);
  } catch {
    throw new CliError(`Invalid server URL '${options.url}': pass --url or set CURBCUT_URL, for example http://127.0.0.1:8080.`, 2);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new CliError(`Invalid server URL '${options.url}': it must start with http:// or https://.`, 2);
  }
}

/** Default waits between attempts: 0.5 s, 1 s, 2 s, 4 s. */
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [500, 1000, 2000, 4000];

interface ErrorEnvelope {
  error?: { code?: string; message?: string; path?: string };
}

function isRetryable(status: number): boolean {
  return status === 429 || status >= 500;
}

/** The error envelope's fields, empty when the body is not one (a proxy's HTML page, for example). */
function readEnvelope(body: string): Required<NonNullable<ErrorEnvelope['error']>> {
  try {
    const error = (JSON.parse(body) as ErrorEnvelope).error;
    return { code: error?.code ?? '', message: error?.message ?? '', path: error?.path ?? '' };
  } catch {
    return { code: '', message: '', path: '' };
  }
}

/** The server's own words when it sent an error envelope, else the HTTP status text. */
function describeRefusal(status: number, statusText: string, error: ReturnType<typeof readEnvelope>): string {
  if (error.message) {
    const code = error.code ? ` ${error.code}` : '';
    const path = error.path ? ` (at ${error.path})` : '';
    return `HTTP ${status}${code}: ${error.message}${path}`;
  }
  return `HTTP ${status}${statusText ? ` ${statusText}` : ''}`;
}

/** The innermost cause of a fetch failure (`fetch failed` hides ECONNREFUSED in `cause`). */
function networkReason(error: unknown): string {
  let current: unknown = error;
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  return current instanceof Error ? current.message : String(current);
}

/** Creates the client; nothing is sent until `post` is called. */
export function createIngestClient(options: IngestClientOptions): IngestClient {
  const doFetch = options.fetch ?? fetch;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const delays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const origin = options.url.replace(/\/+$/, '');

  async function post<T>(path: string, body: unknown, step: string): Promise<T> {
    const payload = JSON.stringify(body);
    let lastFailure = '';
    for (let attempt = 0; attempt <= delays.length; attempt++) {
      if (attempt > 0) await sleep(delays[attempt - 1] ?? 0);
      let response: Response;
      try {
        response = await doFetch(`${origin}${path}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${options.token}`, 'content-type': 'application/json' },
          body: payload,
        });
      } catch (error) {
        lastFailure = `cannot reach ${origin}: ${networkReason(error)}`;
        continue;
      }
      const text = await response.text();
      if (response.ok) {
        try {
          return (JSON.parse(text) as { data: T }).data;
        } catch {
          throw new CliError(`${step} failed: the server at ${origin} did not answer with JSON`);
        }
      }
      const error = readEnvelope(text);
      lastFailure = `server answered ${describeRefusal(response.status, response.statusText, error)}`;
      if (!isRetryable(response.status)) {
        throw new IngestRefusal(`${step} failed: ${lastFailure}`, response.status, error.code);
      }
    }
    throw new CliError(`${step} failed after ${delays.length + 1} attempts: ${lastFailure}`);
  }

  return { post };
}

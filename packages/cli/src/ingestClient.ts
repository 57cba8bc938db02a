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

/** The ingest calls `curbcut upload` makes. */
export interface IngestClient {
  /** POSTs JSON to an /api path and returns the envelope's `data`; throws CliError when refused. */
  post<T>(path: string, body: unknown, step: string): Promise<T>;
}

/** Default waits between attempts: 0.5 s, 1 s, 2 s, 4 s. */
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [500, 1000, 2000, 4000];

interface ErrorEnvelope {
  error?: { code?: string; message?: string; path?: string };
}

function isRetryable(status: number): boolean {
  return status === 429 || status >= 500;
}

/** The server's own words when it sent an error envelope, else the HTTP status text. */
function describeRefusal(status: number, statusText: string, body: string): string {
  try {
    const parsed = JSON.parse(body) as ErrorEnvelope;
    const message = parsed.error?.message;
    if (message) {
      const code = parsed.error?.code ? ` ${parsed.error.code}` : '';
      const path = parsed.error?.path ? ` (at ${parsed.error.path})` : '';
      return `HTTP ${status}${code}: ${message}${path}`;
    }
  } catch {
    // Not an envelope (a proxy's HTML page, for example): fall back to the status line.
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

  return {
    async post<T>(path: string, body: unknown, step: string): Promise<T> {
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
        lastFailure = `server answered ${describeRefusal(response.status, response.statusText, text)}`;
        if (!isRetryable(response.status)) throw new CliError(`${step} failed: ${lastFailure}`);
      }
      throw new CliError(`${step} failed after ${delays.length + 1} attempts: ${lastFailure}`);
    },
  };
}

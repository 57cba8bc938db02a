/**
 * The reporter's client of the ingest API (upload-token auth). Every call it makes is safe to
 * repeat: the build is created with a run key, each batch has an id derived from its test case,
 * finalising twice answers the same. So network errors, 429 and 5xx answers are retried with
 * backoff; a refusal (other 4xx) is not, and its error carries the server's own message.
 */

/** Where and how to reach the server; `fetch` and `sleep` are test seams. */
export interface IngestClientOptions {
  /** Server origin, for example `http://127.0.0.1:8080`. */
  url: string;
  token: string;
  /** Waits before each retry; default 0.5, 1, 2 and 4 s. */
  retryDelaysMs?: readonly number[];
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

/** The calls the reporter makes. */
export interface IngestClient {
  /** POSTs JSON to an `/api` path and returns the envelope's `data`. */
  post<T>(path: string, body: unknown, step: string): Promise<T>;
  /** GETs an `/api` path and returns the envelope's `data`. */
  get<T>(path: string, step: string): Promise<T>;
}

/** Default waits between attempts. */
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [500, 1000, 2000, 4000];

function envelopeError(text: string): { code: string; message: string } {
  try {
    const error = (JSON.parse(text) as { error?: { code?: string; message?: string } }).error;
    return { code: error?.code ?? '', message: error?.message ?? '' };
  } catch {
    return { code: '', message: '' };
  }
}

/** `fetch failed` hides the reason (ECONNREFUSED...) in its cause. */
function networkReason(error: unknown): string {
  let current: unknown = error;
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  return current instanceof Error ? current.message : String(current);
}

/** Creates the client; nothing is sent until a call is made. */
export function createIngestClient(options: IngestClientOptions): IngestClient {
  const doFetch = options.fetch ?? fetch;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const delays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const origin = options.url.replace(/\/+$/, '');

  async function call<T>(method: 'GET' | 'POST', path: string, body: unknown, step: string): Promise<T> {
    const init: RequestInit = {
      method,
      headers: {
        authorization: `Bearer ${options.token}`,
        ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
      },
      ...(method === 'POST' ? { body: JSON.stringify(body) } : {}),
    };
    let lastFailure = '';
    for (let attempt = 0; attempt <= delays.length; attempt++) {
      if (attempt > 0) await sleep(delays[attempt - 1] ?? 0);
      let response: Response;
      try {
        response = await doFetch(`${origin}${path}`, init);
      } catch (error) {
        lastFailure = `cannot reach ${origin}: ${networkReason(error)}`;
        continue;
      }
      const text = await response.text();
      if (response.ok) {
        try {
          return (JSON.parse(text) as { data: T }).data;
        } catch {
          throw new Error(`${step} failed: the server at ${origin} did not answer with JSON.`);
        }
      }
      const error = envelopeError(text);
      const said = error.message ? `${error.code ? `${error.code}: ` : ''}${error.message}` : response.statusText;
      lastFailure = `HTTP ${response.status}${said ? ` ${said}` : ''}`;
      if (response.status !== 429 && response.status < 500) {
        throw new Error(`${step} failed: ${lastFailure}`);
      }
    }
    throw new Error(`${step} failed after ${delays.length + 1} attempts: ${lastFailure}`);
  }

  return {
    post: (path, body, step) => call('POST', path, body, step),
    get: (path, step) => call('GET', path, undefined, step),
  };
}

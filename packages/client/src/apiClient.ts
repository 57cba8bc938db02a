/**
 * The request core (spec 000 section 7.4, docs/decisions/0015-client-requests.md): GET answers
 * cached 60 s, a 30 s timeout per try, up to 3 tries for reads with exponential backoff plus
 * jitter (5xx and lost connections only; never 4xx or timeouts), identical in-flight calls
 * shared, the session cookie included (or, for a token client, its headers and no cookie). Answers
 * are unwrapped from the `{data}` envelope.
 */
import type { ApiErrorBody } from '@curbcut/core';
import { backoffDelay, BACKOFF_BASE_MS, BACKOFF_FACTOR } from './backoff';
import { ApiRequestError } from './errors';
import { CACHE_SWEEP_MS, CACHE_TTL_MS, ResponseCache } from './responseCache';

/** Default request timeout per try, in milliseconds. */
export const REQUEST_TIMEOUT_MS = 30_000;
/** Default number of tries of a read. */
export const READ_TRIES = 3;
/** Default number of tries of a write (writes are not repeated unless the caller says they are safe to). */
export const WRITE_TRIES = 1;
/** Default base URL of the API. */
export const DEFAULT_BASE_URL = '/api';

/** HTTP methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Query string values; undefined and null are left out. */
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** Settings of a client. Every field has a default. */
export interface ApiClientOptions {
  /** Prefix of every path. Default '/api'. */
  baseUrl?: string;
  /** The fetch to use; injectable for tests. Default globalThis.fetch. */
  fetch?: typeof fetch;
  /** Timeout per try. Default 30 000 ms. */
  timeoutMs?: number;
  /** Freshness of cached GET answers. Default 60 000 ms. */
  cacheTtlMs?: number;
  /** Interval of the expired-entry sweep. Default 60 000 ms. */
  cacheSweepMs?: number;
  /** Tries of a GET. Default 3. */
  readTries?: number;
  /** Wait after the first failed try. Default 2000 ms. */
  backoffBaseMs?: number;
  /** Growth factor of the wait. Default 2. */
  backoffFactor?: number;
  /** Randomness for the jitter; injectable for tests. Default Math.random. */
  random?: () => number;
  /**
   * Headers sent with every call, for example `authorization: Bearer <embed or public-link token>`
   * for a widget that must not rely on cookies.
   */
  headers?: Readonly<Record<string, string>>;
  /** Whether cookies go with the calls. Default 'include' (the session); 'omit' for token clients. */
  credentials?: 'include' | 'omit' | 'same-origin';
}

/** Options of one call. */
export interface RequestOptions {
  method?: HttpMethod;
  query?: QueryParams;
  /** Sent as JSON. */
  body?: unknown;
  /** Cancels this caller's wait; the shared fetch is cancelled once every caller has cancelled. */
  signal?: AbortSignal;
  /** Use and fill the GET cache. Default true for GET; ignored for other methods. */
  cache?: boolean;
  /** Number of tries. Default 3 for GET, 1 otherwise (pass more only for idempotent writes). */
  tries?: number;
  /**
   * Whether a successful write empties the GET cache. Default true; false for writes that change
   * nothing a read returns (live-update subscriptions), so they do not defeat the cache.
   */
  invalidates?: boolean;
}

/** A configured client. Several can coexist; each has its own cache. */
export interface ApiClient {
  /** The base URL every path is prefixed with. */
  readonly baseUrl: string;
  /** Calls `path` (relative to the base URL) and resolves with the envelope's `data`. */
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  /** Forgets every cached answer. */
  clearCache(): void;
  /** Stops the cache sweep and forgets cached answers. */
  dispose(): void;
}

interface InFlight {
  promise: Promise<unknown>;
  controller: AbortController;
  waiters: number;
}

/** Creates a client with its own cache and in-flight table. */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const readTries = options.readTries ?? READ_TRIES;
  const backoff = {
    baseMs: options.backoffBaseMs ?? BACKOFF_BASE_MS,
    factor: options.backoffFactor ?? BACKOFF_FACTOR,
    random: options.random ?? Math.random,
  };
  const cache = new ResponseCache(options.cacheTtlMs ?? CACHE_TTL_MS, options.cacheSweepMs ?? CACHE_SWEEP_MS);
  const inFlight = new Map<string, InFlight>();
  const doFetch = (input: string, init: RequestInit): Promise<Response> =>
    (options.fetch ?? globalThis.fetch)(input, init);

  async function tryOnce(method: HttpMethod, url: string, body: unknown, signal: AbortSignal): Promise<unknown> {
    const attempt = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      attempt.abort();
    }, timeoutMs);
    const forwardAbort = () => attempt.abort();
    signal.addEventListener('abort', forwardAbort, { once: true });
    const fail = (cause: unknown): ApiRequestError =>
      new ApiRequestError({ kind: timedOut ? 'timeout' : signal.aborted ? 'aborted' : 'network', method, url, cause });
    try {
      let response: Response;
      try {
        response = await doFetch(url, {
          method,
          credentials: options.credentials ?? 'include',
          headers: {
            ...options.headers,
            accept: 'application/json',
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: attempt.signal,
        });
      } catch (cause) {
        throw fail(cause);
      }
      let text: string;
      try {
        text = await response.text();
      } catch (cause) {
        throw fail(cause);
      }
      const parsed = parseJson(text);
      if (!response.ok) {
        throw new ApiRequestError({ kind: 'http', status: response.status, body: errorBodyOf(parsed), method, url });
      }
      if (parsed !== undefined && isRecord(parsed) && 'data' in parsed) return parsed.data;
      return parsed;
    } finally {
      clearTimeout(timer);
      signal.removeEventListener('abort', forwardAbort);
    }
  }

  async function withRetries(method: HttpMethod, url: string, body: unknown, tries: number, signal: AbortSignal) {
    for (let failed = 0; ; ) {
      try {
        return await tryOnce(method, url, body, signal);
      } catch (error) {
        failed += 1;
        if (!(error instanceof ApiRequestError) || !error.retryable || failed >= tries) throw error;
        await sleep(backoffDelay(failed, backoff), signal, method, url);
      }
    }
  }

  function share(
    key: string,
    method: HttpMethod,
    url: string,
    start: (signal: AbortSignal) => Promise<unknown>,
    signal: AbortSignal | undefined,
  ) {
    let entry = inFlight.get(key);
    if (!entry) {
      const controller = new AbortController();
      const created: InFlight = { controller, waiters: 0, promise: Promise.resolve() };
      created.promise = start(controller.signal).finally(() => {
        if (inFlight.get(key) === created) inFlight.delete(key);
      });
      // Every waiter may have cancelled; the shared promise must not surface as unhandled.
      created.promise.catch(() => undefined);
      inFlight.set(key, created);
      entry = created;
    }
    const shared = entry;
    shared.waiters += 1;
    if (!signal) return shared.promise;
    return new Promise<unknown>((resolve, reject) => {
      const onAbort = () => {
        shared.waiters -= 1;
        if (shared.waiters === 0) {
          if (inFlight.get(key) === shared) inFlight.delete(key);
          shared.controller.abort();
        }
        reject(new ApiRequestError({ kind: 'aborted', method, url }));
      };
      if (signal.aborted) return onAbort();
      signal.addEventListener('abort', onAbort, { once: true });
      shared.promise.then(
        (value) => {
          signal.removeEventListener('abort', onAbort);
          resolve(value);
        },
        (error: unknown) => {
          signal.removeEventListener('abort', onAbort);
          reject(error);
        },
      );
    });
  }

  return {
    baseUrl,
    async request<T>(path: string, requestOptions: RequestOptions = {}): Promise<T> {
      const method = requestOptions.method ?? 'GET';
      const url = buildUrl(baseUrl, path, requestOptions.query);
      const isRead = method === 'GET';
      const useCache = isRead && requestOptions.cache !== false;
      if (useCache) {
        const hit = cache.lookup(url);
        if (hit) return hit.value as T;
      }
      const tries = requestOptions.tries ?? (isRead ? readTries : WRITE_TRIES);
      const body = isRead ? undefined : requestOptions.body;
      const key = `${method} ${url} ${body === undefined ? '' : JSON.stringify(body)}`;
      const value = await share(
        key,
        method,
        url,
        async (signal) => {
          const result = await withRetries(method, url, body, tries, signal);
          // A write may change what any cached read would answer.
          if (isRead) {
            if (useCache) cache.set(url, result);
          } else if (requestOptions.invalidates !== false) {
            cache.clear();
          }
          return result;
        },
        requestOptions.signal,
      );
      return value as T;
    },
    clearCache: () => cache.clear(),
    dispose: () => cache.clear(),
  };
}

function buildUrl(baseUrl: string, path: string, query: QueryParams | undefined): string {
  if (!path.startsWith('/')) throw new TypeError(`ApiClient: path must start with '/', got '${path}'`);
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.append(name, String(value));
  }
  const qs = search.toString();
  return `${baseUrl}${path}${qs ? `?${qs}` : ''}`;
}

function sleep(ms: number, signal: AbortSignal, method: string, url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new ApiRequestError({ kind: 'aborted', method, url }));
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new ApiRequestError({ kind: 'aborted', method, url }));
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function errorBodyOf(parsed: unknown): ApiErrorBody | null {
  if (!isRecord(parsed) || !isRecord(parsed.error)) return null;
  const { code, message, description, path } = parsed.error;
  if (typeof code !== 'string' || typeof message !== 'string') return null;
  return {
    code: code as ApiErrorBody['code'],
    message,
    ...(typeof description === 'string' ? { description } : {}),
    ...(typeof path === 'string' ? { path } : {}),
  };
}

/**
 * A GET with the limits a scanner needs when it reads files from sites it does not control
 * (sitemaps, robots.txt): http(s) only, a few redirects followed one by one (each target asks the
 * scan's network policy first), a size cap enforced while streaming, gzip files opened, and
 * aborts that reach the socket.
 */
import { STATUS_CODES } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { refusedText, type UrlPolicy } from './urlPolicy';

/** Redirects followed per file: sitemaps and robots.txt move once or twice (http to https, a host), not more. */
const MAX_REDIRECTS = 5;

/** The body of a successful response, already decompressed. */
export interface FetchedFile {
  /** URL after redirects. */
  url: string;
  status: number;
  contentType: string;
  body: Buffer;
}

/** A failed read, with a message fit to show a user. */
export class FetchFileError extends Error {
  override readonly name = 'FetchFileError';
  constructor(
    readonly url: string,
    /** Why, without the URL: 'HTTP 404 Not Found', 'ECONNREFUSED', 'larger than 50 MB', ... */
    readonly reason: string,
    /** HTTP status when the server answered; null for network errors. */
    readonly status: number | null = null,
  ) {
    super(`Could not read ${url}: ${reason}`);
  }
}

/** 'HTTP 404 Not Found' style text for a status. */
export function httpStatusText(status: number, statusText?: string): string {
  const text = statusText !== undefined && statusText !== '' ? statusText : (STATUS_CODES[status] ?? '');
  return text === '' ? `HTTP ${status}` : `HTTP ${status} ${text}`;
}

const GZIP_MAGIC_0 = 0x1f;
const GZIP_MAGIC_1 = 0x8b;

/**
 * GETs `url` and returns the body of a 2xx answer, decompressing a gzip file (a `.xml.gz`
 * sitemap is served as gzip bytes, not with a Content-Encoding). Redirects are followed up to
 * MAX_REDIRECTS, each URL (the first included) checked against `policy` before it is requested.
 * Throws FetchFileError for other statuses, refused or too many redirects, network errors,
 * bodies over `maxBytes` (compressed or not) and aborts.
 */
export async function fetchFile(
  url: string,
  options: { maxBytes: number; signal?: AbortSignal; accept?: string; policy?: UrlPolicy },
): Promise<FetchedFile> {
  const { maxBytes, signal } = options;
  const { response, finalUrl } = await followRedirects(url, options);
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new FetchFileError(url, httpStatusText(response.status, response.statusText), response.status);
  }
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw new FetchFileError(url, `larger than ${formatBytes(maxBytes)}`);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    const reader = response.body?.getReader();
    for (;;) {
      if (reader === undefined) break;
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw new FetchFileError(url, `larger than ${formatBytes(maxBytes)}`);
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof FetchFileError) throw error;
    throw new FetchFileError(url, networkReason(error, signal));
  }
  let body = Buffer.concat(chunks);
  if (body.length >= 2 && body[0] === GZIP_MAGIC_0 && body[1] === GZIP_MAGIC_1) {
    try {
      body = gunzipSync(body, { maxOutputLength: maxBytes });
    } catch (error) {
      const tooLarge = error instanceof RangeError || (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE';
      throw new FetchFileError(url, tooLarge ? `larger than ${formatBytes(maxBytes)} unpacked` : 'broken gzip data');
    }
  }
  return { url: finalUrl, status: response.status, contentType: response.headers.get('content-type') ?? '', body };
}

/** GETs `url`, following redirects by hand so that every hop meets the policy; answers the first non-redirect response. */
async function followRedirects(
  url: string,
  options: { signal?: AbortSignal; accept?: string; policy?: UrlPolicy },
): Promise<{ response: Response; finalUrl: string }> {
  const { signal, policy } = options;
  let current = url;
  for (let hop = 0; ; hop += 1) {
    if (policy !== undefined && !(await policy.allows(current))) {
      throw new FetchFileError(url, hop === 0 ? refusedText(current) : `redirected to ${current}: ${refusedText(current)}`);
    }
    let response: Response;
    try {
      response = await fetch(current, {
        redirect: 'manual',
        signal,
        headers: { accept: options.accept ?? '*/*', 'user-agent': 'Mozilla/5.0 (compatible; CurbcutScanner/1.0)' },
      });
    } catch (error) {
      throw new FetchFileError(url, networkReason(error, signal));
    }
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || location === null) return { response, finalUrl: current };
    await response.body?.cancel().catch(() => undefined);
    if (hop >= MAX_REDIRECTS) throw new FetchFileError(url, `more than ${MAX_REDIRECTS} redirects`);
    const next = URL.canParse(location, current) ? new URL(location, current) : null;
    if (next === null || (next.protocol !== 'http:' && next.protocol !== 'https:')) {
      throw new FetchFileError(url, `redirected to a URL that is not http(s): ${location}`);
    }
    next.hash = '';
    current = next.href;
  }
}

function networkReason(error: unknown, signal: AbortSignal | undefined): string {
  if (signal?.aborted === true) {
    const reason: unknown = signal.reason;
    return reason instanceof Error && reason.name === 'TimeoutError' ? 'timed out' : 'aborted';
  }
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  if (cause?.code !== undefined) return cause.code;
  return error instanceof Error ? (cause?.message ?? error.message) : String(error);
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} KB`;
}

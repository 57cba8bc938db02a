/**
 * Fetching a linked PDF for validate_pdf. The server fetches a URL a user typed, so unless it may
 * reach private networks (docs/decisions/0023, `allowPrivateNetworkScans`):
 * - every URL is checked before it is requested, the first and each redirect hop (followed by hand,
 *   at most MAX_REDIRECTS): http(s) only, a host that resolves to public addresses only;
 * - the address each connection actually dials is checked again in the socket's own DNS lookup, so
 *   a name that resolves to a public address for the check and a private one for the connection
 *   (DNS rebinding) is refused too.
 * The body streams into the blob store through the PDF guard (header, size limit); the whole fetch
 * has one time limit. Failures are ApiErrors naming `$.url`.
 */
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { request as httpRequest, STATUS_CODES, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Readable } from 'node:stream';
import type { ServerContext } from '../context';
import { ApiError } from '../http/errors';
import { assertFetchableUrl, isNonPublicAddress, privateNetworkAllowed, scanUrlPolicy } from '../scans/networkPolicy';
import { NotPdfError, TooLargeError } from './pdfStream';

/** Redirects followed from a linked URL (http to https, a CDN, a download link: a few at most). */
export const MAX_REDIRECTS = 5;

/** Where and how a linked file is fetched. */
export interface LinkedFetchOptions {
  maxBytes: number;
  timeoutMs: number;
  /** Checks a URL before it is requested; undefined allows every URL. */
  allowUrl?: (url: URL) => Promise<boolean>;
  /** Checks each address a connection dials; undefined allows every address. */
  allowAddress?: (address: string) => boolean;
}

/** The response that answered with the file, and the URL it came from. */
export interface LinkedResponse {
  body: IncomingMessage;
  url: URL;
  /** Cancels the request (timeout included); call once the body is consumed or refused. */
  done(): void;
}

const PATH = '$.url';

/** The options this server fetches linked files with: its network policy, its limits. */
export function linkedFetchOptions(ctx: ServerContext, maxBytes: number, timeoutMs: number): LinkedFetchOptions {
  if (privateNetworkAllowed(ctx)) return { maxBytes, timeoutMs };
  return { maxBytes, timeoutMs, allowUrl: scanUrlPolicy(ctx), allowAddress: (address) => !isNonPublicAddress(address) };
}

/** The user's URL checked like any URL the server fetches (400 naming `$.url` when refused). */
export function checkLinkedUrl(ctx: ServerContext, input: string): Promise<URL> {
  return assertFetchableUrl(ctx, input, PATH);
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** A DNS lookup for sockets that fails on addresses `allow` refuses. */
function guardedLookup(allow: (address: string) => boolean) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const refused = addresses.find((a) => !allow(a.address));
      if (refused) {
        const e: NodeJS.ErrnoException = new Error(`${hostname} resolves to ${refused.address}, a private or local network address`);
        e.code = 'EPRIVATEADDRESS';
        return callback(e, []);
      }
      if (options.all === true) return callback(null, addresses);
      const first = addresses[0];
      if (!first) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), []);
      callback(null, first.address, first.family);
    });
  };
}

/** What the usual network failures mean, in the words of the page that shows them. */
const NETWORK_REASONS: Readonly<Record<string, string>> = {
  ENOTFOUND: 'no server has that name',
  EAI_AGAIN: 'its name could not be looked up just now',
  ECONNREFUSED: 'the server refused the connection',
  ECONNRESET: 'the server closed the connection',
  EHOSTUNREACH: 'the server cannot be reached',
  ENETUNREACH: 'the server cannot be reached',
  ETIMEDOUT: 'it took too long',
  CERT_HAS_EXPIRED: 'its HTTPS certificate has expired',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'its HTTPS certificate is not trusted',
  SELF_SIGNED_CERT_IN_CHAIN: 'its HTTPS certificate is not trusted',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'its HTTPS certificate is not trusted',
  ERR_TLS_CERT_ALTNAME_INVALID: 'its HTTPS certificate is for another name',
};

function networkReason(error: unknown): string {
  const e = error as NodeJS.ErrnoException;
  if (e.code === 'EPRIVATEADDRESS') return e.message;
  if (e.name === 'AbortError') return 'it took too long';
  const known = e.code !== undefined ? NETWORK_REASONS[e.code] : undefined;
  if (known !== undefined) return `${known} (${e.code})`;
  return e.code ?? e.message ?? String(error);
}

function get(url: URL, options: LinkedFetchOptions, signal: AbortSignal): Promise<IncomingMessage> {
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method: 'GET',
      signal,
      // A fresh connection per request: a pooled socket would skip the lookup that checks its address.
      agent: false,
      // No compression asked for, so the bytes counted and stored are the file's own.
      headers: { accept: 'application/pdf,*/*;q=0.8', 'user-agent': 'Mozilla/5.0 (compatible; CurbcutPdfScanner/1.0)' },
      ...(options.allowAddress ? { lookup: guardedLookup(options.allowAddress) } : {}),
    });
    req.on('response', resolve);
    req.on('error', reject);
    req.end();
  });
}

/**
 * GETs a linked PDF, following redirects hop by hop under the policy, and answers the 2xx response
 * whose body the caller streams into the blob store. 400 for a refused URL or hop, 413 for a declared
 * size over the limit, 422 for an HTTP error status or too many redirects, 502 when the server
 * could not be reached in time.
 */
export async function openLinkedPdf(start: URL, options: LinkedFetchOptions): Promise<LinkedResponse> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  const done = (): void => {
    clearTimeout(timer);
    controller.abort();
  };
  let current = start;
  try {
    for (let hop = 0; ; hop++) {
      if (options.allowUrl && !(await options.allowUrl(current))) {
        throw new ApiError(
          'bad_request',
          hop === 0
            ? `"${current.hostname}" is a private or local network address; this server only fetches public websites (the server option allowPrivateNetworkScans allows private ones).`
            : `The linked URL redirected to ${current.href}, a private or local network address; this server only fetches public websites.`,
          { path: PATH },
        );
      }
      let res: IncomingMessage;
      try {
        res = await get(current, options, controller.signal);
      } catch (error) {
        const reason = networkReason(error);
        if ((error as NodeJS.ErrnoException).code === 'EPRIVATEADDRESS') throw new ApiError('bad_request', `The linked URL was refused: ${reason}.`, { path: PATH });
        throw new ApiError('bad_gateway', `Could not fetch ${current.href}: ${reason}.`, { path: PATH });
      }
      const status = res.statusCode ?? 0;
      const location = res.headers.location;
      if (status >= 300 && status < 400 && location !== undefined) {
        res.resume();
        if (hop >= MAX_REDIRECTS) throw new ApiError('unprocessable', `The linked URL redirected more than ${MAX_REDIRECTS} times.`, { path: PATH });
        const next = URL.canParse(location, current) ? new URL(location, current) : null;
        if (next === null || (next.protocol !== 'http:' && next.protocol !== 'https:')) {
          throw new ApiError('unprocessable', `The linked URL redirected to something that is not an http(s) URL: ${location.slice(0, 200)}`, { path: PATH });
        }
        next.hash = '';
        current = next;
        continue;
      }
      if (status < 200 || status >= 300) {
        res.resume();
        throw new ApiError('unprocessable', `The linked URL answered HTTP ${status} ${STATUS_CODES[status] ?? ''}`.trim() + '; expected the PDF file.', { path: PATH });
      }
      const declared = Number(res.headers['content-length']);
      if (Number.isFinite(declared) && declared > options.maxBytes) {
        res.destroy();
        throw new ApiError('payload_too_large', new TooLargeError(options.maxBytes).message.replace('The file', 'The linked file'), { path: PATH });
      }
      return { body: res, url: current, done };
    }
  } catch (error) {
    done();
    throw error;
  }
}

/** The ApiError of a failed transfer of a linked file's body into the store. */
export function linkedTransferError(error: unknown, response: LinkedResponse): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof NotPdfError) return new ApiError('bad_request', `The linked URL did not answer a PDF. ${error.message}`, { path: PATH });
  if (error instanceof TooLargeError) return new ApiError('payload_too_large', error.message.replace('The file', 'The linked file'), { path: PATH });
  return new ApiError('bad_gateway', `Could not fetch ${response.url.href}: ${networkReason(error)}.`, { path: PATH });
}

/** Destroys a response body that will not be read (stops the download). */
export function discard(body: Readable): void {
  body.destroy();
}

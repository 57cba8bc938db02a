/**
 * Which addresses the server may fetch on a user's behalf (sitemap extraction, scans). Without
 * `allowPrivateNetworkScans`, a URL whose host is or resolves to a private, loopback, link-local or
 * otherwise non-public address is refused, so a signed-in user cannot use the server to probe the
 * network it runs in (docs/decisions/0023-website-scans.md).
 */
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import type { ServerContext } from '../context';
import { ApiError } from '../http/errors';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);

/**
 * Whether this server may fetch private addresses: the option when given; otherwise true in demo
 * mode or when only this machine can reach the server (loopback host, no proxy trusted).
 */
export function privateNetworkAllowed(ctx: ServerContext): boolean {
  const { allowPrivateNetworkScans, demo, host, trustProxy } = ctx.options;
  if (allowPrivateNetworkScans !== undefined) return allowPrivateNetworkScans;
  if (demo === true) return true;
  const proxied = trustProxy !== undefined && trustProxy !== false;
  return LOOPBACK_HOSTS.has(host ?? '127.0.0.1') && !proxied;
}

const nonPublic = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata services
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  nonPublic.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 96], // unspecified, loopback and the deprecated IPv4-compatible form (::127.0.0.1)
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  nonPublic.addSubnet(net, prefix, 'ipv6');
}

/** True for an IP address that is not on the public internet (IPv4-mapped IPv6 included). */
export function isNonPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return nonPublic.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** True for `localhost` and `*.localhost` names, which browsers resolve to loopback themselves (RFC 6761). */
function isLoopbackName(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}

/**
 * Whether a host is non-public: true when it is (or resolves to) a non-public address, false when
 * every address is public, null when it does not resolve.
 */
async function hostIsNonPublic(host: string): Promise<boolean | null> {
  if (isLoopbackName(host)) return true;
  if (isIP(host) !== 0) return isNonPublicAddress(host);
  try {
    const addresses = (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
    return addresses.length === 0 ? null : addresses.some(isNonPublicAddress);
  } catch {
    return null;
  }
}

/**
 * The scanner's `allowUrl` for this server (sitemap extraction, scan runs in the server or a
 * worker): undefined when private networks are allowed (the scanner then intercepts nothing),
 * else a check that allows http(s) URLs whose host resolves to public addresses only. Unlike the
 * checks on what users type, a host that does not resolve is refused: a redirect or a sitemap
 * child is not the user's typo to report, and refusing costs nothing there. The scanner caches
 * each answer per origin for one scan or extraction.
 */
export function scanUrlPolicy(ctx: ServerContext): ((url: URL) => Promise<boolean>) | undefined {
  if (privateNetworkAllowed(ctx)) return undefined;
  return async (url) => {
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
    return (await hostIsNonPublic(hostOf(url))) === false;
  };
}

function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '');
}

function privateRefusal(host: string, path: string): ApiError {
  return new ApiError(
    'bad_request',
    `"${host}" is a private or local network address; this server only fetches public websites (the server option allowPrivateNetworkScans allows private ones).`,
    { path },
  );
}

/**
 * Refuses (400, naming `path`) a URL this server may not fetch now: not http(s), or, unless private
 * networks are allowed, a host that is or resolves to a non-public address, or does not resolve.
 */
export async function assertFetchableUrl(ctx: ServerContext, input: string, path: string): Promise<URL> {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    throw new ApiError('bad_request', 'Enter a full URL starting with https:// or http://.', { path });
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ApiError('bad_request', 'URL must start with https:// or http://.', { path });
  }
  if (url.username !== '' || url.password !== '') {
    throw new ApiError('bad_request', 'URL must not contain a user name or password.', { path });
  }
  if (privateNetworkAllowed(ctx)) return url;
  const host = hostOf(url);
  const nonPublic = await hostIsNonPublic(host);
  if (nonPublic === null) throw new ApiError('bad_request', `The host "${host}" could not be found.`, { path });
  if (nonPublic) throw privateRefusal(host, path);
  return url;
}

/**
 * For stored configurations (scan URLs, login pages): unless private networks are allowed, refuses
 * the first URL whose host is or resolves to a non-public address. A host that does not resolve
 * now is accepted: DNS may be down for a moment, and the run reports the page as failed. Each host
 * is looked up once.
 */
export async function assertPublicTargets(ctx: ServerContext, targets: readonly { url: string; path: string }[]): Promise<void> {
  if (privateNetworkAllowed(ctx)) return;
  const seen = new Map<string, boolean | null>();
  for (const { url, path } of targets) {
    let host: string;
    try {
      host = hostOf(new URL(url));
    } catch {
      continue; // the URL rules have refused it already
    }
    let nonPublic = seen.get(host);
    if (nonPublic === undefined) {
      nonPublic = await hostIsNonPublic(host);
      seen.set(host, nonPublic);
    }
    if (nonPublic === true) throw privateRefusal(host, path);
  }
}

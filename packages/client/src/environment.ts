/**
 * Environments and where the API is (spec 000 sections 7 and 9): the environment is chosen from the
 * page's hostname, cookie names carry a per-environment prefix (so staging and production sessions
 * on sibling hosts never read each other's cookies), and a regional zone kept in a cookie can
 * prefix the API host. Pure functions of their inputs, so the app and the tests share them.
 */

/** The environments the spec names. */
export const ENVIRONMENTS = [
  'production',
  'staging',
  'qa',
  'local',
  'preprod',
  'testhub-staging',
  'dr',
  'k8s',
  'central-scanner-staging',
] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

/** Name of the cookie holding the regional zone. */
export const ZONE_COOKIE = 'zone';

/** Hostname prefixes of the non-production environments, longest first so the specific wins. */
const HOST_PREFIXES: readonly [string, Environment][] = [
  ['central-scanner-staging', 'central-scanner-staging'],
  ['testhub-staging', 'testhub-staging'],
  ['preprod', 'preprod'],
  ['staging', 'staging'],
  ['qa', 'qa'],
  ['dr', 'dr'],
  ['k8s', 'k8s'],
];

/** The environment of a hostname: loopback and `.local`/`.localhost` names are local. */
export function environmentFromHostname(hostname: string): Environment {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host === '::1' || /^127\./.test(host) || /\.(localhost|local)$/.test(host)) return 'local';
  const labels = host.split('.');
  // Only a subdomain names an environment: 'staging-shop.example' is somebody's production site.
  if (labels.length < 3) return 'production';
  const first = labels[0] ?? '';
  for (const [prefix, env] of HOST_PREFIXES) {
    if (first === prefix || first.startsWith(`${prefix}-`)) return env;
  }
  return 'production';
}

/** A cookie's name in an environment: production keeps the plain name, others prefix theirs. */
export function cookieName(environment: Environment, name: string): string {
  return environment === 'production' ? name : `${environment.replace(/-/g, '_')}_${name}`;
}

/** The value of a cookie in a `document.cookie` string, or null. */
export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** Zone values that may prefix a host: a DNS label, nothing that could change the host's meaning. */
const ZONE = /^[a-z0-9](?:[a-z0-9-]{0,30}[a-z0-9])?$/;

/**
 * The API base URL for a page: '/api' on the page's own host, or, when the zone cookie holds a
 * valid zone, the same path on `<zone>.<host>`. Local pages never use a zone (no such hosts).
 */
export function apiBaseUrl(location: { protocol: string; host: string; hostname: string }, cookies: string): string {
  const environment = environmentFromHostname(location.hostname);
  if (environment === 'local') return '/api';
  const zone = readCookie(cookies, cookieName(environment, ZONE_COOKIE))?.toLowerCase() ?? null;
  if (zone === null || !ZONE.test(zone)) return '/api';
  return `${location.protocol}//${zone}.${location.host}/api`;
}

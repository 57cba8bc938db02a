/**
 * Website URL rules (spec 000 section 5).
 *
 * strict (scan configuration): https:// required, optional www, a domain whose top-level domain is
 * 2 to 15 letters, an optional port of up to 20 digits, an optional path (with query or fragment).
 * loose: http://, https:// or no scheme, a top-level domain of 2 to 63 letters, digits or hyphens
 * (punycode such as xn--p1ai), a port of up to 5 digits.
 *
 * Both refuse spaces, user names and passwords in the URL, IP addresses and hosts without a
 * top-level domain (localhost): the scanner is pointed at public websites.
 */
import type { ValidationResult } from './result';

/** Which of the two rules to apply. */
export type WebsiteUrlRule = 'strict' | 'loose';

const LIMITS = {
  strict: { tld: /^[a-z]{2,15}$/i, tldText: 'Top-level domain must be 2 to 15 letters', portDigits: 20 },
  loose: { tld: /^(?=[a-z0-9-]*[a-z])[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])$/i, tldText: 'Top-level domain must be 2 to 63 letters, digits or hyphens', portDigits: 5 },
} as const;
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;

const fail = (error: string): ValidationResult => ({ ok: false, error });

/** Checks `input` (trimmed first) against the strict or loose website URL rule. */
export function validateWebsiteUrl(input: string, rule: WebsiteUrlRule = 'strict'): ValidationResult {
  const value = input.trim();
  if (value === '') return fail('Enter a website URL.');
  if (/\s/.test(value)) return fail('URL must not contain spaces.');

  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(value);
  const schemeName = scheme?.[1]?.toLowerCase();
  if (rule === 'strict' && schemeName !== 'https') return fail('URL must start with https://');
  if (rule === 'loose' && schemeName !== undefined && schemeName !== 'http' && schemeName !== 'https') {
    return fail('URL must start with http://, https:// or the domain.');
  }
  const rest = scheme ? value.slice(scheme[0].length) : value;
  const authority = rest.split(/[/?#]/, 1)[0] ?? '';
  if (authority.includes('@')) return fail('URL must not contain a user name or password.');

  const limits = LIMITS[rule];
  const colon = authority.indexOf(':');
  const host = colon === -1 ? authority : authority.slice(0, colon);
  if (colon !== -1) {
    const port = authority.slice(colon + 1);
    if (!new RegExp(`^\\d{1,${limits.portDigits}}$`).test(port)) return fail(`Port must be 1 to ${limits.portDigits} digits.`);
  }

  if (host === '') return fail('Enter a domain, such as example.com.');
  if (host.length > 253) return fail('Domain must be at most 253 characters.');
  const labels = host.split('.');
  const tld = labels[labels.length - 1] ?? '';
  if (labels.length < 2) return fail('Enter a domain with a top-level domain, such as example.com.');
  for (const label of labels.slice(0, -1)) {
    if (!LABEL.test(label)) return fail(`'${label}' is not a valid part of a domain name.`);
  }
  if (!limits.tld.test(tld)) return fail(`${limits.tldText}.`);
  return { ok: true, value };
}

/** True when `input` passes the strict (default) or loose website URL rule. */
export function isValidWebsiteUrl(input: string, rule: WebsiteUrlRule = 'strict'): boolean {
  return validateWebsiteUrl(input, rule).ok;
}

/**
 * The URL rule of a scan's pages, sitemap and login. A server that may scan private networks
 * (self-hosted on a laptop or an intranet: the demo site, staging servers) also takes http:// and
 * hosts the strict rule refuses (localhost, IP addresses, intranet names), since those are what it
 * is there to scan; any other server applies the strict rule (docs/decisions/0023-website-scans.md).
 */
export function validateScanUrl(input: string, privateNetworkAllowed: boolean): ValidationResult {
  const strict = validateWebsiteUrl(input, 'strict');
  if (strict.ok || !privateNetworkAllowed) return strict;
  const value = input.trim();
  // Core runs without DOM or Node types (no URL class): the parts are read the way the strict rule reads them.
  const match = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]*)/i.exec(value);
  if (!match) return strict;
  if (!/^https?$/i.test(match[1] ?? '')) return fail('URL must start with http:// or https://');
  const authority = match[2] ?? '';
  if (authority.includes('@')) return fail('URL must not contain a user name or password.');
  const hostAndPort = /^(\[[0-9a-f:.]+\]|[^:]+)(?::(\d{1,5}))?$/i.exec(authority);
  if (!hostAndPort) return fail('Enter a host, such as localhost or example.com, and at most a 5-digit port.');
  return { ok: true, value };
}

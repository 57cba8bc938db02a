/**
 * The external live-update server of `curbcut serve`: `--live-url` (or CURBCUT_LIVE_URL) says where
 * the server publishes, with the app credentials in the URL
 * (`http://APP_ID:KEY:SECRET@soketi.internal:6001`); `--live-public-host`, `--live-public-port` and
 * `--live-tls` say what browsers connect to, when that is not the same place (a TLS proxy in front).
 */
import type { LiveConfig } from '@curbcut/server';
import { CliError } from './cliError';

/** What browsers are told, flag by flag; each one left out falls back to the publishing URL. */
export interface LivePublicFlags {
  host?: string;
  port?: number;
  /** Browsers connect with WSS / HTTPS. */
  tls?: boolean;
}

const SHAPE = 'http://APP_ID:KEY:SECRET@HOST:PORT';

function invalid(reason: string): CliError {
  // The URL holds the app secret, so the message describes it and never repeats it.
  return new CliError(`--live-url (or CURBCUT_LIVE_URL) must look like ${SHAPE}: ${reason}.`, 2);
}

function decoded(part: string, what: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    throw invalid(`the ${what} has a broken %-escape`);
  }
}

/** Reads a live URL into the server's LiveConfig (where it publishes; browsers are told the same). */
export function parseLiveUrl(text: string): LiveConfig {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw invalid('it is not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw invalid('it must start with http:// or https://');
  if (url.pathname !== '/' || url.search !== '' || url.hash !== '') throw invalid('it has a path, query or fragment after the port');
  const appId = decoded(url.username, 'app id');
  const credentials = decoded(url.password, 'key and secret');
  const colon = credentials.indexOf(':');
  if (appId === '') throw invalid('the app id is missing');
  if (colon <= 0 || colon === credentials.length - 1) throw invalid('give the key and the secret after the app id, each after a colon');
  const useTLS = url.protocol === 'https:';
  return {
    appId,
    key: credentials.slice(0, colon),
    secret: credentials.slice(colon + 1),
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port === '' ? (useTLS ? 443 : 80) : Number(url.port),
    useTLS,
  };
}

/**
 * The config with what browsers connect to. Without any public flag browsers go where the server
 * publishes; `tls` alone implies port 443.
 */
export function withPublicEndpoint(config: LiveConfig, flags: LivePublicFlags): LiveConfig {
  if (flags.host === undefined && flags.port === undefined && flags.tls === undefined) return config;
  const useTLS = flags.tls ?? config.useTLS ?? false;
  return {
    ...config,
    public: {
      host: flags.host ?? config.host,
      port: flags.port ?? (flags.tls ? 443 : config.port),
      useTLS,
    },
  };
}

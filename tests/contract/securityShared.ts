/**
 * What the security suites share: the live-update config (signing works offline; nothing is
 * published because no test subscribes to a running build), the headers of a request another site
 * makes, and a page of axe output with one critical violation.
 */
import type { LiveConfig } from '@curbcut/server';
import { axePage as fixturePage } from './axeFixtures';

export const LIVE: LiveConfig = { appId: '1', key: 'security-key', secret: 'security-secret', host: '127.0.0.1', port: 6001 };

/** What a browser adds to a request made by another site. */
export const EVIL = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };

/** One page with one critical image-alt violation. */
export function axePage(url: string) {
  return fixturePage(url, { violations: [['image-alt', 'critical', 'img.hero']] });
}

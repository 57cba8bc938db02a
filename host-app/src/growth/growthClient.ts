/**
 * The growth service as the host app reaches it (spec 000 section 7.2: a separate host, with
 * credentials). One client for the app, made on first use, so tests that mock `@curbcut/client`
 * never build a real one.
 */
import { createGrowthClient, setDefaultGrowthClient, type GrowthClient } from '@curbcut/client';
import { GROWTH_BASE_PATH } from '@curbcut/core';

/** Where the growth service lives; a deployment may put it on its own host. */
export const GROWTH_BASE_URL: string = import.meta.env.VITE_CURBCUT_GROWTH_URL ?? GROWTH_BASE_PATH;

/**
 * The public contact page (spec 000 section 8: a 401 on demo details opens it in a new tab).
 * Signed-out visitors cannot use the in-app form, so a deployment points this at its own site.
 */
export const PUBLIC_CONTACT_URL: string = import.meta.env.VITE_CURBCUT_CONTACT_URL ?? '/contact';

let client: GrowthClient | null = null;

/**
 * The app's growth client. It also becomes the package's default, so growth calls made elsewhere in
 * the app without a client reach the same service.
 */
export function growthClient(): GrowthClient {
  if (client === null) {
    client = createGrowthClient({ baseUrl: GROWTH_BASE_URL });
    setDefaultGrowthClient(client);
  }
  return client;
}


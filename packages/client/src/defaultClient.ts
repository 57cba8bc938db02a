/**
 * The client the route functions use when none is passed. Created on first use with the default
 * base URL; an app whose API lives elsewhere replaces it once at start-up.
 */
import { createApiClient, type ApiClient } from './apiClient';

let current: ApiClient | null = null;

/** The default client (created on first use with base URL '/api'). */
export function getDefaultApiClient(): ApiClient {
  current ??= createApiClient();
  return current;
}

/** Replaces the default client, for example with one whose base URL is not '/api'. */
export function setDefaultApiClient(client: ApiClient): void {
  if (current && current !== client) current.dispose();
  current = client;
}

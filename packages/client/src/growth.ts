/**
 * The growth service client (spec 000 section 7.2, docs/decisions/0024-growth-router.md): calls
 * under `/api/growth`, which may live on another host, always with credentials and a 30 s timeout.
 * Growth details have their own 2 s timeout (they decorate the shell and must never hold it up) and
 * the usual 60 s cache; a growth write empties that cache too, since it changes what details say.
 * Also the growth calls of the main API: contact requests and design-accessibility invitations.
 */
import {
  AB_EXPERIMENT_STORAGE_KEY,
  GROWTH_BASE_PATH,
  type ChatConfig,
  type ContactBody,
  type ContactRequest,
  type ContactResult,
  type DesignInviteBody,
  type DesignInviteResult,
  type DesignMember,
  type DismissedProductIntro,
  type GrowthDetails,
  type GrowthDetailsQuery,
  type GrowthUserProperty,
  type ProvisionBody,
  type ProvisionResult,
  type RestartOrder,
  type RestartPlan,
} from '@curbcut/core';
import { createApiClient, type ApiClient, type ApiClientOptions, type RequestOptions } from './apiClient';
import { getDefaultApiClient } from './defaultClient';
import type { CallOptions } from './routes';

/** Timeout of a growth-details read (spec 000 section 9). */
export const GROWTH_DETAILS_TIMEOUT_MS = 2_000;

/** Settings of a growth client: those of any client except credentials, which are always sent. */
export type GrowthClientOptions = Omit<ApiClientOptions, 'credentials'>;

/** A client of the growth service; `details` is the 2 s client growth details are read with. */
export interface GrowthClient extends ApiClient {
  readonly details: ApiClient;
}

/** Creates a growth client (base URL default '/api/growth'; a growth-only host's URL otherwise). */
export function createGrowthClient(options: GrowthClientOptions = {}): GrowthClient {
  const settings: ApiClientOptions = { ...options, baseUrl: options.baseUrl ?? GROWTH_BASE_PATH, credentials: 'include' };
  const main = createApiClient(settings);
  const details = createApiClient({ ...settings, timeoutMs: GROWTH_DETAILS_TIMEOUT_MS });
  return {
    baseUrl: main.baseUrl,
    details,
    async request<T>(path: string, requestOptions: RequestOptions = {}): Promise<T> {
      const value = await main.request<T>(path, requestOptions);
      if ((requestOptions.method ?? 'GET') !== 'GET' && requestOptions.invalidates !== false) details.clearCache();
      return value;
    },
    clearCache() {
      main.clearCache();
      details.clearCache();
    },
    dispose() {
      main.dispose();
      details.dispose();
    },
  };
}

let defaultGrowthClient: GrowthClient | null = null;

/** The growth client the functions use when none is passed (created on first use with '/api/growth'). */
export function getDefaultGrowthClient(): GrowthClient {
  defaultGrowthClient ??= createGrowthClient();
  return defaultGrowthClient;
}

/** Replaces the default growth client, for example with one for a growth-only host. */
export function setDefaultGrowthClient(client: GrowthClient): void {
  if (defaultGrowthClient && defaultGrowthClient !== client) defaultGrowthClient.dispose();
  defaultGrowthClient = client;
}

/** Keeps the experiment arms for the session; storage may be missing (Node) or refuse (private mode). */
function rememberExperiments(details: GrowthDetails): void {
  try {
    if (typeof sessionStorage !== 'undefined') sessionStorage.setItem(AB_EXPERIMENT_STORAGE_KEY, JSON.stringify(details.ab_experiment_details));
  } catch {
    // Experiments then fall back to the server's answer on the next read; nothing else depends on storage.
  }
}

/**
 * Growth details (2 s timeout, cached 60 s); stores `ab_experiment_details` in sessionStorage under
 * 'ab_experiment_details'.
 */
export async function getGrowthDetails(
  params: GrowthDetailsQuery = {},
  client: GrowthClient = getDefaultGrowthClient(),
  options: CallOptions = {},
): Promise<GrowthDetails> {
  const details = await client.details.request<GrowthDetails>('/user/growth-details', { ...options, query: { ...params } });
  rememberExperiments(details);
  return details;
}

/** The chat widget configuration (`show_fresh_chat_widget: false` unless the server configures one). */
export function getChatConfig(client: GrowthClient = getDefaultGrowthClient(), options: CallOptions = {}): Promise<ChatConfig> {
  return client.request<ChatConfig>('/user/fresh-chat-config', options);
}

/** The plan the restart-plan modal offers. */
export function getRestartPlan(client: GrowthClient = getDefaultGrowthClient(), options: CallOptions = {}): Promise<RestartPlan> {
  return client.request<RestartPlan>('/accounts/restart', { ...options, query: { restart_modal: 'old' } });
}

/** Places a restart order; `authenticityToken` from {@link getCsrfToken} or growth details' meta. */
export function createRestartOrder(planId: string, authenticityToken: string, client: GrowthClient = getDefaultGrowthClient()): Promise<RestartOrder> {
  return client.request<RestartOrder>('/orders/create', { method: 'POST', body: { restart_order: { plan_id: planId }, authenticity_token: authenticityToken } });
}

/**
 * Sends a contact-sales or demo request. Resolves with SUCCESS or DUPLICATE; rejects with status 422
 * (path 'business_email': show the message inline) or 503 (nothing stored: RETRY, then ERROR).
 */
export function submitContact(payload: ContactBody, client: GrowthClient = getDefaultGrowthClient()): Promise<ContactResult> {
  return client.request<ContactResult>('/contact', { method: 'POST', body: payload });
}

/** Grants free access to products for the user's group (idempotent). */
export function provisionFreeAccess(body: ProvisionBody, client: GrowthClient = getDefaultGrowthClient()): Promise<ProvisionResult> {
  return client.request<ProvisionResult>('/user/free-product-offer/provision', { method: 'POST', body });
}

/** The session's CSRF token, to send as `authenticity_token`. Never cached: it changes with the session. */
export async function getCsrfToken(client: GrowthClient = getDefaultGrowthClient()): Promise<string> {
  const data = await client.request<{ csrf_token: string }>('/user/token.json', { cache: false });
  return data.csrf_token;
}

/** Marks the product introduction seen for the user. */
export function dismissProductIntro(productKey: 'accessibility', authenticityToken: string, client: GrowthClient = getDefaultGrowthClient()): Promise<DismissedProductIntro> {
  return client.request<DismissedProductIntro>('/user/dismiss-product-intro', {
    method: 'POST',
    body: { product_key: productKey, authenticity_token: authenticityToken },
  });
}

/** Adds growth property keys to the user; resolves with every key the user has. */
export async function addUserProperties(keys: readonly string[], client: GrowthClient = getDefaultGrowthClient()): Promise<string[]> {
  const data = await client.request<{ properties: string[] }>('/user/add-user-properties', { method: 'POST', body: { keys_to_add: keys } });
  return data.properties;
}

/** Sets one growth property of the user. */
export function setGrowthUserProperty(key: string, value: string, client: GrowthClient = getDefaultGrowthClient()): Promise<GrowthUserProperty> {
  return client.request<GrowthUserProperty>('/growth/create-update-growth-user-property', { method: 'POST', body: { key, value } });
}

/** The group's contact and demo requests, newest first (main API; group admins only, 403 otherwise). */
export async function listContactRequests(client: ApiClient = getDefaultApiClient(), options: CallOptions = {}): Promise<ContactRequest[]> {
  const data = await client.request<{ requests: ContactRequest[] }>('/v1/contact-requests', options);
  return data.requests;
}

/** Members of the user's group who can be invited to design accessibility (the user excluded). */
export async function listDesignMembers(client: ApiClient = getDefaultApiClient(), options: CallOptions = {}): Promise<DesignMember[]> {
  const data = await client.request<{ members: DesignMember[] }>('/v1/design-accessibility/members', options);
  return data.members;
}

/** Invites members and typed addresses; resolves with 'Invitation sent successfully!'. */
export function sendDesignInvites(body: DesignInviteBody, client: ApiClient = getDefaultApiClient()): Promise<DesignInviteResult> {
  return client.request<DesignInviteResult>('/v1/design-accessibility/invite', { method: 'POST', body, invalidates: false });
}

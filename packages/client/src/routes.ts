/**
 * Typed functions for the API routes the dashboard calls (contracts: HTTP API). Each takes an
 * optional client last; without one the default client is used. Path segments are encoded with
 * core's encodePathSegment so user text never breaks a URL.
 */
import { encodePathSegment, reportApiPath } from '@curbcut/core';
import type { ApiClient } from './apiClient';
import { getDefaultApiClient } from './defaultClient';
import type {
  CreatedUploadToken,
  ExplorerSummary,
  Profile,
  Project,
  ProjectListItem,
  PusherConnection,
  ReportListItem,
  ReportListParams,
  ReportMeta,
  SignedInUser,
} from './types';

/** Options every read accepts. */
export interface CallOptions {
  /** Cancels the caller's wait (TanStack Query passes one). */
  signal?: AbortSignal;
}

/** The signed-in user's profile; rejects with status 401 when signed out. */
export function getProfile(client: ApiClient = getDefaultApiClient(), options: CallOptions = {}): Promise<Profile> {
  return client.request<Profile>('/v1/user/get-user-profile', options);
}

/** Signs in with a local account; rejects with status 401 'Email or password is incorrect.' */
export async function signIn(
  credentials: { email: string; password: string },
  client: ApiClient = getDefaultApiClient(),
): Promise<SignedInUser> {
  const data = await client.request<{ user: SignedInUser }>('/v1/auth/sign-in', { method: 'POST', body: credentials });
  return data.user;
}

/** Ends the session; like every write, it empties the client's cache of the user's answers. */
export async function signOut(client: ApiClient = getDefaultApiClient()): Promise<void> {
  await client.request<unknown>('/v1/auth/sign-out', { method: 'POST' });
}

/** The projects of the user's group, each with its build count and latest build. */
export async function listProjects(
  client: ApiClient = getDefaultApiClient(),
  options: CallOptions = {},
): Promise<ProjectListItem[]> {
  const data = await client.request<{ projects: ProjectListItem[] }>('/v1/projects', options);
  return data.projects;
}

/** Creates a project; rejects with status 409 when the group already has one of that name. */
export async function createProject(name: string, client: ApiClient = getDefaultApiClient()): Promise<Project> {
  const data = await client.request<{ project: Project }>('/v1/projects', { method: 'POST', body: { name } });
  return data.project;
}

/** Issues a CI upload token for a project. The plain token is in the answer only, once. */
export function createUploadToken(
  projectId: string,
  label?: string,
  client: ApiClient = getDefaultApiClient(),
): Promise<CreatedUploadToken> {
  return client.request<CreatedUploadToken>(`/v1/projects/${encodePathSegment(projectId)}/upload_tokens`, {
    method: 'POST',
    body: label === undefined ? {} : { label },
  });
}

/** Reports of the user's group, newest first, optionally of one type and one project. */
export async function listReports(
  params: ReportListParams = {},
  client: ApiClient = getDefaultApiClient(),
  options: CallOptions = {},
): Promise<ReportListItem[]> {
  const data = await client.request<{ reports: ReportListItem[] }>('/v1/reports', {
    ...options,
    query: { type: params.type, projectId: params.projectId },
  });
  return data.reports;
}

/** The build meta of one report (spec 001 section 3). */
export function getReportMeta(
  reportId: string,
  client: ApiClient = getDefaultApiClient(),
  options: CallOptions = {},
): Promise<ReportMeta> {
  return client.request<ReportMeta>(reportApiPath(reportId, 'meta'), options);
}

/**
 * The issue explorer's first screen of a finished report (counts and accordions with no filter),
 * which a widget shows while its worker loads the dataset; 409 while the report is in progress.
 */
export function getExplorerSummary(
  reportId: string,
  client: ApiClient = getDefaultApiClient(),
  options: CallOptions = {},
): Promise<ExplorerSummary> {
  return client.request<ExplorerSummary>(reportApiPath(reportId, 'explorer_summary'), options);
}

/** Opens a live-updates session: the private channel and what pusher-js needs to join it. */
export function startPusherConnection(client: ApiClient = getDefaultApiClient()): Promise<PusherConnection> {
  return client.request<PusherConnection>('/pusher_connection/start', {
    method: 'POST',
    body: { source: 'dashboard' },
    invalidates: false,
  });
}

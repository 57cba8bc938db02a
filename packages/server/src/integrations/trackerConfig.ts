/**
 * The bug tracker issues are filed in (`--bug-tracker <file.json>`): Jira Cloud (REST v3, an API
 * token) or Azure DevOps (REST 7.1, a personal access token). The secrets stay on the server; the
 * settings page only learns the kind, the site and the project.
 */
import type { BugTrackerKind } from '@curbcut/core';
import { IntegrationConfigError, optionalString, requireHttpUrl, requireObject, requireOneOf, requireString } from './configCheck';

/** Jira Cloud: issues go to `{base_url}/rest/api/3/issue`, signed with `email:api_token`. */
export interface JiraConfig {
  kind: 'jira';
  /** The site, for example `https://example.atlassian.net`. */
  base_url: string;
  project_key: string;
  email: string;
  api_token: string;
  /** Issue type name; default `Bug`. */
  issue_type?: string;
}

/** Azure DevOps: work items go to `{organization_url}/{project}/_apis/wit/workitems/${type}`, signed with the PAT. */
export interface AzureDevOpsConfig {
  kind: 'azure-devops';
  /** The organisation, for example `https://dev.azure.com/example`. */
  organization_url: string;
  project: string;
  pat: string;
  /** Work item type; default `Bug`. */
  work_item_type?: string;
}

/** The tracker file, as `bugTracker` of ServerOptions. */
export type BugTrackerConfig = JiraConfig | AzureDevOpsConfig;

const KINDS: readonly BugTrackerKind[] = ['jira', 'azure-devops'];

/** Checks a tracker file; throws IntegrationConfigError naming the first wrong field. */
export function parseBugTracker(value: unknown, where = 'bugTracker'): BugTrackerConfig {
  const obj = requireObject(value, where);
  const kind = requireOneOf(obj, 'kind', KINDS, where);
  if (kind === 'jira') {
    const config: JiraConfig = {
      kind,
      base_url: requireHttpUrl(obj, 'base_url', where),
      project_key: requireString(obj, 'project_key', where),
      email: requireString(obj, 'email', where),
      api_token: requireString(obj, 'api_token', where),
    };
    const issueType = optionalString(obj, 'issue_type', where);
    return issueType === undefined ? config : { ...config, issue_type: issueType };
  }
  const config: AzureDevOpsConfig = {
    kind,
    organization_url: requireHttpUrl(obj, 'organization_url', where),
    project: requireString(obj, 'project', where),
    pat: requireString(obj, 'pat', where),
  };
  const type = optionalString(obj, 'work_item_type', where);
  if (type !== undefined && /[/?#]/.test(type)) throw new IntegrationConfigError(`${where}.work_item_type must not contain "/", "?" or "#".`);
  return type === undefined ? config : { ...config, work_item_type: type };
}

/** What the settings page may show of a tracker: no secrets. */
export function describeBugTracker(config: BugTrackerConfig): { kind: BugTrackerKind; base_url: string; project: string } {
  return config.kind === 'jira'
    ? { kind: 'jira', base_url: config.base_url, project: config.project_key }
    : { kind: 'azure-devops', base_url: config.organization_url, project: config.project };
}

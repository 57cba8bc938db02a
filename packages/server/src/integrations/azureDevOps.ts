/**
 * Files a work item in Azure DevOps (`POST {org}/{project}/_apis/wit/workitems/${type}?api-version=7.1`,
 * a JSON Patch document, basic auth with an empty user and a personal access token). The text
 * fields take HTML, so the description is escaped and its paragraphs become `<p>` elements.
 */
import type { CreatedIssue, IssueDraft } from './issueDraft';
import { paragraphsOf } from './issueDraft';
import { isHttpUrl } from './configCheck';
import type { AzureDevOpsConfig } from './trackerConfig';
import { TrackerError, field, postToTracker } from './trackerHttp';

/** One operation of the JSON Patch document. */
export interface JsonPatchAdd {
  op: 'add';
  path: string;
  value: string;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** The description as escaped HTML: its paragraphs, then the links back to Curbcut. */
export function toAzureHtml(draft: IssueDraft): string {
  const parts = paragraphsOf(draft.description).map((lines) => `<p>${lines.map(escapeHtml).join('<br>')}</p>`);
  if (draft.issueUrl !== undefined) {
    const url = escapeHtml(draft.issueUrl);
    parts.push(`<p>Curbcut issue: <a href="${url}">${url}</a></p>`);
  }
  if (draft.reportId !== undefined) parts.push(`<p>Curbcut report: ${escapeHtml(draft.reportId)}</p>`);
  return parts.join('');
}

/**
 * The patch document. A Bug shows its text in Repro Steps (its form has no Description field);
 * the other work item types show System.Description.
 */
export function toWorkItemPatch(draft: IssueDraft, workItemType: string): JsonPatchAdd[] {
  const textField = workItemType === 'Bug' ? 'Microsoft.VSTS.TCM.ReproSteps' : 'System.Description';
  return [
    { op: 'add', path: '/fields/System.Title', value: draft.title },
    { op: 'add', path: `/fields/${textField}`, value: toAzureHtml(draft) },
  ];
}

/** Creates the work item; a refusal becomes a TrackerError with Azure DevOps's message. */
export async function createAzureWorkItem(config: AzureDevOpsConfig, draft: IssueDraft): Promise<CreatedIssue> {
  const type = config.work_item_type ?? 'Bug';
  const url = `${config.organization_url}/${encodeURIComponent(config.project)}/_apis/wit/workitems/$${encodeURIComponent(type)}?api-version=7.1`;
  const answer = await postToTracker('Azure DevOps', url, {
    authorization: `Basic ${Buffer.from(`:${config.pat}`).toString('base64')}`,
    contentType: 'application/json-patch+json',
    body: toWorkItemPatch(draft, type),
  });
  const id = field(answer.json, 'id');
  const href = field(field(field(answer.json, '_links'), 'html'), 'href');
  // The link is opened by the app's View Issue action, so only a web address is passed on.
  if (answer.status >= 200 && answer.status < 300 && typeof id === 'number' && typeof href === 'string' && isHttpUrl(href)) {
    return { key: String(id), url: href };
  }
  const message = field(answer.json, 'message');
  throw new TrackerError(`Azure DevOps refused the work item (${answer.status}): ${typeof message === 'string' ? message : 'no reason given'}`);
}

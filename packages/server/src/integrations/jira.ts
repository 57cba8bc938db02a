/**
 * Files an issue in Jira Cloud through REST v3 (`POST /rest/api/3/issue`, basic auth with the
 * account email and an API token). v3 takes the description in Atlassian Document Format, so the
 * plain text is turned into paragraphs with hard breaks, never interpreted as markup.
 */
import type { CreatedIssue, IssueDraft } from './issueDraft';
import { paragraphsOf } from './issueDraft';
import type { JiraConfig } from './trackerConfig';
import { TrackerError, field, postToTracker } from './trackerHttp';

interface AdfText {
  type: 'text';
  text: string;
  marks?: { type: 'link'; attrs: { href: string } }[];
}
type AdfInline = AdfText | { type: 'hardBreak' };
interface AdfParagraph {
  type: 'paragraph';
  content: AdfInline[];
}
/** An Atlassian Document Format document of paragraphs. */
export interface AdfDocument {
  type: 'doc';
  version: 1;
  content: AdfParagraph[];
}

/** The issue's description as an ADF document: its paragraphs, then the links back to Curbcut. */
export function toAdf(draft: IssueDraft): AdfDocument {
  const content: AdfParagraph[] = paragraphsOf(draft.description).map((lines) => ({
    type: 'paragraph',
    content: lines.flatMap((line, i): AdfInline[] => (i === 0 ? [{ type: 'text', text: line }] : [{ type: 'hardBreak' }, { type: 'text', text: line }])),
  }));
  if (draft.issueUrl !== undefined) {
    content.push({
      type: 'paragraph',
      content: [{ type: 'text', text: 'Curbcut issue: ' }, { type: 'text', text: draft.issueUrl, marks: [{ type: 'link', attrs: { href: draft.issueUrl } }] }],
    });
  }
  if (draft.reportId !== undefined) content.push({ type: 'paragraph', content: [{ type: 'text', text: `Curbcut report: ${draft.reportId}` }] });
  return { type: 'doc', version: 1, content };
}

/** Creates the issue; a refusal becomes a TrackerError with Jira's messages. */
export async function createJiraIssue(config: JiraConfig, draft: IssueDraft): Promise<CreatedIssue> {
  const answer = await postToTracker('Jira', `${config.base_url}/rest/api/3/issue`, {
    authorization: `Basic ${Buffer.from(`${config.email}:${config.api_token}`).toString('base64')}`,
    contentType: 'application/json',
    body: {
      fields: {
        project: { key: config.project_key },
        summary: draft.title,
        description: toAdf(draft),
        issuetype: { name: config.issue_type ?? 'Bug' },
      },
    },
  });
  const key = field(answer.json, 'key');
  if (answer.status >= 200 && answer.status < 300 && typeof key === 'string') {
    return { key, url: `${config.base_url}/browse/${encodeURIComponent(key)}` };
  }
  throw new TrackerError(`Jira refused the issue (${answer.status}): ${jiraMessages(answer.json)}`);
}

/** Jira's `errorMessages` and per-field `errors`, in one sentence. */
function jiraMessages(json: unknown): string {
  const general = field(json, 'errorMessages');
  const fields = field(json, 'errors');
  const messages = [
    ...(Array.isArray(general) ? general.filter((m): m is string => typeof m === 'string') : []),
    ...(typeof fields === 'object' && fields !== null ? Object.entries(fields).map(([k, v]) => `${k}: ${String(v)}`) : []),
  ];
  return messages.length > 0 ? messages.join('; ') : 'no reason given';
}

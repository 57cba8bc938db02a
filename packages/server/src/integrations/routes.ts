/**
 * Bug filing (`POST /api/v1/integrations/issues`): the issue goes to the tracker the server is
 * configured with, and the answer carries its key and page for the app's toast ('Issue {key}
 * created successfully', View Issue). A tracker that refuses or cannot be reached answers 502 with
 * the tracker's own message; 503 means no tracker is configured at all.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ApiErrorEnvelope, DataEnvelope, FiledIssue, FileIssueBody, NO_BUG_TRACKER_MESSAGE, SESSION_AUTH } from '@curbcut/core';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { requireUser } from '../auth/guards';
import { ApiError } from '../http/errors';
import { createAzureWorkItem } from './azureDevOps';
import { isHttpUrl } from './configCheck';
import type { CreatedIssue, IssueDraft } from './issueDraft';
import { createJiraIssue } from './jira';
import type { BugTrackerConfig } from './trackerConfig';
import { TrackerError } from './trackerHttp';

/** Files the draft in the configured tracker. */
export function fileIssue(tracker: BugTrackerConfig, draft: IssueDraft): Promise<CreatedIssue> {
  return tracker.kind === 'jira' ? createJiraIssue(tracker, draft) : createAzureWorkItem(tracker, draft);
}

/** Registers the bug filing call. */
export function registerIntegrationRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.post(
    '/api/v1/integrations/issues',
    {
      schema: {
        tags: ['integrations'],
        summary: 'File a bug in the configured Jira or Azure DevOps project',
        security: SESSION_AUTH,
        body: FileIssueBody,
        response: {
          201: DataEnvelope(FiledIssue),
          400: ApiErrorEnvelope,
          401: ApiErrorEnvelope,
          404: ApiErrorEnvelope,
          502: ApiErrorEnvelope,
          503: ApiErrorEnvelope,
        },
      },
    },
    async (req, reply) => {
      const user = await requireUser(ctx, req);
      const tracker = ctx.options.bugTracker;
      if (!tracker) throw new ApiError('unavailable', NO_BUG_TRACKER_MESSAGE);
      const { title, description, report_id: reportId, issue_url: issueUrl } = req.body;
      if (title.trim() === '') throw new ApiError('bad_request', 'The issue needs a title.', { path: '$.title' });
      if (issueUrl !== undefined && !isHttpUrl(issueUrl)) {
        throw new ApiError('bad_request', 'The issue link must be an http:// or https:// URL.', { path: '$.issue_url' });
      }
      if (reportId !== undefined) {
        const report = await ctx.db.selectFrom('reports').select('id').where('id', '=', reportId).where('group_id', '=', user.groupId).executeTakeFirst();
        if (!report) throw new ApiError('not_found', 'Report not found.');
      }
      let issue: CreatedIssue;
      try {
        issue = await fileIssue(tracker, { title: title.trim(), description, ...(issueUrl !== undefined ? { issueUrl } : {}), ...(reportId !== undefined ? { reportId } : {}) });
      } catch (error) {
        if (!(error instanceof TrackerError)) throw error;
        throw new ApiError('bad_gateway', error.message);
      }
      return reply.status(201).send({ data: issue });
    },
  );
}

/**
 * Fans report and project changes out to the viewers who asked for them: each subscribed
 * connection of the group gets the event on its own private channel (spec 002: build_updates,
 * new_build_updates, new_project_updates).
 */
import { LIVE_EVENTS, type BuildUpdatePayload, type Project, type ProjectUpdatePayload } from '@curbcut/core';
import type { ServerContext } from '../context';
import { readSummary } from '../reports/rows';
import { endSubscriptions, subscribedChannels } from './subscriptions';

/** Which event to send: a new report (listing pages) or a change of a known one. */
export type ReportEvent = 'new_build_updates' | 'build_updates';

/**
 * Publishes the report's current status and summary to its subscribers. Once the report is
 * completed or failed its subscriptions end (the spec's "subscription stops once completed").
 */
export async function notifyReport(ctx: ServerContext, reportId: string, event: ReportEvent): Promise<void> {
  const report = await ctx.db.selectFrom('reports').selectAll().where('id', '=', reportId).executeTakeFirst();
  if (!report) return;
  const channels = await subscribedChannels(ctx, report.group_id, event === 'new_build_updates' ? null : reportId);
  if (channels.length > 0) {
    const summary = readSummary(report);
    const payload: BuildUpdatePayload = {
      build_uuid: report.id,
      status: report.status,
      metadata: {
        id: report.id,
        projectId: report.project_id,
        name: report.name,
        buildName: report.build_name,
        buildNumber: Number(report.build_number),
        type: report.type,
      },
      buildSummary: { summary: summary.issueSummary, health: summary.health },
    };
    const name = event === 'new_build_updates' ? LIVE_EVENTS.newBuildUpdates : LIVE_EVENTS.buildUpdates;
    await Promise.all(channels.map((channel) => ctx.live.publish(channel, name, payload)));
  }
  if (report.status === 'completed' || report.status === 'failed') await endSubscriptions(ctx, reportId);
}

/**
 * Publishes a new project to the group's group-wide subscribers (listing pages), who, like for a new
 * build, could not have named it in a subscription yet.
 */
export async function notifyNewProject(ctx: ServerContext, groupId: string, project: Pick<Project, 'id' | 'name'>): Promise<void> {
  const channels = await subscribedChannels(ctx, groupId, null);
  if (channels.length === 0) return;
  const payload: ProjectUpdatePayload = { project_uuid: project.id, metadata: { id: project.id, name: project.name } };
  await Promise.all(channels.map((channel) => ctx.live.publish(channel, LIVE_EVENTS.newProjectUpdates, payload)));
}

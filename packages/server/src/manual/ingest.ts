/**
 * The manual-report ingest (docs/decisions/0041-manual-reports.md): a personal token's user creates
 * a workflow or assisted report, sends it step by step or check by check, and finalises it. Each
 * step or check is a unit (a test case) of the report, sent through the builds' batch lifecycle
 * (0013) with the rows only a step or a check has written in the same transaction.
 */
import {
  assistedRuleInfo,
  fingerprintNode,
  manualUnitKey,
  assistedRuleId,
  type AssistedCheckBatchBody,
  type CreateManualReportBody,
  type IngestBatchResult,
  type ManualReportRef,
  type ManualReportType,
  type TestStatus,
  type WorkflowStepBatchBody,
  type CheckOutcome,
} from '@curbcut/core';
import type { ManualTokenGrant } from '../accounts/manualTokens';
import { createProject, findProjectByName } from '../accounts/projects';
import type { ServerContext } from '../context';
import { ApiError } from '../http/errors';
import { appendBatch, createBuild, findBatch } from '../ingest/service';
import { storePageSnapshot } from '../scans/runSnapshots';
import { isoNow } from '../time/clock';
import { checkResults } from './checkResults';
import { decodeScreenshot, storeScreenshot, type DecodedScreenshot } from './screenshots';
import { decodeStepSnapshot, stepSnapshotUrl } from './stepSnapshots';

/** The project manual reports go to when the recorder names none, made on first use. */
export const MANUAL_REPORTS_PROJECT = 'Manual reports';

const CHECK_STATUSES: Readonly<Record<CheckOutcome, TestStatus>> = { pass: 'passed', fail: 'failed', notApplicable: 'skipped', notTested: 'skipped' };

async function projectFor(ctx: ServerContext, grant: ManualTokenGrant, name: string | undefined): Promise<string> {
  if (name !== undefined) {
    const project = await findProjectByName(ctx, grant.groupId, name.trim());
    if (!project) throw new ApiError('not_found', `Your group has no project named "${name}".`, { path: '$.project' });
    return project.id;
  }
  const existing = await findProjectByName(ctx, grant.groupId, MANUAL_REPORTS_PROJECT);
  if (existing) return existing.id;
  try {
    return (await createProject(ctx, grant.groupId, MANUAL_REPORTS_PROJECT, grant.userId)).id;
  } catch (error) {
    // Another recorder made it meanwhile.
    const made = await findProjectByName(ctx, grant.groupId, MANUAL_REPORTS_PROJECT);
    if (made) return made.id;
    throw error;
  }
}

/** Creates a running manual report authored by the token's user. */
export async function createManualReport(ctx: ServerContext, grant: ManualTokenGrant, body: CreateManualReportBody): Promise<ManualReportRef> {
  const projectId = await projectFor(ctx, grant, body.project);
  const manual = {
    ...(body.bestPractices !== undefined ? { bestPractices: body.bestPractices } : {}),
    ...(body.needsReview !== undefined ? { needsReview: body.needsReview } : {}),
    ...(body.startedAt !== undefined ? { startedAt: body.startedAt } : {}),
  };
  const build = await createBuild(ctx, {
    buildName: body.name,
    type: body.type,
    ...(body.wcagVersion !== undefined ? { wcagVersion: body.wcagVersion } : {}),
    ...(body.testEngine !== undefined ? { testEngine: body.testEngine } : {}),
    ...(body.additionalSettings !== undefined ? { additionalSettings: body.additionalSettings } : {}),
    manual,
    groupId: grant.groupId,
    projectId,
    createdBy: grant.userId,
  });
  return { id: build.id, projectId: build.projectId, type: body.type, name: body.name, status: build.status };
}

/**
 * The manual report `id` if the token's user created it; another user's report, a build, or an id
 * of another group is a 404 (a token learns nothing of what it did not make).
 */
export async function ownManualReport(ctx: ServerContext, grant: ManualTokenGrant, id: string): Promise<ManualReportType> {
  const row = await ctx.db.selectFrom('reports').select(['type', 'created_by', 'group_id']).where('id', '=', id).executeTakeFirst();
  if (!row || row.created_by !== grant.userId || row.group_id !== grant.groupId || (row.type !== 'workflowScan' && row.type !== 'assistedTest')) {
    throw new ApiError('not_found', `Manual report ${id} does not exist, or was not created by this token's user.`);
  }
  return row.type;
}

function wrongKind(expected: ManualReportType, path: string): ApiError {
  return expected === 'workflowScan'
    ? new ApiError('bad_request', 'Steps belong to workflow reports; this report is an assisted test. Send its checks instead.', { path })
    : new ApiError('bad_request', 'Checks belong to assisted tests; this report is a workflow. Send its steps instead.', { path });
}

/** Appends one workflow step, its screenshot, its page snapshot and its results as one batch. */
export async function appendStep(ctx: ServerContext, reportId: string, type: ManualReportType, body: WorkflowStepBatchBody): Promise<IngestBatchResult> {
  if (type !== 'workflowScan') throw wrongKind('workflowScan', '$.step');
  const { step } = body;
  const shot = step.screenshot ? decodeScreenshot(step.screenshot, '$.step.screenshot') : null;
  const snapshot = step.snapshot ? decodeStepSnapshot(step.snapshot, '$.step.snapshot') : null;
  const known = await findBatch(ctx, reportId, body.batchId);
  if (known) return known;
  const screenshotKey = shot ? await storeScreenshot(ctx, reportId, shot) : null;
  if (snapshot) {
    const report = await ctx.db.selectFrom('reports').select('status').where('id', '=', reportId).executeTakeFirst();
    // Stored before the batch's transaction, as the screenshot is (blob writes stay out of it), and
    // harmless when the batch then fails: the row is a true picture of the page at this step,
    // shown only for issues this step found; a retry finds it and keeps it, and the report's delete
    // removes it with the rest. Only a report still running takes one, so a refused step adds
    // nothing to a finished report.
    if (report?.status === 'running') await storePageSnapshot(ctx, reportId, stepSnapshotUrl(step.url, step.index), snapshot);
  }
  const key = manualUnitKey({ step: step.index });
  return appendBatch(
    ctx,
    reportId,
    { batchId: body.batchId, testCases: [{ key, name: step.name, status: 'passed', ...(body.results !== undefined ? { results: body.results } : {}) }] },
    {
      defaultUrl: step.url,
      adjust(batch) {
        for (const tc of batch.testCases) if (tc.summary.issueCount > 0) tc.status = 'failed';
      },
      async write(tx, batch, now) {
        const unit = batch.testCases[0];
        if (!unit) return;
        await tx
          .insertInto('report_steps')
          .values({
            report_id: reportId,
            step_index: step.index,
            test_case_id: unit.id,
            url: step.url,
            action: step.action,
            screenshot_key: screenshotKey,
            screenshot_type: shot?.type ?? null,
            batch_id: body.batchId,
            created_at: now,
          })
          .execute();
      },
      takenKey: (_key, batchId) =>
        new ApiError('bad_request', `Step ${step.index} was already sent for this report, in batch "${batchId}".`, { path: '$.step.index' }),
    },
  );
}

/** A failing instance's screenshot, decoded, and the issue it belongs to. */
interface InstanceShot {
  fingerprint: string;
  shot: DecodedScreenshot;
}

/** Refuses what the schema cannot: unknown criteria, repeats, instances on anything but a failure. */
function checkBatchShape(body: AssistedCheckBatchBody): InstanceShot[] {
  const seen = new Map<string, number>();
  const shots: InstanceShot[] = [];
  body.checks.forEach((check, i) => {
    const path = `$.checks[${i}]`;
    if (!assistedRuleInfo(check.criterion)) {
      throw new ApiError('bad_request', `${check.criterion} is not a WCAG success criterion.`, { path: `${path}.criterion` });
    }
    const first = seen.get(check.criterion);
    if (first !== undefined) {
      throw new ApiError('bad_request', `Criterion ${check.criterion} appears twice in this batch (checks[${first}] and checks[${i}]).`, {
        path: `${path}.criterion`,
      });
    }
    seen.set(check.criterion, i);
    const instances = check.instances ?? [];
    if (instances.length > 0 && check.outcome !== 'fail') {
      throw new ApiError('bad_request', `Only a failed check has failing elements; this one is "${check.outcome}".`, { path: `${path}.instances` });
    }
    if (check.outcome === 'fail' && instances.length === 0 && check.pageUrl === undefined) {
      throw new ApiError('bad_request', 'A failed check names its failing elements (instances) or at least the page (pageUrl).', { path });
    }
    instances.forEach((instance, j) => {
      if (!instance.screenshot) return;
      const shot = decodeScreenshot(instance.screenshot, `${path}.instances[${j}].screenshot`);
      const fingerprint = fingerprintNode({ ruleId: assistedRuleId(check.criterion), target: instance.selector, html: instance.html, pageUrl: instance.pageUrl });
      shots.push({ fingerprint, shot });
    });
  });
  return shots;
}

/** Appends assisted checks (and any automated results sent with them) as one batch. */
export async function appendChecks(ctx: ServerContext, reportId: string, type: ManualReportType, body: AssistedCheckBatchBody): Promise<IngestBatchResult> {
  if (type !== 'assistedTest') throw wrongKind('assistedTest', '$.checks');
  const shots = checkBatchShape(body);
  const known = await findBatch(ctx, reportId, body.batchId);
  if (known) return known;
  const stored: Array<{ fingerprint: string; key: string; type: DecodedScreenshot['type'] }> = [];
  for (const s of shots) stored.push({ fingerprint: s.fingerprint, key: await storeScreenshot(ctx, reportId, s.shot), type: s.shot.type });
  const now = isoNow(ctx.clock);
  const testCases = body.checks.map((check) => {
    const rule = assistedRuleInfo(check.criterion);
    const results = checkResults(check, now);
    return {
      key: manualUnitKey({ criterion: check.criterion }),
      name: rule?.help ?? check.criterion,
      status: CHECK_STATUSES[check.outcome],
      ...(results !== undefined ? { results } : {}),
    };
  });
  return appendBatch(
    ctx,
    reportId,
    { batchId: body.batchId, testCases, ...(body.results !== undefined ? { results: body.results } : {}) },
    {
      async write(tx, batch, at) {
        const rows = body.checks.map((check, i) => ({
          report_id: reportId,
          criterion: check.criterion,
          test_case_id: (batch.testCases[i] as (typeof batch.testCases)[number]).id,
          outcome: check.outcome,
          notes: check.notes ?? '',
          page_url: check.pageUrl ?? null,
          batch_id: body.batchId,
          created_at: at,
        }));
        if (rows.length > 0) await tx.insertInto('report_checks').values(rows).execute();
        for (const s of stored) {
          await tx
            .insertInto('issue_attachments')
            .values({ report_id: reportId, fingerprint: s.fingerprint, screenshot_key: s.key, screenshot_type: s.type, created_at: at })
            // The same element sent twice keeps its first screenshot; the other is swept as unnamed.
            .onConflict((oc) => oc.columns(['report_id', 'fingerprint']).doNothing())
            .execute();
        }
      },
      takenKey: (key, batchId, index) =>
        new ApiError('bad_request', `Criterion ${key.slice('check-'.length)} was already checked in this report, in batch "${batchId}".`, {
          path: `$.checks[${index}].criterion`,
        }),
    },
  );
}

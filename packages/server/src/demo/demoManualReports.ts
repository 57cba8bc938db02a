/**
 * The demo's manual reports (`npm start`): a workflow report "Checkout flow" and an assisted test
 * "Keyboard and focus audit", recorded from the demo site in Chromium with axe-core and sent
 * through the manual-report ingest over HTTP with a personal token of the demo user, exactly as a
 * recorder would (docs/decisions/0041-manual-reports.md). The token is made for the recording and
 * revoked after it.
 *
 * Once per data directory: a report of either name already in the demo group is left alone, except
 * one left running by a start that stopped mid-recording, which is recorded again into the same
 * report (its batches are idempotent, so steps it already has are answered as duplicates).
 */
import type { AssistedCheckBatchBody, CreateManualReportBody, ManualReportType, WorkflowStepBatchBody, WorkflowStepInput } from '@curbcut/core';
import { FlowRecorder, axeTagsFor, launchScanBrowser, type PageSnapshot, type ScanBrowser } from '@curbcut/scanner';
import { createManualReportToken, revokeManualReportToken } from '../accounts/manualTokens';
import type { RunningServer, ServerContext } from '../context';
import { scanRuntimeOf } from '../scans/runRuntime';
import { CHECKOUT_FLOW } from './demoCheckoutFlow';
import { auditCheckoutKeyboard } from './demoKeyboardAudit';
import { demoScanSettings } from './demoScan';

/** Names of the demo manual reports. */
export const DEMO_WORKFLOW_NAME = 'Checkout flow';
export const DEMO_ASSISTED_NAME = 'Keyboard and focus audit';

/** The user the reports are recorded as. */
export interface DemoRecorderUser {
  id: string;
  groupId: string;
}

/** What a recording did: each report's id, and whether this call recorded it (false: it was there). */
export interface DemoManualReportsResult {
  workflow: { id: string; recorded: boolean };
  assisted: { id: string; recorded: boolean };
}

/** A recording under way in the background. */
export interface DemoRecording {
  /** Settles when the recording ends; never rejects (errors go to `onError`). */
  done: Promise<DemoManualReportsResult | null>;
  /** Stops a recording in progress and waits for it to end. */
  stop(): Promise<void>;
}

/** A report already there: finished (leave it) or left running (record into it). */
type Existing = { id: string; running: boolean } | null;

async function existingReport(ctx: ServerContext, user: DemoRecorderUser, type: ManualReportType, name: string): Promise<Existing> {
  const rows = await ctx.db
    .selectFrom('reports')
    .select(['id', 'status', 'created_by'])
    .where('group_id', '=', user.groupId)
    .where('type', '=', type)
    .where('name', '=', name)
    .orderBy('created_at', 'desc')
    .execute();
  const finished = rows.find((r) => r.status !== 'running');
  if (finished) return { id: finished.id, running: false };
  const ours = rows.find((r) => r.created_by === user.id);
  return ours ? { id: ours.id, running: true } : null;
}

/** The ingest over HTTP with one personal token. */
class IngestClient {
  constructor(
    private readonly baseUrl: string,
    private readonly token: string,
    private readonly signal: AbortSignal | undefined,
  ) {}

  async post<T>(path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${this.baseUrl}/api/v1/ingest/manual_reports${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${this.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      ...(this.signal ? { signal: this.signal } : {}),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`POST ${path || '/'} of the manual-report ingest answered ${res.status}: ${text.slice(0, 500)}`);
    return (JSON.parse(text) as { data: T }).data;
  }

  async create(body: CreateManualReportBody): Promise<string> {
    return (await this.post<{ id: string }>('', body)).id;
  }
}

const png = (data: Buffer) => ({ contentType: 'image/png' as const, data: data.toString('base64') });

/** A recorded snapshot as the step call takes it, resources base64 encoded. */
function snapshotInput(snapshot: PageSnapshot): NonNullable<WorkflowStepInput['snapshot']> {
  const resources = snapshot.resources.map((r) => {
    const data = Buffer.from(r.body.buffer, r.body.byteOffset, r.body.byteLength).toString('base64');
    return { url: r.url, contentType: r.contentType, data };
  });
  return { html: snapshot.html, resources };
}

/** The engine named in axe's results, for the report's test engine. */
function engineOf(axe: unknown): { name: string; version: string } {
  const version = (axe as { testEngine?: { version?: unknown } }).testEngine?.version;
  return { name: 'axe-core', version: typeof version === 'string' ? version : '' };
}

/** The demo scan's WCAG level and rules, for both reports and the recorder. */
function demoRules(siteUrl: string) {
  const settings = demoScanSettings(siteUrl);
  return {
    create: { wcagVersion: `${settings.wcagVersion} ${settings.wcagLevel}`, bestPractices: settings.bestPractice, needsReview: settings.needsReview },
    recorder: { tags: axeTagsFor(settings.wcagVersion, settings.wcagLevel, settings.bestPractice), needsReview: settings.needsReview },
  };
}

/** Walks the checkout flow, sending each step as it is recorded; the report stays running until the last. */
async function recordWorkflow(client: IngestClient, recorder: FlowRecorder, siteUrl: string, existing: string | null, signal?: AbortSignal): Promise<string> {
  let id = existing;
  for (const [i, step] of CHECKOUT_FLOW.entries()) {
    signal?.throwIfAborted();
    await step.perform(recorder, siteUrl);
    const state = await recorder.record();
    // The report is made once the first state is checked, so it names the axe version that checked it.
    id ??= await client.create({ type: 'workflowScan', name: DEMO_WORKFLOW_NAME, testEngine: engineOf(state.axe), ...demoRules(siteUrl).create });
    const index = i + 1;
    const body: WorkflowStepBatchBody = {
      batchId: `demo-step-${index}`,
      step: {
        index,
        name: step.name,
        url: state.url,
        action: step.action,
        screenshot: png(state.screenshot),
        ...(state.snapshot === null ? {} : { snapshot: snapshotInput(state.snapshot) }),
      },
      results: state.axe,
    };
    await client.post(`/${id}/steps`, body);
  }
  if (id === null) throw new Error('The checkout flow has no steps.');
  await client.post(`/${id}/finalize`);
  return id;
}

/** Makes the keyboard audit and sends its checks, with the page's axe results, as one batch. */
async function recordAudit(client: IngestClient, recorder: FlowRecorder, siteUrl: string, existing: string | null): Promise<string> {
  const audit = await auditCheckoutKeyboard(recorder, siteUrl);
  const id = existing ?? (await client.create({ type: 'assistedTest', name: DEMO_ASSISTED_NAME, testEngine: engineOf(audit.results), ...demoRules(siteUrl).create }));
  const body: AssistedCheckBatchBody = { batchId: 'demo-checks', checks: audit.checks, results: audit.results };
  await client.post(`/${id}/checks`, body);
  await client.post(`/${id}/finalize`);
  return id;
}

/** How a recording runs. */
export interface RecordDemoOptions {
  /** The Chromium to use; default the server's scan browser, else one launched for the recording. */
  browser?: ScanBrowser;
  /** Aborting stops the recording between and during steps. */
  signal?: AbortSignal;
}

/** A browser to record with, and how to give it back (only one launched here is closed). */
async function borrowBrowser(ctx: ServerContext, given: ScanBrowser | undefined): Promise<{ browser: ScanBrowser; release(): Promise<void> }> {
  if (given !== undefined) return { browser: given, release: async () => undefined };
  const runtime = scanRuntimeOf(ctx);
  if (runtime !== undefined) return { browser: await runtime.browser(), release: async () => undefined };
  const own = await launchScanBrowser({ warmContexts: false });
  return { browser: own, release: () => own.close() };
}

/**
 * Records whichever of the two demo reports the demo group lacks, from the demo site at `siteUrl`,
 * through `server`'s ingest. Throws what fails (Chromium missing, the site or the ingest refusing).
 */
export async function recordDemoManualReports(
  server: RunningServer,
  user: DemoRecorderUser,
  siteUrl: string,
  options: RecordDemoOptions = {},
): Promise<DemoManualReportsResult> {
  const ctx = server.context;
  const site = siteUrl.replace(/\/+$/, '');
  const workflow = await existingReport(ctx, user, 'workflowScan', DEMO_WORKFLOW_NAME);
  const assisted = await existingReport(ctx, user, 'assistedTest', DEMO_ASSISTED_NAME);
  const keepWorkflow = workflow !== null && !workflow.running ? workflow.id : null;
  const keepAssisted = assisted !== null && !assisted.running ? assisted.id : null;
  if (keepWorkflow !== null && keepAssisted !== null) {
    return { workflow: { id: keepWorkflow, recorded: false }, assisted: { id: keepAssisted, recorded: false } };
  }

  const { browser, release } = await borrowBrowser(ctx, options.browser);
  let tokenId: string | null = null;
  let recorder: FlowRecorder | null = null;
  // Closing the tab makes whatever it is doing fail at once, which ends the recording.
  const onAbort = () => void recorder?.close();
  options.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const token = await createManualReportToken(ctx, user.id, 'Demo recorder');
    tokenId = token.id;
    recorder = await FlowRecorder.open(browser, demoRules(site).recorder);
    options.signal?.throwIfAborted();
    const client = new IngestClient(server.url, token.token, options.signal);
    const workflowId = keepWorkflow ?? (await recordWorkflow(client, recorder, site, workflow?.id ?? null, options.signal));
    options.signal?.throwIfAborted();
    const assistedId = keepAssisted ?? (await recordAudit(client, recorder, site, assisted?.id ?? null));
    return { workflow: { id: workflowId, recorded: keepWorkflow === null }, assisted: { id: assistedId, recorded: keepAssisted === null } };
  } finally {
    options.signal?.removeEventListener('abort', onAbort);
    await recorder?.close();
    if (tokenId !== null) await revokeManualReportToken(ctx, user.id, tokenId);
    await release();
  }
}

/**
 * Starts recordDemoManualReports in the background (after the server is listening, so the first
 * screen never waits for Chromium); a failure goes to `onError` and the demo carries on without
 * the reports. `stop()` before closing the server.
 */
export function startDemoManualReports(server: RunningServer, user: DemoRecorderUser, siteUrl: string, onError: (error: unknown) => void): DemoRecording {
  const controller = new AbortController();
  const done = recordDemoManualReports(server, user, siteUrl, { signal: controller.signal }).catch((error: unknown) => {
    if (!controller.signal.aborted) onError(error);
    return null;
  });
  return {
    done,
    async stop() {
      controller.abort();
      await done;
    },
  };
}

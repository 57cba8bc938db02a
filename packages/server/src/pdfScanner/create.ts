/**
 * Creating PDF reports from validated files: one `pdfScanner` report per file, in one transaction
 * that also claims each file (a file serves one report), then one `pdf.check` job per report. The
 * reports table needs a project; each group's PDF reports live in a project of their own, made on
 * the first report ("PDF Scanner"), numbered in creation order.
 */
import { incompatibility } from '@curbcut/pdf';
import { PDF_SCANNER_PROFILES, type CreatePdfReportsBody, type PdfReport, type PdfScannerProfile } from '@curbcut/core';
import type { AuthUser } from '../auth/guards';
import type { ServerContext } from '../context';
import { newId } from '../db/ids';
import { ApiError } from '../http/errors';
import { isUniqueViolation } from '../reports/bulk';
import { emptySummary, type StoredMeta } from '../reports/rows';
import type { PdfFacts } from './checker';
import { emptyPdfCounts, type StoredPdfCounts } from './counts';
import { publishPdfReport } from './live';
import { listPdfReports } from './reports';
import { clean } from './text';
import type { PdfReportsTable, PdfUploadsTable } from './tables';
import { nowIso } from './uploadUrls';
import { UNTITLED_PDF } from './validate';

/** Name of the job that checks one report; its payload is {@link PdfCheckJobPayload}. */
export const PDF_CHECK_JOB = 'pdf.check';

/** Payload of a {@link PDF_CHECK_JOB} job. */
export interface PdfCheckJobPayload {
  reportId: string;
}

/** Name (and build name) of the project holding a group's PDF reports. */
export const PDF_PROJECT_NAME = 'PDF Scanner';
const CREATE_ATTEMPTS = 5;

/** The project of the group's PDF reports, made on first use (named "PDF Scanner", or "PDF Scanner 2"... when taken). */
export async function pdfProjectOf(ctx: ServerContext, groupId: string): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const mapped = await ctx.db.selectFrom('pdf_scanner_projects').select('project_id').where('group_id', '=', groupId).executeTakeFirst();
    if (mapped) return mapped.project_id;
    const id = newId('project');
    const name = attempt === 1 ? PDF_PROJECT_NAME : `${PDF_PROJECT_NAME} ${attempt}`;
    try {
      await ctx.db.transaction().execute(async (tx) => {
        await tx.insertInto('projects').values({ id, group_id: groupId, name, created_by: null, created_at: nowIso(ctx) }).execute();
        await tx.insertInto('pdf_scanner_projects').values({ group_id: groupId, project_id: id }).execute();
      });
      return id;
    } catch (error) {
      // The name is taken by a project of the group, or another request mapped the group first.
      if (!isUniqueViolation(error) || attempt >= CREATE_ATTEMPTS) throw error;
    }
  }
}

/** The profiles a file is checked with: those asked for (default all), refused when the version rules them out. */
function profilesFor(selected: 'all' | PdfScannerProfile[] | undefined, facts: PdfFacts | null, index: number): PdfScannerProfile[] {
  const version = facts?.pdfVersion ?? null;
  if (selected === undefined || selected === 'all') {
    const compatible = PDF_SCANNER_PROFILES.filter((p) => incompatibility(p, version) === null);
    return compatible.length > 0 ? compatible : [...PDF_SCANNER_PROFILES];
  }
  for (const p of selected) {
    const why = incompatibility(p, version);
    if (why) throw new ApiError('bad_request', `${why}.`, { path: `$.files[${index}].selectedProfiles` });
  }
  return PDF_SCANNER_PROFILES.filter((p) => selected.includes(p));
}

/** Checks each file is a validated, unused upload of the caller; answers them in body order. */
async function claimable(ctx: ServerContext, user: AuthUser, body: CreatePdfReportsBody): Promise<PdfUploadsTable[]> {
  const keys = body.files.map((f) => f.key);
  const dup = keys.findIndex((k, i) => keys.indexOf(k) !== i);
  if (dup >= 0) throw new ApiError('bad_request', `File ${keys[dup]} is listed twice; each file makes one report.`, { path: `$.files[${dup}].key` });
  const rows = await ctx.db.selectFrom('pdf_uploads').selectAll().where('key', 'in', keys).where('user_id', '=', user.id).where('group_id', '=', user.groupId).execute();
  return keys.map((key, i) => {
    const row = rows.find((r) => r.key === key);
    const path = `$.files[${i}].key`;
    if (!row) throw new ApiError('not_found', `Upload ${key} was not found: upload the file (or validate a link) first.`, { path });
    if (row.report_id !== null) throw new ApiError('conflict', `Upload ${key} is already used by report ${row.report_id}.`, { path });
    if (row.status !== 'validated') throw new ApiError('bad_request', `Upload ${key} has not been validated: call validate_pdf with it first.`, { path });
    return row;
  });
}

/**
 * Creates one queued report per file and queues its check. Nothing is written unless every file
 * is claimable (404 unknown, 409 used, 400 not validated or an incompatible profile, each naming
 * `$.files[i]`).
 */
export async function createPdfReports(ctx: ServerContext, user: AuthUser, body: CreatePdfReportsBody): Promise<PdfReport[]> {
  const uploads = await claimable(ctx, user, body);
  const plans = uploads.map((upload, i) => {
    const file = body.files[i] as CreatePdfReportsBody['files'][number];
    const facts = upload.facts === null ? null : (JSON.parse(upload.facts) as PdfFacts);
    return { upload, facts, profiles: profilesFor(file.selectedProfiles, facts, i), name: clean(file.name ?? upload.name ?? UNTITLED_PDF) };
  });
  const projectId = await pdfProjectOf(ctx, user.groupId);
  const needsReview = body.needsReview !== false;
  const counts: StoredPdfCounts = { all: emptyPdfCounts(), profiles: {} };
  let ids: string[] = [];
  for (let attempt = 1; ; attempt++) {
    try {
      ids = await ctx.db.transaction().execute(async (tx) => {
        const now = nowIso(ctx);
        const max = await tx
          .selectFrom('reports')
          .select((eb) => eb.fn.max('build_number').as('n'))
          .where('project_id', '=', projectId)
          .where('build_name', '=', PDF_PROJECT_NAME)
          .executeTakeFirst();
        const first = Number(max?.n ?? 0) + 1;
        const made: string[] = [];
        for (const [i, plan] of plans.entries()) {
          const id = newId('report');
          const meta: StoredMeta = { testEngine: { name: '@curbcut/pdf', version: '0.1.0' }, additionalSettings: { needsReview, profiles: plan.profiles } };
          await tx
            .insertInto('reports')
            .values({
              id,
              type: 'pdfScanner',
              group_id: user.groupId,
              project_id: projectId,
              name: plan.name,
              build_name: PDF_PROJECT_NAME,
              build_number: first + i,
              run_key: null,
              // The reports table's in-progress status; the PDF status (queued) is pdf_reports.status.
              status: 'running',
              created_by: user.id,
              created_at: now,
              updated_at: now,
              completed_at: null,
              meta: JSON.stringify(meta),
              summary: JSON.stringify(emptySummary()),
            })
            .execute();
          const row: PdfReportsTable = {
            report_id: id,
            upload_key: plan.upload.key,
            blob_key: plan.upload.blob_key,
            kind: plan.upload.kind,
            source_url: plan.upload.source_url,
            file_size: Number(plan.upload.size),
            profiles: JSON.stringify(plan.profiles),
            needs_review: needsReview ? 1 : 0,
            status: 'queued',
            error: null,
            pdf_version: plan.facts?.pdfVersion ?? null,
            page_count: plan.facts?.pageCount ?? 0,
            is_tagged: plan.facts?.isTagged ? 1 : 0,
            encrypted: plan.facts?.encrypted ? 1 : 0,
            profile_results: '{}',
            counts: JSON.stringify(counts),
            attempts: 0,
            duration_ms: null,
            started_at: null,
            completed_at: null,
          };
          await tx.insertInto('pdf_reports').values(row).execute();
          const claimed = await tx.updateTable('pdf_uploads').set({ report_id: id }).where('key', '=', plan.upload.key).where('report_id', 'is', null).executeTakeFirst();
          if (Number(claimed.numUpdatedRows) !== 1) {
            throw new ApiError('conflict', `Upload ${plan.upload.key} was used by another report meanwhile.`, { path: `$.files[${i}].key` });
          }
          made.push(id);
        }
        return made;
      });
      break;
    } catch (error) {
      // Another request took these build numbers; count again.
      if (!isUniqueViolation(error) || attempt >= CREATE_ATTEMPTS) throw error;
    }
  }
  for (const id of ids) await queueCheck(ctx, id);
  for (const id of ids) await publishPdfReport(ctx, id, true);
  const reports = await listPdfReports(ctx, user.groupId, ids);
  return ids.map((id) => reports.find((r) => r.id === id)).filter((r): r is PdfReport => r !== undefined);
}

/** Enqueues the report's check; a report nobody will check is failed at once with the reason. */
async function queueCheck(ctx: ServerContext, reportId: string): Promise<void> {
  try {
    await ctx.jobs.enqueue<PdfCheckJobPayload>(PDF_CHECK_JOB, { reportId }, { singletonKey: reportId, retryLimit: 2, retryDelaySeconds: 5 });
  } catch {
    const now = nowIso(ctx);
    const error = 'The check could not be queued; delete the report and create it again.';
    await ctx.db.updateTable('pdf_reports').set({ status: 'failed', error, completed_at: now }).where('report_id', '=', reportId).execute();
    await ctx.db.updateTable('reports').set({ status: 'failed', completed_at: now, updated_at: now }).where('id', '=', reportId).execute();
  }
}

/**
 * The spec's delete calls of manual reports (spec 002 section 7): `DELETE /tests/{id}` for a
 * workflow report and `DELETE /assistive_reports/{id}` for an assisted test. The author alone may
 * delete (403 for other members, 404 for another group or another kind of report); the report goes
 * with its steps, checks, screenshots and stored dataset, as a build does.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiErrorEnvelope, DataEnvelope, ReportIdParams, type ManualReportType } from '@curbcut/core';
import type { ServerContext } from '../context';
import { requireUser } from '../auth/guards';
import { deleteBuild } from '../builds/buildList';
import { ApiError } from '../http/errors';
import { getReport } from '../reports/queries';

const Deleted = DataEnvelope(Type.Object({ id: Type.String(), deleted: Type.Literal(true) }));

const KINDS: ReadonlyArray<{ path: string; type: ManualReportType; label: string }> = [
  { path: '/api/tests/:id', type: 'workflowScan', label: 'Workflow report' },
  { path: '/api/assistive_reports/:id', type: 'assistedTest', label: 'Assisted test' },
];

/** Registers both delete calls. */
export function registerManualDeleteRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  for (const kind of KINDS) {
    r.delete(
      kind.path,
      {
        schema: {
          tags: ['manual reports'],
          summary: `Deletes a completed ${kind.label.toLowerCase()} with its steps, checks and screenshots (author only)`,
          params: ReportIdParams,
          response: { 200: Deleted, 401: ApiErrorEnvelope, 403: ApiErrorEnvelope, 404: ApiErrorEnvelope, 409: ApiErrorEnvelope },
        },
      },
      async (req) => {
        const user = await requireUser(ctx, req);
        const report = await getReport(ctx, user.groupId, req.params.id);
        if (report.type !== kind.type) throw new ApiError('not_found', `${kind.label} ${req.params.id} was not found.`);
        return { data: await deleteBuild(ctx, req, report.id) };
      },
    );
  }
}

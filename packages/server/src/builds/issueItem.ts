/**
 * One issue of the All issues details pane, with cursor navigation (spec 001 sections 3 and 4):
 * the list is the rows of the chosen rule or guideline, component, behaviour and test under the
 * filters, in dataset order; `issueId` picks one, `startingAfter` the next, `endingBefore` the
 * previous. There is no issue past either end (404 naming the cursor): the pane disables the
 * buttons there.
 */
import {
  DATASET_FLAGS,
  decisionMatches,
  decodeChecks,
  issueEnvironment,
  issueListRows,
  rowConfirmed,
  rowIssueStatus,
  rowTestCases,
  type IssueItem,
  type IssueQueryBody,
  type NameAndVersion,
  type PageEnvironment,
  type TestedEnvironment,
} from '@curbcut/core';
import type { ServerContext } from '../context';
import { decisionsOfReport } from '../decisions/service';
import { ApiError } from '../http/errors';
import { filtersOf, matchingRows, requestGroupTable } from './issueLists';
import type { LoadedDataset } from './reportDataset';

async function listRows(loaded: LoadedDataset, body: IssueQueryBody): Promise<Uint32Array> {
  const group = body.ruleId ? { kind: 'rule' as const, id: body.ruleId } : body.guidelineTag ? { kind: 'guideline' as const, id: body.guidelineTag } : undefined;
  if (group) requestGroupTable(loaded.dataset, group, group.kind === 'rule' ? 'body.ruleId' : 'body.guidelineTag');
  const testCaseIds = [...(body.tests ?? []), ...(body.th_btcer_id ? [body.th_btcer_id] : [])];
  return issueListRows(loaded.dataset, loaded.reader, matchingRows(loaded, filtersOf(body.filters)), {
    ...(group ? { group } : {}),
    ...(body.componentId !== undefined ? { componentId: body.componentId } : {}),
    ...(body.behaviourValue !== undefined ? { behaviour: body.behaviourValue } : {}),
    testCaseIds,
  });
}

function position(fingerprints: string[], body: IssueQueryBody): number {
  const find = (id: string, field: string) => {
    const at = fingerprints.indexOf(id);
    if (at < 0) throw new ApiError('not_found', `Issue ${id} is not in this list.`, { path: `body.${field}` });
    return at;
  };
  if (body.startingAfter !== undefined) {
    const at = find(body.startingAfter, 'startingAfter') + 1;
    if (at >= fingerprints.length) throw new ApiError('not_found', `There is no issue after ${body.startingAfter}: it is the last.`);
    return at;
  }
  if (body.endingBefore !== undefined) {
    const at = find(body.endingBefore, 'endingBefore') - 1;
    if (at < 0) throw new ApiError('not_found', `There is no issue before ${body.endingBefore}: it is the first.`);
    return at;
  }
  return body.issueId === undefined ? 0 : find(body.issueId, 'issueId');
}

/** The issue the body asks for, with its place in the list. */
export async function issueItem(ctx: ServerContext, reportId: string, loaded: LoadedDataset, body: IssueQueryBody): Promise<IssueItem> {
  const { dataset, reader } = loaded;
  const rows = await listRows(loaded, body);
  if (rows.length === 0) throw new ApiError('not_found', 'No issue matches this rule, component and filters.');
  const fingerprints = await reader.readRows('fingerprint', rows);
  const index = position(fingerprints, body);
  const row = rows[index] as number;
  const one = [row];
  const [html = '', target = '', failureSummary = '', behaviour = '', checks = ''] = await Promise.all(
    (['html', 'target', 'failureSummary', 'behaviour', 'checks'] as const).map(async (c) => (await reader.readRows(c, one))[0] ?? ''),
  );
  const rule = dataset.rules[dataset.columns.rule[row] as number];
  if (!rule) throw new ApiError('internal', `Row ${row} names no rule.`);
  const flags = dataset.columns.flags[row] as number;
  const fingerprint = fingerprints[index] as string;
  const componentId = dataset.components[dataset.columns.component[row] as number] as string;
  const pageUrl = dataset.pages[dataset.columns.page[row] as number] as string;
  const issueStatus = rowIssueStatus(flags);

  const target_ = { fingerprint, ruleId: rule.id, componentId, ruleTags: rule.tags, behaviour: behaviour || null };
  const decisions = (await decisionsOfReport(ctx.db, reportId)).reverse();
  const hide = decisions.find((d) => d.decision.kind === 'hide' && decisionMatches(d.decision, target_));
  const review = decisions.find((d) => d.decision.kind === 'review' && decisionMatches(d.decision, target_));
  const hideDecision = hide?.decision.kind === 'hide' && hide.decision.hidden && issueStatus === 'hidden' ? hide.decision : null;

  const testCaseIds = rowTestCases(dataset, row).map((i) => dataset.testCases[i]?.id ?? '');
  const { browser, os, viewport } = issueEnvironment(await testEnvironments(ctx, reportId, testCaseIds), await pageEnvironment(ctx, reportId, pageUrl));
  return {
    issueId: fingerprint,
    ruleId: rule.id,
    guidelineTag: body.guidelineTag ?? null,
    ruleData: { id: rule.id, help: rule.help, description: rule.description, helpUrl: rule.helpUrl, tags: rule.tags },
    page: { url: pageUrl },
    componentId,
    impact: (['critical', 'serious', 'moderate', 'minor'] as const)[dataset.columns.impact[row] as number] ?? 'minor',
    html,
    target,
    ...decodeChecks(checks),
    testType: body.th_btcer_id ? 'TestCase' : 'Build',
    failureSummary,
    metadata: { browser, os, viewport },
    behaviour: behaviour || null,
    preferred: (flags & DATASET_FLAGS.preferred) !== 0,
    needsReview: (flags & DATASET_FLAGS.needsReview) !== 0,
    confirmed: rowConfirmed(flags),
    issueStatus,
    hidden: issueStatus !== 'visible',
    hideReason: hideDecision?.reason ?? null,
    hidePersisted: hideDecision?.persist ?? false,
    needsReviewPersisted: review?.decision.kind === 'review' && review.decision.confirmed !== null ? review.persist : false,
    persistedDecisionScope: hideDecision?.persist ? hideDecision.scope : null,
    testCaseIds,
    issueIndex: index + 1,
    total: rows.length,
  };
}

async function pageEnvironment(ctx: ServerContext, reportId: string, url: string): Promise<PageEnvironment | null> {
  const page = await ctx.db.selectFrom('report_pages').select('environment').where('report_id', '=', reportId).where('url', '=', url).executeTakeFirst();
  return page ? (JSON.parse(page.environment) as PageEnvironment) : null;
}

/**
 * Test cases read for an issue's browser and OS: one that names them is enough, and the id list
 * stays within every database's parameter limit.
 */
const ENVIRONMENT_TEST_CASES = 100;

/**
 * Browser and operating system of the issue's test cases, in the issue's order, read from the
 * database: a stored dataset written before it carried them would show nothing.
 */
async function testEnvironments(ctx: ServerContext, reportId: string, testCaseIds: string[]): Promise<TestedEnvironment[]> {
  const ids = testCaseIds.slice(0, ENVIRONMENT_TEST_CASES);
  if (ids.length === 0) return [];
  const rows = await ctx.db.selectFrom('test_cases').select(['id', 'browser', 'os']).where('report_id', '=', reportId).where('id', 'in', ids).execute();
  const parse = (json: string | null): NameAndVersion | undefined => (json ? (JSON.parse(json) as NameAndVersion) : undefined);
  return ids.flatMap((id) => rows.filter((r) => r.id === id).map((r) => ({ browser: parse(r.browser), os: parse(r.os) })));
}

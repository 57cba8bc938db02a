/**
 * Turns one ingest batch into the rows it will write, before any transaction starts: axe output is
 * imported and fingerprinted here, so malformed input is refused (400 with its JSON path in the
 * body) with nothing written, and the transaction only inserts.
 */
import {
  AxeImportError,
  buildIssues,
  importAxeResults,
  mergeIssues,
  summarizeIssues,
  type IngestBatchBody,
  type IngestTestCase,
  type Issue,
  type IssueSummary,
  type PageResult,
  type RuleInfo,
  type TestStatus,
} from '@curbcut/core';
import { newId } from '../db/ids';
import { ApiError } from '../http/errors';

/** Largest pageStatesCount: it is stored in a 32-bit INTEGER column (PostgreSQL refuses more). */
export const MAX_PAGE_STATES = 2_147_483_647;

/** A page of the batch, merged over every result that tested it. */
export interface PreparedPage {
  url: string;
  statesCount: number;
  engine: PageResult['engine'];
  environment: PageResult['environment'];
  testedAt: string;
}

/** A rule's outcome on a page, node counts summed over the batch. */
export interface PreparedOutcome {
  ruleId: string;
  pageUrl: string;
  outcome: 'passed' | 'failed' | 'incomplete' | 'inapplicable';
  nodeCount: number;
}

/** One test case's own issue counts (core's summarizeIssues) and its page states (spec 001 "Test case"). */
export type TestCaseSummary = IssueSummary & { pageStatesCount: number };

/** A test case of the batch with its generated id. */
export interface PreparedTestCase {
  id: string;
  input: Omit<IngestTestCase, 'results'>;
  status: TestStatus;
  summary: TestCaseSummary;
}

/** Everything a batch writes. */
export interface PreparedBatch {
  batchId: string;
  testCases: PreparedTestCase[];
  pages: Map<string, PreparedPage>;
  rules: Map<string, RuleInfo>;
  outcomes: Map<string, PreparedOutcome>;
  /** Distinct by fingerprint; sources merged. */
  issues: Map<string, Issue>;
}

/** Imports axe output found at `bodyPath`; errors carry the full JSON path inside the request body. */
function importAt(input: unknown, bodyPath: string, defaultTimestamp: string, defaultUrl: string | undefined) {
  try {
    return importAxeResults(input, defaultUrl === undefined ? { defaultTimestamp } : { defaultTimestamp, defaultUrl });
  } catch (error) {
    if (error instanceof AxeImportError) {
      const path = bodyPath + error.path.slice(1);
      throw new ApiError('bad_request', `Malformed axe results: ${error.message.replace(error.path, path)}`, { path });
    }
    throw error;
  }
}

function addPages(batch: PreparedBatch, pages: PageResult[]): void {
  for (const page of pages) {
    const known = batch.pages.get(page.url);
    if (known) known.statesCount += 1;
    else {
      batch.pages.set(page.url, {
        url: page.url,
        statesCount: 1,
        engine: page.engine,
        environment: page.environment,
        testedAt: page.timestamp,
      });
    }
    const outcome = (ruleId: string, kind: PreparedOutcome['outcome'], nodeCount: number) => {
      const key = `${ruleId}\u0000${page.url}\u0000${kind}`;
      const existing = batch.outcomes.get(key);
      if (existing) existing.nodeCount += nodeCount;
      else batch.outcomes.set(key, { ruleId, pageUrl: page.url, outcome: kind, nodeCount });
    };
    for (const p of page.passes) outcome(p.ruleId, 'passed', p.nodeCount);
    for (const p of page.inapplicable) outcome(p.ruleId, 'inapplicable', 0);
    for (const n of page.violations) outcome(n.ruleId, 'failed', 1);
    for (const n of page.incomplete) outcome(n.ruleId, 'incomplete', 1);
  }
}

/**
 * Validates and imports a batch. Test case keys must be unique within the batch; keys already
 * stored for the build are checked by the caller inside its transaction. `defaultUrl` is the page
 * of results that name none (a workflow step's URL).
 */
export function prepareBatch(body: IngestBatchBody, now: string, defaultUrl?: string): PreparedBatch {
  const batch: PreparedBatch = {
    batchId: body.batchId,
    testCases: [],
    pages: new Map(),
    rules: new Map(),
    outcomes: new Map(),
    issues: new Map(),
  };
  const absorb = (imported: { pages: PageResult[]; rules: Record<string, RuleInfo> }, issues: Issue[]) => {
    addPages(batch, imported.pages);
    for (const rule of Object.values(imported.rules)) if (!batch.rules.has(rule.id)) batch.rules.set(rule.id, rule);
    mergeIssues(batch.issues, issues);
  };

  if (body.results !== undefined) {
    const imported = importAt(body.results, '$.results', now, defaultUrl);
    absorb(imported, buildIssues(imported.pages, {}));
  }
  const keys = new Map<string, number>();
  (body.testCases ?? []).forEach((tc, i) => {
    const first = keys.get(tc.key);
    if (first !== undefined) {
      const message = `Test case key "${tc.key}" appears twice in this batch (testCases[${first}] and testCases[${i}]).`;
      throw new ApiError('bad_request', message, { path: `$.testCases[${i}].key` });
    }
    keys.set(tc.key, i);
    if (tc.pageStatesCount !== undefined && tc.pageStatesCount > MAX_PAGE_STATES) {
      throw new ApiError('bad_request', `pageStatesCount is ${tc.pageStatesCount}; at most ${MAX_PAGE_STATES} is accepted.`, {
        path: `$.testCases[${i}].pageStatesCount`,
      });
    }
    const id = newId('testCase');
    const { results, ...input } = tc;
    let issues: Issue[] = [];
    let pages: PageResult[] = [];
    if (results !== undefined) {
      const imported = importAt(results, `$.testCases[${i}].results`, now, defaultUrl);
      pages = imported.pages;
      issues = buildIssues(imported.pages, { testCaseId: id });
      absorb(imported, issues);
    }
    batch.testCases.push({
      id,
      input,
      status: tc.status,
      summary: { ...summarizeIssues(issues), pageStatesCount: tc.pageStatesCount ?? pages.length },
    });
  });
  return batch;
}

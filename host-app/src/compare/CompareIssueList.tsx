/**
 * The issues of one component of an open rule or guideline (the compare view's details pane): each
 * with its status, the run that shows it, its page, selector, snippet and how to fix, read 20 at a
 * time. Every text here comes from a tested page and is rendered as text, never as HTML.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button } from 'react-aria-components';
import { getCompareIssues, type ComparedIds } from '@curbcut/client';
import { formatInteger, severityLabel, type CompareIssueEntry } from '@curbcut/core';
import { StatusBadge } from './StatusBadge';
import { viewBody, type CompareView } from './compareView';

const PAGE_SIZE = 20;

/** How the page names the runs: 'build #3', 'run #3'. */
export interface RunNames {
  [reportId: string]: string;
}

export function CompareIssueList({ pair, view, group, componentId, runNames }: { pair: ComparedIds; view: CompareView; group: { kind: 'rule' | 'guideline'; id: string }; componentId: string; runNames: RunNames }) {
  const body = { ...viewBody(view), componentId, ...(group.kind === 'rule' ? { ruleId: group.id } : { guideline: group.id }) };
  const issues = useInfiniteQuery({
    queryKey: ['curbcut', 'compare', pair.product, pair.ids.join(','), 'issues', body],
    queryFn: ({ pageParam, signal }) => getCompareIssues(pair, { ...body, offset: pageParam, limit: PAGE_SIZE }, undefined, { signal }),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.offset + last.issues.length < last.total ? last.offset + last.issues.length : undefined),
    retry: false,
  });
  if (issues.isPending) return <p role="status">Loading issues…</p>;
  if (issues.isError) {
    return (
      <div role="alert">
        <p className="form-error">The issues could not be loaded.</p>
        <Button className="button" onPress={() => void issues.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const list = issues.data.pages.flatMap((p) => p.issues);
  const total = issues.data.pages[0]?.total ?? 0;
  return (
    <div className="compare-issue-list">
      <p className="muted">{`${formatInteger(list.length)} of ${formatInteger(total)} ${total === 1 ? 'issue' : 'issues'}`}</p>
      <ol className="compare-issues">
        {list.map((issue) => (
          <IssueCard key={`${issue.reportId}:${issue.issueId}`} issue={issue} runName={runNames[issue.reportId] ?? issue.reportId} />
        ))}
      </ol>
      {issues.hasNextPage ? (
        <Button className="button" isPending={issues.isFetchingNextPage} onPress={() => void issues.fetchNextPage()}>
          Show more issues
        </Button>
      ) : null}
    </div>
  );
}

function IssueCard({ issue, runName }: { issue: CompareIssueEntry; runName: string }) {
  return (
    <li className="compare-issue">
      <div className="compare-issue-head">
        <StatusBadge status={issue.status} />
        <span className={`status severity-${issue.impact}`}>{severityLabel(issue.impact)}</span>
        {issue.needsReview ? <span className="status">Needs review</span> : null}
        <span className="muted">{`In ${runName}`}</span>
      </div>
      {issue.moved ? <p className="muted">Retained: the same element, found under another selector.</p> : null}
      {issue.reason ? <p className="muted">{`Not compared: ${issue.reason}.`}</p> : null}
      <dl className="compare-issue-facts">
        <dt>Page</dt>
        <dd className="compare-break">{issue.pageUrl}</dd>
        <dt>CSS selector</dt>
        <dd>
          <code className="compare-break">{issue.target}</code>
        </dd>
        <dt>HTML snippet</dt>
        <dd>
          <pre className="compare-code">
            <code>{issue.html}</code>
          </pre>
        </dd>
        {issue.failureSummary ? (
          <>
            <dt>How to fix</dt>
            <dd className="compare-fix">{issue.failureSummary}</dd>
          </>
        ) : null}
      </dl>
    </li>
  );
}

/**
 * The feedback widgets of a report page (spec 002 section 4, "Feedback and helpers"): whether the
 * report helped; the troubleshooting question when the issue count changed since the previous run,
 * thanked with a toast; and a question on the experimental rules when the report has results of
 * some. For the signed-in report pages only, never embedded (minimal) or public.
 */
import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { listBuildRules, queryKeys } from '@curbcut/client';
import { isExperimental } from '@curbcut/core';
import { FeedbackWidget } from './FeedbackWidget';
import { issueCountQuestion, type IssueCountChange } from './issueCountChange';

/** The rules of a report without filters (under `queryKeys.all`, so live updates refresh them). */
export function reportRulesQuery(reportId: string) {
  return {
    queryKey: [...queryKeys.all, 'report', reportId, 'rules'] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => listBuildRules(reportId, {}, undefined, { signal }),
    retry: false as const,
  };
}

/** The troubleshooting question; nothing when the count did not change. */
export function IssueCountFeedback({ change }: { change: IssueCountChange | null }) {
  if (!change) return null;
  return (
    <div className="card report-feedback-notice">
      <FeedbackWidget kind="troubleshooting" label={issueCountQuestion(change)} thanks="toast" />
    </div>
  );
}

/** 'Was this report helpful?' and, when the report has experimental rules, a question on them. */
export function ReportFeedback({ reportId }: { reportId: string }) {
  const headingId = useId();
  const rules = useQuery(reportRulesQuery(reportId));
  const experimental = rules.data?.rules.filter((rule) => isExperimental(rule.tags)).length ?? 0;
  return (
    <section className="card report-feedback" aria-labelledby={headingId}>
      <h2 id={headingId}>Feedback</h2>
      <FeedbackWidget kind="report" label="Was this report helpful?" />
      {experimental > 0 ? (
        <FeedbackWidget
          kind="experimental-rules"
          label={`This report has results of ${experimental} experimental ${experimental === 1 ? 'rule' : 'rules'}. Were they useful?`}
        />
      ) : null}
    </section>
  );
}

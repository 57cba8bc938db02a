/**
 * What the PDF viewer reads from the server: the report's meta (read again every few seconds
 * while its check runs), the viewer's profile (may public links be made), the rules under the
 * view's filters, the open rule's location groups, and the page of 10 issues that holds the open
 * issue. Each read is keyed by everything it depends on, so a change of filter or rule cancels
 * the read in flight (react-query aborts its signal) and that cancellation is ignored silently.
 */
import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getPdfIssues, getPdfReport, getPdfRules, getProfile } from '@curbcut/client';
import type { ApiClient } from '@curbcut/client';
import { PDF_ISSUES_PAGE_SIZE } from '@curbcut/core';
import type { PdfIssuesBody, PdfReportMeta, PdfRulesBody } from '@curbcut/core';
import { clientForSource } from '../data/serverApi';
import type { ServerReportSource } from '../reportSource';
import type { LocationGroup, PdfViewState } from './viewState';

/** How often the meta of a report still being checked is read again. */
export const PDF_STATUS_POLL_MS = 3000;

/** The report's check is still running. */
export function isPdfInProgress(meta: Pick<PdfReportMeta, 'status'> | undefined): boolean {
  return meta?.status === 'queued' || meta?.status === 'processing';
}

/** The rules and issues filters of a view. */
export function filtersOf(view: PdfViewState): Required<PdfRulesBody> {
  return {
    selectedProfiles: view.profile,
    issueStatus: view.hideIssues ? view.activeIssueStatus : 'visible',
    needsReviewFilter: view.review,
  };
}

/** The client a source reads with (session cookie, or its token as Bearer), the same across renders. */
export function usePdfClient(source: ServerReportSource): ApiClient {
  const key = `${source.reportId} ${source.token ?? ''}`;
  return useMemo(() => clientForSource(source), [key, source.client]); // eslint-disable-line react-hooks/exhaustive-deps
}

/** The report's meta and the viewer's right to make public links. */
export function usePdfMeta(client: ApiClient, source: ServerReportSource) {
  const meta = useQuery({
    queryKey: ['pdf', 'meta', source.reportId],
    queryFn: ({ signal }) => getPdfReport(source.reportId, client, { signal }),
    refetchInterval: (q) => (isPdfInProgress(q.state.data) ? PDF_STATUS_POLL_MS : false),
    staleTime: 0,
  });
  // Only a member reads the profile: a token holds no user.
  const member = !source.token && source.access !== 'public';
  const profile = useQuery({
    queryKey: ['pdf', 'profile'],
    queryFn: ({ signal }) => getProfile(client, { signal }),
    enabled: member,
  });
  return { meta, publicLinksAllowed: profile.data?.public_links_enabled === true };
}

/** The rules under the view's filters; only once the check is over. */
export function usePdfRules(client: ApiClient, reportId: string, view: PdfViewState, enabled: boolean) {
  const filters = filtersOf(view);
  return useQuery({
    queryKey: ['pdf', 'rules', reportId, filters],
    queryFn: ({ signal }) => getPdfRules(reportId, filters, client, { signal }),
    enabled,
    staleTime: 0,
  });
}

/** The open rule's location groups ('Page 3' with its count...), non-page groups first, pages in numeric order. */
export function useRuleGroups(client: ApiClient, reportId: string, view: PdfViewState) {
  const body: PdfIssuesBody = { ...filtersOf(view), page: 1, pageSize: 1 };
  const ruleId = view.ruleId;
  return useQuery({
    queryKey: ['pdf', 'groups', reportId, ruleId, body],
    queryFn: async ({ signal }): Promise<LocationGroup[]> => {
      const answer = await getPdfIssues(reportId, ruleId ?? '', body, client, { signal });
      return answer.issueCountByPage.filter((g) => g.count > 0);
    },
    enabled: ruleId !== null,
    staleTime: 0,
  });
}

/** The page of issues (10 a page, spec 002 section 9) holding the open issue of the open group. */
export function useIssuePage(client: ApiClient, reportId: string, view: PdfViewState, group: LocationGroup | undefined) {
  const page = Math.floor(view.activeIssueIndex / PDF_ISSUES_PAGE_SIZE) + 1;
  const body: PdfIssuesBody = { ...filtersOf(view), location: group?.location ?? '', page, pageSize: PDF_ISSUES_PAGE_SIZE };
  const ruleId = view.ruleId;
  return useQuery({
    queryKey: ['pdf', 'issues', reportId, ruleId, body],
    queryFn: ({ signal }) => getPdfIssues(reportId, ruleId ?? '', body, client, { signal }),
    enabled: ruleId !== null && group !== undefined,
    staleTime: 0,
    // Stepping to the next page of 10 keeps the last one on screen until the next arrives.
    placeholderData: keepPreviousData,
  });
}

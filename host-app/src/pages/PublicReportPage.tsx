import { Navigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { getDefaultApiClient, PUBLIC_NOT_FOUND_PATH } from '@curbcut/client';
import type { PublicLinkTarget } from '@curbcut/core';
import { BuildReport, ScanReport } from '@curbcut/widgets';
import { readPublicLink, reportToShow } from '../public/publicLink';

/**
 * `/public_report?type=automatedTest&token=...` (spec 001 section 2.6; spec 000 section 2.2): a
 * shared build report (or website scan report, `type=scanner`) in the public layout, read with the link's token, no session and no live
 * connection. The server's public feature-flags call says which report the token opens (and
 * refuses a `thBuildId` of another report); unknown types, a missing token and any refusal end on
 * `/public_report/404`.
 */
export function PublicReportPage() {
  const [params] = useSearchParams();
  const link = readPublicLink(params);
  const target = useQuery({
    queryKey: ['curbcut', 'public-link-target', link?.query],
    queryFn: ({ signal }) =>
      getDefaultApiClient().request<PublicLinkTarget>('/public_reports/feature_flags', { query: link?.query, signal, cache: false }),
    enabled: link !== null,
    retry: false,
  });
  const reportId = link && target.data ? reportToShow(link, target.data) : undefined;
  if (link === null || target.isError || reportId === null) return <Navigate to={PUBLIC_NOT_FOUND_PATH} replace />;
  if (reportId === undefined) return <p role="status">Loading the shared report…</p>;
  const source = { kind: 'server', reportId, token: link.query.token, access: 'public' } as const;
  if (link.type === 'websiteScan') return <ScanReport source={source} links={{ home: '/home' }} />;
  return <BuildReport source={source} links={{ home: '/home' }} />;
}

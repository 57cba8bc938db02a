import { Navigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { getDefaultApiClient } from '@curbcut/client';
import { BuildReport } from '@curbcut/widgets';

/** Public report types this app can show. */
const SHOWN_TYPES = new Set(['automatedTest']);

/**
 * Which report a public link reads: its `thBuildId` (or `id`) parameter when the link carries it,
 * otherwise what the server's public feature-flags call says the token is for.
 */
async function resolveReportId(params: URLSearchParams, token: string, signal: AbortSignal): Promise<string> {
  const given = params.get('thBuildId') ?? params.get('id');
  if (given) return given;
  const flags = await getDefaultApiClient().request<{ reportId?: string }>('/public_reports/feature_flags', {
    query: { token },
    signal,
    cache: false,
  });
  if (!flags.reportId) throw new Error('The public link does not name a report.');
  return flags.reportId;
}

/**
 * `/public_report?type=automatedTest&token=...` (spec 001 section 2.6; spec 000 section 2.2): a
 * shared build report in the public layout, read with the link's token, no session and no live
 * connection. Unknown types, a missing token or an unreadable link end on `/public_report/404`.
 */
export function PublicReportPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const type = params.get('type') ?? '';
  const reportId = useQuery({
    queryKey: ['curbcut', 'public-report', token, params.get('thBuildId'), params.get('id')],
    queryFn: ({ signal }) => resolveReportId(params, token, signal),
    enabled: token !== '' && SHOWN_TYPES.has(type),
    retry: false,
  });
  if (token === '' || !SHOWN_TYPES.has(type) || reportId.isError) return <Navigate to="/public_report/404" replace />;
  if (reportId.isPending) return <p role="status">Loading the shared report…</p>;
  return <BuildReport source={{ kind: 'server', reportId: reportId.data, token, access: 'public' }} links={{ home: '/home' }} />;
}

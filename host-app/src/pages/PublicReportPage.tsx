import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { getDefaultApiClient, PUBLIC_NOT_FOUND_PATH } from '@curbcut/client';
import type { PublicLinkTarget } from '@curbcut/core';
import { BuildReport, ManualReport, PdfReport, ScanReport, type ManualReportEvent, type PdfReportEvent, type ScanReportEvent, type WidgetEvent } from '@curbcut/widgets';
import { readPublicLink, reportToShow } from '../public/publicLink';
import '../public/publicReport.css';

/**
 * `/public_report?type=automatedTest&token=...` (spec 001 section 2.6; spec 000 section 2.2): a
 * shared build report (or website scan report, `type=scanner`, PDF report, `type=pdfScanner`, or manual report,
 * `type=workflowScan` / `assistedTest`) in the public layout, read with the link's token, no session and no live
 * connection. The server's public feature-flags call says which report the token opens (and
 * refuses a `thBuildId` of another report); unknown types, a missing token and any refusal end on
 * `/public_report/404`. Its title names the report once the widget is ready: `<name> · Shared report · Curbcut`.
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
  const [name, setName] = useState<string | null>(null);
  const reportId = link && target.data ? reportToShow(link, target.data) : undefined;
  if (link === null || target.isError || reportId === null) return <Navigate to={PUBLIC_NOT_FOUND_PATH} replace />;
  const title = <title>{[name, 'Shared report', 'Curbcut'].filter(Boolean).join(' · ')}</title>;
  if (reportId === undefined) {
    return (
      <>
        {title}
        <p role="status">Loading the shared report…</p>
      </>
    );
  }
  const source = { kind: 'server', reportId, token: link.query.token, access: 'public' } as const;
  const onEvent = (event: WidgetEvent | ScanReportEvent | PdfReportEvent | ManualReportEvent) => {
    if (event.type === 'ready') setName(event.payload.name);
  };
  return (
    <>
      {title}
      <div className="public-report">
        {link.type === 'websiteScan' ? (
          <ScanReport source={source} links={{ home: '/home' }} onEvent={onEvent} />
        ) : link.type === 'pdfScanner' ? (
          <PdfReport source={source} links={{ home: '/home' }} onEvent={onEvent} />
        ) : link.type === 'workflowScan' || link.type === 'assistedTest' ? (
          <ManualReport
            source={{ kind: 'server', ...(link.type === 'workflowScan' ? { ids: [reportId] } : { arIds: [reportId] }), token: link.query.token, access: 'public' }}
            links={{ home: '/home' }}
            onEvent={onEvent}
          />
        ) : (
          <BuildReport source={source} links={{ home: '/home' }} onEvent={onEvent} />
        )}
      </div>
    </>
  );
}

/**
 * `/workflow-analyzer/report?ids=...` and `/assisted-test/report?ar_ids=...` (spec 002 section 2.1):
 * one manual report, or several consolidated, through `<ManualReport>`. Without ids the route shows
 * its list. Navigation the widget asks for (its list on a 422, home) goes through the router.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { ManualReport, manualFeaturesFromProfile, type ManualReportEvent } from '@curbcut/widgets';
import { ReportBugAction } from '../integrations/ReportBugAction';
import { useBugTracker } from '../integrations/useBugTracker';
import { appProfileQuery } from '../queryClient';
import type { ReportProduct } from '../reports/reportProducts';

const SUPPORT_LINK = 'mailto:support@curbcut.local';

function idsOf(params: URLSearchParams, name: string): string[] {
  return (params.get(name) ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
}

/** The report page of a manual-report product. */
export function ManualReportPage({ product }: { product: ReportProduct }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const profile = useQuery(appProfileQuery());
  const bugTracker = useBugTracker();
  const [name, setName] = useState<string | null>(null);
  const ids = idsOf(params, 'ids');
  const arIds = idsOf(params, 'ar_ids');
  if (ids.length + arIds.length === 0) return <Navigate to={product.path} replace />;
  const key = `${ids.join(',')}|${arIds.join(',')}`;
  const single = ids.length + arIds.length === 1 ? (ids[0] ?? arIds[0]) : null;
  const onEvent = (event: ManualReportEvent) => {
    if (event.type === 'ready') setName(event.payload.name);
    if (event.type === 'error') setName(event.payload.code === '404' ? 'Report not found' : 'Report unavailable');
    if (event.type === 'navigate') {
      if (event.payload.to === 'manualList') navigate(product.path);
      else if (event.payload.to === 'home') navigate('/home');
    }
  };
  return (
    <div className="page">
      <title>{[name, product.title, 'Curbcut'].filter(Boolean).join(' · ')}</title>
      {single ? <ReportBugAction reportId={single} what={name ? `the report ${name}` : 'a manual report'} /> : null}
      <ManualReport
        // Other reports get a fresh widget (its store and worker belong to one report).
        key={key}
        source={{ kind: 'server', ids, arIds }}
        links={{ list: product.path, home: '/home', support: SUPPORT_LINK }}
        features={{ ...(profile.data ? manualFeaturesFromProfile(profile.data) : {}), bugTracker }}
        onEvent={onEvent}
      />
    </div>
  );
}

/**
 * `/site-scanner/create`: a new scan. The sitemap page may hand over URLs it extracted (router
 * state `{ startUrls, sitemapUrl }`). On success the scan's details page opens.
 */
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createScan, scanQueryKeys, type CreateScanBody } from '@curbcut/client';
import { showToast } from '../toasts';
import { ScanForm } from './ScanForm';
import { defaultScanFormValues, type ScanFormValues } from './scanFormModel';
import { scanDetailsPath, SCANNER_PATH } from './scannerPaths';
import './scanner.css';

/** What another page may pass to the create page. */
export interface CreateScanState {
  startUrls?: string[];
  sitemapUrl?: string;
}

function initialValues(state: unknown): ScanFormValues {
  const values = defaultScanFormValues();
  if (typeof state !== 'object' || state === null) return values;
  const given = state as CreateScanState;
  return {
    ...values,
    startUrls: Array.isArray(given.startUrls) ? given.startUrls.filter((u) => typeof u === 'string').join('\n') : '',
    sitemapUrl: typeof given.sitemapUrl === 'string' ? given.sitemapUrl : '',
  };
}

/** The create-scan page. */
export function CreateScanPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [initial] = useState(() => initialValues(location.state));
  const mutation = useMutation({
    mutationFn: (body: CreateScanBody) => createScan(body),
    meta: { showsOwnErrors: true },
    onSuccess: async (scan) => {
      await queryClient.invalidateQueries({ queryKey: scanQueryKeys.all });
      showToast({ title: `Scan ‘${scan.name}’ created`, tone: 'success' });
      await navigate(scanDetailsPath(scan.id));
    },
  });
  return (
    <div className="page scanner-page">
      <title>New scan · Website Scanner · Curbcut</title>
      <div className="page-header">
        <h1>New scan</h1>
      </div>
      <ScanForm mode="create" initialValues={initial} onSubmit={(body) => mutation.mutateAsync(body)} cancelTo={SCANNER_PATH} />
    </div>
  );
}

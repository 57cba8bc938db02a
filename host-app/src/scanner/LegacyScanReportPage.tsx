/**
 * `/site-scanner/scan-report` (deprecated, spec 000 section 2.1): old links carried the run in `ids`
 * (or `thBuildId`). When the run can be read, it opens at its current address; otherwise the scan
 * list opens. The run is read directly, not through the query cache, so a missing run leads to the
 * list instead of the error catalogue's not-found page.
 */
import { useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { getReportMeta } from '@curbcut/client';
import { SCANNER_PATH, scanReportPath } from './scannerPaths';

/** The run id an old link names, if any. */
export function legacyRunId(params: URLSearchParams): string | null {
  const raw = params.get('ids') ?? params.get('thBuildId') ?? params.get('id');
  const first = raw?.split(',')[0]?.trim();
  return first ? first : null;
}

/** Redirects an old scan-report link. */
export function LegacyScanReportPage() {
  const [params] = useSearchParams();
  const runId = legacyRunId(params);
  const [target, setTarget] = useState<string | null>(runId ? null : SCANNER_PATH);

  useEffect(() => {
    if (!runId) return;
    const controller = new AbortController();
    getReportMeta(runId, undefined, { signal: controller.signal }).then(
      (meta) => {
        const next = new URLSearchParams(params);
        for (const name of ['ids', 'id']) next.delete(name);
        next.set('thBuildId', meta.id);
        setTarget(`${scanReportPath(meta.projectId)}?${next.toString()}`);
      },
      () => {
        if (!controller.signal.aborted) setTarget(SCANNER_PATH);
      },
    );
    return () => controller.abort();
  }, [runId, params]);

  if (target) return <Navigate to={target} replace />;
  return <p role="status">Opening the scan report…</p>;
}

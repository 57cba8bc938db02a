import { useEffect } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { getExport, isApiRequestError } from '@curbcut/client';
import { CSV_DOWNLOAD_STARTED_TOAST } from '@curbcut/core';
import { showToast } from '../toasts';

/** How often a running export is polled. */
const EXPORT_POLL_MS = 1000;

/**
 * `/export-report?report_id=` (spec 000 section 2.1): the export link. Follows the export (by
 * export id, or a report id for its newest export) until its file is ready, then downloads it;
 * an expired link (410) goes to the link-expired page.
 */
export function ExportReportPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = params.get('report_id') ?? '';
  const job = useQuery({
    queryKey: ['curbcut', 'export', id],
    queryFn: ({ signal }) => getExport(id, undefined, { signal }),
    enabled: id !== '',
    retry: false,
    refetchInterval: (query) => (query.state.data && ['queued', 'running'].includes(query.state.data.status) ? EXPORT_POLL_MS : false),
  });
  // A finished export without a link has expired, like one the server answers 410 for.
  const gone =
    (isApiRequestError(job.error) && job.error.status === 410) || (job.data?.status === 'done' && job.data.url === null);
  useEffect(() => {
    if (gone) void navigate('/410', { replace: true });
  }, [gone, navigate]);
  const url = job.data?.status === 'done' ? job.data.url : null;
  // The toast as soon as the export is found, not when its file is ready: a long export shows it is under way.
  const found = job.data !== undefined && job.data.status !== 'failed' && !gone;
  useEffect(() => {
    if (found) showToast({ title: CSV_DOWNLOAD_STARTED_TOAST, tone: 'success' });
  }, [found]);
  useEffect(() => {
    if (url) window.location.assign(url);
  }, [url]);

  if (id === '') return <Navigate to="/404" replace />;
  const data = job.data;
  return (
    <div className="page">
      <title>Export report · Curbcut</title>
      <h1>Export report</h1>
      {job.isPending ? (
        <p role="status">Looking up the export…</p>
      ) : job.isError ? (
        <p className="form-error">{gone ? 'This export link has expired.' : 'The export could not be loaded.'}</p>
      ) : data?.status === 'failed' ? (
        <p className="form-error">The export failed{data.error ? `: ${data.error}` : '.'} Export the report again.</p>
      ) : data?.status === 'done' && url ? (
        <p role="status">
          Your download has started. If it did not, <a href={url}>download {data.fileName}</a>.
        </p>
      ) : (
        <div role="status">
          <p>Preparing {data?.fileName}…</p>
          <progress max={data?.progress.rowsTotal || 1} value={data?.progress.rowsDone ?? 0} aria-label="Export progress" />
        </div>
      )}
    </div>
  );
}

/**
 * `/site-scanner/scan-details/:id/edit`: the create form in edit mode, filled from the saved scan
 * (its UTC schedule shown in local time). Saving returns to the details page.
 */
import { useNavigate, useParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { scanQuery, scanQueryKeys, updateScan, type CreateScanBody } from '@curbcut/client';
import { showToast } from '../toasts';
import { ScanForm } from './ScanForm';
import { updateBodyOf, valuesFromScan } from './scanFormModel';
import { scanDetailsPath } from './scannerPaths';
import { browserOffsetMinutes } from './schedule';
import './scanner.css';

/** The edit-scan page. */
export function EditScanPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const scan = useQuery(scanQuery(id));
  const mutation = useMutation({
    mutationFn: (body: CreateScanBody) => updateScan(id, updateBodyOf(body)),
    meta: { showsOwnErrors: true },
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: scanQueryKeys.all });
      showToast({ title: `Scan ‘${saved.name}’ saved`, tone: 'success' });
      await navigate(scanDetailsPath(id));
    },
  });
  const title = scan.data ? `Edit ${scan.data.name}` : 'Edit scan';
  return (
    <div className="page scanner-page">
      <title>{`${title} · Website Scanner · Curbcut`}</title>
      <div className="page-header">
        <h1>{title}</h1>
      </div>
      {scan.isPending ? (
        <p role="status">Loading the scan…</p>
      ) : scan.isError ? (
        <div className="card">
          <p className="form-error">The scan could not be loaded.</p>
        </div>
      ) : (
        <ScanForm
          // A fresh form when another scan opens in the same page.
          key={scan.data.id}
          mode="edit"
          initialValues={valuesFromScan(scan.data, browserOffsetMinutes())}
          onSubmit={(body) => mutation.mutateAsync(body)}
          cancelTo={scanDetailsPath(id)}
        />
      )}
    </div>
  );
}

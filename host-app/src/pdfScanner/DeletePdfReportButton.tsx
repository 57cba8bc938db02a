/** The author's Delete of a PDF report, asked first (it cannot be undone). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deletePdfReport, pdfScannerQueryKeys, queryKeys } from '@curbcut/client';
import type { PdfReport } from '@curbcut/core';
import { ConfirmAction } from '../components/ConfirmAction';
import { showToast } from '../toasts';

export function DeletePdfReportButton({ report }: { report: Pick<PdfReport, 'id' | 'name'> }) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => deletePdfReport(report.id),
    onSuccess: async () => {
      showToast({ title: `Report ‘${report.name}’ deleted`, tone: 'success' });
      await Promise.all([queryClient.invalidateQueries({ queryKey: pdfScannerQueryKeys.all }), queryClient.invalidateQueries({ queryKey: queryKeys.all })]);
    },
  });
  return (
    <ConfirmAction
      label="Delete"
      ariaLabel={`Delete ‘${report.name}’`}
      title={`Delete ‘${report.name}’?`}
      confirmLabel="Delete report"
      isPending={mutation.isPending}
      onConfirm={() => mutation.mutate()}
    >
      <p>The report, its issues and decisions, and its PDF are deleted. This cannot be undone.</p>
    </ConfirmAction>
  );
}

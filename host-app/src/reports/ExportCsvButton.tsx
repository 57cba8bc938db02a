/** A row's CSV button: starts the report's export and follows it on the export page (which downloads it when ready). */
import { useMutation } from '@tanstack/react-query';
import { Button } from 'react-aria-components';
import { useNavigate } from 'react-router';
import { startExport } from '@curbcut/client';
import type { ReportType } from '@curbcut/core';

export function ExportCsvButton({ report }: { report: { id: string; type: ReportType; name: string } }) {
  const navigate = useNavigate();
  const exporting = useMutation({
    mutationFn: () => startExport({ id: report.id, type: report.type }),
    onSuccess: (job) => navigate(`/export-report?report_id=${encodeURIComponent(job.id)}`),
  });
  return (
    <Button className="button" isDisabled={exporting.isPending} onPress={() => exporting.mutate()}>
      CSV<span className="visually-hidden"> of ‘{report.name}’</span>
    </Button>
  );
}

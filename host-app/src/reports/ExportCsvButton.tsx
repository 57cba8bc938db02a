/** A row's CSV button: starts the report's export and follows it on the export page (which downloads it when ready). */
import { useMutation } from '@tanstack/react-query';
import { Button } from 'react-aria-components';
import { useNavigate } from 'react-router';
import { startExport } from '@curbcut/client';
import type { ReportType } from '@curbcut/core';

/** The report a CSV export is made of. */
export interface ExportedReport {
  id: string;
  type: ReportType;
  name: string;
}

/**
 * The export action the button and a row menu's 'Export CSV' share: `start()` begins the export
 * and opens its page; `isPending` while the server is asked.
 */
export function useExportCsv(report: Pick<ExportedReport, 'id' | 'type'>): { start: () => void; isPending: boolean } {
  const navigate = useNavigate();
  const exporting = useMutation({
    mutationFn: () => startExport({ id: report.id, type: report.type }),
    onSuccess: (job) => navigate(`/export-report?report_id=${encodeURIComponent(job.id)}`),
  });
  return { start: () => exporting.mutate(), isPending: exporting.isPending };
}

export function ExportCsvButton({ report }: { report: ExportedReport }) {
  const exporting = useExportCsv(report);
  return (
    <Button className="button" isDisabled={exporting.isPending} onPress={exporting.start}>
      CSV<span className="visually-hidden"> of ‘{report.name}’</span>
    </Button>
  );
}

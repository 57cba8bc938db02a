/**
 * The scan report's Compare (spec 001 section 2.6, spec 002 section 2.3): the compare-run modal of
 * this run, offering the scan's other completed runs (`GET /api/test_runs?central_scanner=true`);
 * confirming opens the compare page of the chosen run and this one (`links.compare`), or, in the
 * minimal view, posts `navigate` to the parent.
 */
import type { ScanRunItem } from '@curbcut/core';
import { CompareDialog } from '../compare/CompareDialog';
import { useWidget } from '../shell/widgetContext';

/** Props of CompareRuns. */
export interface CompareRunsProps {
  /** This run. */
  run: Pick<ScanRunItem, 'id' | 'scanId'>;
  compareHref: (selectedId: string, currentId: string) => string;
  minimal: boolean;
}

/** The header's Compare button and its modal (members only: the header decides). */
export function CompareRuns({ run, compareHref, minimal }: CompareRunsProps) {
  const { client, emit } = useWidget();
  if (!client) return null;
  return <CompareDialog run={{ id: run.id, product: 'websiteScan', scanId: run.scanId }} client={client} minimal={minimal} compareHref={compareHref} emit={emit} />;
}

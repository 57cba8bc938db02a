/**
 * `/pdf-scanner/report?id=` (spec 002 section 2.2): one PDF report through `<PdfReport>`. With
 * `minimal=true` the page has no chrome and the widget's navigation goes to a same-origin parent,
 * as the scan report page does. The page's title names the document once the widget is ready.
 * Where the server has a bug tracker, 'File a bug' stands above the report and in its issue detail,
 * as on the other report pages; never in the minimal view.
 */
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PdfReport, type PdfReportEvent } from '@curbcut/widgets';
import { ReportBugAction } from '../integrations/ReportBugAction';
import { useBugTracker } from '../integrations/useBugTracker';
import { postToSameOriginParent } from '../scanner/ScanReportPage';
import { PDF_SCANNER_PATH } from './pdfPaths';
import './pdfScanner.css';

const SUPPORT_LINK = 'mailto:support@curbcut.local';

export function PdfReportPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const minimal = params.get('minimal') === 'true';
  const [name, setName] = useState<string | null>(null);
  const bugTracker = useBugTracker(!minimal);
  const title = <title>{[name, 'PDF report', 'Curbcut'].filter(Boolean).join(' · ')}</title>;
  if (!id) {
    return (
      <div className="page">
        {title}
        <h1>PDF report</h1>
        <div className="card empty">
          <h2 className="empty-title">No report chosen</h2>
          <p>This address names no PDF report. Open one from the PDF Scanner.</p>
          <Link className="button primary" to={PDF_SCANNER_PATH}>
            Go to the PDF Scanner
          </Link>
        </div>
      </div>
    );
  }
  const onEvent = (event: PdfReportEvent) => {
    if (event.type === 'ready') setName(event.payload.name);
    if (minimal) postToSameOriginParent(event);
  };
  return (
    <div className={minimal ? 'scan-report-minimal' : 'page'}>
      {title}
      {minimal ? null : <ReportBugAction reportId={id} what={name ? `the PDF ${name}` : 'a PDF report'} />}
      <PdfReport
        // Another report gets a fresh widget (its view and queries belong to one report).
        key={id}
        source={{ kind: 'server', reportId: id }}
        links={{ pdfList: PDF_SCANNER_PATH, home: '/home', support: SUPPORT_LINK }}
        minimal={minimal}
        features={{ bugTracker }}
        onEvent={onEvent}
      />
    </div>
  );
}

/**
 * `/embed/manual-report?reportId=&parentOrigin=&channel=[&token=]`: the manual report's iframe entry
 * of the embed protocol (docs/embedding.md; the frame side is EmbedReportFrame). One workflow report
 * or assisted test, read with the token: its kind comes from its meta, so the parent names only the
 * report. Its breadcrumb becomes a `navigate` event to 'manualList'.
 */
import { ManualReport } from '@curbcut/widgets';
import { EmbedReportFrame, type EmbeddedWidgetProps } from './EmbedReportFrame';
import { useEmbeddedMeta } from './useEmbeddedMeta';

function EmbeddedManualReport({ source, urlState, onEvent, onApi }: EmbeddedWidgetProps) {
  const token = source.token ?? '';
  const meta = useEmbeddedMeta(source);
  if (meta.isError) {
    return (
      <p role="alert" className="form-error">
        This report could not be read with the token given: ask the host page for a new one.
      </p>
    );
  }
  if (!meta.data) return <p role="status">Fetching report</p>;
  const ids = meta.data.type === 'assistedTest' ? { arIds: [source.reportId] } : { ids: [source.reportId] };
  return (
    <ManualReport
      source={{ kind: 'server', ...ids, token, ...(source.access ? { access: source.access } : {}) }}
      urlState={urlState}
      onEvent={onEvent}
      onApi={onApi}
      minimal
    />
  );
}

/** The embedded manual report. */
export function EmbedManualReportPage() {
  return <EmbedReportFrame widget="manual-report" title="Manual report · Curbcut" render={(props) => <EmbeddedManualReport {...props} />} />;
}

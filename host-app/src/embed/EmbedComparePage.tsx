/**
 * `/embed/compare?reportId=&parentOrigin=&channel=[&token=]`: the compare-run modal's iframe entry
 * of the embed protocol (docs/embedding.md; the frame side is EmbedReportFrame). The run's product,
 * project and build name come from its meta, read with the embed token; the list is of that run's
 * project (or scan). Confirming posts `navigate` `{to: 'compare', href}` with the compare page's
 * absolute address: the parent opens it (members sign in there). A public-link token compares nothing.
 */
import { CompareModal } from '@curbcut/widgets';
import { EmbedReportFrame, type EmbeddedWidgetProps } from './EmbedReportFrame';
import { useEmbeddedMeta } from './useEmbeddedMeta';

function EmbeddedCompare({ source, onEvent, onApi }: EmbeddedWidgetProps) {
  const token = source.token ?? '';
  const meta = useEmbeddedMeta(source, source.access !== 'public');
  if (source.access === 'public') {
    return (
      <p role="alert" className="form-error">
        Comparing runs needs an embed token: a public link reads one report.
      </p>
    );
  }
  if (meta.isError) {
    return (
      <p role="alert" className="form-error">
        This run could not be read with the token given: ask the host page for a new one.
      </p>
    );
  }
  if (!meta.data) return <p role="status">Loading…</p>;
  const { type, id, projectId, buildName } = meta.data;
  if (type !== 'automatedTest' && type !== 'websiteScan') {
    return (
      <p role="alert" className="form-error">
        Only builds and website scan runs can be compared.
      </p>
    );
  }
  return (
    <CompareModal
      run={type === 'automatedTest' ? { id, product: type, projectId, buildName } : { id, product: type }}
      token={token}
      minimal
      onEvent={onEvent}
      onApi={onApi}
    />
  );
}

/** The embedded compare-run modal. */
export function EmbedComparePage() {
  return <EmbedReportFrame widget="compare" title="Compare runs · Curbcut" render={(props) => <EmbeddedCompare {...props} />} />;
}

/**
 * `/embed/build-report?reportId=&parentOrigin=&channel=[&token=]`: the build report's iframe entry
 * of the embed protocol (docs/embedding.md; the frame side is EmbedReportFrame).
 */
import { BuildReport } from '@curbcut/widgets';
import { EmbedReportFrame } from './EmbedReportFrame';

/** The embedded build report. */
export function EmbedBuildReportPage() {
  return <EmbedReportFrame widget="build-report" title="Build report · Curbcut" render={(props) => <BuildReport {...props} minimal />} />;
}

/**
 * `/site-scanner/compare?ids=base,new`, `/automated-tests/compare?ids=base,new` and
 * `/workflow-analyzer/compare?ids=base,new`: the two runs or builds with links to their reports,
 * and the comparison's tabs (compare/CompareTabs): Summary, All issues and, for scan runs, Scan log.
 */
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { compareMetaQuery, reportMetaQuery, type ReportMeta } from '@curbcut/client';
import { buildReportPagePath, type CompareProduct as ApiCompareProduct } from '@curbcut/core';
import { CompareTabs } from '../compare/CompareTabs';
import { formatDateTime } from '../format';
import { WORKFLOW_ANALYZER, reportRoute } from '../reports/reportProducts';
import { SCANNER_PATH, scanReportPath } from './scannerPaths';
import './scanner.css';

/** The two ids of `ids=base,new`; null unless there are exactly two. */
export function compareIdsOf(params: URLSearchParams): [string, string] | null {
  const ids = (params.get('ids') ?? '').split(',').map((id) => id.trim()).filter((id) => id !== '');
  return ids.length === 2 ? [ids[0] ?? '', ids[1] ?? ''] : null;
}

/** What differs between the compare page of scan runs and that of builds. */
interface CompareProduct {
  title: string;
  unit: 'run' | 'build';
  product: ApiCompareProduct;
  listLabel: string;
  listPath: string;
  reportPath: (meta: ReportMeta) => string;
}

const PRODUCTS = {
  scan: { title: 'Compare scan runs', unit: 'run', product: 'websiteScan', listLabel: 'Website Scanner', listPath: SCANNER_PATH, reportPath: (m) => scanReportPath(m.projectId, m.id) },
  build: { title: 'Compare builds', unit: 'build', product: 'automatedTest', listLabel: 'Automated Tests', listPath: '/automated-tests', reportPath: (m) => buildReportPagePath(m) },
  workflow: {
    title: 'Compare workflow runs',
    unit: 'run',
    product: 'workflowScan',
    listLabel: WORKFLOW_ANALYZER.title,
    listPath: WORKFLOW_ANALYZER.path,
    reportPath: (m) => reportRoute(WORKFLOW_ANALYZER, [m.id]),
  },
} satisfies Record<string, CompareProduct>;

/** The compare page of two scan runs. */
export function ScanComparePage() {
  return <ComparePage product={PRODUCTS.scan} />;
}

/** The compare page of two builds (`source=lcnc` builds included: they are builds like any other). */
export function BuildComparePage() {
  return <ComparePage product={PRODUCTS.build} />;
}

/** The compare page of two runs of one workflow (Workflow Analyzer reports of one name). */
export function WorkflowComparePage() {
  return <ComparePage product={PRODUCTS.workflow} />;
}

function ComparePage({ product }: { product: CompareProduct }) {
  const { unit } = product;
  const [params] = useSearchParams();
  const ids = compareIdsOf(params);
  const { title } = product;
  return (
    <div className="page scanner-page">
      <title>{`${title} · Curbcut`}</title>
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link to={product.listPath}>{product.listLabel}</Link> <span aria-hidden="true">/</span>{' '}
        <span aria-current="page">{`Compare ${unit}s`}</span>
      </nav>
      <h1>{title}</h1>
      {ids ? (
        <>
          <CompareRuns ids={ids} product={product} />
          <CompareTabs product={product.product} ids={ids} unit={unit} />
        </>
      ) : (
        <div className="card">
          <p>{`This link does not name two ${unit}s to compare.`}</p>
          <Link className="button" to={product.listPath}>
            {`Go to ${product.listLabel}`}
          </Link>
        </div>
      )}
    </div>
  );
}

/** The two runs, the base (the older, as the server decides) first. */
function CompareRuns({ ids, product }: { ids: [string, string]; product: CompareProduct }) {
  const meta = useQuery(compareMetaQuery(product.product, ids));
  const [base, next] = meta.data ? [meta.data.baseReport.id, meta.data.newReport.id] : ids;
  return (
    <div className="compare-runs">
      <RunCard label={`Base ${product.unit}`} id={base} product={product} />
      <RunCard label={`New ${product.unit}`} id={next} product={product} />
    </div>
  );
}

function RunCard({ label, id, product }: { label: string; id: string; product: CompareProduct }) {
  const meta = useQuery(reportMetaQuery(id));
  const headingId = `compare-${label.replace(/\s+/g, '-').toLowerCase()}`;
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>{label}</h2>
      {meta.isPending ? (
        <p role="status">Loading…</p>
      ) : meta.isError ? (
        <p className="form-error">{`This ${product.unit} could not be loaded.`}</p>
      ) : (
        <RunSummary meta={meta.data} product={product} />
      )}
    </section>
  );
}

function RunSummary({ meta, product }: { meta: ReportMeta; product: CompareProduct }) {
  const label = product.unit === 'run' ? `run #${meta.buildNumber}` : `${meta.buildName}#${meta.buildNumber}`;
  return (
    <>
      <p>
        <strong>{meta.name}</strong> · {label}
      </p>
      <p className="muted">
        {formatDateTime(meta.createdAt)} · {meta.issueSummary.issueCount} issue{meta.issueSummary.issueCount === 1 ? '' : 's'}
      </p>
      <Link className="button" to={product.reportPath(meta)}>
        {`Open the report of ${label}`}
      </Link>
    </>
  );
}

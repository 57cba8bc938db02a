/**
 * The compare page's Summary (issue 19, spec 000 sections 2 and 3.5): what changed between the base
 * run and the newer one. New, retained, resolved and not compared counts; per severity as bars and
 * as a table; the rules, pages, components and tests (builds) or steps (workflow runs) with the most
 * new and the most resolved issues; the scan stability of scan runs or the test or step health of
 * builds and workflow runs; and what was set apart, with the reason (a rule one engine did not run,
 * a page that failed in one run). A pair the server refuses (different projects or workflows, a run
 * still in progress, no comparison in the plan) shows its reason.
 */
import { useQuery } from '@tanstack/react-query';
import { compareMetaQuery, compareSummaryQuery, isApiRequestError, type ComparedIds } from '@curbcut/client';
import { IMPACTS, severityLabel, type CompareMeta, type CompareProduct, type CompareSummary } from '@curbcut/core';
import { BarList } from '../components/BarList';
import { KeyedChanges, ScanStability, TestHealth } from './CompareSummarySections';
import './compare.css';

export function CompareOverview({ product, ids }: { product: CompareProduct; ids: [string, string] }) {
  const meta = useQuery(compareMetaQuery(product, ids));
  const summary = useQuery({ ...compareSummaryQuery(product, ids), enabled: meta.isSuccess });
  const failure = meta.error ?? summary.error;
  if (failure) {
    return (
      <section className="card" role="alert" aria-labelledby="compare-refused">
        <h2 id="compare-refused">These runs cannot be compared</h2>
        <p>{isApiRequestError(failure) && failure.body ? failure.body.message : 'The comparison could not be loaded. Refresh the page or try again later.'}</p>
      </section>
    );
  }
  if (!meta.data || !summary.data) return <p role="status">Comparing the two runs…</p>;
  return <CompareSummaryView meta={meta.data} summary={summary.data} pair={{ product, ids }} />;
}

const STATUS_LABELS = { new: 'New', retained: 'Retained', resolved: 'Resolved' } as const;

function CompareSummaryView({ meta, summary, pair }: { meta: CompareMeta; summary: CompareSummary; pair: ComparedIds }) {
  const engines = meta.baseReport.engineVersion === meta.newReport.engineVersion ? null : `axe-core ${meta.baseReport.engineVersion || 'unknown'} → ${meta.newReport.engineVersion || 'unknown'}`;
  return (
    <section className="compare-summary" aria-labelledby="compare-summary-title">
      <h2 id="compare-summary-title">Summary</h2>
      {meta.reordered ? <p className="muted">The older run is the base of the comparison, whatever order the link gave.</p> : null}
      <dl className="compare-stats">
        <Stat label="New issues" value={summary.newIssues} tone="new" />
        <Stat label="Retained issues" value={summary.retainedIssues} />
        <Stat label="Resolved issues" value={summary.resolvedIssues} tone="resolved" />
        <Stat label="Not compared" value={summary.notComparedIssues} />
      </dl>
      {summary.movedIssues > 0 ? (
        <p className="muted">
          {summary.movedIssues} retained {summary.movedIssues === 1 ? 'issue was' : 'issues were'} matched after the element moved on its page.
        </p>
      ) : null}
      <div className="card">
        <h3>By severity</h3>
        <BarList
          bars={IMPACTS.map((impact) => ({
            key: impact,
            label: severityLabel(impact),
            parts: [
              { value: summary.bySeverity[impact].new, tone: 'new' as const },
              { value: summary.bySeverity[impact].resolved, tone: 'resolved' as const },
            ],
            figure: `+${summary.bySeverity[impact].new} −${summary.bySeverity[impact].resolved}`,
          }))}
        />
        <div className="table-wrap" role="region" aria-label="Issues by severity" tabIndex={0}>
          <table className="builds">
            <caption className="visually-hidden">New, retained and resolved issues by severity</caption>
            <thead>
              <tr>
                <th scope="col">Severity</th>
                {Object.values(STATUS_LABELS).map((label) => (
                  <th key={label} scope="col" className="num">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {IMPACTS.map((impact) => (
                <tr key={impact}>
                  <th scope="row">{severityLabel(impact)}</th>
                  <td className="num">{summary.bySeverity[impact].new}</td>
                  <td className="num">{summary.bySeverity[impact].retained}</td>
                  <td className="num">{summary.bySeverity[impact].resolved}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
      <div className="compare-tops">
        <KeyedChanges title="Rules" keyLabel="Rule" lists={summary.topRules} />
        <KeyedChanges title="Pages" keyLabel="Page" lists={summary.topPages} />
        <KeyedChanges title="Components" keyLabel="Component" lists={summary.topComponents} />
        {meta.product === 'automatedTest' ? <KeyedChanges title="Tests" keyLabel="Test" lists={summary.topTests} /> : null}
        {meta.product === 'workflowScan' ? <KeyedChanges title="Steps" keyLabel="Step" lists={summary.topTests} /> : null}
      </div>
      {meta.product === 'websiteScan' ? <ScanStability pair={pair} meta={meta} /> : <TestHealth meta={meta} />}
      {meta.notComparedRules.length + meta.notComparedPages.length > 0 || engines ? (
        <div className="card">
          <h3>Set apart</h3>
          {engines ? <p>The runs were tested with different engines ({engines}): rules only one of them runs are not compared.</p> : null}
          <ul className="compare-apart">
            {meta.notComparedRules.map((r) => (
              <li key={`rule-${r.ruleId}`}>
                <span className="mono">{r.ruleId}</span>: {r.reason} ({r.issues} {r.issues === 1 ? 'issue' : 'issues'})
              </li>
            ))}
            {meta.notComparedPages.map((p) => (
              <li key={`page-${p.pagePath}`}>
                <span className="mono">{p.pagePath}</span>: {p.reason} ({p.issues} {p.issues === 1 ? 'issue' : 'issues'})
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

function Stat({ label, value, tone }: { label: string; value: number; tone?: 'new' | 'resolved' }) {
  return (
    <div className={tone ? `compare-stat compare-stat-${tone}` : 'compare-stat'}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

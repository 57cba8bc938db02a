/**
 * The compare Summary's sections beyond the severity breakdown (issue 19, spec 000 section 2):
 * the rules, pages and components with the most new and resolved issues, the scan stability of
 * both scan runs (Success, Redirects, Failures) and the test health of both builds (Passed,
 * Failed, Skipped) or the step health of both workflow runs, each as bars with the table that gives
 * the same figures as text. Keys come from tested pages (selectors, addresses): rendered as text.
 */
import { useQuery } from '@tanstack/react-query';
import { compareScanLogsQuery, reportMetaQuery, type ComparedIds } from '@curbcut/client';
import { formatInteger, type CompareKeyedCounts, type CompareMeta, type CompareTopLists } from '@curbcut/core';
import { BarList } from '../components/BarList';

/** The keys of both top lists, the most new first, then those only among the most resolved. */
function keysOf(lists: CompareTopLists): CompareKeyedCounts[] {
  const seen = new Set(lists.byNew.map((k) => k.key));
  return [...lists.byNew, ...lists.byResolved.filter((k) => !seen.has(k.key))];
}

/** A kind of key with its most new and most resolved issues. */
export function KeyedChanges({ title, keyLabel, lists }: { title: string; keyLabel: string; lists: CompareTopLists }) {
  const rows = keysOf(lists);
  return (
    <div className="card">
      <h3>{title}</h3>
      {rows.length === 0 ? (
        <p className="muted">No new or resolved issues.</p>
      ) : (
        <>
          <BarList
            wideLabels
            bars={rows.map((r) => ({
              key: r.key,
              label: r.key,
              parts: [
                { value: r.new, tone: 'new' as const },
                { value: r.resolved, tone: 'resolved' as const },
              ],
              figure: `+${formatInteger(r.new)} −${formatInteger(r.resolved)}`,
            }))}
          />
          <div className="table-wrap" role="region" aria-label={title} tabIndex={0}>
            <table className="builds">
              <thead>
                <tr>
                  <th scope="col">{keyLabel}</th>
                  <th scope="col" className="num">
                    New
                  </th>
                  <th scope="col" className="num">
                    Retained
                  </th>
                  <th scope="col" className="num">
                    Resolved
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.key}>
                    <th scope="row" className="compare-break">
                      {r.key}
                    </th>
                    <td className="num">{formatInteger(r.new)}</td>
                    <td className="num">{formatInteger(r.retained)}</td>
                    <td className="num">{formatInteger(r.resolved)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}

/** One outcome of both runs. */
interface OutcomeRow {
  label: string;
  base: number;
  next: number;
}

/** Outcomes of both runs side by side: a bar per run and outcome, and their table. */
function RunOutcomes({ title, rows, baseName, nextName }: { title: string; rows: OutcomeRow[]; baseName: string; nextName: string }) {
  return (
    <div className="card">
      <h3>{title}</h3>
      {/* The bars only draw the table's figures: hidden from screen readers, outcome names included. */}
      <div className="compare-outcomes" aria-hidden="true">
        {rows.map((r) => (
          <div key={r.label}>
            <p className="compare-outcome-label">{r.label}</p>
            <BarList
              bars={[
                { key: 'base', label: baseName, parts: [{ value: r.base, tone: 'base' as const }], figure: formatInteger(r.base) },
                { key: 'next', label: nextName, parts: [{ value: r.next, tone: 'current' as const }], figure: formatInteger(r.next) },
              ]}
            />
          </div>
        ))}
      </div>
      <div className="table-wrap" role="region" aria-label={title} tabIndex={0}>
        <table className="builds">
          <thead>
            <tr>
              <th scope="col">Outcome</th>
              <th scope="col" className="num">
                {baseName}
              </th>
              <th scope="col" className="num">
                {nextName}
              </th>
              <th scope="col" className="num">
                Change
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.label}>
                <th scope="row">{r.label}</th>
                <td className="num">{formatInteger(r.base)}</td>
                <td className="num">{formatInteger(r.next)}</td>
                <td className="num">{`${r.next - r.base > 0 ? '+' : r.next - r.base < 0 ? '−' : ''}${formatInteger(Math.abs(r.next - r.base))}`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

const runName = (run: CompareMeta['baseReport'], unit: 'run' | 'build') => (unit === 'run' ? `Run #${run.number}` : `Build #${run.number}`);

/** Success, Redirects and Failures of both scan runs, from their scan logs. */
export function ScanStability({ pair, meta }: { pair: ComparedIds; meta: CompareMeta }) {
  const logs = useQuery(compareScanLogsQuery(pair));
  if (!logs.data) return logs.isError ? <p className="form-error">The scan stability could not be loaded.</p> : <p role="status">Loading the scan stability…</p>;
  const count = (side: 'base' | 'next', status: 'success' | 'redirect' | 'failure') => logs.data.pages.filter((p) => p[side]?.status === status).length;
  const rows = (
    [
      ['Success', 'success'],
      ['Redirects', 'redirect'],
      ['Failures', 'failure'],
    ] as const
  ).map(([label, status]) => ({ label, base: count('base', status), next: count('next', status) }));
  return <RunOutcomes title="Scan stability" rows={rows} baseName={runName(meta.baseReport, 'run')} nextName={runName(meta.newReport, 'run')} />;
}

/** Passed, Failed and Skipped test cases of both builds; a workflow's steps, passed or failed (a recorded step is never skipped). */
export function TestHealth({ meta }: { meta: CompareMeta }) {
  const workflow = meta.product === 'workflowScan';
  const base = useQuery(reportMetaQuery(meta.baseReport.id));
  const next = useQuery(reportMetaQuery(meta.newReport.id));
  if (!base.data || !next.data) {
    return base.isError || next.isError ? <p className="form-error">The test health could not be loaded.</p> : <p role="status">Loading the test health…</p>;
  }
  const [b, n] = [base.data.healthSummary, next.data.healthSummary];
  const rows = [
    { label: 'Passed', base: b.passed, next: n.passed },
    { label: 'Failed', base: b.failed, next: n.failed },
    ...(workflow ? [] : [{ label: 'Skipped', base: b.skipped, next: n.skipped }]),
  ];
  const unit = workflow ? 'run' : 'build';
  return <RunOutcomes title={workflow ? 'Step health' : 'Test health'} rows={rows} baseName={runName(meta.baseReport, unit)} nextName={runName(meta.newReport, unit)} />;
}

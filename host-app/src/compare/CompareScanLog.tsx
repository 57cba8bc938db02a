/**
 * The compare page's Scan log tab (scan runs): every page either run checked, its outcome in each
 * run and how it changed (broken, fixed, added, removed, unchanged), changed pages first, with a
 * filter by change. Page addresses come from the scanned site: rendered as text.
 */
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { compareScanLogsQuery, type ComparedIds } from '@curbcut/client';
import { SCAN_LOG_CHANGES, formatInteger, type CompareScanLogRow, type ScanLogChange } from '@curbcut/core';
import { SingleFilter } from '../components/FilterSelect';

const CHANGE_LABELS: Record<ScanLogChange, string> = {
  broken: 'Now failing',
  fixed: 'Now loading',
  added: 'Only in the new run',
  removed: 'Only in the base run',
  unchanged: 'Unchanged',
};
const OUTCOME_LABELS = { success: 'Scanned', redirect: 'Redirected', failure: 'Failed' } as const;

function Outcome({ outcome }: { outcome: CompareScanLogRow['base'] }) {
  if (outcome === null) return <span className="muted">Not checked</span>;
  return (
    <>
      <span className={`status status-${outcome.status === 'failure' ? 'failed' : 'completed'}`}>{OUTCOME_LABELS[outcome.status]}</span>
      <span className="cell-sub muted">{outcome.status === 'failure' ? outcome.description : `${formatInteger(outcome.issueCount)} ${outcome.issueCount === 1 ? 'issue' : 'issues'}`}</span>
    </>
  );
}

export function CompareScanLog({ pair, unit }: { pair: ComparedIds; unit: string }) {
  const [params, setParams] = useSearchParams();
  const logs = useQuery(compareScanLogsQuery(pair));
  const change = SCAN_LOG_CHANGES.find((c) => c === params.get('change')) ?? null;
  if (logs.isPending) return <p role="status">Loading the scan logs…</p>;
  if (logs.isError) {
    return (
      <div className="card" role="alert">
        <p className="form-error">The scan logs could not be loaded.</p>
      </div>
    );
  }
  const { pages, changeCounts } = logs.data;
  if (pages.length === 0) {
    return (
      <div className="card empty">
        <h3 className="empty-title">No scan log</h3>
        <p>{`Neither ${unit} has a scan log: only website scan runs record the pages they checked.`}</p>
      </div>
    );
  }
  const shown = change === null ? pages : pages.filter((p) => p.change === change);
  const options = [{ id: 'any', label: `All pages (${formatInteger(pages.length)})` }, ...SCAN_LOG_CHANGES.map((c) => ({ id: c, label: `${CHANGE_LABELS[c]} (${formatInteger(changeCounts[c])})` }))];
  return (
    <div className="compare-scan-log">
      <div className="filters">
        <SingleFilter
          label="Change"
          value={change ?? ''}
          options={options}
          onChange={(v) =>
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                if (v === '') next.delete('change');
                else next.set('change', v);
                return next;
              },
              { replace: true },
            )
          }
        />
      </div>
      <div className="table-wrap" role="region" aria-label="Pages of both runs" tabIndex={0}>
        <table className="builds compare-scan-table">
          <thead>
            <tr>
              <th scope="col">Page</th>
              <th scope="col">{`Base ${unit}`}</th>
              <th scope="col">{`New ${unit}`}</th>
              <th scope="col">Change</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((p) => (
              <tr key={p.pageUrl}>
                <td className="compare-break">{p.pageUrl}</td>
                <td>
                  <Outcome outcome={p.base} />
                </td>
                <td>
                  <Outcome outcome={p.next} />
                </td>
                <td>
                  <span className={`status compare-change-${p.change}`}>{CHANGE_LABELS[p.change]}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

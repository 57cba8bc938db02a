/**
 * The modal's table of runs (spec 002 section 2.3): columns Scan Runs / Issue summary / Scan
 * Stability, one radio per row in a single radio group (arrow keys move the choice), rows rendered
 * by react-virtuoso with an overscan of 100 px, the next page asked for when the end is reached and
 * 3 skeleton rows while it loads. A row with an error shows its error instead of the issue summary;
 * a scan run whose pages all failed cannot be chosen and says why in a tooltip.
 */
import { useEffect, type ComponentProps } from 'react';
import { Button, Label, Radio, RadioGroup } from 'react-aria-components';
import { TableVirtuoso } from 'react-virtuoso';
import { Info } from 'lucide-react';
import { formatInteger, type CompareProduct } from '@curbcut/core';
import { DateTime } from '../scanReport/NavLink';
import { WithTooltip } from '../ui/Tooltip';
import { COMPARE_SKELETON_ROWS, COMPARE_TABLE_OVERSCAN, COMPARE_TEXTS } from './texts';
import type { OfferedRun } from './useRunList';

/** Rows rendered at once before anything is measured (and in jsdom, where nothing is). */
const INITIAL_ROWS = 8;
/** Fewer offered rows than this on screen: the next page is asked for without waiting for a scroll. */
const FILL_ROWS = 8;
/** Most height of the table's scroll area (px); a short list takes about its rows' height. */
const TABLE_HEIGHT = 360;
/** About the height of a row and of the header (px), to size a short list's area. */
const ROW_HEIGHT = 64;

const plural = (n: number, one: string, many: string) => `${formatInteger(n)} ${n === 1 ? one : many}`;

/** A scan run none of whose pages loaded: nothing to compare. */
export function allPagesFailed(run: OfferedRun): boolean {
  const s = run.summary.scanStability;
  return s.failure > 0 && s.success === 0 && s.redirect === 0;
}

/** The table element Virtuoso renders into, defined once so the table is not remounted on each render. */
const TABLE_COMPONENTS = {
  Table: (props: ComponentProps<'table'>) => <table {...props} className="cc-table cc-compare-table" />,
};

function Head() {
  return (
    <tr>
      <th scope="col">{COMPARE_TEXTS.columns.runs}</th>
      <th scope="col">{COMPARE_TEXTS.columns.summary}</th>
      <th scope="col">{COMPARE_TEXTS.columns.stability}</th>
    </tr>
  );
}

/** Skeleton rows standing for the runs still loading. */
export function SkeletonRows() {
  return (
    <>
      {Array.from({ length: COMPARE_SKELETON_ROWS }, (_, i) => (
        <tr key={i} aria-hidden="true" data-testid="compare-skeleton-row">
          {[0, 1, 2].map((c) => (
            <td key={c}>
              <span className="cc-compare-skeleton" />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}

function runLabel(run: OfferedRun, product: CompareProduct): string {
  return product === 'websiteScan' ? `Run #${run.buildNumber}` : `${run.name} #${run.buildNumber}`;
}

function Cells({ run, product }: { run: OfferedRun; product: CompareProduct }) {
  const failed = product === 'websiteScan' && allPagesFailed(run);
  const { summary } = run;
  const s = summary.scanStability;
  return (
    <>
      <td>
        <Radio value={run.thBuildId} className="cc-radio cc-compare-radio" isDisabled={failed}>
          <span>
            <span className="cc-compare-run-name">{runLabel(run, product)}</span>
            <span className="cc-muted cc-compare-run-date">
              <DateTime iso={run.createdAt} />
            </span>
          </span>
        </Radio>
      </td>
      <td>
        {failed ? (
          <span className="cc-compare-unavailable">
            All pages failed{' '}
            <WithTooltip text={COMPARE_TEXTS.allPagesFailed}>
              <Button className="cc-button cc-button-quiet cc-compare-info" aria-label={COMPARE_TEXTS.allPagesFailed}>
                <Info className="cc-icon" aria-hidden="true" />
              </Button>
            </WithTooltip>
          </span>
        ) : run.error ? (
          <span className="cc-compare-error">{run.error}</span>
        ) : (
          <>
            {plural(summary.issueCount, 'issue', 'issues')}
            <span className="cc-muted">, {plural(summary.componentCount, 'component', 'components')}</span>
          </>
        )}
      </td>
      <td>
        {product === 'websiteScan'
          ? `${formatInteger(s.success)} scanned, ${formatInteger(s.redirect)} redirected, ${formatInteger(s.failure)} failed`
          : summary.health.total === 0
            ? 'No test cases'
            : `${formatInteger(summary.health.passed)} passed, ${formatInteger(summary.health.failed)} failed of ${plural(summary.health.total, 'test', 'tests')}`}
      </td>
    </>
  );
}

/** Props of RunTable. */
export interface RunTableProps {
  runs: OfferedRun[];
  product: CompareProduct;
  selected: string | null;
  onSelect: (id: string) => void;
  loadingMore: boolean;
  loadMore: () => void;
}

/** The runs as a radio group in a virtualised table. */
export function RunTable({ runs, product, selected, onSelect, loadingMore, loadMore }: RunTableProps) {
  // A first page whose runs were mostly left out (running, the current one) fills no scroll area to
  // reach the end of: ask for more at once.
  useEffect(() => {
    if (runs.length < FILL_ROWS) loadMore();
  }, [runs.length, loadMore]);
  return (
    <RadioGroup className="cc-compare-runs" value={selected} onChange={onSelect}>
      <Label className="cc-visually-hidden">Run to compare with</Label>
      <TableVirtuoso
        className="cc-table-scroll cc-compare-scroll"
        style={{ height: Math.min(TABLE_HEIGHT, ROW_HEIGHT * (runs.length + 1 + (loadingMore ? COMPARE_SKELETON_ROWS : 0))) }}
        data={runs}
        overscan={COMPARE_TABLE_OVERSCAN}
        initialItemCount={Math.min(runs.length, INITIAL_ROWS)}
        computeItemKey={(_i, run) => run.thBuildId}
        components={TABLE_COMPONENTS}
        endReached={loadMore}
        fixedHeaderContent={Head}
        itemContent={(_i, run) => <Cells run={run} product={product} />}
        {...(loadingMore ? { fixedFooterContent: SkeletonRows } : {})}
      />
      {loadingMore ? (
        <p role="status" className="cc-visually-hidden">
          {COMPARE_TEXTS.loadingRuns}
        </p>
      ) : null}
    </RadioGroup>
  );
}

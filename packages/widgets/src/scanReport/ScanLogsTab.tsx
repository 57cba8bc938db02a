/**
 * The Scan logs tab (spec 001 section 2.6): a status multi-select (Success, Failures, Redirects)
 * with a count chip per status, and a virtualised table (react-virtuoso, rows 100 px) of Date, Page,
 * Description and Score (without the score feature: no Score column). Each row's status icon has a
 * text alternative; the description of a checked page is a link to All issues filtered by that
 * page. While the scan runs, 3 skeleton rows stand for the pages still to come; a failed load
 * offers Retry. Page URLs and descriptions come from scanned pages: text only.
 */
import { useId, type ComponentProps } from 'react';
import { Button, Checkbox, CheckboxGroup, Label, VisuallyHidden } from 'react-aria-components';
import { TableVirtuoso } from 'react-virtuoso';
import { CircleCheck, CircleX, CornerDownRight, type LucideIcon } from 'lucide-react';
import { PAGE_STATUSES, formatInteger } from '@curbcut/core';
import type { PageStatus, ScanLogRow } from '@curbcut/core';
import { IN_PROGRESS_STATUSES } from '../buildReport/useReportData';
import { useWidget } from '../shell/widgetContext';
import { DateTime } from './NavLink';
import type { ScanView } from './scanView';
import { PAGE_STATUS_LABELS, PAGE_STATUS_ROW_LABELS, SCAN_TEXTS } from './texts';
import { useScanLogs } from './useScanData';

/** Height of a scan log row (spec 001 section 2.6). */
export const SCAN_LOG_ROW_HEIGHT = 100;
/** Skeleton rows while the scan runs (spec 001 section 9). */
export const SCAN_LOG_SKELETON_ROWS = 3;
/** Height of the table's scroll area: six rows and the header. */
const TABLE_HEIGHT = SCAN_LOG_ROW_HEIGHT * 6 + 40;

/** The table element Virtuoso renders into, defined once so the table is not remounted on each render. */
const TABLE_COMPONENTS = {
  Table: (props: ComponentProps<'table'>) => <table {...props} className="cc-table" aria-label="Scan logs" />,
};

/** Named by the span around them (the status of the row). */
const STATUS_ICONS: Readonly<Record<PageStatus, LucideIcon>> = { success: CircleCheck, failure: CircleX, redirect: CornerDownRight };

/** Props of ScanLogsTab. */
export interface ScanLogsTabProps {
  view: ScanView;
  statuses: readonly PageStatus[];
  onStatusesChange: (statuses: readonly PageStatus[]) => void;
  /** Opens All issues filtered to a page (the value of the page filter). */
  onOpenPage: (page: string) => void;
}

function Head({ showScore }: { showScore: boolean }) {
  return (
    <tr>
      <th scope="col">Date</th>
      <th scope="col">Page</th>
      <th scope="col">Description</th>
      {showScore ? <th scope="col">Score</th> : null}
    </tr>
  );
}

function Cells({ row, showScore, onOpenPage }: { row: ScanLogRow; showScore: boolean; onOpenPage: (page: string) => void }) {
  const page = row.pageUrlToFilter;
  const StatusIcon = STATUS_ICONS[row.cumulativeStatus];
  return (
    <>
      <td className="cc-scan-log-date">
        <DateTime iso={row.time} />
      </td>
      <td className="cc-break">
        <span className={`cc-scan-status cc-scan-status-${row.cumulativeStatus}`} role="img" aria-label={PAGE_STATUS_ROW_LABELS[row.cumulativeStatus]}>
          <StatusIcon className="cc-icon" aria-hidden="true" />
        </span>{' '}
        {row.pageUrl}
        {row.finalRedirectUrl ? <span className="cc-muted"> → {row.finalRedirectUrl}</span> : null}
      </td>
      <td>
        {page ? (
          <Button className="cc-button-link" onPress={() => onOpenPage(page)}>
            {row.description}
            <VisuallyHidden> on {page}</VisuallyHidden>
          </Button>
        ) : (
          row.description
        )}
      </td>
      {showScore ? <td>{row.score === null ? '--' : row.score}</td> : null}
    </>
  );
}

function Skeleton({ label }: { label: string }) {
  return (
    <div className="cc-scan-log-skeleton" role="status">
      <VisuallyHidden>{label}</VisuallyHidden>
      {Array.from({ length: SCAN_LOG_SKELETON_ROWS }, (_, i) => (
        <div key={i} className="cc-scan-log-skeleton-row" aria-hidden="true" data-testid="scan-log-skeleton-row" />
      ))}
    </div>
  );
}

/** The Scan logs tab. */
export function ScanLogsTab({ view, statuses, onStatusesChange, onOpenPage }: ScanLogsTabProps) {
  const { meta, features } = useWidget();
  const headingId = useId();
  const logs = useScanLogs(view.source, view.data.client, meta.id, statuses, view.data.overview);
  const scanning = IN_PROGRESS_STATUSES.includes(meta.status);
  const counts = logs.data?.cumulativeStatusCounts;
  const rows = logs.data?.scanLogs ?? [];
  const showScore = features.score;
  return (
    <section className="cc-scan-logs" aria-labelledby={headingId}>
      <h2 id={headingId} className="cc-visually-hidden">
        Scan logs
      </h2>
      <CheckboxGroup
        className="cc-scan-status-filter"
        value={[...statuses]}
        onChange={(values) => onStatusesChange(PAGE_STATUSES.filter((s) => values.includes(s)))}
      >
        <Label className="cc-filter-title">Status</Label>
        <div className="cc-scan-status-options">
          {PAGE_STATUSES.map((status) => (
            <Checkbox key={status} value={status} className="cc-checkbox">
              <span className="cc-checkbox-box" aria-hidden="true" />
              {PAGE_STATUS_LABELS[status]}{' '}
              <span className="cc-chip cc-scan-count" data-testid={`scan-log-count-${status}`}>
                {counts ? formatInteger(counts[status]) : '–'}
              </span>
            </Checkbox>
          ))}
        </div>
      </CheckboxGroup>
      {statuses.length === 0 ? (
        <p className="cc-empty">{SCAN_TEXTS.noStatusChosen}</p>
      ) : logs.status === 'error' ? (
        <div className="cc-empty" role="alert">
          <p>{SCAN_TEXTS.scanLogsLoadFailed}</p>
          <Button className="cc-button" onPress={logs.retry}>
            Retry
          </Button>
        </div>
      ) : logs.status === 'loading' ? (
        <Skeleton label="Loading scan logs" />
      ) : (
        <>
          {rows.length === 0 && !scanning ? (
            <p className="cc-empty">{SCAN_TEXTS.noScanLogs}</p>
          ) : rows.length > 0 ? (
            <TableVirtuoso
              className="cc-table-scroll cc-scan-log-table"
              style={{ height: Math.min(TABLE_HEIGHT, rows.length * SCAN_LOG_ROW_HEIGHT + 48) }}
              data={rows}
              fixedItemHeight={SCAN_LOG_ROW_HEIGHT}
              // Rows that fit the area render at once (also where nothing is measured yet).
              initialItemCount={Math.min(rows.length, Math.ceil(TABLE_HEIGHT / SCAN_LOG_ROW_HEIGHT))}
              computeItemKey={(i, row) => `${i} ${row.pageUrl}`}
              components={TABLE_COMPONENTS}
              fixedHeaderContent={() => <Head showScore={showScore} />}
              itemContent={(_i, row) => <Cells row={row} showScore={showScore} onOpenPage={onOpenPage} />}
            />
          ) : null}
          {scanning ? <Skeleton label="Scanning more pages" /> : null}
        </>
      )}
    </section>
  );
}

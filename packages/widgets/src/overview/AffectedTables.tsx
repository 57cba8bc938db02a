/**
 * Top affected components, affected pages (first 100 rows each) and issues by category (a 382 px
 * table sorted A to Z, descending or ascending) from spec 001 section 2.2. A row's name opens the
 * issues tab filtered to it. Component ids, URLs and categories come from scanned pages: text only.
 */
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { formatCount, formatPageStateCount, type BuildOverview, type IssueFilters } from '@curbcut/core';
import { Card } from './Card';
import { SEVERITY_LABELS } from './labels';

/** Rows the affected tables show at most (spec 001 sections 2.2 and 9). */
export const AFFECTED_ROWS_CAP = 100;
/** Height of the category table (spec 001 section 2.2). */
export const CATEGORY_TABLE_HEIGHT_PX = 382;

/** Category sort options and their labels. */
export const CATEGORY_SORTS = { az: 'A to Z', desc: 'Descending', asc: 'Ascending' } as const;
/** A category sort option. */
export type CategorySort = keyof typeof CATEGORY_SORTS;

interface TableCardProps {
  overview: BuildOverview;
  onOpenIssues: (filters: IssueFilters) => void;
}

/** A scrollable, keyboard-reachable table region, or the empty text when there are no rows. */
function ScrollTable(props: { label: string; empty: string; headers: readonly string[]; rowCount: number; height?: number; children: ReactNode }) {
  if (props.rowCount === 0) return <p className="cc-ov-empty">{props.empty}</p>;
  return (
    <div className="cc-ov-scroll" style={props.height === undefined ? undefined : { height: props.height }} tabIndex={0} role="region" aria-label={props.label}>
      <table className="cc-ov-table">
        <thead>
          <tr>
            {props.headers.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{props.children}</tbody>
      </table>
    </div>
  );
}

/** A row's name as its header cell, opening the issues filtered to it. */
function RowLink({ className, onPress, children }: { className: string; onPress: () => void; children: string }) {
  return (
    <th scope="row">
      <Button className={className} onPress={onPress}>
        {children}
      </Button>
    </th>
  );
}

/** Components with the most issues; `title` default 'Top affected components'. */
export function AffectedComponentsCard({ overview, onOpenIssues, title = 'Top affected components' }: TableCardProps & { title?: string }) {
  const rows = overview.issueCountByComponent.slice(0, AFFECTED_ROWS_CAP);
  return (
    <Card title={title}>
      <ScrollTable label={`${title} table`} empty="No affected components." headers={['Component', 'Severity', 'Issues']} rowCount={rows.length}>
        {rows.map((r) => (
          <tr key={r.componentId}>
            <RowLink className="cc-ov-link-button cc-ov-code" onPress={() => onOpenIssues({ components: [r.componentId] })}>
              {r.componentId}
            </RowLink>
            <td>{SEVERITY_LABELS[r.impact]}</td>
            <td>{formatCount(r.count)}</td>
          </tr>
        ))}
      </ScrollTable>
    </Card>
  );
}

/** Props of AffectedPagesCard. */
export interface AffectedPagesCardProps extends TableCardProps {
  /** The Score column (score feature). */
  showScore: boolean;
  /** Default 'Affected pages' (the scan report's: 'Top Affected URLs'). */
  title?: string;
  /** Header of the first column; default 'Page'. */
  pageHeader?: string;
  /** The Page states column (states of a page a test visited); default true. A scan checks each URL once. */
  showPageStates?: boolean;
}

/** Pages with the most issues; the score column only with the score feature. */
export function AffectedPagesCard({ overview, onOpenIssues, showScore, title = 'Affected pages', pageHeader = 'Page', showPageStates = true }: AffectedPagesCardProps) {
  const rows = overview.issueCountByUrl.slice(0, AFFECTED_ROWS_CAP);
  const headers = [pageHeader, 'Issues', ...(showScore ? ['Score'] : []), ...(showPageStates ? ['Page states'] : [])];
  return (
    <Card title={title}>
      <ScrollTable label={`${title} table`} empty="No affected pages." headers={headers} rowCount={rows.length}>
        {rows.map((r) => (
          <tr key={r.url}>
            <RowLink className="cc-ov-link-button cc-ov-url" onPress={() => onOpenIssues({ pages: [r.url] })}>
              {r.url}
            </RowLink>
            <td>{formatCount(r.count)}</td>
            {showScore ? <td>{r.score === null ? '--' : r.score}</td> : null}
            {showPageStates ? <td>{formatPageStateCount(r.pageStatesCount)}</td> : null}
          </tr>
        ))}
      </ScrollTable>
    </Card>
  );
}

/** Category rows in the chosen order (ties by name, so the order is stable). */
export function sortCategories<T extends { category: string; count: number }>(rows: readonly T[], by: CategorySort): T[] {
  const byName = (a: T, b: T) => a.category.localeCompare(b.category, 'en');
  if (by === 'az') return [...rows].sort(byName);
  const sign = by === 'desc' ? -1 : 1;
  return [...rows].sort((a, b) => sign * (a.count - b.count) || byName(a, b));
}

/** Issues per rule category. */
export function CategoryCard({ overview, onOpenIssues }: TableCardProps) {
  const [sort, setSort] = useState<CategorySort>('desc');
  const sortId = useId();
  const rows = sortCategories(overview.issueCountByCategory, sort);
  const control = (
    <span className="cc-ov-field">
      <label htmlFor={sortId}>Sort</label>
      <select
        id={sortId}
        value={sort}
        onChange={(e) => {
          const next = e.target.value;
          if (next === 'az' || next === 'desc' || next === 'asc') setSort(next);
        }}
      >
        {Object.entries(CATEGORY_SORTS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </span>
  );
  return (
    <Card title="Issues by category" actions={control}>
      <ScrollTable
        label="Issues by category table"
        empty="No issues in any category."
        headers={['Category', 'Issues']}
        rowCount={rows.length}
        height={CATEGORY_TABLE_HEIGHT_PX}
      >
        {rows.map((r) => (
          <tr key={r.category}>
            <RowLink className="cc-ov-link-button" onPress={() => onOpenIssues({ categories: [r.category] })}>
              {r.category}
            </RowLink>
            <td>{formatCount(r.count)}</td>
          </tr>
        ))}
      </ScrollTable>
    </Card>
  );
}

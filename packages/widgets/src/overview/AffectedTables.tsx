/**
 * Top affected components, affected pages (first 100 rows each) and issues by category (a 382 px
 * table sorted A to Z, descending or ascending) from spec 001 section 2.2. A row's name opens the
 * issues tab filtered to it. Component ids, URLs and categories come from scanned pages: text only.
 */
import { useId, useState } from 'react';
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

/** Components with the most issues. */
export function AffectedComponentsCard({ overview, onOpenIssues }: TableCardProps) {
  const rows = overview.issueCountByComponent.slice(0, AFFECTED_ROWS_CAP);
  return (
    <Card title="Top affected components">
      {rows.length === 0 ? (
        <p className="cc-ov-empty">No affected components.</p>
      ) : (
        <div className="cc-ov-scroll" tabIndex={0} role="region" aria-label="Top affected components table">
          <table className="cc-ov-table">
            <thead>
              <tr>
                <th scope="col">Component</th>
                <th scope="col">Severity</th>
                <th scope="col">Issues</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.componentId}>
                  <th scope="row">
                    <Button className="cc-ov-link-button cc-ov-code" onPress={() => onOpenIssues({ components: [r.componentId] })}>
                      {r.componentId}
                    </Button>
                  </th>
                  <td>{SEVERITY_LABELS[r.impact]}</td>
                  <td>{formatCount(r.count)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

/** Pages with the most issues; the score column only with the score feature. */
export function AffectedPagesCard({ overview, onOpenIssues, showScore }: TableCardProps & { showScore: boolean }) {
  const rows = overview.issueCountByUrl.slice(0, AFFECTED_ROWS_CAP);
  return (
    <Card title="Affected pages">
      {rows.length === 0 ? (
        <p className="cc-ov-empty">No affected pages.</p>
      ) : (
        <div className="cc-ov-scroll" tabIndex={0} role="region" aria-label="Affected pages table">
          <table className="cc-ov-table">
            <thead>
              <tr>
                <th scope="col">Page</th>
                <th scope="col">Issues</th>
                {showScore ? <th scope="col">Score</th> : null}
                <th scope="col">Page states</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.url}>
                  <th scope="row">
                    <Button className="cc-ov-link-button cc-ov-url" onPress={() => onOpenIssues({ pages: [r.url] })}>
                      {r.url}
                    </Button>
                  </th>
                  <td>{formatCount(r.count)}</td>
                  {showScore ? <td>{r.score === null ? '--' : r.score}</td> : null}
                  <td>{formatPageStateCount(r.pageStatesCount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
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
      {rows.length === 0 ? (
        <p className="cc-ov-empty">No issues in any category.</p>
      ) : (
        <div
          className="cc-ov-scroll"
          style={{ height: CATEGORY_TABLE_HEIGHT_PX }}
          tabIndex={0}
          role="region"
          aria-label="Issues by category table"
        >
          <table className="cc-ov-table">
            <thead>
              <tr>
                <th scope="col">Category</th>
                <th scope="col">Issues</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.category}>
                  <th scope="row">
                    <Button className="cc-ov-link-button" onPress={() => onOpenIssues({ categories: [r.category] })}>
                      {r.category}
                    </Button>
                  </th>
                  <td>{formatCount(r.count)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

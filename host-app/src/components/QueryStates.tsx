/**
 * A page's main query as the user sees it: a status line while it loads, the reason in a card when
 * it failed, the page's empty state when there is nothing, else the content. One place, so every
 * list page words and marks these states alike.
 */
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';

/** Props of {@link QueryStates}. */
export interface QueryStatesProps<T> {
  query: UseQueryResult<T>;
  /** 'Loading scans…' */
  loading: string;
  /** 'The scans could not be loaded.' */
  failed: string;
  /** The empty state, shown for an empty list. */
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

export function QueryStates<T>({ query, loading, failed, empty, children }: QueryStatesProps<T>) {
  if (query.isPending) return <p role="status">{loading}</p>;
  if (query.isError) {
    return (
      <div className="card">
        <p className="form-error">{failed}</p>
      </div>
    );
  }
  const nothing = empty !== undefined && Array.isArray(query.data) && query.data.length === 0;
  return <>{nothing ? empty : children(query.data)}</>;
}

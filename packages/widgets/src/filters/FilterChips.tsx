/** Applied-filter chips ('2 categories'), each removable, with a Clear all link. */
import { Button } from 'react-aria-components';
import type { IssueFilters } from '@curbcut/core';
import { useWidget } from '../buildReport/widgetContext';
import { useIssueView } from '../issues/useIssueView';
import { FILTER_NOUNS, chipLabel } from '../issues/labels';
import type { ListFilterKey } from '../issues/labels';

/** The chips of the applied filters; nothing without filters. */
export function FilterChips() {
  const { store, emit } = useWidget();
  const { filters } = useIssueView();
  const keys = (Object.keys(FILTER_NOUNS) as ListFilterKey[]).filter((k) => (filters[k]?.length ?? 0) > 0);
  if (keys.length === 0) return null;
  const apply = (next: IssueFilters) => {
    store.getState().setFilters(next);
    emit({ type: 'filters-changed', payload: { filters: next } });
  };
  return (
    <ul className="cc-chips" aria-label="Applied filters">
      {keys.map((k) => {
        const label = chipLabel(k, filters[k]?.length ?? 0);
        return (
          <li key={k} className="cc-chip">
            <span>{label}</span>
            <Button
              className="cc-chip-remove"
              aria-label={`Remove filter ${label}`}
              onPress={() => {
                const next = { ...filters };
                delete next[k];
                apply(next);
              }}
            >
              <span aria-hidden="true">×</span>
            </Button>
          </li>
        );
      })}
      <li>
        <Button className="cc-button-link" onPress={() => apply({})}>
          Clear all
        </Button>
      </li>
    </ul>
  );
}

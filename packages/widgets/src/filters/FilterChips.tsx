/**
 * Applied-filter chips ('2 categories'), each removable, with a Clear all link. Removing a chip
 * moves focus to the chip now in its place (or the one before); removing the last one, or Clear
 * all, moves it to the Filters button, so keyboard users never fall back to the top of the page.
 */
import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { Button } from 'react-aria-components';
import { X } from 'lucide-react';
import type { IssueFilters } from '@curbcut/core';
import { useWidget } from '../shell/widgetContext';
import { useIssueView } from '../issues/useIssueView';
import { AI_FILTER_LABELS, FILTER_NOUNS, chipLabel } from '../issues/labels';
import type { ListFilterKey } from '../issues/labels';

/** A chip: the filter it removes and what it says. */
interface Chip {
  key: ListFilterKey | 'aiDetectedIssuesFilter';
  label: string;
}

/** The chips of the applied filters: one per list filter, and the AI-detected choice when set. */
function chipsOf(filters: IssueFilters): Chip[] {
  const chips: Chip[] = (Object.keys(FILTER_NOUNS) as ListFilterKey[])
    .filter((k) => (filters[k]?.length ?? 0) > 0)
    .map((k) => ({ key: k, label: chipLabel(k, filters[k]?.length ?? 0) }));
  const ai = filters.aiDetectedIssuesFilter;
  if (ai !== undefined && ai !== 'allIssues') chips.push({ key: 'aiDetectedIssuesFilter', label: AI_FILTER_LABELS[ai] });
  return chips;
}

/** The chips of the applied filters; nothing without filters. */
export function FilterChips({ filtersButtonRef }: { filtersButtonRef?: RefObject<HTMLButtonElement | null> }) {
  const { store, emit } = useWidget();
  const { filters } = useIssueView();
  const chips = chipsOf(filters);
  const keys = chips.map((c) => c.key);
  const listRef = useRef<HTMLUListElement>(null);
  /** The index of the chip to focus after a removal; -1 for the Filters button. */
  const focusNext = useRef<number | null>(null);
  const shown = keys.join(',');
  useEffect(() => {
    const next = focusNext.current;
    if (next === null) return;
    focusNext.current = null;
    const removes = listRef.current?.querySelectorAll<HTMLElement>('[data-cc-chip-remove]') ?? [];
    const target = next >= 0 && removes.length > 0 ? removes[Math.min(next, removes.length - 1)] : filtersButtonRef?.current;
    target?.focus();
  }, [shown, filtersButtonRef]);
  if (keys.length === 0) return null;
  const apply = (next: IssueFilters, focus: number) => {
    focusNext.current = focus;
    store.getState().setFilters(next);
    emit({ type: 'filters-changed', payload: { filters: next } });
  };
  return (
    <ul ref={listRef} className="cc-chips" aria-label="Applied filters">
      {chips.map(({ key: k, label }, i) => {
        return (
          <li key={k} className="cc-chip">
            <span>{label}</span>
            <Button
              className="cc-chip-remove"
              data-cc-chip-remove=""
              aria-label={`Remove filter ${label}`}
              onPress={() => {
                const next = { ...filters };
                delete next[k];
                apply(next, keys.length > 1 ? i : -1);
              }}
            >
              <X className="cc-icon" aria-hidden="true" />
            </Button>
          </li>
        );
      })}
      <li>
        <Button className="cc-button-link" onPress={() => apply({}, -1)}>
          Clear all
        </Button>
      </li>
    </ul>
  );
}

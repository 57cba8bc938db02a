/**
 * One list of the filters modal: a search field (ignoring spaces and case), Select all, and a
 * checkbox per entry with its issue count, optionally under group headings (the tags, by
 * standard); lists above 100 entries are virtualised at 200 px.
 */
import { useId, useMemo, useState } from 'react';
import { Checkbox, Input, Label, SearchField } from 'react-aria-components';
import { GroupedVirtuoso, Virtuoso } from 'react-virtuoso';
import { formatInteger } from '@curbcut/core';
import type { FilterOption } from '../data/types';
import { groupOptions } from './tagStandards';
import type { TagGroup } from './tagStandards';
import './filters.css';

/** Entries above which a list is virtualised (spec 001 section 9). */
export const VIRTUALIZE_LIST_ABOVE = 100;
/** Height of a virtualised filter list. */
export const VIRTUAL_LIST_HEIGHT = 200;

/** The search key of a text: no whitespace, lower case ('Shop Home' finds 'shophome'). */
export function searchKey(text: string): string {
  return text.replace(/\s+/g, '').toLowerCase();
}

/** Props of a filter list. */
export interface FilterListProps {
  title: string;
  options: FilterOption[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  /** Groups the entries under headings when given. */
  groupOf?: (value: string) => TagGroup;
}

function Box({ checked, onChange, children }: { checked: boolean; onChange: (v: boolean) => void; children: React.ReactNode }) {
  return (
    <Checkbox className="cc-checkbox" isSelected={checked} onChange={onChange}>
      <span className="cc-checkbox-box" aria-hidden="true" />
      {children}
    </Checkbox>
  );
}

/** A searchable checkbox list. */
export function FilterList({ title, options, selected, onChange, groupOf }: FilterListProps) {
  const [query, setQuery] = useState('');
  const headingId = useId();
  const chosen = useMemo(() => new Set(selected), [selected]);
  const shown = useMemo(() => {
    const key = searchKey(query);
    return key === '' ? options : options.filter((o) => searchKey(o.label).includes(key) || searchKey(o.value).includes(key));
  }, [options, query]);
  const groups = useMemo(() => (groupOf ? groupOptions(shown, groupOf) : null), [shown, groupOf]);
  if (options.length === 0) return null;
  const allShown = shown.length > 0 && shown.every((o) => chosen.has(o.value));
  const toggle = (value: string, on: boolean) => onChange(on ? [...selected, value] : selected.filter((v) => v !== value));
  const toggleAll = (on: boolean) => {
    const next = new Set(selected);
    for (const o of shown) {
      if (on) next.add(o.value);
      else next.delete(o.value);
    }
    onChange([...next]);
  };
  const item = (o: FilterOption) => (
    <Box checked={chosen.has(o.value)} onChange={(on) => toggle(o.value, on)}>
      <span className="cc-filter-label">{o.label}</span> <span className="cc-muted">({formatInteger(o.count)})</span>
    </Box>
  );
  return (
    <section className="cc-filter-section" aria-labelledby={headingId}>
      <h3 id={headingId} className="cc-filter-title">
        {title}
      </h3>
      <SearchField className="cc-search" value={query} onChange={setQuery} aria-label={`Search ${title.toLowerCase()}`}>
        <Label className="cc-visually-hidden">Search {title.toLowerCase()}</Label>
        <Input className="cc-input" placeholder="Search" />
      </SearchField>
      <Box checked={allShown} onChange={toggleAll}>
        Select all
      </Box>
      {groups ? (
        <GroupedList groups={groups} item={item} />
      ) : shown.length > VIRTUALIZE_LIST_ABOVE ? (
        <Virtuoso style={{ height: VIRTUAL_LIST_HEIGHT }} data={shown} itemContent={(_i, o) => <div className="cc-filter-item">{item(o)}</div>} />
      ) : (
        <ul className="cc-filter-items">
          {shown.map((o) => (
            <li key={o.value}>{item(o)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Entries under their group headings, virtualised (headings sticking) above the same size as a flat list. */
function GroupedList({ groups, item }: { groups: { title: string; options: FilterOption[] }[]; item: (o: FilterOption) => React.ReactNode }) {
  const total = groups.reduce((n, g) => n + g.options.length, 0);
  if (total > VIRTUALIZE_LIST_ABOVE) {
    const flat = groups.flatMap((g) => g.options);
    return (
      <GroupedVirtuoso
        style={{ height: VIRTUAL_LIST_HEIGHT }}
        groupCounts={groups.map((g) => g.options.length)}
        groupContent={(i) => <h4 className="cc-filter-group-title">{groups[i]?.title}</h4>}
        itemContent={(i) => <div className="cc-filter-item">{item(flat[i]!)}</div>}
      />
    );
  }
  return groups.map((g) => (
    <div key={g.title} className="cc-filter-group">
      <h4 className="cc-filter-group-title">{g.title}</h4>
      <ul className="cc-filter-items">
        {g.options.map((o) => (
          <li key={o.value}>{item(o)}</li>
        ))}
      </ul>
    </div>
  ));
}

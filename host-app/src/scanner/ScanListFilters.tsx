/**
 * The scan list's filters (spec 000 section 3.6: createdAt, lastScanTime, scanType, team, type, user)
 * and a name search, kept in the page's query string so a filtered list can be bookmarked and shared.
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Input, Label, ListBox, ListBoxItem, Popover, SearchField, Select, SelectValue, type Key } from 'react-aria-components';
import { Check, ChevronDown } from 'lucide-react';
import { SCAN_SOURCE_TYPES, SCAN_TYPES, type ScanListQuery } from '@curbcut/core';
import { SCAN_TYPE_LABELS } from './scannerPaths';
import type { Option } from './ScanFormFields';

/** The query-string names of the filters, as the API names them. */
export const FILTER_NAMES = ['search', 'createdAt', 'lastScanTime', 'scanType', 'team', 'type', 'user'] as const;

/** The choice that sets no filter (react-aria needs a non-empty key for it). */
const ANY = 'any';

/** Time presets of createdAt and lastScanTime. */
const TIME_OPTIONS: Option[] = [
  { id: ANY, label: 'Any time' },
  { id: 'last_7_days', label: 'Last 7 days' },
  { id: 'last_30_days', label: 'Last 30 days' },
  { id: 'last_90_days', label: 'Last 90 days' },
];
const SCAN_TYPE_OPTIONS: Option[] = SCAN_TYPES.map((t) => ({ id: t, label: SCAN_TYPE_LABELS[t] }));
const SOURCE_LABELS = { url: 'URL list', sitemap: 'Sitemap' } as const;
const SOURCE_OPTIONS: Option[] = SCAN_SOURCE_TYPES.map((t) => ({ id: t, label: SOURCE_LABELS[t] }));

/** The API query of the page's query string. */
export function listQueryOf(params: URLSearchParams): ScanListQuery {
  const query: Record<string, string> = {};
  for (const name of FILTER_NAMES) {
    const value = params.get(name)?.trim();
    if (value) query[name] = value;
  }
  return query;
}

/** How long typing in the search box waits before the list is asked again. */
const SEARCH_DELAY_MS = 300;

/** The filter bar. `teams` and `users` are the choices found in the group's scans. */
export function ScanListFilters({ teams, users }: { teams: readonly Option[]; users: readonly Option[] }) {
  const [params, setParams] = useSearchParams();
  const update = (name: (typeof FILTER_NAMES)[number], value: string) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === '') next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );
  };
  const urlSearch = params.get('search') ?? '';
  const [search, setSearch] = useState(urlSearch);
  // Back/forward or Clear filters change the address: the box follows it.
  useEffect(() => setSearch(urlSearch), [urlSearch]);
  useEffect(() => {
    if (search === urlSearch) return;
    // Untrimmed, so the box keeps a space being typed; listQueryOf trims what is sent.
    const timer = setTimeout(() => update('search', search), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // `update` is rebuilt every render; the address is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search, urlSearch]);
  const active = FILTER_NAMES.some((name) => params.has(name));

  return (
    <div className="filters" role="group" aria-label="Filter scans">
      <SearchField className="field" value={search} onChange={setSearch} onSubmit={(v) => update('search', v)} onClear={() => update('search', '')}>
        <Label>Search by name</Label>
        <Input className="input" />
      </SearchField>
      <SingleFilter label="Created" value={params.get('createdAt') ?? ''} options={TIME_OPTIONS} onChange={(v) => update('createdAt', v)} />
      <SingleFilter label="Last scanned" value={params.get('lastScanTime') ?? ''} options={TIME_OPTIONS} onChange={(v) => update('lastScanTime', v)} />
      <MultiFilter label="Scan type" value={params.get('scanType') ?? ''} options={SCAN_TYPE_OPTIONS} onChange={(v) => update('scanType', v)} />
      <MultiFilter label="Source" value={params.get('type') ?? ''} options={SOURCE_OPTIONS} onChange={(v) => update('type', v)} />
      <SingleFilter label="Team" value={params.get('team') ?? ''} options={[{ id: ANY, label: 'All teams' }, ...teams]} onChange={(v) => update('team', v)} />
      <SingleFilter label="Created by" value={params.get('user') ?? ''} options={[{ id: ANY, label: 'Anyone' }, ...users]} onChange={(v) => update('user', v)} />
      {active ? (
        <Button className="button filters-clear" onPress={() => setParams(new URLSearchParams(), { replace: true })}>
          Clear filters
        </Button>
      ) : null}
    </div>
  );
}

function SingleFilter({ label, value, options, onChange }: { label: string; value: string; options: readonly Option[]; onChange: (value: string) => void }) {
  // A value from the address that is not among the choices (a shared link) still shows as chosen.
  const selected = value === '' ? ANY : value;
  const all = options.some((o) => o.id === selected) ? options : [...options, { id: selected, label: selected }];
  return (
    <Select className="field filter" value={selected} onChange={(key: Key | null) => onChange(key === null || key === ANY ? '' : String(key))}>
      <Label>{label}</Label>
      <Button className="select-button">
        <SelectValue />
        <ChevronDown className="icon" aria-hidden="true" />
      </Button>
      <Popover className="popover">
        <ListBox className="listbox" items={all}>
          {(o) => (
            <ListBoxItem className="listbox-item" id={o.id}>
              {o.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}

function MultiFilter({ label, value, options, onChange }: { label: string; value: string; options: readonly Option[]; onChange: (value: string) => void }) {
  const chosen = value.split(',').filter((v) => options.some((o) => o.id === v));
  return (
    <Select
      className="field filter"
      selectionMode="multiple"
      value={chosen}
      onChange={(keys: Key[]) => onChange(options.filter((o) => keys.includes(o.id)).map((o) => o.id).join(','))}
      placeholder="All"
    >
      <Label>{label}</Label>
      <Button className="select-button">
        <SelectValue />
        <ChevronDown className="icon" aria-hidden="true" />
      </Button>
      <Popover className="popover">
        <ListBox className="listbox" items={options}>
          {(o) => (
            <ListBoxItem className="listbox-item" id={o.id} textValue={o.label}>
              {/* Decorative: the option's aria-selected says it is chosen. */}
              {({ isSelected }) => (
                <>
                  {isSelected ? <Check className="icon listbox-check" aria-hidden="true" /> : null}
                  {o.label}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}

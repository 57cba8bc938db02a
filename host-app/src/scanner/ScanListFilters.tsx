/**
 * The scan list's filters (spec 000 section 3.6: createdAt, lastScanTime, scanType, team, type, user)
 * and a name search, kept in the page's query string so a filtered list can be bookmarked and shared.
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Input, Label, SearchField } from 'react-aria-components';
import { SCAN_SOURCE_TYPES, SCAN_TYPES, type ScanListQuery } from '@curbcut/core';
import { SCAN_TYPE_LABELS } from './scannerPaths';
import { ANY_CHOICE as ANY, MultiFilter, SingleFilter } from '../components/FilterSelect';
import type { Option } from './ScanFormFields';

/** The query-string names of the filters, as the API names them. */
export const FILTER_NAMES = ['search', 'createdAt', 'lastScanTime', 'scanType', 'team', 'type', 'user'] as const;

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

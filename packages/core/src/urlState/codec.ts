/**
 * Query string <-> UrlState (docs/decisions/0005-url-state.md).
 *
 * Lists are comma-separated with each item percent-encoded, so an item may itself contain a comma
 * (%2C) when the raw query string is decoded. A URLSearchParams has already decoded %2C, so its
 * lists are split on every comma.
 */
import { FIELDS, FIELD_BY_PARAM } from './fields';
import type { FieldDef } from './fields';
import type { DecodedUrlState, DroppedParam, UrlState } from './state';

/** What `decodeUrlState` needs of a URLSearchParams (core has no DOM types). */
export interface SearchParamsLike {
  forEach(callback: (value: string, name: string) => void): void;
}

/** One parameter occurrence: name decoded, value still percent-encoded except for list separators. */
interface RawParam {
  name: string;
  value: string;
}

const decodePart = (s: string): string => decodeURIComponent(s.replace(/\+/g, ' '));

function rawParams(search: string | SearchParamsLike, dropped: DroppedParam[]): RawParam[] {
  const out: RawParam[] = [];
  if (typeof search !== 'string') {
    search.forEach((value, name) => out.push({ name, value: encodeURIComponent(value).replace(/%2C/gi, ',') }));
    return out;
  }
  for (const pair of search.replace(/^\?/, '').split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const rawName = eq === -1 ? pair : pair.slice(0, eq);
    const value = eq === -1 ? '' : pair.slice(eq + 1);
    try {
      decodePart(value);
      out.push({ name: decodePart(rawName), value });
    } catch {
      dropped.push({ param: rawName, value, reason: 'malformed percent-encoding' });
    }
  }
  return out;
}

function readField(def: FieldDef, occurrences: RawParam[], state: Record<string, unknown>, dropped: DroppedParam[]): void {
  const items: unknown[] = [];
  let chosen: { param: string; value: string } | undefined;
  for (const { name, value: raw } of occurrences) {
    const parts = def.list ? raw.split(',') : [raw];
    for (const part of parts) {
      const value = decodePart(part);
      if (value === '') {
        if (!def.list) dropped.push({ param: name, value, reason: 'empty value' });
        continue;
      }
      if (def.neutral.includes(value)) continue;
      const parsed = def.parse(value);
      if (parsed === undefined) {
        dropped.push({ param: name, value, reason: `invalid value; expected ${def.expected}` });
      } else if (def.list) {
        if (!items.includes(parsed)) items.push(parsed);
      } else if (chosen === undefined) {
        chosen = { param: name, value };
        state[def.key] = parsed;
      } else if (def.format(parsed) !== def.format(state[def.key])) {
        dropped.push({ param: name, value, reason: `superseded by ${chosen.param}=${chosen.value}` });
      }
    }
  }
  if (def.list && items.length > 0) state[def.key] = items;
}

/**
 * Reads a query string ('?a=1&b=2', with or without '?') or a URLSearchParams into a typed state.
 * Canonical names win over aliases; list parameters (repeated or aliased) are merged without
 * duplicates; invalid values are dropped with a reason; parameters no viewer reads are kept aside.
 */
export function decodeUrlState(search: string | SearchParamsLike): DecodedUrlState {
  const dropped: DroppedParam[] = [];
  const unknown: [string, string][] = [];
  const byField = new Map<FieldDef, RawParam[]>();
  const utm: Record<string, string> = {};
  for (const p of rawParams(search, dropped)) {
    const def = FIELD_BY_PARAM.get(p.name);
    if (def) {
      const list = byField.get(def) ?? [];
      list.push(p);
      byField.set(def, list);
    } else if (p.name.startsWith('utm_') && p.name.length > 4) {
      utm[p.name] ??= decodePart(p.value);
    } else {
      unknown.push([p.name, decodePart(p.value)]);
    }
  }
  const state: Record<string, unknown> = {};
  for (const def of FIELDS) {
    const occurrences = byField.get(def);
    if (!occurrences) continue;
    const rank = (name: string) => (name === def.param ? -1 : def.aliases.indexOf(name));
    readField(def, [...occurrences].sort((a, b) => rank(a.name) - rank(b.name)), state, dropped);
  }
  if (Object.keys(utm).length > 0) state.utm = utm;
  return { state: state as UrlState, unknown, dropped };
}

/**
 * Writes a state as a canonical query string without '?': canonical names only, fields in a fixed
 * order, then utm_* sorted by name, then `extra` parameters (for example `decodeUrlState`'s
 * unknown ones) in their order. Empty lists and absent fields are left out.
 * `decodeUrlState(encodeUrlState(s)).state` equals `s` for every valid state.
 */
export function encodeUrlState(state: UrlState, extra: readonly (readonly [string, string])[] = []): string {
  const out: string[] = [];
  const values = state as Record<string, unknown>;
  for (const def of FIELDS) {
    const value = values[def.key];
    if (value === undefined || value === null) continue;
    if (def.list) {
      const items = (value as unknown[]).map((item) => encodeURIComponent(def.format(item)));
      if (items.length > 0) out.push(`${def.param}=${items.join(',')}`);
    } else {
      out.push(`${def.param}=${encodeURIComponent(def.format(value))}`);
    }
  }
  for (const name of Object.keys(state.utm ?? {}).sort()) {
    out.push(`${encodeURIComponent(name)}=${encodeURIComponent(state.utm?.[name] ?? '')}`);
  }
  for (const [name, value] of extra) out.push(`${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  return out.join('&');
}

/**
 * Small typed readers over untrusted JSON. Each one either returns a value of the expected type or
 * throws an AxeImportError naming the JSON path, so the importer reads like a description of the
 * format and stops at the first thing wrong.
 */
import { IMPACTS, type Impact } from '../model';
import { AxeImportError } from './axeImportError';

/** A plain JSON object as read from axe output. */
export type JsonObject = { readonly [key: string]: unknown };

/** Path of a property below `path`. */
export function at(path: string, key: string | number): string {
  return typeof key === 'number' ? `${path}[${key}]` : `${path}.${key}`;
}

/** Whether a JSON value is an object (not null, not an array). */
export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value as an object, or an error naming `expected` at `path`. */
export function readObject(value: unknown, path: string, expected = 'an object'): JsonObject {
  if (!isObject(value)) throw new AxeImportError(expected, path);
  return value;
}

/** The value as an array, or an error naming `expected` at `path`. */
export function readArray(value: unknown, path: string, expected = 'an array'): readonly unknown[] {
  if (!Array.isArray(value)) throw new AxeImportError(expected, path);
  return value;
}

/** An array that axe may leave out (older versions, `resultTypes`): missing means empty. */
export function readOptionalArray(obj: JsonObject, key: string, path: string, expected?: string): readonly unknown[] {
  const value = obj[key];
  if (value === undefined || value === null) return [];
  return readArray(value, at(path, key), expected);
}

/** A required string property. */
export function readString(obj: JsonObject, key: string, path: string, expected = 'a string'): string {
  const value = obj[key];
  if (typeof value !== 'string') throw new AxeImportError(expected, at(path, key));
  return value;
}

/** A string axe may leave out; a value of another type is still refused. */
export function readOptionalString(obj: JsonObject, key: string, path: string): string | undefined {
  const value = obj[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new AxeImportError('a string', at(path, key));
  return value;
}

/** A finite number axe may leave out. */
export function readOptionalNumber(obj: JsonObject, key: string, path: string): number | undefined {
  const value = obj[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new AxeImportError('a number', at(path, key));
  return value;
}

/** An impact; axe writes null (or leaves it out) for passed and inapplicable results. */
export function readImpact(obj: JsonObject, key: string, path: string): Impact | null {
  const value = obj[key];
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' && (IMPACTS as readonly string[]).includes(value)) return value as Impact;
  throw new AxeImportError(`one of ${IMPACTS.join(', ')} or null`, at(path, key));
}

/** A list of strings (rule tags); missing means empty. */
export function readStringArray(obj: JsonObject, key: string, path: string): string[] {
  const list = readOptionalArray(obj, key, path, 'an array of strings');
  return list.map((item, i) => {
    if (typeof item !== 'string') throw new AxeImportError('a string', at(at(path, key), i));
    return item;
  });
}

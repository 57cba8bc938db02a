/**
 * Checks of the integration files given at start (`--device-provider`, `--bug-tracker`). A bad file
 * stops the server with one sentence naming the file's field and what is wrong with it, instead of
 * failing later on a user's click.
 */

/** A configuration file that cannot be used; the message names the field. */
export class IntegrationConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IntegrationConfigError';
  }
}

/** The value as a plain object, or an error naming where it was expected. */
export function requireObject(value: unknown, where: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new IntegrationConfigError(`${where} must be a JSON object.`);
  }
  return value as Record<string, unknown>;
}

/** A required non-empty string field. */
export function requireString(obj: Record<string, unknown>, key: string, where: string): string {
  const value = obj[key];
  if (typeof value !== 'string' || value.trim() === '') throw new IntegrationConfigError(`${where}.${key} must be a non-empty string.`);
  return value;
}

/** An optional non-empty string field. */
export function optionalString(obj: Record<string, unknown>, key: string, where: string): string | undefined {
  return obj[key] === undefined ? undefined : requireString(obj, key, where);
}

/** A required field holding one of `allowed`. */
export function requireOneOf<T extends string>(obj: Record<string, unknown>, key: string, allowed: readonly T[], where: string): T {
  const value = obj[key];
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    throw new IntegrationConfigError(`${where}.${key} must be one of ${allowed.map((a) => JSON.stringify(a)).join(', ')}.`);
  }
  return value as T;
}

/** A required http(s) URL field, returned without a trailing slash so paths can be appended. */
export function requireHttpUrl(obj: Record<string, unknown>, key: string, where: string): string {
  const value = requireString(obj, key, where);
  if (!isHttpUrl(value)) throw new IntegrationConfigError(`${where}.${key} must be an http:// or https:// URL.`);
  return value.replace(/\/+$/, '');
}

/** True for an absolute http or https URL. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

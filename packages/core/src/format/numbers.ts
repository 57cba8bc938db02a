/** Count shorthands the viewers show (spec 000 section 9, spec 001 sections 2.2 and 2.3, spec 002 section 2.1). */

const GROUPED = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

function assertCount(n: number, what: string): void {
  if (!Number.isFinite(n) || n < 0) throw new RangeError(`${what}: expected a count of 0 or more, got ${n}`);
}

/** A whole number with thousands separators: 9999 -> '9,999'. */
export function formatInteger(n: number): string {
  return GROUPED.format(Math.trunc(n));
}

/**
 * A count with the spec's shorthand: below 10,000 in full ('9,999'); from 10,000 the thousands,
 * rounded down, with 'K+' (12,345 -> '12K+', 999,999 -> '999K+'); from 1,000,000 the millions,
 * rounded down, with 'M+' (1,234,567 -> '1M+'). Rounding down keeps the '+' true.
 */
export function formatCount(n: number): string {
  assertCount(n, 'formatCount');
  if (n >= 1_000_000) return `${formatInteger(Math.floor(n / 1_000_000))}M+`;
  if (n >= 10_000) return `${Math.floor(n / 1000)}K+`;
  return formatInteger(n);
}

/** A test's page-state count: above 1000 shown as '1K+' (spec 001 section 2.3). */
export function formatPageStateCount(n: number): string {
  assertCount(n, 'formatPageStateCount');
  return n > 1000 ? '1K+' : String(Math.trunc(n));
}

/** A count of a list capped at `cap` rows (affected pages and components: 100): 250 -> '100+'. */
export function formatCappedCount(n: number, cap = 100): string {
  assertCount(n, 'formatCappedCount');
  return n > cap ? `${cap}+` : String(Math.trunc(n));
}

/** A stat card count: under 10 zero-padded to two digits (7 -> '07'; spec 002 section 2.1). */
export function formatStatCount(n: number): string {
  assertCount(n, 'formatStatCount');
  return n < 10 ? `0${Math.trunc(n)}` : formatInteger(n);
}

/**
 * Ids of growth rows, in the format of db/ids.ts (a prefix, `_`, 25 base-36 characters carrying
 * 128 random bits). Kept here rather than in SERVER_ID_PREFIXES so the growth router stays
 * self-contained (it can run as its own server, docs/decisions/0024-growth-router.md).
 */
import { randomBytes } from 'node:crypto';

/** Prefix per kind of growth row. */
export const GROWTH_ID_PREFIXES = { contactRequest: 'ctr', order: 'ord', mail: 'mal' } as const;

/** A fresh random id, for example `ctr_0k3...`. */
export function newGrowthId(kind: keyof typeof GROWTH_ID_PREFIXES): string {
  const value = BigInt(`0x${randomBytes(16).toString('hex')}`);
  return `${GROWTH_ID_PREFIXES[kind]}_${value.toString(36).padStart(25, '0')}`;
}

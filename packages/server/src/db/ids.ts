/**
 * Id generation for stored rows. Ids follow the API contract (`@curbcut/core` ID_PREFIXES): a type
 * prefix, an underscore and 25 base-36 characters carrying 128 random bits, so they cannot be
 * guessed and never look like a build number.
 */
import { randomBytes } from 'node:crypto';
import { ID_PREFIXES, type IdKind } from '@curbcut/core';

/** A fresh random id of the given kind, for example `prj_0k3...`. */
export function newId(kind: IdKind): string {
  const value = BigInt(`0x${randomBytes(16).toString('hex')}`);
  return `${ID_PREFIXES[kind]}_${value.toString(36).padStart(25, '0')}`;
}

/**
 * Id generation for stored rows. Ids follow the API contract (`@curbcut/core` ID_PREFIXES): a type
 * prefix, an underscore and 25 base-36 characters carrying 128 random bits, so they cannot be
 * guessed and never look like a build number.
 */
import { randomBytes } from 'node:crypto';
import { ID_PREFIXES } from '@curbcut/core';

/**
 * Core's prefixes plus the server's own kinds that no client builds paths from by prefix: scan
 * configurations (`scn_`), authentication configurations (`auc_`), member invitations (`inv_`) and
 * stored consolidations of manual reports (`con_`).
 */
export const SERVER_ID_PREFIXES = { ...ID_PREFIXES, scan: 'scn', authConfig: 'auc', invitation: 'inv', consolidation: 'con' } as const;
/** A kind of stored row with an id. */
export type ServerIdKind = keyof typeof SERVER_ID_PREFIXES;

/** A fresh random id of the given kind, for example `prj_0k3...`. */
export function newId(kind: ServerIdKind): string {
  const value = BigInt(`0x${randomBytes(16).toString('hex')}`);
  return `${SERVER_ID_PREFIXES[kind]}_${value.toString(36).padStart(25, '0')}`;
}

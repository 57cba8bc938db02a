/**
 * The private channel of a session's live connections: `private-user-<userId>-<ref>`, where `ref`
 * is derived from the session id by a one-way hash. Deriving it needs no stored column and gives
 * every session its own channel, while the channel name (seen by soketi and the browser) never
 * carries the session id itself (docs/decisions/0014-live-updates.md).
 */
import { createHash } from 'node:crypto';
import { liveChannel } from '@curbcut/core';

/** 22 base64url characters: 132 bits, plenty to keep sessions apart. */
const REF_LENGTH = 22;

/** The channel the live connections of session `sessionId` of user `userId` receive on. */
export function sessionChannel(userId: string, sessionId: string): string {
  const ref = createHash('sha256').update(`curbcut live channel\u0000${sessionId}`, 'utf8').digest('base64url').slice(0, REF_LENGTH);
  return liveChannel(userId, ref);
}

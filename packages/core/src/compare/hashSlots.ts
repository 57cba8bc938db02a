/**
 * Open-addressing hash slots for the compare engine. A JavaScript Map of a million string keys
 * grows by rehashing, and the second pass would have to join three fields into one key string;
 * slots sized once in typed arrays, probed with a 32-bit hash of the key's parts (kept in the slot
 * so most probes never read a record), took the engine from about 2.2 s to 0.8 s for a million
 * issues a side on this machine (two busy cores).
 */

/** 32-bit FNV-1a over the UTF-16 code units of `text`, continuing from `hash` (to hash several parts). */
export function hashText(text: string, hash = 0x811c9dc5): number {
  let h = hash;
  for (let k = 0; k < text.length; k++) {
    h ^= text.charCodeAt(k);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A power of two at least twice `count` (so probes stay short), and at least 8. */
export function slotCount(count: number): number {
  let size = 8;
  while (size < count * 2) size *= 2;
  return size;
}

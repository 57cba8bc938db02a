/**
 * 32-bit FNV-1a over UTF-16 code units. The dataset keeps this hash of each fingerprint as a
 * numeric column so a worker can find a row by fingerprint (persisted decisions, compare marks)
 * without fetching the fingerprint strings; a hit is confirmed against the string column.
 */
export function fingerprintHash(fingerprint: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < fingerprint.length; i++) {
    h ^= fingerprint.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

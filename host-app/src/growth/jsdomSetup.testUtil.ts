/** jsdom has no CSS.escape, which react-aria's modal uses to read a CSP nonce; the keys it escapes are plain. */
if (!globalThis.CSS?.escape) Object.defineProperty(globalThis, 'CSS', { value: { escape: (s: string) => s }, configurable: true, writable: true });

/**
 * Deterministic damage for robustness tests: truncation, flipped bytes, removed objects and
 * corrupted cross-reference data, driven by a seeded generator so failures reproduce.
 */

/** A small seeded PRNG (mulberry32). */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const KINDS = ['truncate', 'flip', 'removeObject', 'zeroRun', 'xref', 'duplicate'] as const;
export type MutationKind = (typeof KINDS)[number];

/** One mutated copy of `bytes`; `i` picks the kind and the seed. */
export function mutate(bytes: Uint8Array, i: number): { kind: MutationKind; bytes: Uint8Array } {
  const kind = KINDS[i % KINDS.length] as MutationKind;
  const r = rng(i * 7919 + bytes.length);
  const out = Uint8Array.from(bytes);
  const at = (): number => Math.floor(r() * out.length);
  switch (kind) {
    case 'truncate':
      return { kind, bytes: out.subarray(0, Math.max(1, Math.floor(out.length * r()))) };
    case 'flip':
      for (let k = 0; k < 1 + Math.floor(r() * 40); k++) {
        const p = at();
        out[p] = (out[p] as number) ^ (1 << Math.floor(r() * 8));
      }
      return { kind, bytes: out };
    case 'zeroRun': {
      const p = at();
      out.fill(0, p, Math.min(out.length, p + 1 + Math.floor(r() * 4096)));
      return { kind, bytes: out };
    }
    case 'removeObject': {
      const text = Buffer.from(out).toString('latin1');
      const starts = [...text.matchAll(/\d+ \d+ obj/g)].map((m) => m.index ?? 0);
      if (starts.length === 0) return { kind, bytes: out };
      const s = starts[Math.floor(r() * starts.length)] as number;
      const e = text.indexOf('endobj', s);
      if (e < 0) return { kind, bytes: out };
      return { kind, bytes: Buffer.concat([out.subarray(0, s), out.subarray(e + 6)]) };
    }
    case 'xref': {
      const text = Buffer.from(out).toString('latin1');
      const x = text.lastIndexOf('startxref');
      if (x >= 0) out.set(Buffer.from('9999999', 'latin1'), Math.min(out.length - 7, x + 10));
      return { kind, bytes: out };
    }
    case 'duplicate': {
      const p = at();
      const len = Math.floor(r() * 2048);
      return { kind, bytes: Buffer.concat([out.subarray(0, p), out.subarray(p, p + len), out.subarray(p)]) };
    }
  }
}

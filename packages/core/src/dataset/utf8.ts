/**
 * UTF-8 through the platform's TextEncoder / TextDecoder (every browser, worker and Node has them).
 * Core compiles against lib ES2022 alone, which does not declare them, so they are typed here with
 * exactly the members used instead of pulling in the DOM lib.
 */
interface Utf8Encoder {
  encode(text: string): Uint8Array;
  encodeInto(text: string, into: Uint8Array): { read: number; written: number };
}

interface Utf8Decoder {
  decode(bytes: Uint8Array): string;
}

const platform = globalThis as unknown as {
  TextEncoder: new () => Utf8Encoder;
  TextDecoder: new (label?: string, options?: { fatal?: boolean; ignoreBOM?: boolean }) => Utf8Decoder;
};

/** Shared encoder (stateless). */
export const utf8Encoder: Utf8Encoder = new platform.TextEncoder();

/**
 * Shared decoder; invalid sequences become U+FFFD. `ignoreBOM` keeps a leading U+FEFF: text that
 * starts with one (a scanned snippet, the CSV's byte order mark) must come back unchanged.
 */
export const utf8Decoder: Utf8Decoder = new platform.TextDecoder('utf-8', { ignoreBOM: true });

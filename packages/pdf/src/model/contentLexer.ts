/**
 * A small content-stream lexer: turns decoded content bytes into operators with their operands.
 * Only what marked-content, font-use and geometry checks need is modelled: numbers, names,
 * strings (as bytes), arrays and dictionaries. Inline image data (BI ... ID ... EI) is skipped.
 * The lexer never throws: malformed input ends a token early, and a size cap bounds the work.
 */

/** An operand of a content-stream operator. */
export type Operand =
  | { t: 'num'; v: number }
  | { t: 'name'; v: string }
  | { t: 'str'; v: Uint8Array }
  | { t: 'bool'; v: boolean }
  | { t: 'null' }
  | { t: 'arr'; v: Operand[] }
  | { t: 'dict'; v: Map<string, Operand> };

/** One operator and its operands. */
export interface ContentOp {
  op: string;
  args: Operand[];
  /** For `BI`: the inline image dictionary. */
  inlineDict?: Map<string, Operand>;
}

const WS = new Uint8Array(256);
for (const c of [0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]) WS[c] = 1;
const DELIM = new Uint8Array(256);
for (const c of '()<>[]{}/%') DELIM[c.charCodeAt(0)] = 1;

function isRegular(c: number): boolean {
  return WS[c] === 0 && DELIM[c] === 0;
}

/** Iterates the operators of a content stream. `maxOps` bounds hostile streams. */
export function* lexContent(bytes: Uint8Array, maxOps = 5_000_000): Generator<ContentOp> {
  const n = bytes.length;
  let i = 0;
  let count = 0;
  let stack: Operand[] = [];

  const skipWs = (): void => {
    while (i < n) {
      const c = bytes[i] as number;
      if (WS[c]) i++;
      else if (c === 0x25) {
        while (i < n && bytes[i] !== 0x0a && bytes[i] !== 0x0d) i++;
      } else break;
    }
  };

  const readName = (): string => {
    i++; // '/'
    let s = '';
    while (i < n && isRegular(bytes[i] as number)) {
      const c = bytes[i] as number;
      if (c === 0x23 && i + 2 < n) {
        const hex = String.fromCharCode(bytes[i + 1] as number, bytes[i + 2] as number);
        const code = Number.parseInt(hex, 16);
        if (!Number.isNaN(code)) {
          s += String.fromCharCode(code);
          i += 3;
          continue;
        }
      }
      s += String.fromCharCode(c);
      i++;
    }
    return s;
  };

  const readLiteral = (): Uint8Array => {
    i++; // '('
    const out: number[] = [];
    let depth = 1;
    while (i < n) {
      const c = bytes[i++] as number;
      if (c === 0x5c) {
        if (i >= n) break;
        const e = bytes[i++] as number;
        if (e === 0x6e) out.push(0x0a);
        else if (e === 0x72) out.push(0x0d);
        else if (e === 0x74) out.push(0x09);
        else if (e === 0x62) out.push(0x08);
        else if (e === 0x66) out.push(0x0c);
        else if (e === 0x0d) {
          if (bytes[i] === 0x0a) i++;
        } else if (e === 0x0a) {
          /* line continuation */
        } else if (e >= 0x30 && e <= 0x37) {
          let v = e - 0x30;
          for (let k = 0; k < 2 && i < n && (bytes[i] as number) >= 0x30 && (bytes[i] as number) <= 0x37; k++) {
            v = v * 8 + ((bytes[i++] as number) - 0x30);
          }
          out.push(v & 0xff);
        } else out.push(e);
      } else if (c === 0x28) {
        depth++;
        out.push(c);
      } else if (c === 0x29) {
        depth--;
        if (depth === 0) break;
        out.push(c);
      } else out.push(c);
    }
    return Uint8Array.from(out);
  };

  const readHex = (): Uint8Array => {
    i++; // '<'
    const out: number[] = [];
    let hi = -1;
    while (i < n) {
      const c = bytes[i++] as number;
      if (c === 0x3e) break;
      let v = -1;
      if (c >= 0x30 && c <= 0x39) v = c - 0x30;
      else if (c >= 0x41 && c <= 0x46) v = c - 0x37;
      else if (c >= 0x61 && c <= 0x66) v = c - 0x57;
      if (v < 0) continue;
      if (hi < 0) hi = v;
      else {
        out.push(hi * 16 + v);
        hi = -1;
      }
    }
    if (hi >= 0) out.push(hi * 16);
    return Uint8Array.from(out);
  };

  const readRegular = (): string => {
    const start = i;
    while (i < n && isRegular(bytes[i] as number)) i++;
    let s = '';
    for (let k = start; k < i; k++) s += String.fromCharCode(bytes[k] as number);
    return s;
  };

  /** Reads one operand or returns an operator keyword. */
  const readToken = (depth: number): Operand | { t: 'kw'; v: string } | { t: 'close'; v: string } | null => {
    skipWs();
    if (i >= n) return null;
    const c = bytes[i] as number;
    if (c === 0x2f) return { t: 'name', v: readName() };
    if (c === 0x28) return { t: 'str', v: readLiteral() };
    if (c === 0x3c) {
      if (bytes[i + 1] === 0x3c) {
        i += 2;
        return depth > 64 ? { t: 'null' } : { t: 'dict', v: readDict(depth + 1) };
      }
      return { t: 'str', v: readHex() };
    }
    if (c === 0x5b) {
      i++;
      return depth > 64 ? { t: 'null' } : { t: 'arr', v: readArray(depth + 1) };
    }
    if (c === 0x5d) {
      i++;
      return { t: 'close', v: ']' };
    }
    if (c === 0x3e) {
      i += bytes[i + 1] === 0x3e ? 2 : 1;
      return { t: 'close', v: '>>' };
    }
    if (c === 0x7b || c === 0x7d || c === 0x29) {
      i++;
      return readToken(depth);
    }
    const word = readRegular();
    if (word.length === 0) {
      i++;
      return readToken(depth);
    }
    if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word)) return { t: 'num', v: Number(word) };
    if (/^[+-]?[\d.]+$/.test(word)) return { t: 'num', v: Number.parseFloat(word) || 0 };
    if (word === 'true') return { t: 'bool', v: true };
    if (word === 'false') return { t: 'bool', v: false };
    if (word === 'null') return { t: 'null' };
    return { t: 'kw', v: word };
  };

  function readArray(depth: number): Operand[] {
    const out: Operand[] = [];
    while (i < n) {
      const tok = readToken(depth);
      if (!tok || (tok.t === 'close' && tok.v === ']')) break;
      if (tok.t === 'close' || tok.t === 'kw') continue;
      out.push(tok);
      if (out.length > 1_000_000) break;
    }
    return out;
  }

  function readDict(depth: number): Map<string, Operand> {
    const out = new Map<string, Operand>();
    while (i < n) {
      const key = readToken(depth);
      if (!key || (key.t === 'close' && key.v === '>>')) break;
      if (key.t !== 'name') continue;
      const value = readToken(depth);
      if (!value || (value.t === 'close' && value.v === '>>')) break;
      if (value.t === 'close' || value.t === 'kw') continue;
      out.set(key.v, value);
    }
    return out;
  }

  /** Skips inline image data after `ID`: up to whitespace + EI + whitespace/delimiter/end. */
  const skipInlineData = (): void => {
    if (i < n && WS[bytes[i] as number]) i++;
    while (i < n) {
      if (
        bytes[i] === 0x45 &&
        bytes[i + 1] === 0x49 &&
        (i === 0 || WS[bytes[i - 1] as number]) &&
        (i + 2 >= n || WS[bytes[i + 2] as number] || DELIM[bytes[i + 2] as number])
      ) {
        i += 2;
        return;
      }
      i++;
    }
  };

  while (i < n) {
    const tok = readToken(0);
    if (!tok) break;
    if (tok.t === 'close') continue;
    if (tok.t !== 'kw') {
      stack.push(tok);
      if (stack.length > 10_000) stack = stack.slice(-100);
      continue;
    }
    if (tok.v === 'BI') {
      const dict = new Map<string, Operand>();
      while (i < n) {
        const key = readToken(1);
        if (!key) break;
        if (key.t === 'kw' && key.v === 'ID') break;
        if (key.t !== 'name') continue;
        const value = readToken(1);
        if (!value) break;
        if (value.t === 'kw' && value.v === 'ID') break;
        if (value.t !== 'kw' && value.t !== 'close') dict.set(key.v, value);
      }
      skipInlineData();
      yield { op: 'BI', args: [], inlineDict: dict };
      stack = [];
    } else {
      yield { op: tok.v, args: stack };
      stack = [];
    }
    if (++count >= maxOps) return;
  }
}

/** A number operand, or a fallback. */
export function num(op: Operand | undefined, fallback = 0): number {
  return op && op.t === 'num' && Number.isFinite(op.v) ? op.v : fallback;
}

/**
 * JSON can spell a lone UTF-16 surrogate (`"\ud800"`), which no UTF-8 text can hold: SQLite would
 * store invalid bytes and PostgreSQL's driver a replacement, so the same request would read back
 * differently by database. Every JSON body is made well-formed as it is parsed (lone surrogates in
 * strings and keys become U+FFFD, core's wellFormedText), so no route has to think about it. Raw
 * bytes cannot carry one: invalid UTF-8 already decodes to U+FFFD, and form bodies decode the same way.
 */
import { wellFormedText } from '@curbcut/core';

/** An escape that may spell a surrogate (`\uD800` to `\uDFFF`); only bodies with one are walked. */
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;

/** Makes every string and key of a parsed value well-formed, in place; iterative, for deep bodies. */
function repair(root: unknown): unknown {
  if (typeof root === 'string') return wellFormedText(root);
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const v = stack.pop();
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        const item: unknown = v[i];
        if (typeof item === 'string') v[i] = wellFormedText(item);
        else stack.push(item);
      }
    } else if (v !== null && typeof v === 'object') {
      const obj = v as Record<string, unknown>;
      for (const key of Object.keys(obj)) {
        const child = obj[key];
        const fixed = wellFormedText(key);
        if (fixed !== key) {
          delete obj[key];
          obj[fixed] = child;
        }
        if (typeof child === 'string') obj[fixed] = wellFormedText(child);
        else stack.push(child);
      }
    }
  }
  return root;
}

/** `value`, parsed from the JSON `text`, with its lone surrogates replaced; untouched when `text` spells none. */
export function wellFormedJson(text: string, value: unknown): unknown {
  return SURROGATE_ESCAPE.test(text) ? repair(value) : value;
}

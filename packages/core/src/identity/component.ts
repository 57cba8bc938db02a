/**
 * Components: the "Component" column of every viewer. An element's component is its tag plus its
 * stable classes (`img.hero-logo`, `a.nav-link`), so the same widget groups together across pages
 * and runs while positional parts of the selector (`:nth-child(3)`, ancestors, ids) do not split it.
 */
import { TARGET_SEPARATOR } from '../axe/nodes';
import { normalizeHtml, normalizeSelector } from './normalize';

/** Splits a compound selector's text at the top-level combinators and returns the last compound. */
export function lastCompound(selector: string): string {
  const afterFrames = selector.split(TARGET_SEPARATOR).pop() ?? '';
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < afterFrames.length; i++) {
    const ch = afterFrames[i];
    if (ch === '\\') {
      i++;
    } else if (quote !== null) {
      if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'") {
      quote = ch;
    } else if (ch === '[' || ch === '(') {
      depth++;
    } else if (ch === ']' || ch === ')') {
      depth--;
    } else if (depth === 0 && (ch === ' ' || ch === '>' || ch === '+' || ch === '~')) {
      start = i + 1;
    }
  }
  return afterFrames.slice(start).trim();
}

interface Compound {
  tag: string;
  classes: string[];
}

/** Reads the tag and class names of a compound selector; ids, attributes and pseudo-classes are skipped. */
function parseCompound(compound: string): Compound {
  const tagMatch = /^(?:\*|[A-Za-z][\w-]*(?:\|[A-Za-z][\w-]*)?)/.exec(compound);
  const tag = tagMatch !== null && tagMatch[0] !== '*' ? tagMatch[0].toLowerCase() : '';
  const classes: string[] = [];
  const classPattern = /\.((?:\\.|[^.#[\]:()\s>+~\\])+)/g;
  // Attribute values and pseudo-class arguments may contain dots; blank them before looking for classes.
  const outer = compound.replace(/\[[^\]]*\]|\([^)]*\)/g, (m) => ' '.repeat(m.length));
  for (const m of outer.matchAll(classPattern)) {
    if (m[1] !== undefined) classes.push(m[1]);
  }
  return { tag, classes };
}

// States a class may carry that are not part of what the component is.
const STATE_CLASS = /^(?:is-|has-|js-)|^(?:active|selected|open|opened|closed|focus|focused|hover|disabled|visited|current|show|hidden|collapsed|expanded)$/;

function isStableClass(name: string): boolean {
  return !name.includes('{') && !STATE_CLASS.test(name);
}

/** The element's tag and class list from the start of an HTML snippet. */
function openingTagOf(html: string): Compound {
  const tag = /^\s*<([A-Za-z][\w:-]*)/.exec(html);
  if (tag === null) return { tag: '', classes: [] };
  const end = html.indexOf('>');
  const opening = end === -1 ? html : html.slice(0, end);
  const cls = /\sclass\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(opening);
  const value = cls === null ? '' : (cls[1] ?? cls[2] ?? cls[3] ?? '');
  return { tag: (tag[1] ?? '').toLowerCase(), classes: value.split(/\s+/).filter((c) => c !== '') };
}

/** Classes taken from the HTML snippet when the selector names none; more would make a long label. */
const MAX_SNIPPET_CLASSES = 2;

/**
 * The component id of an element: the last compound of its normalised selector reduced to tag and
 * stable classes. The tag comes from the HTML snippet when the selector has none (`#logo` ->
 * `img`); when the selector names no class, the first stable classes of the snippet are used.
 */
export function componentIdOf(n: { target: string; html: string }): string {
  return componentIdOfNormalized(normalizeSelector(n.target), normalizeHtml(n.html));
}

/** `componentIdOf` for a selector and snippet already normalised (see `fingerprintParts`). */
export function componentIdOfNormalized(selector: string, html: string): string {
  const compound = lastCompound(selector);
  const fromSelector = parseCompound(compound);
  const fromHtml = openingTagOf(html);
  const tag = fromSelector.tag || fromHtml.tag;
  let classes = fromSelector.classes.filter(isStableClass);
  if (classes.length === 0) classes = fromHtml.classes.filter(isStableClass).slice(0, MAX_SNIPPET_CLASSES);
  const id = tag + classes.map((c) => `.${c}`).join('');
  return id === '' ? compound || '*' : id;
}

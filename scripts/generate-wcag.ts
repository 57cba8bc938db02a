/**
 * Generates packages/core/src/wcag/criteria.ts from the W3C's WCAG 2.0, 2.1 and 2.2 success-criteria
 * data in ../shared/corpora/wcag (see docs/decisions/0007-wcag-facts.md).
 *
 * Run from the repository root: `npx tsx scripts/generate-wcag.ts [corpusDir]`.
 *
 * The 2.2 file is the base: it lists every criterion with the versions it belongs to (4.1.1 is
 * obsolete in 2.2 and lists 2.0 and 2.1 only). The 2.0 and 2.1 files supply the wording those
 * versions published where it differs. Disagreements that cannot be explained (a level that changed,
 * a criterion missing from a version that should contain it) stop the script.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

type Version = '2.0' | '2.1' | '2.2';
type Level = 'A' | 'AA' | 'AAA';

interface RawCriterion {
  id: string;
  num: string;
  level: string;
  handle: string;
  title: string;
  versions?: string[];
}
interface RawGuideline {
  id: string;
  num: string;
  handle: string;
  versions?: string[];
  successcriteria: RawCriterion[];
}
interface RawPrinciple {
  id: string;
  num: string;
  handle: string;
  guidelines: RawGuideline[];
}
interface RawWcag {
  principles: RawPrinciple[];
}

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUTPUT = resolve(ROOT, 'packages/core/src/wcag/criteria.ts');
const FILES: Record<Version, string> = { '2.0': 'wcag2.json', '2.1': 'wcag21.json', '2.2': 'wcag22.json' };
const PRINCIPLES = ['perceivable', 'operable', 'understandable', 'robust'] as const;

/** JSON with trailing commas before `]` or `}` (outside strings) accepted, as wcag22.json needs. */
export function parseLenientJson(text: string): unknown {
  let out = '';
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (inString) {
      out += ch;
      if (ch === '\\') {
        out += text[i + 1] ?? '';
        i++;
      } else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') inString = true;
    if (ch === ',') {
      let j = i + 1;
      while (j < text.length && /\s/.test(text[j] as string)) j++;
      if (text[j] === ']' || text[j] === '}') continue;
    }
    out += ch;
  }
  return JSON.parse(out);
}

function load(dir: string, version: Version): RawWcag {
  const path = resolve(dir, FILES[version]);
  const data = parseLenientJson(readFileSync(path, 'utf8')) as RawWcag;
  if (!Array.isArray(data.principles)) throw new Error(`${path}: no "principles" array`);
  return data;
}

function criteriaOf(data: RawWcag): Map<string, RawCriterion> {
  const map = new Map<string, RawCriterion>();
  for (const p of data.principles) for (const g of p.guidelines) for (const sc of g.successcriteria) map.set(sc.num, sc);
  return map;
}

function asLevel(value: string, sc: string): Level {
  if (value === 'A' || value === 'AA' || value === 'AAA') return value;
  throw new Error(`${sc}: unknown level ${JSON.stringify(value)}`);
}

function asVersions(values: string[] | undefined, what: string): Version[] {
  if (!values || values.length === 0) throw new Error(`${what}: no versions listed`);
  return values.map((v) => {
    if (v === '2.0' || v === '2.1' || v === '2.2') return v;
    throw new Error(`${what}: unknown version ${JSON.stringify(v)}`);
  });
}

function principleOf(p: RawPrinciple): (typeof PRINCIPLES)[number] {
  const name = p.handle.toLowerCase();
  const found = PRINCIPLES.find((x) => x === name);
  if (!found) throw new Error(`principle ${p.num}: unknown handle ${p.handle}`);
  return found;
}

function slugOf(id: string): string {
  return id.replace(/^WCAG2\d?:/, '');
}

function literal(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  return JSON.stringify(value).replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** The source of criteria.ts generated from the corpus in `dir`, and notes about ignored entries. */
export function generate(dir: string): { source: string; warnings: string[] } {
  const latest = load(dir, '2.2');
  const earlier = { '2.0': criteriaOf(load(dir, '2.0')), '2.1': criteriaOf(load(dir, '2.1')) };
  const warnings: string[] = [];
  const guidelines: string[] = [];
  const criteria: string[] = [];
  const listed = new Set<string>();

  for (const p of latest.principles) {
    const principle = principleOf(p);
    for (const g of p.guidelines) {
      // A guideline belongs to every version any of its criteria belongs to: the 2.2 data lists
      // guideline 2.3 as 2.1+ only because its handle changed in 2.1, though 2.3.1 is a 2.0 criterion.
      const gVersions = new Set<Version>();
      for (const sc of g.successcriteria) for (const v of asVersions(sc.versions, `SC ${sc.num}`)) gVersions.add(v);
      const gList = (['2.0', '2.1', '2.2'] as const).filter((v) => gVersions.has(v));
      guidelines.push(
        `  { num: ${literal(g.num)}, handle: ${literal(g.handle)}, principle: ${literal(principle)}, versions: ${literal(gList)} },`,
      );
      for (const sc of g.successcriteria) {
        listed.add(sc.num);
        const level = asLevel(sc.level, sc.num);
        const versions = asVersions(sc.versions, `SC ${sc.num}`);
        const earlierText: Record<string, { handle: string; title: string }> = {};
        for (const v of ['2.0', '2.1'] as const) {
          if (!versions.includes(v)) continue;
          const old = earlier[v].get(sc.num);
          if (!old) throw new Error(`SC ${sc.num} lists WCAG ${v} but ${FILES[v]} lacks it`);
          if (asLevel(old.level, sc.num) !== level) throw new Error(`SC ${sc.num}: level ${old.level} in ${v}, ${level} in 2.2`);
          if (old.handle !== sc.handle || old.title !== sc.title) earlierText[v] = { handle: old.handle, title: old.title };
        }
        const facts = [
          `sc: ${literal(sc.num)}`,
          `level: ${literal(level)}`,
          `principle: ${literal(principle)}`,
          `guideline: ${literal(g.num)}`,
          `versions: ${literal(versions)}`,
          `slug: ${literal(slugOf(sc.id))}`,
        ];
        const lines = [`    ${facts.join(', ')},`, `    handle: ${literal(sc.handle)},`, `    title: ${literal(sc.title)},`];
        if (Object.keys(earlierText).length > 0) lines.push(`    earlierText: ${literal(earlierText)},`);
        criteria.push(`  {\n${lines.join('\n')}\n  },`);
      }
    }
  }
  for (const v of ['2.0', '2.1'] as const) {
    for (const [num, old] of earlier[v]) {
      if (!listed.has(num)) throw new Error(`${FILES[v]} has SC ${num}, which 2.2 data does not know`);
      const inLatest = criteriaOf(latest).get(num);
      if (inLatest && !inLatest.versions?.includes(v)) {
        warnings.push(`${FILES[v]}: SC ${num} '${old.handle}' is not part of WCAG ${v} per ${FILES['2.2']}; ignored`);
      }
    }
  }

  const source = `/**
 * WCAG 2.0, 2.1 and 2.2 success criteria.
 *
 * Generated by scripts/generate-wcag.ts from the W3C's WCAG success-criteria data (wcag2.json,
 * wcag21.json, wcag22.json). Generated; do not edit.
 *
 * Source: Web Content Accessibility Guidelines (WCAG) 2.0, 2.1 and 2.2, https://www.w3.org/TR/WCAG22/
 * Copyright © World Wide Web Consortium (MIT, ERCIM, Keio, Beihang). https://www.w3.org/copyright/
 * Used under the W3C Document License: https://www.w3.org/Consortium/Legal/copyright-documents
 */
import type { WcagCriterion, WcagGuideline } from './types';

/** Every WCAG 2.x guideline, in document order. */
export const WCAG_GUIDELINES: readonly WcagGuideline[] = [
${guidelines.join('\n')}
];

/** Every WCAG 2.x success criterion (${criteria.length}), in document order. */
export const WCAG_CRITERIA: readonly WcagCriterion[] = [
${criteria.join('\n')}
];
`;
  return { source, warnings };
}

const isMain = process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const dir = resolve(process.argv[2] ?? resolve(ROOT, '../shared/corpora/wcag'));
  const { source, warnings } = generate(dir);
  for (const w of warnings) console.warn(`note: ${w}`);
  writeFileSync(OUTPUT, source);
  console.log(`wrote ${OUTPUT}`);
}

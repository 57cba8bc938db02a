/**
 * The committed WCAG facts (packages/core/src/wcag/criteria.ts) against the W3C data they were
 * generated from (../shared/corpora/wcag).
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WCAG_CRITERIA, criteriaFor, criterionText, getCriterion } from '../../packages/core/src/wcag';
import type { WcagVersion } from '../../packages/core/src/wcag';
import { generate, parseLenientJson } from '../../scripts/generate-wcag';

const DIR = resolve(__dirname, '../../../shared/corpora/wcag');
const FILES: Record<WcagVersion, string> = { '2.0': 'wcag2.json', '2.1': 'wcag21.json', '2.2': 'wcag22.json' };

interface RawCriterion {
  num: string;
  level: string;
  handle: string;
  title: string;
  versions?: string[];
}
interface RawWcag {
  principles: { handle: string; guidelines: { num: string; successcriteria: RawCriterion[] }[] }[];
}

function corpusCriteria(version: WcagVersion): (RawCriterion & { principle: string; guideline: string })[] {
  const data = parseLenientJson(readFileSync(resolve(DIR, FILES[version]), 'utf8')) as RawWcag;
  return data.principles.flatMap((p) =>
    p.guidelines.flatMap((g) => g.successcriteria.map((sc) => ({ ...sc, principle: p.handle.toLowerCase(), guideline: g.num }))),
  );
}

describe.skipIf(!existsSync(DIR))('WCAG facts against the W3C data', () => {
  it('parses wcag22.json despite its trailing commas', () => {
    expect(() => JSON.parse(readFileSync(resolve(DIR, 'wcag22.json'), 'utf8'))).toThrow();
    expect(corpusCriteria('2.2')).toHaveLength(87);
  });

  it('matches every 2.2 criterion: number, handle, title, level, principle, guideline, versions', () => {
    const raw = corpusCriteria('2.2');
    expect(WCAG_CRITERIA.map((c) => c.sc)).toEqual(raw.map((c) => c.num));
    for (const r of raw) {
      expect(getCriterion(r.num), r.num).toMatchObject({
        handle: r.handle,
        title: r.title,
        level: r.level,
        principle: r.principle,
        guideline: r.guideline,
        versions: r.versions,
      });
    }
  });

  it.each(['2.0', '2.1'] as const)('matches WCAG %s: every criterion it holds, with its wording and level', (version) => {
    const raw = corpusCriteria(version);
    const held = criteriaFor(version, 'AAA');
    // wcag2.json also carries 1.3.4 'Identify Common Purpose', a WCAG 2.1 draft criterion (the
    // number went to 'Orientation'); the 2.1 and 2.2 data say it is not part of 2.0.
    const stray = raw.filter((r) => !held.some((c) => c.sc === r.num && c.level === r.level && criterionText(r.num, version)?.handle === r.handle));
    expect(stray.map((r) => `${r.num} ${r.handle}`)).toEqual(version === '2.0' ? ['1.3.4 Identify Common Purpose'] : []);
    expect(held).toHaveLength(raw.length - stray.length);
    for (const r of raw.filter((x) => !stray.includes(x))) {
      expect(criterionText(r.num, version), `${version} ${r.num}`).toEqual({ handle: r.handle, title: r.title });
      expect(getCriterion(r.num)?.guideline).toBe(r.guideline);
      if (r.versions) expect(getCriterion(r.num)?.versions.filter((v) => v !== '2.2')).toEqual(r.versions);
    }
  });

  it('is what the generator writes today (criteria.ts is up to date)', () => {
    const committed = readFileSync(resolve(__dirname, '../../packages/core/src/wcag/criteria.ts'), 'utf8');
    expect(generate(DIR).source).toBe(committed);
  });
});

/**
 * Every implemented rule of both parts must have a test in which a generated PDF makes it fail
 * (or need review, for rules that only yield that). The rule tests state outcomes with
 * `expectRule(result, 'ua1:7.1-t10', 'failed')`; this test reads those calls from the rules.*.test.ts
 * sources and compares the keys with the catalogue.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { RULES, RULES_BY_KEY } from './rules/catalog';

/**
 * Implemented rules no generated PDF can make fail, each with the reason. Empty: the builders in
 * testPdf.testUtil.ts and testFont.testUtil.ts reach every implemented rule.
 */
const EXCEPTIONS: ReadonlyMap<string, string> = new Map<string, string>([]);

const here = dirname(fileURLToPath(import.meta.url));
const sources = readdirSync(here)
  .filter((f) => /^rules\.[\w.]*test\.ts$/.test(f) && f !== 'rules.coverage.test.ts')
  .map((f) => readFileSync(join(here, f), 'utf8'));

/** Keys asserted failing or needing review, and every key named in an expectRule call with a literal key. */
function exercised(): { triggered: Set<string>; named: Set<string> } {
  const triggered = new Set<string>();
  const named = new Set<string>();
  for (const text of sources) {
    // The tail of an expectRule call: its first argument is often a whole check call.
    for (const m of text.matchAll(/'(ua[12]:[^'$]+)',\s*'(passed|failed|needsReview)'\)/g)) {
      named.add(m[1] as string);
      if (m[2] === 'failed' || m[2] === 'needsReview') triggered.add(m[1] as string);
    }
  }
  return { triggered, named };
}

describe('rule test coverage', () => {
  const { triggered, named } = exercised();
  const implemented = RULES.filter((r) => r.implemented);

  it('finds the rule tests', () => {
    expect(sources.length).toBeGreaterThan(4);
    expect(triggered.size).toBeGreaterThan(100);
  });

  it('has a failing (or review) case for every implemented rule of PDF/UA-1 and PDF/UA-2', () => {
    const missing = implemented.map((r) => r.key).filter((k) => !triggered.has(k) && !EXCEPTIONS.has(k));
    expect(missing).toEqual([]);
  });

  it('names only implemented catalogue keys in expectRule', () => {
    expect([...named].filter((k) => !RULES_BY_KEY.get(k)?.implemented)).toEqual([]);
  });

  it('keeps the exceptions list to implemented rules that still have no failing case', () => {
    for (const [key, why] of EXCEPTIONS) {
      expect(RULES_BY_KEY.get(key)?.implemented, key).toBe(true);
      expect(triggered.has(key), key).toBe(false);
      expect(why.length, key).toBeGreaterThan(0);
    }
  });
});

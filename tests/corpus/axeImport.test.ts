/**
 * Every real axe output in ../shared/corpora/axe-results (axe-core 3.2 to 4.12; raw, v1, v2 and
 * axe-cli shapes) must import, and the counts must survive: each file's summary is checked against
 * a small counter that reads the raw JSON directly, written per shape and independent of the importer.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  AxeImportError,
  buildIssues,
  compareFingerprints,
  failureSummaryOf,
  importAxeResults,
  summarizeAxeResults,
  type AxeSummary,
} from '@curbcut/core';

const corpora = fileURLToPath(new URL('../../../shared/corpora/', import.meta.url));
const axeDir = `${corpora}axe-results/`;
const files = readdirSync(axeDir).filter((f) => f.endsWith('.json')).sort();

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, 'utf8')) as unknown;
}

type Json = Record<string, unknown>;
type Severity = 'critical' | 'serious' | 'moderate' | 'minor';
const asList = (v: unknown): Json[] => (Array.isArray(v) ? (v as Json[]) : []);

/** Counts straight from the JSON, for raw output: one page, node results grouped per rule. */
function countRaw(rules: Json[]): AxeSummary {
  const out: AxeSummary = { critical: 0, serious: 0, moderate: 0, minor: 0, issueCount: 0, needsReviewCount: 0, ruleCount: 0, pageCount: 1 };
  for (const rule of rules) {
    const failed = asList(rule.violations);
    if (failed.length > 0) out.ruleCount += 1;
    for (const node of failed) {
      out[(node.impact ?? rule.impact) as Severity] += 1;
      out.issueCount += 1;
    }
    out.needsReviewCount += asList(rule.incomplete).length;
  }
  return out;
}

/** Counts straight from the JSON, for v1 / v2 objects and axe-cli arrays of them. */
function countReported(results: Json[]): AxeSummary {
  const out: AxeSummary = { critical: 0, serious: 0, moderate: 0, minor: 0, issueCount: 0, needsReviewCount: 0, ruleCount: 0, pageCount: 0 };
  const rules = new Set<string>();
  for (const page of results) {
    for (const rule of asList(page.violations)) {
      rules.add(rule.id as string);
      for (const node of asList(rule.nodes)) {
        out[(node.impact ?? rule.impact) as Severity] += 1;
        out.issueCount += 1;
      }
    }
    for (const rule of asList(page.incomplete)) out.needsReviewCount += asList(rule.nodes).length;
  }
  out.ruleCount = rules.size;
  out.pageCount = new Set(results.map((r) => r.url)).size;
  return out;
}

function countDirectly(file: string, json: unknown): AxeSummary {
  if (file.includes('.reporter-raw.')) return countRaw(json as Json[]);
  return countReported(Array.isArray(json) ? (json as Json[]) : [json as Json]);
}

describe('axe results corpus', () => {
  it('holds every shape of every axe-core version the importer promises', () => {
    expect(files.length).toBeGreaterThanOrEqual(150);
    for (const shape of ['.reporter-raw.', '.reporter-v1.', '.reporter-v2.', '.axe-cli-']) {
      expect(files.some((f) => f.includes(shape))).toBe(true);
    }
  });

  it.each(files)('%s imports with its counts intact', (file) => {
    const json = readJson(axeDir + file);
    const imported = importAxeResults(json, { defaultUrl: 'https://corpus.test/page' });
    const expected = countDirectly(file, json);
    expect(summarizeAxeResults(json)).toEqual(expected);
    expect(imported.pages.length).toBeGreaterThan(0);
    for (const page of imported.pages) {
      expect(page.url).not.toBe('');
      for (const node of [...page.violations, ...page.incomplete]) {
        expect(node.target).not.toBe('');
        expect(node.pageUrl).toBe(page.url);
        expect(node.failureSummary).toMatch(/^Fix (any|all) of the following:/);
        expect(imported.rules[node.ruleId]?.impact).not.toBeNull();
      }
      expect(page.violations.every((n) => !n.needsReview)).toBe(true);
      expect(page.incomplete.every((n) => n.needsReview)).toBe(true);
    }
  });

  it('writes missing failure summaries exactly as axe writes the ones it includes', () => {
    let compared = 0;
    for (const file of files.filter((f) => !f.includes('.reporter-raw.'))) {
      const json = readJson(axeDir + file);
      const written = (Array.isArray(json) ? (json as Json[]) : [json as Json]).flatMap((page) =>
        [...asList(page.violations), ...asList(page.incomplete)].flatMap((rule) =>
          asList(rule.nodes).map((n) => n.failureSummary),
        ),
      );
      const imported = importAxeResults(json).pages.flatMap((p) => [...p.violations, ...p.incomplete]);
      imported.forEach((node, i) => {
        if (typeof written[i] !== 'string') return;
        expect(failureSummaryOf(node.any, node.all, node.none)).toBe(written[i]);
        compared += 1;
      });
    }
    expect(compared).toBeGreaterThan(2000);
  });

  it('keeps the known counts of w3citylights-axe-v4.10.2.reporter-v2.json', () => {
    const json = readJson(`${axeDir}w3citylights-axe-v4.10.2.reporter-v2.json`);
    const [page] = importAxeResults(json).pages;
    const perRule: Record<string, number> = {};
    for (const node of page?.violations ?? []) perRule[node.ruleId] = (perRule[node.ruleId] ?? 0) + 1;
    expect(perRule).toEqual({
      'image-alt': 33,
      region: 22,
      'link-name': 7,
      'color-contrast': 2,
      'html-has-lang': 1,
      'landmark-one-main': 1,
      'select-name': 1,
    });
    const summary = summarizeAxeResults(json);
    expect(summary.ruleCount).toBe(7);
    expect(summary.issueCount).toBe(67);
    expect(page?.url).toBe('https://www.w3.org/WAI/demos/bad/before/home.html');
  });

  it('reads the same page the same way from raw and v2 output of one axe version', () => {
    const raw = importAxeResults(readJson(`${axeDir}w3citylights-axe-v4.10.2.reporter-raw.json`), {
      defaultUrl: 'https://www.w3.org/WAI/demos/bad/before/home.html',
    });
    const v2 = importAxeResults(readJson(`${axeDir}w3citylights-axe-v4.10.2.reporter-v2.json`));
    const key = (n: { ruleId: string; target: string; impact: string; failureSummary: string }) =>
      `${n.ruleId} ${n.target} ${n.impact} ${n.failureSummary}`;
    expect(raw.pages[0]?.violations.map(key).sort()).toEqual(v2.pages[0]?.violations.map(key).sort());
    expect(raw.pages[0]?.passes.length).toBe(v2.pages[0]?.passes.length);
    expect(raw.pages[0]?.inapplicable.length).toBe(v2.pages[0]?.inapplicable.length);
  });

  it('gives the raw and v2 captures of one page the same issue fingerprints', () => {
    const url = 'https://www.w3.org/WAI/demos/bad/before/home.html';
    const fingerprints = (file: string) =>
      buildIssues(importAxeResults(readJson(axeDir + file), { defaultUrl: url }).pages, {})
        .map((i) => i.fingerprint)
        .sort();
    const raw = fingerprints('w3citylights-axe-v4.10.2.reporter-raw.json');
    expect(raw).toHaveLength(69);
    expect(raw).toEqual(fingerprints('w3citylights-axe-v4.10.2.reporter-v2.json'));
  });

  it('keeps every fingerprint of the unchanged page across an axe upgrade that changed selector escaping', () => {
    // axe 4.2 wrote [height="\32 5px"], axe 4.4 writes [height="25px"]: the same 70 issues.
    const issues = (version: string) =>
      buildIssues(importAxeResults(readJson(`${axeDir}w3citylights-axe-v${version}.reporter-v2.json`)).pages, {}).map((i) => i.fingerprint);
    const c = compareFingerprints(issues('4.2.0'), issues('4.4.1'));
    expect([c.newIssues.length, c.retained.length, c.resolved.length]).toEqual([0, 70, 0]);
  });

  it('refuses JSON that is not axe output, naming the JSON path', () => {
    const ruleFixture = readJson(`${corpora}axe-rules/area-alt/area-alt.json`);
    expect(() => importAxeResults(ruleFixture)).toThrow(AxeImportError);
    expect(() => importAxeResults(ruleFixture)).toThrow('expected a rule result at $.violations[0]');

    const wcag = readJson(`${corpora}wcag/wcag21.json`);
    try {
      importAxeResults(wcag);
      expect.unreachable('a WCAG data file is not axe output');
    } catch (error) {
      expect(error).toBeInstanceOf(AxeImportError);
      expect((error as AxeImportError).path).toBe('$.violations');
      expect((error as AxeImportError).message).toBe('expected an array of rule results at $.violations');
    }
  });
});

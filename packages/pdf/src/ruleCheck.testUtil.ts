/**
 * Runs the checker on a built test PDF under one part of PDF/UA and reads rule outcomes by
 * catalogue key (`ua1:7.1-t10`, `ua2:5-t01`): ids such as `5-t01` exist in both parts with
 * different meanings. rules.coverage.test.ts reads the keys passed to `expectRule` with a failing
 * or review outcome to tell which rules the per-rule tests exercise, so keep them literal.
 */
import { expect } from 'vitest';
import { runChecks } from './engine';
import { RULES } from './rules/catalog';
import type { Part } from './rules/catalog';
import { NS_PDF2 } from './model/structTree';
import { buildTestPdf } from './testPdf.testUtil';
import type { ElemSpec, TestPdfOptions } from './testPdf.testUtil';
import type { PdfCheckResult, PdfRuleOutcome } from './types';

export type RuleKey = `ua1:${string}` | `ua2:${string}`;

async function run(o: TestPdfOptions, profile: 'pdfua1' | 'pdfua2'): Promise<PdfCheckResult> {
  return runChecks(await buildTestPdf(o), { profiles: [profile], maxIssuesPerRule: 50, deadline: Date.now() + 20_000 });
}

/** Checks a PDF 1.7 file against PDF/UA-1. */
export function checkUa1(o: TestPdfOptions = {}): Promise<PdfCheckResult> {
  return run(o, 'pdfua1');
}

/** What a PDF/UA-2 file needs beyond the builder's defaults: PDF 2.0, part 2 and a revision year. */
const UA2_BASE: TestPdfOptions = { version: '2.0', pdfuaPart: 2, pdfuaRev: '2024' };

/** Checks a PDF 2.0 file (identified as PDF/UA-2 unless `o` says otherwise) against PDF/UA-2. */
export function checkUa2(o: TestPdfOptions = {}): Promise<PdfCheckResult> {
  return run({ ...UA2_BASE, ...o }, 'pdfua2');
}

/** The same options checked as a PDF/UA-1 and as a PDF/UA-2 file, for checks both parts share. */
export function checkBoth(o: TestPdfOptions = {}): Promise<[PdfCheckResult, PdfCheckResult]> {
  return Promise.all([checkUa1(o), checkUa2(o)]);
}

export function outcomeOf(r: PdfCheckResult, key: RuleKey): PdfRuleOutcome | undefined {
  const [part, id] = key.split(':') as [string, string];
  return r.profiles[part === 'ua1' ? 'pdfua1' : 'pdfua2']?.rules.find((x) => x.id === id)?.outcome;
}

/** The implemented rules of `part` that did not pass, with their outcomes: none for a clean document. */
export function rulesNotPassed(r: PdfCheckResult, part: Part): [string, PdfRuleOutcome | undefined][] {
  return RULES.filter((x) => x.part === part && x.implemented)
    .map((x): [string, PdfRuleOutcome | undefined] => [x.id, outcomeOf(r, x.key as RuleKey)])
    .filter(([, o]) => o !== 'passed');
}

export function expectRule(r: PdfCheckResult, key: RuleKey, outcome: PdfRuleOutcome): void {
  expect(outcomeOf(r, key), key).toBe(outcome);
}

/** A Document element (default namespace) holding `kids`. */
export const doc = (...kids: ElemSpec[]): ElemSpec[] => [{ type: 'Document', kids }];

/** A Document element in the PDF 2.0 namespace, as PDF/UA-2 wants the root. */
export const doc2 = (...kids: ElemSpec[]): ElemSpec[] => [{ type: 'Document', ns: NS_PDF2, kids }];

/**
 * How rule results are reported: issue fields and locations (catalog, page content, structure
 * elements located with pdf.js, annotations), profiles by PDF version, and the wcag22 profile.
 * The rules themselves are tested per clause group in rules.*.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { runChecks } from './engine';
import { checkUa1, doc, expectRule } from './ruleCheck.testUtil';
import { buildTestPdf } from './testPdf.testUtil';
import type { TestPdfOptions } from './testPdf.testUtil';
import type { PdfCheckResult, PdfProfile } from './types';

async function check(o: TestPdfOptions, profiles: PdfProfile[]): Promise<PdfCheckResult> {
  return runChecks(await buildTestPdf(o), { profiles, maxIssuesPerRule: 50, deadline: Date.now() + 20_000 });
}

describe('issues and their locations', () => {
  it('reports the document facts of a well-formed tagged document', async () => {
    const r = await checkUa1();
    expect(r.isTagged).toBe(true);
    expect(r.pdfVersion).toBe('1.7');
    expect(r.title).toBe('Test document');
  });

  it('places a catalog finding document wide, with its profiles and criteria', async () => {
    const r = await check({ displayDocTitle: false }, ['pdfua1', 'wcag22']);
    expect(r.issues.find((i) => i.ruleId === '7.1-t10')).toMatchObject({ location: 'Document wide', page: null, object: 'Catalog', profiles: ['pdfua1', 'wcag22'], wcag: ['2.4.2'] });
  });

  it('places a metadata finding under Metadata', async () => {
    expect((await checkUa1({ title: null })).issues.find((i) => i.ruleId === '7.1-t09')?.location).toBe('Metadata');
  });

  it('locates untagged content on its page', async () => {
    const issue = (await checkUa1({ untaggedText: 'stray text' })).issues.find((i) => i.ruleId === '7.1-t03');
    expect(issue?.page).toBe(1);
    expect(issue?.target?.page).toBe(1);
    const [x0, y0, x1, y1] = issue?.target?.rect ?? [0, 0, 0, 0];
    expect(x0).toBeCloseTo(72, 0);
    expect(y1).toBeGreaterThan(y0);
    expect(x1).toBeGreaterThan(x0);
  });

  it('locates a structure element with pdf.js and reports review items of a rule that did not fail', async () => {
    const bad = await checkUa1({ elements: doc({ type: 'Figure', image: true }) });
    const issue = bad.issues.find((i) => i.ruleId === '7.3-t01');
    expect(issue?.object).toBe('Figure at /Document[1]/Figure[1]');
    expect(issue?.target?.page).toBe(1);
    expect(issue?.target?.rect[0]).toBeCloseTo(72, 0);
    const good = await checkUa1({ elements: doc({ type: 'Figure', image: true, alt: 'A chart of sales' }) });
    expect(good.issues.find((i) => i.ruleId === '7.3-t01')?.outcome).toBe('needsReview');
  });

  it('targets an annotation finding at the annotation rectangle', async () => {
    const issue = (await checkUa1({ annots: [{ subtype: 'Link', uri: 'https://example.com' }] })).issues.find((i) => i.ruleId === '7.18.5-t02');
    expect(issue?.object).toMatch(/^Annot Link \d+ 0 R$/);
    expect(issue?.target).toEqual({ page: 1, rect: [72, 500, 200, 520] });
  });
});

describe('profiles and versions', () => {
  it('marks profiles incompatible by PDF version (spec 002, 2.2)', async () => {
    const r = await check({ version: '1.4' }, ['pdfua1', 'pdfua2', 'wcag22']);
    expect(r.profiles.pdfua1).toEqual({ status: 'incompatible', reason: 'PDFs v1.4 and below are not compatible for scanning with PDF/UA-1 specification', rules: [] });
    expect(r.profiles.pdfua2?.status).toBe('incompatible');
    expect(r.profiles.pdfua2?.reason).toBe('PDFs v1.4 and below are not compatible for scanning with PDF/UA-2 specification');
    expect(r.profiles.wcag22?.status).toBe('completed');
  });

  it('runs PDF/UA-2 on PDF 2.0 with its own rule ids, and not PDF/UA-1', async () => {
    const r = await check({ version: '2.0', pdfuaPart: 2, elements: doc({ type: 'H', text: 'x' }) }, ['pdfua1', 'pdfua2']);
    expect(r.profiles.pdfua1?.status).toBe('incompatible');
    expectRule(r, 'ua2:5-t02', 'passed');
    expectRule(r, 'ua2:8.2.5.12-t01', 'failed');
  });

  it('wcag22 maps results to success criteria', async () => {
    const r = await check({ elements: doc({ type: 'Figure', image: true }) }, ['wcag22']);
    expect(r.profiles.wcag22?.rules.find((x) => x.id === '7.3-t01')).toMatchObject({ outcome: 'failed', wcag: ['1.1.1'] });
    expect(r.profiles.wcag22?.rules.every((x) => x.wcag.length > 0)).toBe(true);
  });

  it('ends bad input as a failed profile with a reason', async () => {
    const r = await runChecks(new TextEncoder().encode('hello'), { profiles: ['wcag22'], maxIssuesPerRule: 5, deadline: Date.now() + 5000 });
    expect(r.profiles.wcag22).toMatchObject({ status: 'failed' });
    expect(r.profiles.wcag22?.reason).toMatch(/Not a PDF/);
  });
});

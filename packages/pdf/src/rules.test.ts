import { describe, expect, it } from 'vitest';
import { runChecks } from './engine';
import { buildTestPdf } from './testPdf.testUtil';
import type { ElemSpec, TestPdfOptions } from './testPdf.testUtil';
import type { PdfCheckResult, PdfProfile } from './types';

async function check(o: TestPdfOptions = {}, profiles: PdfProfile[] = ['pdfua1', 'wcag22']): Promise<PdfCheckResult> {
  return runChecks(await buildTestPdf(o), { profiles, maxIssuesPerRule: 50, deadline: Date.now() + 20_000 });
}

function outcome(r: PdfCheckResult, id: string, profile: PdfProfile = 'pdfua1'): string | undefined {
  return r.profiles[profile]?.rules.find((x) => x.id === id)?.outcome;
}

const doc = (...kids: ElemSpec[]): ElemSpec[] => [{ type: 'Document', kids }];

describe('document-level rules', () => {
  it('passes a well-formed tagged document on the document rules', async () => {
    const r = await check();
    for (const id of ['5-t01', '5-t02', '6.2-t01', '7.1-t08', '7.1-t09', '7.1-t10', '7.1-t11', '7.2-t34', '7.1-t03', '7.18.3-t01']) expect(outcome(r, id), id).toBe('passed');
    expect(r.isTagged).toBe(true);
    expect(r.pdfVersion).toBe('1.7');
    expect(r.title).toBe('Test document');
  });

  it('7.1-t10: DisplayDocTitle must be true', async () => {
    const r = await check({ displayDocTitle: false });
    expect(outcome(r, '7.1-t10')).toBe('failed');
    const issue = r.issues.find((i) => i.ruleId === '7.1-t10');
    expect(issue).toMatchObject({ location: 'Document wide', page: null, object: 'Catalog', profiles: ['pdfua1', 'wcag22'], wcag: ['2.4.2'] });
  });

  it('7.1-t09 and 5-t01: dc:title and the PDF/UA identification', async () => {
    const r = await check({ title: null, pdfuaPart: null });
    expect(outcome(r, '7.1-t09')).toBe('failed');
    expect(outcome(r, '5-t01')).toBe('failed');
    expect(r.issues.find((i) => i.ruleId === '7.1-t09')?.location).toBe('Metadata');
  });

  it('5-t02 and 5-t03: part number and prefix', async () => {
    expect(outcome(await check({ pdfuaPart: 2 }), '5-t02')).toBe('failed');
    expect(outcome(await check({ pdfuaPrefix: 'ua' }), '5-t03')).toBe('failed');
  });

  it('7.1-t11 and 6.2-t01: an untagged document', async () => {
    const r = await check({ tagged: false });
    expect(r.isTagged).toBe(false);
    expect(outcome(r, '7.1-t11')).toBe('failed');
    expect(outcome(r, '6.2-t01')).toBe('failed');
    expect(outcome(r, '7.1-t03')).toBe('failed');
  });

  it('7.1-t04: Suspects', async () => {
    expect(outcome(await check({ suspects: true }), '7.1-t04')).toBe('failed');
  });

  it('7.2-t34 and 7.2-t29: language of text and language tags', async () => {
    expect(outcome(await check({ lang: null }), '7.2-t34')).toBe('failed');
    expect(outcome(await check({ lang: 'en_US!' }), '7.2-t29')).toBe('failed');
    expect(outcome(await check({ lang: null, elements: doc({ type: 'P', text: 'Bonjour', lang: 'fr' }) }), '7.2-t34')).toBe('passed');
  });
});

describe('content rules', () => {
  it('7.1-t03: untagged content fails and is located on its page', async () => {
    const r = await check({ untaggedText: 'stray text' });
    expect(outcome(r, '7.1-t03')).toBe('failed');
    const issue = r.issues.find((i) => i.ruleId === '7.1-t03');
    expect(issue?.page).toBe(1);
    expect(issue?.target?.page).toBe(1);
    const [x0, y0, x1, y1] = issue?.target?.rect ?? [0, 0, 0, 0];
    expect(x0).toBeCloseTo(72, 0);
    expect(y1).toBeGreaterThan(y0);
    expect(x1).toBeGreaterThan(x0);
  });

  it('7.1-t03: artifacts are not untagged content', async () => {
    expect(outcome(await check({ artifactText: 'page 1' }), '7.1-t03')).toBe('passed');
  });
});

describe('structure rules', () => {
  it('7.3-t01: Figure without Alt fails, with Alt needs review, located by pdf.js', async () => {
    const bad = await check({ elements: doc({ type: 'Figure', image: true }) });
    expect(outcome(bad, '7.3-t01')).toBe('failed');
    const issue = bad.issues.find((i) => i.ruleId === '7.3-t01');
    expect(issue?.object).toBe('Figure at /Document[1]/Figure[1]');
    expect(issue?.target?.page).toBe(1);
    expect(issue?.target?.rect[0]).toBeCloseTo(72, 0);
    const good = await check({ elements: doc({ type: 'Figure', image: true, alt: 'A chart of sales' }) });
    expect(outcome(good, '7.3-t01')).toBe('needsReview');
    expect(good.issues.find((i) => i.ruleId === '7.3-t01')?.outcome).toBe('needsReview');
  });

  it('7.1-t05, 7.1-t06, 7.1-t07: role mapping', async () => {
    expect(outcome(await check({ elements: doc({ type: 'Custom', text: 'x' }) }), '7.1-t05')).toBe('failed');
    expect(outcome(await check({ elements: doc({ type: 'Custom', text: 'x' }), roleMap: { Custom: 'P' } }), '7.1-t05')).toBe('passed');
    expect(outcome(await check({ elements: doc({ type: 'A1', text: 'x' }), roleMap: { A1: 'B1', B1: 'A1' } }), '7.1-t06')).toBe('failed');
    expect(outcome(await check({ elements: doc({ type: 'P', text: 'x' }), roleMap: { P: 'Span' } }), '7.1-t07')).toBe('failed');
  });

  it('7.1-t12: a structure element without P', async () => {
    expect(outcome(await check({ elements: doc({ type: 'P', text: 'x', noParent: true }) }), '7.1-t12')).toBe('failed');
  });

  it('7.2 tables: kids, parents and regularity', async () => {
    const row = (...cells: string[]): { type: string; kids: { type: string; text: string }[] } => ({ type: 'TR', kids: cells.map((t) => ({ type: t, text: t })) });
    const ok = await check({ elements: doc({ type: 'Table', kids: [row('TH', 'TH'), row('TD', 'TD')] }) });
    for (const id of ['7.2-t03', '7.2-t10', '7.2-t41', '7.2-t43', '7.5-t01']) expect(outcome(ok, id), id).toBe('passed');
    expect(outcome(await check({ elements: doc({ type: 'Table', kids: [{ type: 'P', text: 'x' }] }) }), '7.2-t03')).toBe('failed');
    expect(outcome(await check({ elements: doc({ type: 'TR', kids: [{ type: 'TD', text: 'x' }] }) }), '7.2-t04')).toBe('failed');
    expect(outcome(await check({ elements: doc({ type: 'Table', kids: [row('TH', 'TH', 'TH'), row('TD', 'TD')] }) }), '7.2-t43')).toBe('failed');
    const spans = await check({ elements: doc({ type: 'Table', kids: [{ type: 'TR', kids: [{ type: 'TD', text: 'a', attrs: { RowSpan: 2 } }, { type: 'TD', text: 'b' }] }, { type: 'TR', kids: [{ type: 'TD', text: 'c' }] }] }) });
    expect(outcome(spans, '7.2-t43')).toBe('passed');
    expect(outcome(spans, '7.2-t15')).toBe('passed');
  });

  it('7.5: header cells must be determinable and Headers must name existing IDs', async () => {
    const r = await check({ elements: doc({ type: 'Table', kids: [{ type: 'TR', kids: [{ type: 'TH', text: 'h', id: 'h1' }] }, { type: 'TR', kids: [{ type: 'TD', text: 'd', attrs: { Headers: 'nope' } }] }] }) });
    expect(outcome(r, '7.5-t02')).toBe('failed');
  });

  it('7.2 lists and TOC', async () => {
    expect(outcome(await check({ elements: doc({ type: 'LI', kids: [{ type: 'LBody', text: 'x' }] }) }), '7.2-t17')).toBe('failed');
    expect(outcome(await check({ elements: doc({ type: 'L', kids: [{ type: 'P', text: 'x' }] }) }), '7.2-t19')).toBe('failed');
    expect(outcome(await check({ elements: doc({ type: 'L', kids: [{ type: 'LI', kids: [{ type: 'P', text: 'x' }] }] }) }), '7.2-t20')).toBe('failed');
    expect(outcome(await check({ elements: doc({ type: 'TOCI', text: 'x' }) }), '7.2-t26')).toBe('failed');
  });

  it('7.4: headings', async () => {
    expect(outcome(await check({ elements: doc({ type: 'H1', text: 'a' }, { type: 'H3', text: 'b' }) }), '7.4.2-t01')).toBe('failed');
    expect(outcome(await check({ elements: doc({ type: 'H1', text: 'a' }, { type: 'H2', text: 'b' }, { type: 'H1', text: 'c' }) }), '7.4.2-t01')).toBe('passed');
    expect(outcome(await check({ elements: doc({ type: 'H', text: 'a' }, { type: 'H1', text: 'b' }) }), '7.4.4-t02')).toBe('failed');
    expect(outcome(await check({ elements: doc({ type: 'H', text: 'a' }, { type: 'H', text: 'b' }) }), '7.4.4-t01')).toBe('failed');
  });

  it('7.7 and 7.9: formulas and notes', async () => {
    expect(outcome(await check({ elements: doc({ type: 'Formula', text: 'E=mc2' }) }), '7.7-t01')).toBe('failed');
    expect(outcome(await check({ elements: doc({ type: 'Note', text: 'n' }) }), '7.9-t01')).toBe('failed');
    expect(outcome(await check({ elements: doc({ type: 'Note', text: 'n', id: 'a' }, { type: 'Note', text: 'm', id: 'a' }) }), '7.9-t02')).toBe('failed');
  });

  it('7.2-t22: Alt language', async () => {
    expect(outcome(await check({ lang: null, elements: doc({ type: 'Figure', image: true, alt: 'x' }) }), '7.2-t22')).toBe('failed');
  });
});

describe('annotation rules', () => {
  it('7.18.5: links must be tagged in Link and described', async () => {
    const r = await check({ annots: [{ subtype: 'Link', uri: 'https://example.com' }] });
    expect(outcome(r, '7.18.5-t01')).toBe('failed');
    expect(outcome(r, '7.18.5-t02')).toBe('failed');
    const issue = r.issues.find((i) => i.ruleId === '7.18.5-t02');
    expect(issue?.object).toMatch(/^Annot Link \d+ 0 R$/);
    expect(issue?.target).toEqual({ page: 1, rect: [72, 500, 200, 520] });
    const ok = await check({ annots: [{ subtype: 'Link', uri: 'https://example.com', contents: 'Example', tagIn: 'Link' }] });
    expect(outcome(ok, '7.18.5-t01')).toBe('passed');
    expect(outcome(ok, '7.18.5-t02')).toBe('passed');
  });

  it('7.18.3: Tabs must be S on pages with annotations', async () => {
    expect(outcome(await check({ tabs: null, annots: [{ subtype: 'Link', contents: 'x', tagIn: 'Link' }] }), '7.18.3-t01')).toBe('failed');
  });

  it('7.18.1: other annotations in Annot with Contents; widgets in Form with TU', async () => {
    const r = await check({ annots: [{ subtype: 'Text' }, { subtype: 'Widget', tagIn: 'P' }] });
    expect(outcome(r, '7.18.1-t01')).toBe('failed');
    expect(outcome(r, '7.18.1-t02')).toBe('failed');
    expect(outcome(r, '7.18.1-t03')).toBe('failed');
    expect(outcome(r, '7.18.4-t01')).toBe('failed');
    const ok = await check({ annots: [{ subtype: 'Text', contents: 'Note', tagIn: 'Annot' }, { subtype: 'Widget', tu: 'Name', tagIn: 'Form' }] });
    for (const id of ['7.18.1-t01', '7.18.1-t02', '7.18.1-t03', '7.18.4-t01']) expect(outcome(ok, id), id).toBe('passed');
  });
});

describe('profiles and versions', () => {
  it('marks profiles incompatible by PDF version (spec 002, 2.2)', async () => {
    const r = await runChecks(await buildTestPdf({ version: '1.4' }), { profiles: ['pdfua1', 'pdfua2', 'wcag22'], maxIssuesPerRule: 5, deadline: Date.now() + 10_000 });
    expect(r.profiles.pdfua1).toEqual({ status: 'incompatible', reason: 'PDFs v1.4 and below are not compatible for scanning with PDF/UA-1 specification', rules: [] });
    expect(r.profiles.pdfua2?.status).toBe('incompatible');
    expect(r.profiles.pdfua2?.reason).toBe('PDFs v1.4 and below are not compatible for scanning with PDF/UA-2 specification');
    expect(r.profiles.wcag22?.status).toBe('completed');
  });

  it('runs PDF/UA-2 on PDF 2.0 with its own rule ids', async () => {
    const r = await check({ version: '2.0', pdfuaPart: 2, elements: [{ type: 'Document', kids: [{ type: 'H', text: 'x' }, { type: 'Figure', image: true }] }] }, ['pdfua1', 'pdfua2']);
    expect(r.profiles.pdfua1?.status).toBe('incompatible');
    expect(outcome(r, '8.2.5.12-t01', 'pdfua2')).toBe('failed');
    expect(outcome(r, '8.2.5.28.2-t01', 'pdfua2')).toBe('failed');
    expect(outcome(r, '5-t02', 'pdfua2')).toBe('passed');
    expect(outcome(r, '5-t05', 'pdfua2')).toBe('failed');
    // The root Document is in the default (PDF 1.7) namespace, not PDF 2.0.
    expect(outcome(r, '8.2.5.2-t02', 'pdfua2')).toBe('failed');
  });

  it('wcag22 maps results to success criteria', async () => {
    const r = await check({ elements: doc({ type: 'Figure', image: true }) }, ['wcag22']);
    const rule = r.profiles.wcag22?.rules.find((x) => x.id === '7.3-t01');
    expect(rule).toMatchObject({ outcome: 'failed', wcag: ['1.1.1'] });
    expect(r.profiles.wcag22?.rules.every((x) => x.wcag.length > 0)).toBe(true);
  });

  it('ends bad input as a failed profile with a reason', async () => {
    const r = await runChecks(new TextEncoder().encode('hello'), { profiles: ['wcag22'], maxIssuesPerRule: 5, deadline: Date.now() + 5000 });
    expect(r.profiles.wcag22).toMatchObject({ status: 'failed' });
    expect(r.profiles.wcag22?.reason).toMatch(/Not a PDF/);
  });
});

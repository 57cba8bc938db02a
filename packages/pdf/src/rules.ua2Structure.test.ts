/**
 * PDF/UA-2 structure rules (8.2.1, 8.2.4, 8.2.5, 8.4.3-t02/t03, 8.4.4-t02) on PDF 2.0 files
 * identified as PDF/UA-2 whose root Document is in the PDF 2.0 namespace (`doc2`).
 */
import { describe, it } from 'vitest';
import { NS_MATHML, NS_PDF2 } from './model/structTree';
import { checkUa2, doc2, expectRule } from './ruleCheck.testUtil';
import { refTo } from './testPdf.testUtil';
import type { ElemSpec } from './testPdf.testUtil';

const el = (type: string, ...kids: ElemSpec[]): ElemSpec => (kids.length > 0 ? { type, kids } : { type, text: type });
const cell = (type: 'TH' | 'TD', attrs?: ElemSpec['attrs']): ElemSpec => ({ type, text: type.toLowerCase(), ...(attrs ? { attrs } : {}) });
const tr = (...cells: ElemSpec[]): ElemSpec => ({ type: 'TR', kids: cells });
const table = (...kids: ElemSpec[]): ElemSpec[] => doc2({ type: 'Table', kids });
const CUSTOM_NS = 'https://example.com/ns/custom';
const OTHER_NS = 'https://example.com/ns/other';
const PUA = '\uE000';

describe('the structure tree and role mapping (8.2.1, 8.2.4, 8.2.5.2)', () => {
  it('8.2.1-t01: an untagged document fails', async () => {
    expectRule(await checkUa2({ tagged: false }), 'ua2:8.2.1-t01', 'failed');
  });

  it('8.2.1-t02: a structure element without P fails', async () => {
    expectRule(await checkUa2({ elements: doc2({ type: 'P', text: 'x', noParent: true }) }), 'ua2:8.2.1-t02', 'failed');
  });

  it('8.2.4-t01: an unmapped custom type fails, mapped to P passes', async () => {
    expectRule(await checkUa2({ elements: doc2({ type: 'Custom', text: 'x' }) }), 'ua2:8.2.4-t01', 'failed');
    expectRule(await checkUa2({ elements: doc2({ type: 'Custom', text: 'x' }), roleMap: { Custom: 'P' } }), 'ua2:8.2.4-t01', 'passed');
  });

  it('8.2.4-t02: custom types mapped in a circle fail', async () => {
    expectRule(await checkUa2({ elements: doc2({ type: 'A1', text: 'x' }), roleMap: { A1: 'B1', B1: 'A1' } }), 'ua2:8.2.4-t02', 'failed');
  });

  it('8.2.4-t03: a type mapped within its own namespace fails, mapped into PDF 2.0 passes', async () => {
    const elements = doc2({ type: 'Box', ns: CUSTOM_NS, text: 'x' });
    expectRule(await checkUa2({ elements, roleMapNS: { [CUSTOM_NS]: { Box: ['Frame', CUSTOM_NS] } } }), 'ua2:8.2.4-t03', 'failed');
    const mapped = await checkUa2({ elements, roleMapNS: { [CUSTOM_NS]: { Box: ['Div', NS_PDF2] } } });
    expectRule(mapped, 'ua2:8.2.4-t03', 'passed');
    expectRule(mapped, 'ua2:8.2.4-t01', 'passed');
  });

  it('8.2.4-t02: a type mapped to itself in its own namespace is a circle (not 8.2.4-t03) and reaches no standard type', async () => {
    const r = await checkUa2({ elements: doc2({ type: 'Box', ns: CUSTOM_NS, text: 'x' }), roleMapNS: { [CUSTOM_NS]: { Box: ['Box', CUSTOM_NS] } } });
    expectRule(r, 'ua2:8.2.4-t02', 'failed');
    expectRule(r, 'ua2:8.2.4-t01', 'failed');
    expectRule(r, 'ua2:8.2.4-t03', 'passed');
  });

  it('8.2.4-t03: a mapping that leaves a namespace and comes back to another type of it fails', async () => {
    const roleMapNS: Record<string, Record<string, [string, string]>> = {
      [CUSTOM_NS]: { Box: ['Frame', OTHER_NS], Panel: ['Div', NS_PDF2] },
      [OTHER_NS]: { Frame: ['Panel', CUSTOM_NS] },
    };
    const r = await checkUa2({ elements: doc2({ type: 'Box', ns: CUSTOM_NS, text: 'x' }), roleMapNS });
    expectRule(r, 'ua2:8.2.4-t03', 'failed');
    expectRule(r, 'ua2:8.2.4-t01', 'passed');
  });

  it('8.2.4-t04: a standard type remapped to another fails', async () => {
    expectRule(await checkUa2({ elements: doc2({ type: 'P', text: 'x' }), roleMap: { P: 'Span' } }), 'ua2:8.2.4-t04', 'failed');
  });

  it('8.2.5.2-t01: two elements at the root fail', async () => {
    expectRule(await checkUa2({ elements: [...doc2(el('P')), el('P')] }), 'ua2:8.2.5.2-t01', 'failed');
  });

  it('8.2.5.2-t02: a root Document in the default (PDF 1.7) namespace fails, in PDF 2.0 passes', async () => {
    expectRule(await checkUa2({ elements: [{ type: 'Document', kids: [el('P')] }] }), 'ua2:8.2.5.2-t02', 'failed');
    expectRule(await checkUa2({ elements: doc2(el('P')) }), 'ua2:8.2.5.2-t02', 'passed');
  });
});

describe('structure types (8.2.5)', () => {
  it('8.2.5.8-t01: a TOCI without Ref fails, with a Ref to its heading passes', async () => {
    expectRule(await checkUa2({ elements: doc2(el('TOC', el('TOCI')), el('H1')) }), 'ua2:8.2.5.8-t01', 'failed');
    const linked = doc2(el('TOC', { type: 'TOCI', text: 'Intro', entries: { Ref: [refTo('intro')] } }), { type: 'H1', key: 'intro', text: 'Intro' });
    expectRule(await checkUa2({ elements: linked }), 'ua2:8.2.5.8-t01', 'passed');
  });

  it('8.2.5.12-t01: an H element fails', async () => {
    expectRule(await checkUa2({ elements: doc2(el('H')) }), 'ua2:8.2.5.12-t01', 'failed');
  });

  it('8.2.5.14-t01: a Note element fails', async () => {
    expectRule(await checkUa2({ elements: doc2({ type: 'Note', text: 'n', id: 'n1' }) }), 'ua2:8.2.5.14-t01', 'failed');
  });

  /** A citation and its FENote, each naming the other in Ref only when asked to. */
  const notes = (citeRefs: boolean, noteRefs: boolean): ElemSpec[] =>
    doc2(
      { type: 'P', key: 'cite', text: 'See note 1', ...(citeRefs ? { entries: { Ref: [refTo('note')] } } : {}) },
      { type: 'FENote', ns: NS_PDF2, key: 'note', text: '1. A note', ...(noteRefs ? { entries: { Ref: [refTo('cite')] } } : {}) },
    );

  it('8.2.5.14-t02: an element citing an FENote that does not name it back fails, with Refs both ways passes', async () => {
    const oneWay = await checkUa2({ elements: notes(true, false) });
    expectRule(oneWay, 'ua2:8.2.5.14-t02', 'failed');
    expectRule(oneWay, 'ua2:8.2.5.14-t03', 'passed');
    expectRule(await checkUa2({ elements: notes(true, true) }), 'ua2:8.2.5.14-t02', 'passed');
  });

  it('8.2.5.14-t03: an FENote naming an element that does not cite it fails, with Refs both ways passes', async () => {
    const oneWay = await checkUa2({ elements: notes(false, true) });
    expectRule(oneWay, 'ua2:8.2.5.14-t03', 'failed');
    expectRule(oneWay, 'ua2:8.2.5.14-t02', 'passed');
    expectRule(await checkUa2({ elements: notes(true, true) }), 'ua2:8.2.5.14-t03', 'passed');
  });

  it('8.2.5.14-t04: FENote NoteType Sidenote fails, Footnote passes', async () => {
    const note = (type: string): ElemSpec[] => doc2({ type: 'FENote', ns: NS_PDF2, text: 'n', attrs: { NoteType: type } });
    expectRule(await checkUa2({ elements: note('/Sidenote') }), 'ua2:8.2.5.14-t04', 'failed');
    expectRule(await checkUa2({ elements: note('/Footnote') }), 'ua2:8.2.5.14-t04', 'passed');
  });

  it('8.2.5.23-t01: a Ruby with only RB fails, RB RT passes', async () => {
    expectRule(await checkUa2({ elements: doc2(el('Ruby', el('RB'))) }), 'ua2:8.2.5.23-t01', 'failed');
    expectRule(await checkUa2({ elements: doc2(el('Ruby', el('RB'), el('RT'))) }), 'ua2:8.2.5.23-t01', 'passed');
  });

  it('8.2.5.24-t01: a Warichu with only WT fails, WP WT WP passes', async () => {
    expectRule(await checkUa2({ elements: doc2(el('Warichu', el('WT'))) }), 'ua2:8.2.5.24-t01', 'failed');
    expectRule(await checkUa2({ elements: doc2(el('Warichu', el('WP'), el('WT'), el('WP'))) }), 'ua2:8.2.5.24-t01', 'passed');
  });

  it('8.2.5.25-t01: a list with Lbl and no ListNumbering fails, with ListNumbering Decimal passes', async () => {
    const list = (attrs?: ElemSpec['attrs']): ElemSpec[] => doc2({ type: 'L', ...(attrs ? { attrs } : {}), kids: [el('LI', el('Lbl'), el('LBody'))] });
    expectRule(await checkUa2({ elements: list() }), 'ua2:8.2.5.25-t01', 'failed');
    expectRule(await checkUa2({ elements: list({ O: '/List', ListNumbering: '/Decimal' }) }), 'ua2:8.2.5.25-t01', 'passed');
  });

  it('8.2.5.25-t02: an LI with its own content outside LBody fails', async () => {
    expectRule(await checkUa2({ elements: doc2(el('L', { type: 'LI', text: 'item' })) }), 'ua2:8.2.5.25-t02', 'failed');
  });

  it('8.2.5.27-t01: a Caption between two paragraphs fails, as the first child passes', async () => {
    expectRule(await checkUa2({ elements: doc2(el('Div', el('P'), el('Caption'), el('P'))) }), 'ua2:8.2.5.27-t01', 'failed');
    expectRule(await checkUa2({ elements: doc2(el('Div', el('Caption'), el('P'), el('P'))) }), 'ua2:8.2.5.27-t01', 'passed');
  });

  it('8.2.5.28.2-t01: a Figure without Alt fails, with an empty Alt it needs review', async () => {
    expectRule(await checkUa2({ elements: doc2({ type: 'Figure', image: true }) }), 'ua2:8.2.5.28.2-t01', 'failed');
    expectRule(await checkUa2({ elements: doc2({ type: 'Figure', image: true, alt: '' }) }), 'ua2:8.2.5.28.2-t01', 'needsReview');
  });

  it('8.2.5.29-t01: a MathML math element outside Formula fails, inside passes', async () => {
    const math: ElemSpec = { type: 'math', ns: NS_MATHML, text: 'x' };
    expectRule(await checkUa2({ elements: doc2(math) }), 'ua2:8.2.5.29-t01', 'failed');
    expectRule(await checkUa2({ elements: doc2({ type: 'Formula', alt: 'x', kids: [math] }) }), 'ua2:8.2.5.29-t01', 'passed');
  });

  it('8.2.5.29-t01: a custom type role mapped to MathML math outside Formula fails', async () => {
    const elements = doc2(el('P', { type: 'Maths', ns: CUSTOM_NS, text: 'x' }));
    expectRule(await checkUa2({ elements, roleMapNS: { [CUSTOM_NS]: { Maths: ['math', NS_MATHML] } } }), 'ua2:8.2.5.29-t01', 'failed');
  });
});

describe('tables (8.2.5.26)', () => {
  it('8.2.5.26-t01: a ColSpan cell running into a RowSpan cell fails', async () => {
    expectRule(await checkUa2({ elements: table(tr(cell('TD'), cell('TD', { RowSpan: 2 })), tr(cell('TD', { ColSpan: 2 }))) }), 'ua2:8.2.5.26-t01', 'failed');
  });

  it('8.2.5.26-t02: a cell spanning rows past the last row, or out of its row group, fails', async () => {
    expectRule(await checkUa2({ elements: table(tr(cell('TD'), cell('TD', { RowSpan: 3 })), tr(cell('TD'))) }), 'ua2:8.2.5.26-t02', 'failed');
    const head = { type: 'THead', kids: [tr(cell('TH'), cell('TH', { RowSpan: 2 }))] };
    const body = { type: 'TBody', kids: [tr(cell('TD'))] };
    expectRule(await checkUa2({ elements: table(head, body) }), 'ua2:8.2.5.26-t02', 'failed');
  });

  it('8.2.5.26-t03: a row spanning more columns than the first row fails (not -t04)', async () => {
    const r = await checkUa2({ elements: table(tr(cell('TD'), cell('TD')), tr(cell('TD'), cell('TD'), cell('TD'))) });
    expectRule(r, 'ua2:8.2.5.26-t03', 'failed');
    expectRule(r, 'ua2:8.2.5.26-t04', 'passed');
  });

  it('8.2.5.26-t04: rows with fewer columns than the first row, or without cells, fail', async () => {
    expectRule(await checkUa2({ elements: table(tr(cell('TH'), cell('TH'), cell('TH')), tr(cell('TD'), cell('TD'))) }), 'ua2:8.2.5.26-t04', 'failed');
    expectRule(await checkUa2({ elements: table(tr(cell('TD'), cell('TD')), { type: 'TR', kids: [] }) }), 'ua2:8.2.5.26-t04', 'failed');
  });

  it('8.2.5.26-t05: an unscoped TH heads its column in the first row and its row in the first column', async () => {
    const grid = table(tr(cell('TH'), cell('TH')), tr(cell('TH'), cell('TD')));
    expectRule(await checkUa2({ elements: grid }), 'ua2:8.2.5.26-t05', 'passed');
    // A TH in the first row is a column header only: a data cell to its right has none.
    expectRule(await checkUa2({ elements: table(tr(cell('TH', { Scope: '/Column' }), cell('TH'), cell('TD'))) }), 'ua2:8.2.5.26-t05', 'failed');
  });

  it('8.2.5.26-t05: a data cell without a determinable header fails, under a column header passes', async () => {
    expectRule(await checkUa2({ elements: table(tr(cell('TD'), cell('TH'))) }), 'ua2:8.2.5.26-t05', 'failed');
    const ok = await checkUa2({ elements: table(tr(cell('TH', { Scope: '/Column' })), tr(cell('TD'))) });
    for (const id of ['8.2.5.26-t01', '8.2.5.26-t02', '8.2.5.26-t03', '8.2.5.26-t04', '8.2.5.26-t05', '8.2.5.26-t06']) expectRule(ok, `ua2:${id}`, 'passed');
  });

  it('8.2.5.26-t06: Headers naming an unknown ID fails', async () => {
    expectRule(await checkUa2({ elements: table(tr({ ...cell('TH'), id: 'h1' }), tr(cell('TD', { Headers: ['h2'] }))) }), 'ua2:8.2.5.26-t06', 'failed');
  });
});

describe('alternative texts and languages (8.4.3, 8.4.4)', () => {
  it('8.4.3-t02: ActualText with a Private Use Area character fails', async () => {
    expectRule(await checkUa2({ elements: doc2({ type: 'Span', text: 'x', actualText: `${PUA} logo` }) }), 'ua2:8.4.3-t02', 'failed');
  });

  it('8.4.3-t03: Alt with a Private Use Area character fails, plain Alt passes', async () => {
    expectRule(await checkUa2({ elements: doc2({ type: 'Figure', image: true, alt: `${PUA} logo` }) }), 'ua2:8.4.3-t03', 'failed');
    expectRule(await checkUa2({ elements: doc2({ type: 'Figure', image: true, alt: 'Company logo' }) }), 'ua2:8.4.3-t03', 'passed');
  });

  it('8.4.4-t02: an element Lang that is not a language tag fails', async () => {
    expectRule(await checkUa2({ elements: doc2({ type: 'P', text: 'x', lang: 'en US' }) }), 'ua2:8.4.4-t02', 'failed');
  });
});

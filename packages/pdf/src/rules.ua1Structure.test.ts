/**
 * PDF/UA-1 structure tree rules: role mapping and parents (7.1), tables, lists and tables of
 * contents (7.2, 7.5), language of alternative texts (7.2), figures, headings, formulas and notes
 * (7.3 to 7.9). Each builds the smallest tree that breaks one rule.
 */
import { describe, it } from 'vitest';
import { checkUa1, doc, expectRule } from './ruleCheck.testUtil';
import type { ElemSpec } from './testPdf.testUtil';

const el = (type: string, ...kids: ElemSpec[]): ElemSpec => (kids.length > 0 ? { type, kids } : { type, text: type });
const cell = (type: 'TH' | 'TD', attrs?: ElemSpec['attrs'], id?: string): ElemSpec => ({ type, text: type.toLowerCase(), ...(attrs ? { attrs } : {}), ...(id ? { id } : {}) });
const tr = (...cells: ElemSpec[]): ElemSpec => ({ type: 'TR', kids: cells });
const table = (...kids: ElemSpec[]): ElemSpec[] => doc({ type: 'Table', kids });
const headerRow = (): ElemSpec => tr(cell('TH', { Scope: '/Column' }), cell('TH', { Scope: '/Column' }));
const dataRow = (): ElemSpec => tr(cell('TD'), cell('TD'));

describe('role mapping and parents (7.1)', () => {
  it('7.1-t05: an unmapped custom type fails, mapped to P passes', async () => {
    expectRule(await checkUa1({ elements: doc({ type: 'Custom', text: 'x' }) }), 'ua1:7.1-t05', 'failed');
    expectRule(await checkUa1({ elements: doc({ type: 'Custom', text: 'x' }), roleMap: { Custom: 'P' } }), 'ua1:7.1-t05', 'passed');
  });

  it('7.1-t06: custom types mapped in a circle fail', async () => {
    expectRule(await checkUa1({ elements: doc({ type: 'A1', text: 'x' }), roleMap: { A1: 'B1', B1: 'A1' } }), 'ua1:7.1-t06', 'failed');
  });

  it('7.1-t05: custom types mapped in a circle never reach a standard type and fail too', async () => {
    expectRule(await checkUa1({ elements: doc({ type: 'A1', text: 'x' }), roleMap: { A1: 'B1', B1: 'A1' } }), 'ua1:7.1-t05', 'failed');
  });

  it('7.1-t07: a standard type remapped to another fails', async () => {
    expectRule(await checkUa1({ elements: doc({ type: 'P', text: 'x' }), roleMap: { P: 'Span' } }), 'ua1:7.1-t07', 'failed');
  });

  it('7.1-t12: a structure element without P fails', async () => {
    expectRule(await checkUa1({ elements: doc({ type: 'P', text: 'x', noParent: true }) }), 'ua1:7.1-t12', 'failed');
  });
});

describe('tables (7.2, 7.5)', () => {
  it('a regular table with THead, TBody, TFoot, a Caption and scoped headers passes every table rule', async () => {
    const r = await checkUa1({ elements: table(el('Caption'), { type: 'THead', kids: [headerRow()] }, { type: 'TBody', kids: [dataRow()] }, { type: 'TFoot', kids: [dataRow()] }) });
    const ids = ['7.2-t03', '7.2-t04', '7.2-t05', '7.2-t06', '7.2-t07', '7.2-t08', '7.2-t09', '7.2-t10', '7.2-t11', '7.2-t12', '7.2-t13', '7.2-t14', '7.2-t15', '7.2-t16'];
    for (const id of [...ids, '7.2-t36', '7.2-t37', '7.2-t38', '7.2-t39', '7.2-t41', '7.2-t42', '7.2-t43', '7.5-t01', '7.5-t02']) expectRule(r, `ua1:${id}`, 'passed');
  });

  it('7.2-t03: a P directly in a Table fails', async () => {
    expectRule(await checkUa1({ elements: table(el('P')) }), 'ua1:7.2-t03', 'failed');
  });

  it('7.2-t04: a TR outside a table fails', async () => {
    expectRule(await checkUa1({ elements: doc(tr(cell('TD'))) }), 'ua1:7.2-t04', 'failed');
  });

  it('7.2-t05, 7.2-t06, 7.2-t07: THead, TBody and TFoot outside a Table fail', async () => {
    expectRule(await checkUa1({ elements: doc({ type: 'THead', kids: [headerRow()] }) }), 'ua1:7.2-t05', 'failed');
    expectRule(await checkUa1({ elements: doc({ type: 'TBody', kids: [dataRow()] }) }), 'ua1:7.2-t06', 'failed');
    expectRule(await checkUa1({ elements: doc({ type: 'TFoot', kids: [dataRow()] }) }), 'ua1:7.2-t07', 'failed');
  });

  it('7.2-t08 and 7.2-t09: TH and TD outside a TR fail', async () => {
    expectRule(await checkUa1({ elements: doc(cell('TH')) }), 'ua1:7.2-t08', 'failed');
    expectRule(await checkUa1({ elements: doc(cell('TD')) }), 'ua1:7.2-t09', 'failed');
  });

  it('7.2-t10: a TR holding a P fails', async () => {
    expectRule(await checkUa1({ elements: table(tr(cell('TD'), el('P'))) }), 'ua1:7.2-t10', 'failed');
  });

  it('7.2-t11 and 7.2-t12: two THead or two TFoot in one Table fail', async () => {
    const head = { type: 'THead', kids: [headerRow()] };
    const foot = { type: 'TFoot', kids: [dataRow()] };
    const body = { type: 'TBody', kids: [dataRow()] };
    expectRule(await checkUa1({ elements: table(head, head, body) }), 'ua1:7.2-t11', 'failed');
    expectRule(await checkUa1({ elements: table(body, foot, foot) }), 'ua1:7.2-t12', 'failed');
  });

  it('7.2-t13 and 7.2-t14: a TFoot or a THead without a TBody fails', async () => {
    expectRule(await checkUa1({ elements: table({ type: 'TFoot', kids: [dataRow()] }) }), 'ua1:7.2-t13', 'failed');
    expectRule(await checkUa1({ elements: table({ type: 'THead', kids: [headerRow()] }) }), 'ua1:7.2-t14', 'failed');
  });

  it('7.2-t15: a ColSpan cell running into a RowSpan cell fails', async () => {
    const r = await checkUa1({ elements: table(tr(cell('TD'), cell('TD', { RowSpan: 2 })), tr(cell('TD', { ColSpan: 2 }))) });
    expectRule(r, 'ua1:7.2-t15', 'failed');
  });

  it('7.2-t16: a Caption between the rows of a Table fails', async () => {
    expectRule(await checkUa1({ elements: table(dataRow(), el('Caption'), dataRow()) }), 'ua1:7.2-t16', 'failed');
  });

  it('7.2-t36, 7.2-t37, 7.2-t38: THead, TBody and TFoot holding a TD directly fail', async () => {
    const r = await checkUa1({ elements: table({ type: 'THead', kids: [cell('TD')] }, { type: 'TBody', kids: [cell('TD')] }, { type: 'TFoot', kids: [cell('TD')] }) });
    expectRule(r, 'ua1:7.2-t36', 'failed');
    expectRule(r, 'ua1:7.2-t37', 'failed');
    expectRule(r, 'ua1:7.2-t38', 'failed');
  });

  it('7.2-t39: a Table with two Captions fails', async () => {
    expectRule(await checkUa1({ elements: table(el('Caption'), dataRow(), el('Caption')) }), 'ua1:7.2-t39', 'failed');
  });

  it('7.2-t41: a cell spanning rows past the last row fails', async () => {
    const r = await checkUa1({ elements: table(tr(cell('TD'), cell('TD', { RowSpan: 3 })), tr(cell('TD'))) });
    expectRule(r, 'ua1:7.2-t41', 'failed');
    expectRule(r, 'ua1:7.2-t43', 'passed');
  });

  it('7.2-t42: a row spanning more columns than the first row fails (not 7.2-t43)', async () => {
    const r = await checkUa1({ elements: table(dataRow(), tr(cell('TD'), cell('TD'), cell('TD'))) });
    expectRule(r, 'ua1:7.2-t42', 'failed');
    expectRule(r, 'ua1:7.2-t43', 'passed');
    // A RowSpan in the first row makes the next row start further right: two cells there overflow too.
    expectRule(await checkUa1({ elements: table(tr(cell('TD', { RowSpan: 2 }), cell('TD')), dataRow()) }), 'ua1:7.2-t42', 'failed');
  });

  it('7.2-t43: rows with fewer columns than the first row, or without cells, fail; a RowSpan that evens them passes', async () => {
    const r = await checkUa1({ elements: table(tr(cell('TH'), cell('TH'), cell('TH')), dataRow()) });
    expectRule(r, 'ua1:7.2-t43', 'failed');
    expectRule(r, 'ua1:7.2-t42', 'passed');
    const empty = await checkUa1({ elements: table(dataRow(), { type: 'TR', kids: [] }) });
    expectRule(empty, 'ua1:7.2-t43', 'failed');
    expectRule(empty, 'ua1:7.2-t41', 'passed');
    expectRule(await checkUa1({ elements: table(tr(cell('TD', { RowSpan: 2 }), cell('TD')), tr(cell('TD'))) }), 'ua1:7.2-t43', 'passed');
  });

  it('7.5-t01: a data cell with no header before it in its row or column fails', async () => {
    expectRule(await checkUa1({ elements: table(tr(cell('TD'), cell('TH'))) }), 'ua1:7.5-t01', 'failed');
  });

  it('7.5-t01: a TH without Scope heads nothing in PDF/UA-1 unless every TH is scoped or Headers name it', async () => {
    expectRule(await checkUa1({ elements: table(tr(cell('TH'), cell('TH')), dataRow()) }), 'ua1:7.5-t01', 'failed');
    // One scoped column header does not cover the column of an unscoped one.
    expectRule(await checkUa1({ elements: table(tr(cell('TH', { Scope: '/Column' }), cell('TH')), dataRow()) }), 'ua1:7.5-t01', 'failed');
    expectRule(await checkUa1({ elements: table(headerRow(), dataRow()) }), 'ua1:7.5-t01', 'passed');
    const byId = table(tr(cell('TH', undefined, 'a'), cell('TH', undefined, 'b')), tr(cell('TD', { Headers: ['a'] }), cell('TD', { Headers: ['b'] })));
    expectRule(await checkUa1({ elements: byId }), 'ua1:7.5-t01', 'passed');
  });

  it('7.5-t02: Headers naming an unknown ID fails, naming the TH ID passes', async () => {
    const withHeaders = (ids: string[]): ElemSpec[] => table(tr(cell('TH', undefined, 'h1')), tr(cell('TD', { Headers: ids })));
    expectRule(await checkUa1({ elements: withHeaders(['nope']) }), 'ua1:7.5-t02', 'failed');
    expectRule(await checkUa1({ elements: withHeaders(['h1']) }), 'ua1:7.5-t02', 'passed');
  });
});

describe('lists and tables of contents (7.2)', () => {
  const li = (): ElemSpec => el('LI', el('Lbl'), el('LBody'));

  it('a list with Caption, Lbl and LBody, and a TOC with Caption and TOCI, pass their rules', async () => {
    const r = await checkUa1({ elements: doc(el('L', el('Caption'), li(), el('L', li())), el('TOC', el('Caption'), el('TOCI'), el('TOC', el('TOCI')))) });
    for (const id of ['7.2-t17', '7.2-t18', '7.2-t19', '7.2-t20', '7.2-t40', '7.2-t26', '7.2-t27', '7.2-t28']) expectRule(r, `ua1:${id}`, 'passed');
  });

  it('7.2-t17: an LI outside an L fails', async () => {
    expectRule(await checkUa1({ elements: doc(li()) }), 'ua1:7.2-t17', 'failed');
  });

  it('7.2-t18: an LBody outside an LI fails', async () => {
    expectRule(await checkUa1({ elements: doc(el('L', el('LBody'))) }), 'ua1:7.2-t18', 'failed');
  });

  it('7.2-t19: an L holding a P fails', async () => {
    expectRule(await checkUa1({ elements: doc(el('L', el('P'))) }), 'ua1:7.2-t19', 'failed');
  });

  it('7.2-t20: an LI holding a P fails', async () => {
    expectRule(await checkUa1({ elements: doc(el('L', el('LI', el('P')))) }), 'ua1:7.2-t20', 'failed');
  });

  it('7.2-t40: a Caption after the items of an L fails', async () => {
    expectRule(await checkUa1({ elements: doc(el('L', li(), el('Caption'))) }), 'ua1:7.2-t40', 'failed');
  });

  it('7.2-t26: a TOCI outside a TOC fails', async () => {
    expectRule(await checkUa1({ elements: doc(el('TOCI')) }), 'ua1:7.2-t26', 'failed');
  });

  it('7.2-t27: a TOC holding a P fails', async () => {
    expectRule(await checkUa1({ elements: doc(el('TOC', el('P'))) }), 'ua1:7.2-t27', 'failed');
  });

  it('7.2-t28: a Caption after the items of a TOC fails', async () => {
    expectRule(await checkUa1({ elements: doc(el('TOC', el('TOCI'), el('Caption'))) }), 'ua1:7.2-t28', 'failed');
  });
});

describe('language of alternative texts (7.2)', () => {
  it('7.2-t21: ActualText without any Lang fails, with Lang on an ancestor passes', async () => {
    const span = { type: 'Span', text: 'H2O', actualText: 'water' };
    expectRule(await checkUa1({ lang: null, elements: doc(span) }), 'ua1:7.2-t21', 'failed');
    expectRule(await checkUa1({ lang: null, elements: [{ type: 'Document', lang: 'en', kids: [span] }] }), 'ua1:7.2-t21', 'passed');
  });

  it('7.2-t22: Alt without any Lang fails', async () => {
    expectRule(await checkUa1({ lang: null, elements: doc({ type: 'Figure', image: true, alt: 'A chart' }) }), 'ua1:7.2-t22', 'failed');
  });

  it('7.2-t23: E (expansion) without any Lang fails', async () => {
    expectRule(await checkUa1({ lang: null, elements: doc({ type: 'Span', text: 'PDF', entries: { E: 'Portable Document Format' } }) }), 'ua1:7.2-t23', 'failed');
  });

  it('7.2-t29: an element Lang that is not a language tag fails', async () => {
    expectRule(await checkUa1({ elements: doc({ type: 'P', text: 'x', lang: 'en US' }) }), 'ua1:7.2-t29', 'failed');
  });
});

describe('figures, headings, formulas and notes (7.3 to 7.9)', () => {
  it('7.3-t01: a Figure without Alt fails, with Alt it needs review', async () => {
    expectRule(await checkUa1({ elements: doc({ type: 'Figure', image: true }) }), 'ua1:7.3-t01', 'failed');
    expectRule(await checkUa1({ elements: doc({ type: 'Figure', image: true, alt: 'A chart of sales' }) }), 'ua1:7.3-t01', 'needsReview');
  });

  it('7.4.2-t01: H1 followed by H3 fails, H1 H2 H1 passes', async () => {
    expectRule(await checkUa1({ elements: doc(el('H1'), el('H3')) }), 'ua1:7.4.2-t01', 'failed');
    expectRule(await checkUa1({ elements: doc(el('H1'), el('H2'), el('H1')) }), 'ua1:7.4.2-t01', 'passed');
  });

  it('7.4.2-t01: a first heading H2 fails', async () => {
    expectRule(await checkUa1({ elements: doc(el('H2')) }), 'ua1:7.4.2-t01', 'failed');
  });

  it('7.4.4-t01: two H in one section fails, one H per Sect passes', async () => {
    expectRule(await checkUa1({ elements: doc(el('H'), el('H')) }), 'ua1:7.4.4-t01', 'failed');
    expectRule(await checkUa1({ elements: doc(el('Sect', el('H')), el('Sect', el('H'))) }), 'ua1:7.4.4-t01', 'passed');
  });

  it('7.4.4-t02 and 7.4.4-t03: H and H1 in one document fail on both elements', async () => {
    const r = await checkUa1({ elements: doc(el('H'), el('H1')) });
    expectRule(r, 'ua1:7.4.4-t02', 'failed');
    expectRule(r, 'ua1:7.4.4-t03', 'failed');
  });

  it('7.7-t01: a Formula without Alt fails, with ActualText passes', async () => {
    expectRule(await checkUa1({ elements: doc({ type: 'Formula', text: 'E=mc2' }) }), 'ua1:7.7-t01', 'failed');
    expectRule(await checkUa1({ elements: doc({ type: 'Formula', text: 'E=mc2', actualText: 'E equals m c squared' }) }), 'ua1:7.7-t01', 'passed');
  });

  it('7.9-t01: a Note without ID fails', async () => {
    expectRule(await checkUa1({ elements: doc({ type: 'Note', text: 'n' }) }), 'ua1:7.9-t01', 'failed');
  });

  it('7.9-t02: two Notes with the same ID fail, different IDs pass', async () => {
    expectRule(await checkUa1({ elements: doc({ type: 'Note', text: 'n', id: 'a' }, { type: 'Note', text: 'm', id: 'a' }) }), 'ua1:7.9-t02', 'failed');
    expectRule(await checkUa1({ elements: doc({ type: 'Note', text: 'n', id: 'a' }, { type: 'Note', text: 'm', id: 'b' }) }), 'ua1:7.9-t02', 'passed');
  });
});
